// A working copy of the project in a temporary folder, with node_modules linked rather than copied:
// what tests/hosts/at-size.ts follows the recipes in, what `npm run bench:scale` builds at size
// and what `npm run mutants` changes. The copy holds what the project needs to type-check, build, serve
// and run its suites; never dist/, deploy/ or bench/, which the copy makes again for itself.
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT } from "../scripts/build/dist.ts";

/** What a copy of the project needs to type-check, build, serve and run its suites. */
export const PROJECT_FILES = [
  "src",
  "scripts",
  "tools",
  "tests",
  "public",
  "index.html",
  "vite.config.ts",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
  "netlify.toml",
  "biome.json",
  ".htmlvalidate.mjs",
  // What the docs and lint suites read: the docs the README maps, and the ignore file Biome follows.
  "README.md",
  "docs",
  ".ci",
  ".gitignore",
] as const;

/** A copy of the project in a new temporary folder named from `prefix`; its path. */
export function copyOfProject(prefix = "project-", root = ROOT): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  for (const name of PROJECT_FILES) cpSync(join(root, name), join(dir, name), { recursive: true });
  symlinkSync(join(root, "node_modules"), join(dir, "node_modules"), "dir");
  return dir;
}

/** Removes a copy made by copyOfProject (its node_modules link, never what it links to). */
export function removeCopy(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/**
 * One edit of a source file: `text` inserted after the first line that holds `anchor`, after
 * `skip` earlier ones. Throws, naming the file and the anchor, when there is no such line.
 */
export function insertAfter(file: string, anchor: string, text: string, skip = 0): void {
  const lines = readFileSync(file, "utf8").split("\n");
  let seen = 0;
  const at = lines.findIndex((line) => line.includes(anchor) && seen++ === skip);
  if (at < 0) throw new Error(`${file} has no line with "${anchor}" (after ${skip} earlier)`);
  lines.splice(at + 1, 0, text);
  writeFileSync(file, lines.join("\n"));
}
