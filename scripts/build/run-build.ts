// Runs the build (scripts/build.ts) as a child process, the one way every other program
// does it: the local server when dist/ is stale, the benchmark and the test runner.
import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";
import { DIST, ROOT } from "./dist.ts";

const TSX = join(ROOT, "node_modules", "tsx", "dist", "cli.mjs");

export interface BuildResult {
  ok: boolean;
  seconds: number;
  /** What the build printed, when it was captured (quiet). */
  output: string;
}

/** Builds the site; `quiet` captures the output instead of showing it. */
export function runBuild(options: { quiet?: boolean } = {}): BuildResult {
  const started = performance.now();
  const result = spawnSync(process.execPath, [TSX, join(ROOT, "scripts", "build.ts")], {
    cwd: ROOT,
    encoding: "utf8",
    stdio: options.quiet ? "pipe" : "inherit",
  });
  return {
    ok: result.status === 0,
    seconds: Math.round((performance.now() - started) / 100) / 10,
    output: `${result.stdout ?? ""}${result.stderr ?? ""}`,
  };
}

/** Sources whose change means dist/ is stale. */
const SOURCES = ["src", "public", "index.html", "vite.config.ts", "scripts/build.ts", "scripts/build", "package-lock.json"];

async function newestMtime(path: string): Promise<number> {
  const info = await stat(path).catch(() => undefined);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(path, { recursive: true, withFileTypes: true });
  let newest = info.mtimeMs;
  for (const entry of entries) {
    if (entry.isFile()) newest = Math.max(newest, (await stat(join(entry.parentPath, entry.name))).mtimeMs);
  }
  return newest;
}

/** dist/ is stale when it has no pages or a source changed after the last build. */
export async function distIsStale(dist = DIST): Promise<boolean> {
  const marker = join(dist, "404.html");
  if (!existsSync(marker)) return true;
  const built = statSync(marker).mtimeMs;
  const sources = await Promise.all(SOURCES.map((source) => newestMtime(join(ROOT, source))));
  return Math.max(...sources) > built;
}
