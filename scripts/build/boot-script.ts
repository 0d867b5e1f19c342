// The boot script in the pages: src/boot/start-app.ts (browser code, type-checked with the app),
// compiled and minified here into one small inline script. The build puts it in place of the
// entry's <script type="module" src> and names the entry in data-entry, so nothing is requested
// before first paint but the page itself. The Content-Security-Policy allows it by the hash of
// the bytes the pages carry: scripts/build/prerender.ts reads them back from the written template
// (inline-content.ts) and the checks compare every page with _headers.
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { minify, transformWithOxc } from "vite";

const SOURCE = fileURLToPath(new URL("../../src/boot/start-app.ts", import.meta.url));
/** The one function the source exports, called with its own script element. */
const START = "startApp";

/** The source, compiled to plain JavaScript, run on its own script element, minified. */
export async function compileBootScript(): Promise<string> {
  const { code } = await transformWithOxc(await readFile(SOURCE, "utf8"), SOURCE, { lang: "ts" });
  const body = code.replace(`export function ${START}(`, `function ${START}(`);
  // A classic script cannot import, and nothing but the one function may leave the file.
  if (body === code || /^\s*(import|export)\b/m.test(body)) {
    throw new Error(`${SOURCE} must export exactly one function, ${START}, and import nothing`);
  }
  const wrapped = `(()=>{${body}\n${START}(document.currentScript)})()`;
  const minified = await minify("boot.js", wrapped, { compress: true, mangle: true });
  if (minified.errors.length > 0) throw new Error(`boot script: ${minified.errors.map((error) => error.message).join("; ")}`);
  const script = minified.code.trim();
  if (script.includes("</")) throw new Error("the boot script would end its own <script> element");
  return script;
}

const ENTRY_TAG = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\s*/g;

/**
 * Swaps the module scripts Vite writes into index.html for the boot script, at the body's end.
 * Vite lists the entry last; the scripts before it (the bundler's runtime) are chunks the entry
 * imports itself.
 */
export function withBootScript(html: string, bootScript: string): string {
  const src = [...html.matchAll(ENTRY_TAG)].at(-1)?.[1];
  if (!src) throw new Error("index.html has no entry script");
  if (/rel="modulepreload"/.test(html)) throw new Error("index.html preloads modules before first paint");
  return withBootScriptFor(html.replace(ENTRY_TAG, ""), src, bootScript);
}

/** The boot script at the body's end, naming `entry` (the development server's is the source). */
export function withBootScriptFor(html: string, entry: string, bootScript: string): string {
  return html.replace("</body>", () => `  <script data-entry="${entry}">${bootScript}</script>\n  </body>`);
}
