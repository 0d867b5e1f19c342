// Where the build puts things, and how to read the built site back for checks and tests.
import { readdir, readFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { pageFile } from "./page-files.ts";

export const ROOT = fileURLToPath(new URL("../../", import.meta.url));
export const DIST = join(ROOT, "dist");
/** Files for the host's configuration that must not be published: the nginx config, the legacy pages. */
export const DEPLOY = join(ROOT, "deploy");
/** tsx's command line, run by Node itself: the build, the tests and the tools start scripts with it. */
export const TSX_CLI = join(ROOT, "node_modules", "tsx", "dist", "cli.mjs");

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
