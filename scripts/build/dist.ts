// Where the build puts things, and how to read the built site back for checks and tests.
import { readdir, readFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { pageFile } from "./page-files.ts";

export const ROOT = fileURLToPath(new URL("../../", import.meta.url));
export const DIST = join(ROOT, "dist");
/** Files for the host's configuration that must not be published: the nginx config, the legacy pages. */
export const DEPLOY = join(ROOT, "deploy");
/**
 * Node's arguments that run a TypeScript file, before the file: tsx as a loader in Node's own
 * process (`node --import tsx`, as tsx documents it), not tsx's command line, which starts a second
 * Node to run the file (half a second of processor time each). The build, the tests and the tools
 * start scripts with it.
 */
export const TSX = ["--import", import.meta.resolve("tsx")];

/** The file a page's path is written to: "/services/attic" -> dist/services/attic.html (page-files.ts). */
export function htmlFileFor(path: string, dist = DIST): string {
  return join(dist, pageFile(path));
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
