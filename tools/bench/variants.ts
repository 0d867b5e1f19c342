// The benchmark's two references, made from the same built pages by pure transformations:
// the no-JS floor (the prerendered page without its scripts) and the client-only baseline (the
// same app with an empty #root and no prerendered CSS, as a client-rendered SPA ships).
import { cp, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { listFiles } from "../../scripts/build/dist.ts";

/** A copy of a built site in `dir` (replaced), each page's HTML (those with the app's #root) transformed. */
export async function copyWithPages(dist: string, dir: string, transform: (html: string) => string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  await cp(dist, dir, { recursive: true });
  for (const file of await listFiles(dir)) {
    if (!file.endsWith(".html")) continue;
    const path = join(dir, file);
    const html = await readFile(path, "utf8");
    if (html.includes('<div id="root">')) await writeFile(path, transform(html));
  }
}

/** Removes every script but the structured data, and any module preloads: the page with no JavaScript. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>\s*/g, "")
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>\s*/g, "");
}

/** Empties #root and drops the prerendered CSS: the browser must build the page itself. */
export function asClientOnly(html: string): string {
  const start = html.indexOf('<div id="root">');
  // #root is the last element of the body in index.html.
  const end = html.lastIndexOf("</div>", html.lastIndexOf("</body>"));
  if (start === -1 || end === -1) throw new Error("No #root in the page");
  const emptied = `${html.slice(0, start)}<div id="root"></div>${html.slice(end + "</div>".length)}`;
  return emptied.replace(/<style id="_goober">[\s\S]*?<\/style>/, "");
}

/** The inlined CSS of a page, for counting CSS bytes apart from the HTML. */
export function inlineCss(html: string): string {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? "").join("");
}
