// Copies of a built dist/ changed as a new commit would change them, for the deploy suite to
// publish one after another: one sentence of a page edited (its HTML and its content file), a
// hashed asset under a new name with every file that names it rewritten, a page removed.
import { cp, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";

/** Files that can name an asset: pages, scripts, styles, data. */
const TEXT_FILE = /\.(html|js|css|json|webmanifest|xml|txt)$/;

/** A copy of `from` at `to`. */
export async function copyDist(from: string, to: string): Promise<string> {
  await cp(from, to, { recursive: true });
  return to;
}

/** Replaces `before` by `after` in `file` under `dist`, where it must be exactly once. */
export async function replaceOnce(dist: string, file: string, before: string, after: string): Promise<void> {
  const path = join(dist, file);
  const text = await readFile(path, "utf8");
  const count = text.split(before).length - 1;
  if (count !== 1) throw new Error(`${file} holds "${before}" ${count} times, not once`);
  await writeFile(path, text.replace(before, after));
}

/** Renames `asset` (a path under dist/, "assets/boot-abc.js") to `renamed` and rewrites every file naming it; the files rewritten. */
export async function renameAsset(dist: string, asset: string, renamed: string): Promise<string[]> {
  await rename(join(dist, asset), join(dist, renamed));
  const entries = await readdir(dist, { recursive: true, withFileTypes: true });
  const rewritten: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile() || !TEXT_FILE.test(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    const text = await readFile(path, "utf8");
    if (!text.includes(asset)) continue;
    await writeFile(path, text.split(asset).join(renamed));
    rewritten.push(relative(dist, path));
  }
  return rewritten.sort();
}

/** Removes files from a copy (a page's HTML and its content file). */
export async function removeFiles(dist: string, files: readonly string[]): Promise<void> {
  for (const file of files) await rm(join(dist, file));
}

/** The one hashed file under dist/assets/ whose name starts with `prefix` ("boot-"). */
export async function assetNamed(dist: string, prefix: string): Promise<string> {
  const matches = (await readdir(join(dist, "assets"))).filter((name) => name.startsWith(prefix));
  if (matches.length !== 1) throw new Error(`dist/assets has ${matches.length} files starting with ${prefix}`);
  return `assets/${matches[0]}`;
}
