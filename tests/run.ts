// Runs the whole test suite: builds the site once, then every uvu suite under tests/ in its own
// process, and ends with one line, "N passed, N failed". Run: npm test. `npm run test:quick`
// (--quick) runs only the suites that need no browser and no Debian package, in about a minute.
import { spawn, spawnSync } from "node:child_process";
import { join, relative, sep } from "node:path";
import { ROOT, TSX } from "../scripts/build/dist.ts";
import { buildDate, sourceDateEpoch } from "../scripts/build/build-date.ts";
import { distIsStale, runBuild } from "../scripts/build/run-build.ts";
import { allSuites, isChromiumSuite, isQuick, OWN_PROCESS, WAITING_SUITES, weightOf } from "./helpers/suites.ts";
import { browserVersions, ensureSystemPackages } from "./helpers/system-packages.ts";

const TESTS = join(ROOT, "tests");
/** Runs the suites named on its command line in one process (runSuites). */
const TOGETHER = join(TESTS, "helpers", "run-together.ts");
/**
 * A suite still running after this long is stopped and counted as failed, so that one hung
 * browser or host cannot hold the whole run (and CI) until its own limit; the longest suite takes
 * about 2 minutes on a busy machine.
 */
const SUITE_TIMEOUT_MS = Number(process.env.SUITE_TIMEOUT_MS) || 10 * 60_000;
/**
 * Suites run side by side: they share no port (each asks for a free one) and no file. Three on two
 * cores: with two, the processors were busy 55% of the run (browsers and servers wait on each
 * other) and it took 472 s; with three, 378 s; four gained nothing more (397 s). A run inside a
 * suite (tests/hosts/at-size.ts runs suites in a copy of the project) takes one (TEST_LANES=1), so that
 * it holds its own lane and no more of the machine.
 */
const PARALLEL_SUITES = Number(process.env.TEST_LANES) || 3;
/** About how long a share of Chromium suites runs, in the suites' expected seconds (suites.ts). */
const BROWSER_SHARE_SECONDS = 100;

/** A suite's path under tests/, with forward slashes. */
function suiteName(file: string): string {
  return relative(TESTS, file).split(sep).join("/");
}

function isEngineSuite(file: string): boolean {
  return relative(TESTS, file).startsWith(`engines${sep}`);
}
const QUICK = process.argv.includes("--quick");
// biome-ignore lint/suspicious/noControlCharactersInRegex: the escape character that starts a terminal colour code.
const ANSI = /\u001b\[[0-9;]*m/g;

function suiteFiles(): string[] {
  const all = allSuites().filter((suite) => !QUICK || isQuick(suite));
  const only = process.argv.slice(2).filter((arg) => arg !== "--quick");
  // A word names suites by their path under tests/ ("e2e/header"), never by the folders above it,
  // which may hold any word; a word ending in .ts names one suite by its whole path ("content.ts",
  // not "inline-content.ts"; "contact-form.ts", not "e2e/contact-form.ts").
  const names = (suite: string, word: string) => (word.endsWith(".ts") ? suite === word : suite.includes(word));
  return (only.length ? all.filter((suite) => only.some((word) => names(suite, word))) : all).map((suite) => join(TESTS, suite));
}

/** Kills a process and every process it started (its browsers and servers). */
function killTree(pid: number): void {
  const children = spawnSync("pgrep", ["-P", String(pid)], { encoding: "utf8" })
    .stdout.split("\n")
    .filter(Boolean);
  for (const child of children) killTree(Number(child));
  try {
    process.kill(pid, "SIGKILL");
  } catch {
    // Already gone.
  }
}

/** What a suite's run gave: its tests passed and failed, and what it printed. */
interface SuiteResult {
  passed: number;
  failed: number;
  output: string;
}

/**
 * Runs `args` in a Node process with tsx, stopped after SUITE_TIMEOUT_MS; resolves with what it
 * printed (colours taken out), its exit code and its time.
 */
function runProcess(args: string[]): Promise<{ output: string; code: number | null; seconds: number }> {
  const began = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...TSX, ...args], { cwd: ROOT, env: { ...process.env, FORCE_COLOR: "0" } });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    let settled = false;
    const timer = setTimeout(() => {
      output += `\nStopped after ${SUITE_TIMEOUT_MS / 1000} s: the suite did not finish.\n`;
      if (child.pid) killTree(child.pid);
      // A process the suite started may still hold its output open: do not wait for it.
      setTimeout(() => child.emit("close", null), 5_000);
    }, SUITE_TIMEOUT_MS);
    child.on("close", (code) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ output: output.replace(ANSI, ""), code, seconds: (performance.now() - began) / 1000 });
    });
  });
}

/** A suite's counts from the lines uvu prints for each of its uvu suites: "name  • • ✘  (2 / 3)". */
function countsOf(text: string, code: number | null): SuiteResult {
  const lines = [...text.matchAll(/\((\d+) \/ (\d+)\)\s*$/gm)];
  if (lines.length === 0) return { passed: 0, failed: 1, output: text };
  const passed = lines.reduce((sum, line) => sum + Number(line[1]), 0);
  const total = lines.reduce((sum, line) => sum + Number(line[2]), 0);
  // A suite whose tests passed but whose process failed (an error after them) counts one failure.
  return { passed, failed: total - passed + (code !== 0 && total === passed ? 1 : 0), output: text };
}

/**
 * Runs suites in one process, as uvu's own runner does (uvu/run): each file's heading, then its
 * lines. Each suite's counts come from its part; a suite whose part never came (the process died
 * before it) counts one failure.
 */
async function runSuites(files: string[]): Promise<{ results: Map<string, SuiteResult>; seconds: number }> {
  const names = files.map((file) => relative(ROOT, file));
  const run = await runProcess(files.length === 1 ? files : [TOGETHER, ...files]);
  const results = new Map<string, SuiteResult>();
  if (files.length === 1) {
    results.set(files[0] ?? "", countsOf(run.output, run.code));
    return { results, seconds: run.seconds };
  }
  const lines = run.output.split("\n");
  const starts = names.map((name) => lines.indexOf(name));
  let told = false;
  files.forEach((file, index) => {
    const start = starts[index] ?? -1;
    if (start === -1) {
      // What the process printed, once: an error as a file loaded stops every file of the share.
      results.set(file, { passed: 0, failed: 1, output: told ? "never ran (the process's output is above)" : `never ran:\n${run.output}` });
      told = true;
      return;
    }
    const next = starts.filter((other) => other > start).sort((a, b) => a - b)[0] ?? lines.length;
    results.set(file, countsOf(lines.slice(start, next).join("\n"), 0));
  });
  // A process that failed with every test passed failed after them: one failure, on the last
  // part, which holds what the process printed after uvu's total.
  const last = results.get(files.at(-1) ?? "");
  if (run.code !== 0 && last && [...results.values()].every((result) => result.failed === 0)) last.failed = 1;
  return { results, seconds: run.seconds };
}

/** Stops the run before any suite, with the closing line CI reads. */
function stop(reason: string): never {
  console.log(reason);
  console.log("0 passed, 1 failed");
  process.exit(1);
}

const started = performance.now();
const files = suiteFiles();
// The Debian packages only for a run that has suites needing them.
if (!files.every((file) => isQuick(suiteName(file)))) {
  if (!ensureSystemPackages()) stop("The Debian packages the suites need are missing, so no suite ran.");
  console.log(`Browsers: ${browserVersions().join("; ")}`);
}
// One date for every build of this run, the copies' builds included (scripts/build/build-date.ts).
process.env.SOURCE_DATE_EPOCH ??= sourceDateEpoch(buildDate().date);
// SKIP_BUILD and the quick loop reuse the last build only if nothing it is built from changed since.
const reuse = (process.env.SKIP_BUILD || QUICK) && !(await distIsStale());
if (!reuse) {
  console.log("Building the site once for every suite...");
  if (!runBuild().ok) stop("The build failed, so no suite ran.");
}

let passed = 0;
let failed = 0;
function report(file: string, result: SuiteResult, time: string): void {
  passed += result.passed;
  failed += result.failed;
  const name = relative(ROOT, file);
  console.log(`${result.failed ? "FAIL" : "ok  "} ${name}: ${result.passed} passed, ${result.failed} failed (${time})`);
  if (result.failed) console.log(result.output.replace(/^/gm, "    "));
}

/** A job's expected time: the sum of its suites' (suites.ts). */
const seconds = (job: string[]) => job.reduce((sum, file) => sum + weightOf(suiteName(file)), 0);

/** Suites dealt into `count` shares of about equal time: each, the longest first, to the share with the least so far. */
function sharesOf(suites: string[], count: number): string[][] {
  const shares: string[][] = Array.from({ length: Math.min(count, suites.length) }, () => []);
  for (const file of [...suites].sort((a, b) => weightOf(suiteName(b)) - weightOf(suiteName(a)))) {
    shares.reduce((least, share) => (seconds(share) < seconds(least) ? share : least)).push(file);
  }
  return shares;
}

// Suites run together, each share in one process, one suite after another: each suite run so
// spares a Node process with its loader and the modules the suites share. The quick suites, a
// share in each lane (about a second of processor time a suite); the Chromium suites, in shares of
// about BROWSER_SHARE_SECONDS (about 2 s a suite: Playwright's modules load once). A suite that
// needs a process of its own (suites.ts) runs alone, as every other suite does.
const quick = files.filter((file) => isQuick(suiteName(file)) && !OWN_PROCESS.has(suiteName(file)));
const browser = files.filter((file) => isChromiumSuite(suiteName(file)));
const waiting = files.filter((file) => WAITING_SUITES.has(suiteName(file)));
const quickShares = sharesOf(quick, PARALLEL_SUITES);
const browserShares = sharesOf(browser, Math.ceil(seconds(browser) / BROWSER_SHARE_SECONDS));

// Every job PARALLEL_SUITES at a time, each reported as it ends, the longest first so that the
// lanes end together, the quick suites' shares last (each a few seconds a suite): each suite asks
// for free ports and writes only temporary files. The engines' suites never overlap each other:
// each starts its own X server under xvfb-run. So they run one after another, and are placed as
// one job of their summed time: placed by their own, the second started only once the first had
// ended near the run's end, and ran alone after every other lane had finished.
const alone = files.filter((file) => ![...quick, ...browser, ...waiting].includes(file)).map((file) => [file]);
const engineSeconds = seconds(files.filter(isEngineSuite));
const placedAs = (job: string[]) => (job.some(isEngineSuite) ? engineSeconds : seconds(job));
const queue = [...[...alone, ...browserShares].sort((a, b) => placedAs(b) - placedAs(a)), ...quickShares];
let engineRunning = false;
async function lane(): Promise<void> {
  while (queue.length > 0) {
    const index = queue.findIndex((job) => !(engineRunning && job.some(isEngineSuite)));
    if (index === -1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      continue;
    }
    const [job] = queue.splice(index, 1);
    if (!job) continue;
    const engine = job.some(isEngineSuite);
    if (engine) engineRunning = true;
    await runJob(job);
    if (engine) engineRunning = false;
  }
}

async function runJob(job: string[]): Promise<void> {
  const { results, seconds } = await runSuites(job);
  // When it ended too, in the run's seconds: the lanes' last jobs show how evenly the lanes end.
  const ended = `ended at ${((performance.now() - started) / 1000).toFixed(0)} s`;
  const time = job.length > 1 ? `${seconds.toFixed(0)} s with ${job.length - 1} others, ${ended}` : `${seconds.toFixed(0)} s, ${ended}`;
  for (const [file, result] of results) report(file, result, time);
}

// The suites that wait on a clock (suites.ts) run beside the lanes, each in its own process from
// the start: in a lane, one held it for 40 s, the two cores left to two suites.
await Promise.all([...Array.from({ length: PARALLEL_SUITES }, lane), ...waiting.map((file) => runJob([file]))]);
console.log(`Finished in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
