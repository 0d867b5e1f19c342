// Subresource Integrity for the scripts the pages load, computed from the files the build wrote.
// The boot script (src/boot/start-app.ts) becomes a file of its own in dist/assets/, loaded by a
// <script src async> that carries its hash: the one script element a page has with a src, cached
// across pages and allowed by 'self'. The app's entry, which the boot script loads by import(),
// is covered by an import map's "integrity" field (one inline <script type="importmap"> in the
// head), which Chromium, Firefox and WebKit apply to a module fetch that has no attribute of its
// own. The chunks loaded after the entry are left out of the map: Firefox ESR 153 refuses a
// mapped chunk that the app imports later or that Vite's helper preloads with a
// <link rel="modulepreload">, hashing an empty body instead of the file (docs/architecture.md).
// A file changed after the build, on the host or on the way, is refused: the page stays as
// prerendered.
// The build refuses a page whose script has no hash, or a hash the file does not match
// (integrityProblems, run on every page by page-checks.ts).
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * SRI's algorithm here: sha256, which every engine accepts. Each hash is bytes no compression
 * shrinks, on every page: sha384's 16 more per chunk would cost the import map some 300 B gzip of
 * the 14 KB a page has (docs/architecture.md).
 */
const ALGORITHM = "sha256";
/** The boot script as the Vite plugin writes it into index.html (scripts/build/boot-script.ts). */
const INLINE_BOOT = /<script data-entry="(\/assets\/[^"]+\.js)">([\s\S]*?)<\/script>/;
const SCRIPT_SRC = /<script\b[^>]*\ssrc="([^"]+)"[^>]*>/g;
const MODULE_PRELOAD = /<link\b[^>]*\srel="modulepreload"[^>]*>/g;
const IMPORT_MAP = /<script type="importmap">([\s\S]*?)<\/script>/g;

/** The integrity value of some bytes: "sha384-<base64>". */
export function integrityOf(bytes: Buffer | string): string {
  return `${ALGORITHM}-${createHash(ALGORITHM).update(bytes).digest("base64")}`;
}

/** The file name the boot script is written to: its content's hash, as Vite names chunks. */
export function bootFileName(script: string): string {
  return `boot-${createHash("sha256").update(script).digest("base64url").slice(0, 8)}.js`;
}

/**
 * The template with the boot script as its own file (written into dist/assets/) and the import
 * map in the head. Runs once, after Vite wrote dist/, before any page is rendered.
 */
export function withIntegrity(template: string, dist: string): string {
  const boot = INLINE_BOOT.exec(template);
  if (!boot) throw new Error("index.html has no inline boot script to move into a file");
  const [tag, entry, script] = boot as unknown as [string, string, string];
  const bootFile = bootFileName(script);
  writeFileSync(join(dist, "assets", bootFile), script);
  const integrity = { [entry]: integrityOf(readFileSync(join(dist, entry.slice(1)))) };
  const importMap = `<script type="importmap">${JSON.stringify({ integrity })}</script>`;
  const bootTag = `<script data-entry="${entry}" src="/assets/${bootFile}" integrity="${integrityOf(script)}" async=""></script>`;
  if (!template.includes("</head>")) throw new Error("index.html has no </head>");
  return template.replace(tag, () => bootTag).replace("</head>", () => `${importMap}\n</head>`);
}

/** Reads a file of dist/ by its URL path, or null when there is none. */
export type DistReader = (path: string) => Buffer | null;

/**
 * What is wrong with a page's integrity: a <script src> or modulepreload without a hash, or with
 * one its file does not match; no import map, or one without the entry the boot script names, or
 * with a hash its chunk does not match.
 */
export function integrityProblems(where: string, html: string, read: DistReader): string[] {
  const problems: string[] = [];
  const check = (element: string, url: string | undefined, kind: string) => {
    const integrity = /\sintegrity="([^"]+)"/.exec(element)?.[1];
    if (url === undefined) return problems.push(`${where}: a ${kind} without a URL`);
    if (!integrity) return problems.push(`${where}: the ${kind} ${url} has no integrity hash`);
    const bytes = url.startsWith("/") ? read(url) : null;
    if (bytes === null) return problems.push(`${where}: the ${kind} ${url} is not a file of the site`);
    if (integrityOf(bytes) !== integrity) problems.push(`${where}: the ${kind} ${url} does not match its integrity hash`);
  };
  for (const [element, url] of html.matchAll(SCRIPT_SRC)) check(element, url, "script");
  for (const [element] of html.matchAll(MODULE_PRELOAD)) check(element, /\shref="([^"]+)"/.exec(element)?.[1], "modulepreload");
  const entry = /<script data-entry="([^"]+)"/.exec(html)?.[1];
  if (entry === undefined) return problems;
  const maps = [...html.matchAll(IMPORT_MAP)];
  if (maps.length !== 1) return [...problems, `${where}: ${maps.length} import maps, where one names the entry's hash`];
  let named: Record<string, unknown> = {};
  try {
    named = (JSON.parse(maps[0]?.[1] ?? "") as { integrity?: Record<string, unknown> }).integrity ?? {};
  } catch {
    return [...problems, `${where}: its import map is not JSON`];
  }
  if (named[entry] === undefined) problems.push(`${where}: the import map has no hash for the entry ${entry}`);
  for (const [chunk, integrity] of Object.entries(named)) {
    const bytes = read(chunk);
    if (bytes === null || integrityOf(bytes) !== integrity)
      problems.push(`${where}: the import map's hash for ${chunk} does not match the file`);
  }
  return problems;
}
