// TypeScript's own check of a project (this one, or a copy of it), as `npm run typecheck` runs it.
import { spawnSync } from "node:child_process";
import type { SpawnSyncReturns } from "node:child_process";
import { join } from "node:path";
import { ROOT } from "../../scripts/build/dist.ts";

const TSC = join(ROOT, "node_modules", "typescript", "bin", "tsc");

/**
 * `tsc --noEmit` on the project at `root`, on one thread: the same errors, for about three fifths
 * of the processor time of its default four checkers (6.0 against 9.8 s here, the same 6 s on the
 * clock when the machine is idle), and npm test keeps both cores busy with other suites.
 */
export function typeCheck(root: string): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, [TSC, "--noEmit", "--singleThreaded", "-p", root], { encoding: "utf8" });
}
