// Runs the whole test suite: builds the site once, then every uvu suite under tests/ in its own
// process, and ends with one line, "N passed, N failed". Run: npm test. `npm run test:quick`
// (--quick) runs only the suites that need no browser and no Debian package, in about a minute.
import { spawn, spawnSync } from "node:child_process";
import { join, relative, sep } from "node:path";
import { ROOT, TSX } from "../scripts/build/dist.ts";
import { buildDate, sourceDateEpoch } from "../scripts/build/build-date.ts";
import { distIsStale, runBuild } from "../scripts/build/run-build.ts";
import { allSuites, isQuick, weightOf } from "./helpers/suites.ts";
import { browserVersions, ensureSystemPackages } from "./helpers/system-packages.ts";

const TESTS = join(ROOT, "tests");
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
 * suite (tests/recipes.ts runs suites in a copy of the project) takes one (TEST_LANES=1), so that
 * it holds its own lane and no more of the machine.
 */
const PARALLEL_SUITES = Number(process.env.TEST_LANES) || 3;

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

function runSuite(file: string): Promise<{ passed: number; failed: number; output: string; seconds: number }> {
  const began = performance.now();
  return new Promise<{ passed: number; failed: number; output: string }>((resolve) => {
    const child = spawn(process.execPath, [...TSX, file], { cwd: ROOT, env: { ...process.env, FORCE_COLOR: "0" } });
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
      const text = output.replace(ANSI, "");
      const total = Number(/Total:\s+(\d+)/.exec(text)?.[1] ?? NaN);
      const passed = Number(/Passed:\s+(\d+)/.exec(text)?.[1] ?? NaN);
      if (Number.isNaN(total) || Number.isNaN(passed)) {
        // The suite died before uvu could report: count it as one failure.
        resolve({ passed: 0, failed: 1, output: text });
        return;
      }
      const failed = total - passed + (code !== 0 && total === passed ? 1 : 0);
      resolve({ passed, failed, output: text });
    });
  }).then((result) => ({ ...result, seconds: (performance.now() - began) / 1000 }));
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
function report(file: string, result: { passed: number; failed: number; output: string; seconds: number }): void {
  passed += result.passed;
  failed += result.failed;
  const name = relative(ROOT, file);
  console.log(
    `${result.failed ? "FAIL" : "ok  "} ${name}: ${result.passed} passed, ${result.failed} failed (${result.seconds.toFixed(0)} s)`,
  );
  if (result.failed) console.log(result.output.replace(/^/gm, "    "));
}

// Every suite PARALLEL_SUITES at a time, each reported as it ends, the longest first so that the lanes end
// together: each suite asks for free ports and writes only temporary files. The engines' suites
// never overlap each other: each starts its own X server under xvfb-run.
const queue = [...files].sort((a, b) => weightOf(suiteName(b)) - weightOf(suiteName(a)));
let engineRunning = false;
async function lane(): Promise<void> {
  while (queue.length > 0) {
    const index = queue.findIndex((file) => !(engineRunning && isEngineSuite(file)));
    if (index === -1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      continue;
    }
    const [file] = queue.splice(index, 1);
    if (!file) continue;
    const engine = isEngineSuite(file);
    if (engine) engineRunning = true;
    report(file, await runSuite(file));
    if (engine) engineRunning = false;
  }
}
await Promise.all(Array.from({ length: PARALLEL_SUITES }, lane));
console.log(`Finished in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
