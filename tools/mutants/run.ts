// The site's own mutation check: each change of the list (mutants.ts, list/*.json) breaks one
// promise a visitor, a caller, the owner, a crawler, a keyboard or screen-reader user or the
// person running the hosts relies on. Each is applied alone to a copy of the project, the copy is
// built, and the suites run, the one expected to catch it first, then the quick ones, then the
// browser and host suites, stopping at the first that fails. A change that leaves every suite
// green is a hole in the tests: it is reported and the run exits non-zero. So is a change whose
// text no longer occurs exactly once in its file (stale: the code moved; the list must follow it).
//
// Run: npm run mutants (all), npm run mutants -- --only <id> [--only <id>...], npm run mutants -- --list,
// npm run mutants -- --quick (only the suites that need no browser after the expected one).
// Not part of npm test: a full run builds the site once per change (docs/testing-expected.md).
import { spawn } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildDate, sourceDateEpoch } from "../../scripts/build/build-date.ts";
import { ROOT, TSX } from "../../scripts/build/dist.ts";
import { allSuites, isQuick, SLOW_DIRECT_SUITES } from "../../tests/helpers/suites.ts";
import { ensureSystemPackages } from "../../tests/helpers/system-packages.ts";
import { copyOfProject, removeCopy } from "../project-copy.ts";
import { editsOf, readMutants } from "./mutants.ts";
import type { Mutant } from "./mutants.ts";

const MUTANTS = readMutants();
/**
 * Suites no change to the site's behaviour can fail: never run here. The list's own check fails
 * in a copy whenever two changes touch one line (the other's text is gone), whatever the change.
 */
const NOT_RUN = new Set(["lint.ts", "typecheck.ts", "run.ts", "mutants-list.ts"]);
const SUITE_TIMEOUT_MS = 6 * 60_000;

/** Every suite, in the order a mutant falls through them: the quick ones, the slow direct ones, the browser's, the other engines', the hosts'. */
function suiteOrder(): string[] {
  const suites = allSuites().filter((suite) => !NOT_RUN.has(suite));
  const direct = suites.filter((suite) => !suite.includes("/"));
  return [
    ...direct.filter((suite) => !SLOW_DIRECT_SUITES.has(suite)),
    ...direct.filter((suite) => SLOW_DIRECT_SUITES.has(suite)),
    ...suites.filter((suite) => suite.includes("/")),
  ];
}

function occurrences(text: string, find: string): number {
  return text.split(find).length - 1;
}

/** The process group of the build or suite running now, stopped with the run on Ctrl-C. */
let running: number | undefined;
/** The copy of the project, removed with the run. */
let copyDir = "";
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    try {
      if (running) process.kill(-running, "SIGKILL");
    } catch {
      // Already gone.
    }
    if (copyDir) removeCopy(copyDir);
    process.exit(130);
  });
}

/** uvu's mark for a failed test, printed as the test ends (its message comes only once the suite ends). */
const FAILED_MARK = "\u2718";

/**
 * Runs a build or a suite in a process group of its own, so that its browsers and servers can be
 * stopped with it. A suite (`stopAtFailure`) is stopped at its first failed test: the change is
 * killed, and the suite's other tests (a browser test may wait out a 30 s bound) would only add time.
 */
function run(args: string[], cwd: string, timeoutMs: number, stopAtFailure = false): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd, env: { ...process.env, FORCE_COLOR: "0" }, detached: true });
    running = child.pid;
    let output = "";
    let failed = false;
    const stop = () => {
      try {
        // The process group: the suite's process, its browsers and servers.
        if (child.pid) process.kill(-child.pid, "SIGKILL");
      } catch {
        // Already gone.
      }
    };
    const read = (chunk: string) => {
      output += chunk;
      if (stopAtFailure && !failed && chunk.includes(FAILED_MARK)) {
        failed = true;
        output += "\nStopped at its first failed test.\n";
        stop();
      }
    };
    // Decoded as a stream: a character split across two chunks stays whole.
    child.stdout.setEncoding("utf8").on("data", read);
    child.stderr.setEncoding("utf8").on("data", read);
    const timer = setTimeout(() => {
      output += `\nStopped after ${timeoutMs / 1000} s.\n`;
      stop();
    }, timeoutMs);
    child.on("close", (code) => {
      clearTimeout(timer);
      running = undefined;
      resolve({ code: failed ? 1 : code, output });
    });
  });
}

/** The first failing test's name and message from uvu's output, or the suite's progress line up to its first failure. */
function firstFailure(output: string): string {
  const lines = output.split("\n").map((line) => line.trim());
  const at = lines.findIndex((line) => line.startsWith("FAIL"));
  const picked = at >= 0 ? lines.slice(at, at + 3) : lines.filter((line) => line.includes(FAILED_MARK) || /^Stopped/.test(line));
  return picked.join(" ").slice(0, 300);
}

interface Outcome {
  mutant: Mutant;
  killedBy?: string;
  why?: string;
  seconds: number;
}

async function check(mutant: Mutant, copy: string, suites: string[]): Promise<Outcome> {
  const started = performance.now();
  const edits = editsOf(mutant);
  const originals = edits.map((edit) => readFileSync(join(copy, edit.file), "utf8"));
  for (const edit of edits) {
    const path = join(copy, edit.file);
    writeFileSync(
      path,
      readFileSync(path, "utf8").replace(edit.find, () => edit.replace),
    );
  }
  const seconds = () => Math.round((performance.now() - started) / 1000);
  try {
    const build = await run([...TSX, "scripts/build.ts"], copy, SUITE_TIMEOUT_MS);
    if (build.code !== 0) {
      const lines = build.output.trim().split("\n");
      // The build's checks list each problem as "  - <file or path>: <what>"; else its last words.
      const last = (lines.find((line) => /^\s*- /.test(line) || /error/i.test(line)) ?? lines.at(-1) ?? "").trim();
      return { mutant, killedBy: "the build", why: last.slice(0, 300), seconds: seconds() };
    }
    const order = [mutant.killer, ...suites.filter((suite) => suite !== mutant.killer)];
    for (const suite of order) {
      const result = await run([...TSX, join("tests", suite)], copy, SUITE_TIMEOUT_MS, true);
      process.stdout.write(`    ${suite}: ${result.code === 0 ? "passed" : "FAILED"}\n`);
      if (result.code !== 0) return { mutant, killedBy: suite, why: firstFailure(result.output), seconds: seconds() };
    }
    return { mutant, seconds: seconds() };
  } finally {
    for (const [index, edit] of [...edits.entries()].reverse()) writeFileSync(join(copy, edit.file), originals[index] ?? "");
  }
}

function option(name: string): string[] {
  const args = process.argv.slice(2);
  return args.flatMap((arg, index) => (arg === name && args[index + 1] ? [args[index + 1] as string] : []));
}

const only = option("--only");
const unknown = only.filter((id) => !MUTANTS.some((mutant) => mutant.id === id));
if (unknown.length) {
  console.error(`No mutant named ${unknown.join(", ")}. npm run mutants -- --list names them.`);
  process.exit(1);
}
const chosen = only.length ? MUTANTS.filter((mutant) => only.includes(mutant.id)) : MUTANTS;
// --quick: fall through the suites that need no browser only (a survivor may still be caught by a
// browser suite): for a first look while writing a test.
const QUICK_ONLY = process.argv.includes("--quick");
const suites = QUICK_ONLY ? suiteOrder().filter(isQuick) : suiteOrder();

// A mutant whose text is not in its file exactly once tests nothing: the list must follow the code.
const stale = chosen.filter((mutant) =>
  editsOf(mutant).some((edit) => {
    const path = join(ROOT, edit.file);
    return !existsSync(path) || occurrences(readFileSync(path, "utf8"), edit.find) !== 1;
  }),
);
const badKillers = chosen.filter((mutant) => !suiteOrder().includes(mutant.killer));

if (process.argv.includes("--list")) {
  for (const mutant of MUTANTS) console.log(`${mutant.id.padEnd(34)} ${mutant.killer.padEnd(24)} ${mutant.hurts}`);
  console.log(`${MUTANTS.length} mutants.`);
}
for (const mutant of stale) {
  console.error(`STALE ${mutant.id}: its text is not in ${mutant.file}${mutant.and ? ` or ${mutant.and.file}` : ""} exactly once.`);
}
for (const mutant of badKillers) console.error(`UNKNOWN SUITE ${mutant.id}: tests/${mutant.killer} is not a suite.`);
if (stale.length || badKillers.length) process.exit(1);
if (process.argv.includes("--list")) process.exit(0);

// Without the browsers and hosts, every browser suite would fail and seem to catch each change.
if (!QUICK_ONLY && !ensureSystemPackages()) {
  console.error("The Debian packages the suites need are missing, so no change was tried.");
  process.exit(1);
}

// The copy is not a git work tree: its build and suites are dated by this tree's commit, as npm
// test dates every copy it builds. Without it every suite reading the build's date (the footer's
// year) fails in the copy, and would seem to catch each change.
process.env.SOURCE_DATE_EPOCH ??= sourceDateEpoch(buildDate().date);
const copy = copyOfProject("mutants-");
copyDir = copy;

const started = performance.now();
const outcomes: Outcome[] = [];
try {
  for (const [index, mutant] of chosen.entries()) {
    console.log(`[${index + 1}/${chosen.length}] ${mutant.id}: ${mutant.file}`);
    const outcome = await check(mutant, copy, suites);
    outcomes.push(outcome);
    if (outcome.killedBy) {
      const note = outcome.killedBy === mutant.killer ? "" : ` (expected ${mutant.killer})`;
      console.log(`  killed by ${outcome.killedBy}${note} in ${outcome.seconds} s: ${outcome.why}`);
    } else {
      console.log(`  SURVIVED every suite in ${outcome.seconds} s: a hole. ${mutant.hurts}.`);
    }
  }
} finally {
  removeCopy(copy);
}

const survivors = outcomes.filter((outcome) => !outcome.killedBy);
console.log("\n| mutant | who it hurts | killed by |\n| --- | --- | --- |");
for (const outcome of outcomes) {
  console.log(`| \`${outcome.mutant.id}\` | ${outcome.mutant.hurts} | ${outcome.killedBy ? `\`${outcome.killedBy}\`` : "**SURVIVED**"} |`);
}
const minutes = ((performance.now() - started) / 60_000).toFixed(1);
console.log(`\n${outcomes.length - survivors.length} killed, ${survivors.length} survived, in ${minutes} min.`);
if (survivors.length) {
  console.log(`HOLES: ${survivors.map((outcome) => outcome.mutant.id).join(", ")}: no suite fails when they break.`);
  process.exitCode = 1;
}
