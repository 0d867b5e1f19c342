// The largest page of each kind in a built copy of the project: its HTML with the inlined CSS,
// gzip at level 9, as tests/budgets.ts weighs it (npm run bench:scale).
import { readdir, readFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { gzip } from "node:zlib";
import { NOT_FOUND_FILE, pathOfFile } from "../../scripts/build/page-files.ts";

/** The page kinds the HTML budget is read by. */
export type PageKind = "home" | "service" | "area" | "index page" | "other";

export function kindOfPath(path: string): PageKind {
  if (path === "/") return "home";
  if (/^\/(services|areas)(\/page-\d+)?$/.test(path)) return "index page";
  if (path.startsWith("/services/")) return "service";
  if (path.startsWith("/areas/")) return "area";
  return "other";
}

export interface LargestPage {
  path: string;
  bytes: number;
}

export interface HtmlSizes {
  /** HTML files weighed: every page and 404.html. */
  files: number;
  largest: Partial<Record<PageKind, LargestPage>>;
  /** How many pages are over the 14,000-byte budget, and the first few of them with their bytes. */
  overCount: number;
  over: LargestPage[];
}

/** The HTML budget of tests/budgets.ts: a page's HTML with its inlined CSS, gzip level 9. */
export const HTML_BUDGET_BYTES = 14_000;
/** Pages over the budget listed by name; past them, only counted. */
const LISTED_OVER = 20;

export function gzipBytes(data: Buffer): Promise<number> {
  return new Promise((resolve, reject) => gzip(data, { level: 9 }, (error, result) => (error ? reject(error) : resolve(result.length))));
}

/** Every HTML file of a built dist/, weighed: the largest of each kind, and any over budget. */
export async function htmlSizes(dist: string): Promise<HtmlSizes> {
  const entries = await readdir(dist, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => relative(dist, join(entry.parentPath, entry.name)).split(sep).join("/"));
  const sizes: HtmlSizes = { files: files.length, largest: {}, overCount: 0, over: [] };
  // A few at a time: zlib's thread pool weighs them beside each other.
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < files.length; index = next++) {
      const file = files[index] as string;
      const path = file === NOT_FOUND_FILE ? "404.html" : (pathOfFile(file) ?? file);
      const bytes = await gzipBytes(await readFile(join(dist, file)));
      const kind = path === "404.html" ? "other" : kindOfPath(path);
      if (bytes > (sizes.largest[kind]?.bytes ?? -1)) sizes.largest[kind] = { path, bytes };
      if (bytes > HTML_BUDGET_BYTES && sizes.overCount++ < LISTED_OVER) sizes.over.push({ path, bytes });
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return sizes;
}
