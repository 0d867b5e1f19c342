// Runs the build (scripts/prerender.ts) as a child process, the one way every other program
// does it: the local server when dist/ is stale, the benchmark and the test runner.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { ROOT } from "./dist.ts";

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
  const result = spawnSync(process.execPath, [TSX, join(ROOT, "scripts", "prerender.ts")], {
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
