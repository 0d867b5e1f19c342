// Where the build puts things, and how to read the built site back for checks and tests.
import { readdir, readFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = fileURLToPath(new URL("../../", import.meta.url));
export const DIST = join(ROOT, "dist");

/** The file a page's path is written to: "/services/attic" -> dist/services/attic/index.html. */
export function htmlFileFor(path: string, dist = DIST): string {
  return join(dist, path, "index.html");
}

/** Every file under a folder, as URL paths ("/assets/index-abc.js"). */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/")}`);
}

export function readText(path: string): Promise<string> {
  return readFile(path, "utf8");
}
