// The reference of `npm run bench -- --against <commit>`: that commit's site, built from its own
// sources beside this build's dist/, under bench/.work/reference/<commit>/, and reused when the
// same commit was built before. Only its built site is used, never its tools (an old commit may
// keep its bench under scripts/).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, rename, rm, symlink } from "node:fs/promises";
import { join } from "node:path";
import { ROOT, TSX } from "../../scripts/build/dist.ts";

const REFERENCES = join(ROOT, "bench", ".work", "reference");
/** A failed build is shown by its last lines: where it stopped. */
const FAILURE_LINES = 40;
/** A build prints a line per page and per check: room enough for all of it. */
const BUILD_OUTPUT_BYTES = 64 * 1024 * 1024;

export interface ReferenceBuild {
  /** The commit's full hash. */
  commit: string;
  /** Its short hash, for the tables. */
  label: string;
  /** Its built site, served like dist/. */
  dist: string;
}

function git(args: string[]): string {
  const result = spawnSync("git", ["-C", ROOT, ...args], { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`git ${args.join(" ")} failed: ${result.stderr.trim()}`);
  return result.stdout.trim();
}

function run(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): void {
  const result = spawnSync(command, args, { ...options, encoding: "utf8", stdio: "pipe", maxBuffer: BUILD_OUTPUT_BYTES });
  if (result.status === 0) return;
  const output = `${result.stdout ?? ""}${result.stderr ?? ""}`.trim().split("\n").slice(-FAILURE_LINES).join("\n");
  throw new Error(`${command} ${args.join(" ")} failed in ${options.cwd}:\n${output}`);
}

/** The commit's site, built now or found from an earlier run. */
export async function referenceBuild(commit: string): Promise<ReferenceBuild> {
  const hash = git(["rev-parse", "--verify", `${commit}^{commit}`]);
  const label = git(["rev-parse", "--short", hash]);
  const dir = join(REFERENCES, hash);
  const dist = join(dir, "dist");
  // A reference is renamed into place only once its build succeeded, so an existing one is whole.
  if (existsSync(dir)) {
    console.log(`Reference ${label}: built before, ${dist.slice(ROOT.length)}`);
    return { commit: hash, label, dist };
  }
  const partial = `${dir}.partial`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(partial, { recursive: true });
  const archive = `${partial}.tar`;
  run("git", ["-C", ROOT, "archive", "--output", archive, hash], { cwd: ROOT });
  run("tar", ["-x", "-f", archive, "-C", partial], { cwd: ROOT });
  await rm(archive);
  // This project's packages: a commit of the same project builds with them (its own lock file may be older).
  await symlink(join(ROOT, "node_modules"), join(partial, "node_modules"));
  const started = performance.now();
  // The commit's own build, dated by the commit, so that it is the site that commit published.
  run(process.execPath, [...TSX, join(partial, "scripts", "build.ts")], {
    cwd: partial,
    env: { ...process.env, SOURCE_DATE_EPOCH: git(["show", "-s", "--format=%ct", hash]) },
  });
  await rename(partial, dir);
  console.log(`Reference ${label}: built in ${Math.round((performance.now() - started) / 100) / 10} s, ${dist.slice(ROOT.length)}`);
  return { commit: hash, label, dist };
}
