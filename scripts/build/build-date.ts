// The one date every dated line of the build comes from (security.txt's Expires, the footer's year
// at hydration, the privacy policy's date): SOURCE_DATE_EPOCH when it is set (the Reproducible
// Builds convention), else the date of the commit being built. So one commit builds to the same
// bytes on any day and any machine, and a site rebuilt unchanged uploads nothing.
import { spawnSync } from "node:child_process";
import { ROOT } from "./dist.ts";

export interface BuildDate {
  date: Date;
  /** Where it came from, for the build's log. */
  source: "SOURCE_DATE_EPOCH" | "the commit" | "the clock";
}

/** Seconds since 1970 as SOURCE_DATE_EPOCH writes them: digits only (reproducible-builds.org). */
const EPOCH_DIGITS = /^\d+$/;

export function buildDate(env: NodeJS.ProcessEnv = process.env, root = ROOT): BuildDate {
  const epoch = env.SOURCE_DATE_EPOCH?.trim();
  if (epoch) {
    if (!EPOCH_DIGITS.test(epoch)) throw new Error(`SOURCE_DATE_EPOCH must be whole seconds since 1970, not "${epoch}"`);
    return { date: new Date(Number(epoch) * 1000), source: "SOURCE_DATE_EPOCH" };
  }
  const commit = spawnSync("git", ["log", "-1", "--format=%ct"], { cwd: root, encoding: "utf8" });
  const seconds = commit.status === 0 ? commit.stdout.trim() : "";
  if (EPOCH_DIGITS.test(seconds)) return { date: new Date(Number(seconds) * 1000), source: "the commit" };
  // A copy of the project outside git with no SOURCE_DATE_EPOCH: it still builds, but its dates
  // move with the clock (the build prints this source).
  return { date: new Date(), source: "the clock" };
}

/** The value to hand to another process (a build in a copy of the project) so that it builds the same dates. */
export function sourceDateEpoch(date: Date): string {
  return String(Math.floor(date.getTime() / 1000));
}
