// Runs the build (scripts/build.ts) as a child process, the one way every other program
// does it: the local server when dist/ is stale, the benchmark and the test runner.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";
import { buildDate } from "./build-date.ts";
import { DIST, ROOT, TSX } from "./dist.ts";
import { expiresStamp, SECURITY_TXT_PATH } from "./security-txt.ts";

export interface BuildResult {
  ok: boolean;
  seconds: number;
  /** What the build printed, when it was captured (quiet). */
  output: string;
}

/** Builds the site; `quiet` captures the output instead of showing it. */
export function runBuild(options: { quiet?: boolean } = {}): BuildResult {
  const started = performance.now();
  const result = spawnSync(process.execPath, [...TSX, join(ROOT, "scripts", "build.ts")], {
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

/** The Expires line dist/ was built with: it dates the build (security-txt.ts). */
function builtExpiry(dist: string): string | undefined {
  const file = join(dist, SECURITY_TXT_PATH);
  if (!existsSync(file)) return undefined;
  return /^Expires: (\S+)$/m.exec(readFileSync(file, "utf8"))?.[1];
}

/**
 * dist/ is stale when it has no pages, a source changed after the last build, or it was built
 * with another date than this build's (another commit, or another SOURCE_DATE_EPOCH).
 */
export async function distIsStale(dist = DIST): Promise<boolean> {
  const marker = join(dist, "404.html");
  if (!existsSync(marker)) return true;
  if (builtExpiry(dist) !== expiresStamp(buildDate().date)) return true;
  const built = statSync(marker).mtimeMs;
  const sources = await Promise.all(SOURCES.map((source) => newestMtime(join(ROOT, source))));
  return Math.max(...sources) > built;
}
