// The site built readable (BUILD_READABLE=1: names kept, not minified, the bundler's module
// markers kept) for the tap's coverage, in a copy of the project (tools/project-copy.ts), so that
// the build's dist/ and deploy/ are never touched; its dist/ is kept in bench/.work/readable/.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { cp, rm } from "node:fs/promises";
import { join } from "node:path";
import { buildDate, sourceDateEpoch } from "../../scripts/build/build-date.ts";
import { ROOT, TSX } from "../../scripts/build/dist.ts";
import { copyOfProject, removeCopy } from "../project-copy.ts";
import { moduleRegions } from "./bundle-modules.ts";

/** Where the readable build's site is kept between runs. */
export const READABLE_DIST = join(ROOT, "bench", ".work", "readable", "dist");
/** A failed build is shown by its last lines: where it stopped. */
const FAILURE_LINES = 40;
/** A build prints a line per page and per check: room enough for all of it. */
const BUILD_OUTPUT_BYTES = 64 * 1024 * 1024;

/** Builds this tree's site readable into READABLE_DIST; the seconds it took. */
export async function buildReadable(): Promise<number> {
  const started = performance.now();
  const copy = copyOfProject("readable-");
  try {
    const result = spawnSync(process.execPath, [...TSX, join(copy, "scripts", "build.ts")], {
      cwd: copy,
      encoding: "utf8",
      stdio: "pipe",
      maxBuffer: BUILD_OUTPUT_BYTES,
      // The copy is outside git: the date of this tree's commit, so that it builds the same site.
      env: { ...process.env, BUILD_READABLE: "1", SOURCE_DATE_EPOCH: sourceDateEpoch(buildDate().date) },
    });
    if (result.status !== 0) {
      const output = `${result.stdout ?? ""}${result.stderr ?? ""}`.trim().split("\n").slice(-FAILURE_LINES).join("\n");
      throw new Error(`The readable build failed:\n${output}`);
    }
    await rm(READABLE_DIST, { recursive: true, force: true });
    await cp(join(copy, "dist"), READABLE_DIST, { recursive: true });
  } finally {
    removeCopy(copy);
  }
  return Math.round((performance.now() - started) / 100) / 10;
}

/** Throws unless `dist` is a readable build: its scripts must carry the bundler's module markers. */
export function assertReadable(dist: string): void {
  const assets = join(dist, "assets");
  const scripts = existsSync(assets) ? readdirSync(assets).filter((name) => name.endsWith(".js")) : [];
  if (!scripts.some((name) => moduleRegions(readFileSync(join(assets, name), "utf8")).length > 0))
    throw new Error(`${dist} is no readable build (no module markers in its scripts): build it with BUILD_READABLE=1 npm run build`);
}
