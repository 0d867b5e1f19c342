// The date the build under test should have written, read here on its own (not from the
// builder): SOURCE_DATE_EPOCH when npm test or the caller set it, else the date of the commit in
// the working tree. npm test sets SOURCE_DATE_EPOCH for every suite and every copy it builds.
import { spawnSync } from "node:child_process";
import { ROOT } from "../../scripts/build/dist.ts";

export function expectedBuildDate(root = ROOT): Date {
  const epoch = process.env.SOURCE_DATE_EPOCH;
  if (epoch) return new Date(Number(epoch) * 1000);
  const commit = spawnSync("git", ["log", "-1", "--format=%ct"], { cwd: root, encoding: "utf8" });
  if (commit.status !== 0) throw new Error(`no SOURCE_DATE_EPOCH and no commit to date the build by: ${commit.stderr}`);
  return new Date(Number(commit.stdout.trim()) * 1000);
}
