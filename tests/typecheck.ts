// The whole project type-checks under TypeScript's strict settings.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { ROOT } from "../scripts/build/dist.ts";

const types = suite("types");

types("src, scripts and tests pass tsc --noEmit", () => {
  const tsc = join(ROOT, "node_modules", "typescript", "bin", "tsc");
  const result = spawnSync(process.execPath, [tsc, "--noEmit", "-p", ROOT], { encoding: "utf8" });
  assert.is(result.status, 0, `${result.stdout}${result.stderr}`);
});

types.run();
