// Biome's lint rules and formatting over the whole tree (biome.json): `npm run lint` shows the
// same, `npm run format` applies the formatting.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { ROOT } from "../scripts/build/dist.ts";

const lint = suite("lint and format");

lint("biome check passes: no lint finding, every file formatted", () => {
  const biome = join(ROOT, "node_modules", "@biomejs", "biome", "bin", "biome");
  const result = spawnSync(process.execPath, [biome, "check", "--colors=off", "--max-diagnostics=50"], { cwd: ROOT, encoding: "utf8" });
  assert.is(result.status, 0, `${result.stdout}${result.stderr}`);
});

lint.run();
