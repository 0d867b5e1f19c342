// index.html as every page's template: the build (prerender.ts) and the development server
// (scripts/server/dev-server.ts) fill it with a page's head tags, CSS and markup the same way.
import type { RenderResult } from "../../src/entry-server.tsx";

const HEAD_PLACEHOLDER = "<!--app-head-->";
const HTML_PLACEHOLDER = "<!--app-html-->";

/** Fills the template. Replacer functions, so that a "$" in the content is never a pattern. */
export function fillTemplate(template: string, page: RenderResult): string {
  // goober crashes on an empty <style id="_goober">, so never emit one.
  if (page.css.trim() === "") throw new Error("A page rendered without CSS; refusing to write an empty style tag");
  if (!template.includes(HEAD_PLACEHOLDER) || !template.includes(HTML_PLACEHOLDER)) {
    throw new Error(`index.html must contain ${HEAD_PLACEHOLDER} and ${HTML_PLACEHOLDER}`);
  }
  const head = `${page.head}\n<style id="_goober">${page.css}</style>`;
  return template.replace(HEAD_PLACEHOLDER, () => head).replace(HTML_PLACEHOLDER, () => page.html);
}
