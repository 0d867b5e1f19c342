// The suites of npm test, by their path under tests/ ("routes.ts", "e2e/header.ts"): which there
// are, which the quick loop leaves out, and about how long the longer ones take. tests/run.ts
// runs them; tools/mutants/run.ts falls through them.
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "../../scripts/build/dist.ts";

/**
 * Folders of suites beside the direct ones: the browser suites in Chromium, the other engines,
 * the real hosts. tests/helpers/ and tests/expected/ hold no suite.
 */
export const SUITE_FOLDERS = ["e2e", "engines", "hosts"] as const;

/** The file under tests/ that runs the suites, and is none. */
const RUNNER = "run.ts";

/**
 * The suites under tests/ itself that need a browser, build a copy or take half a minute of
 * load: outside the quick loop (npm test runs them).
 * Every other suite there reads files, the route table and the built site, or starts the local
 * server on a free port with its own temporary files.
 */
export const SLOW_DIRECT_SUITES: ReadonlySet<string> = new Set([
  // Starts Debian's Chromium.
  "browser-launch.ts",
  // Waits out npm start's default 30 s request timeout.
  "server-default-timeouts.ts",
  // Builds a copy of the project in another folder and time zone.
  "reproducible.ts",
  // Thousands of requests and submissions, with the heap read after each round.
  "reliability.ts",
]);

/**
 * Suites that spend their time waiting on a clock, not on the processors: npm test runs them
 * beside its lanes from the start (tests/run.ts), so that none holds a lane while it sleeps.
 */
export const WAITING_SUITES: ReadonlySet<string> = new Set([
  // Waits out npm start's default 30 s request timeout: about 2 s of processor time in 40.
  "server-default-timeouts.ts",
]);

/**
 * Quick suites that run in a process of their own, not with the others (tests/run.ts): each sets
 * what the site's modules read once as they load.
 */
export const OWN_PROCESS: ReadonlySet<string> = new Set([
  // Sets FORM_ENDPOINT before it loads the form's modules.
  "form-endpoint.ts",
]);

/**
 * About how long the longer suites take, in seconds on a 2-core machine in a full run, each in a
 * process of its own (npm test prints each suite's time, or its share's): the run starts the longest
 * jobs first, and deals the suites that share a process into shares of about equal time. A suite
 * not named takes about 10 s.
 */
const SUITE_SECONDS: Readonly<Record<string, number>> = {
  "hosts/at-size.ts": 150,
  "e2e/hydration.ts": 75,
  "reliability.ts": 60,
  "engines/firefox.ts": 60,
  "e2e/header.ts": 55,
  "e2e/prefetch.ts": 50,
  "e2e/accessibility.ts": 30,
  "hosts/s3.ts": 15,
  "e2e/navigation.ts": 45,
  "e2e/dev-server.ts": 45,
  "engines/webkit.ts": 45,
  "e2e/network-faults.ts": 25,
  "e2e/slow-start.ts": 15,
  "e2e/keyboard-focus.ts": 35,
  "e2e/faults.ts": 35,
  "reproducible.ts": 30,
  "e2e/navigation-as-page-load.ts": 30,
  "e2e/csp.ts": 30,
  "e2e/tables.ts": 25,
  "e2e/contact-form.ts": 25,
  "e2e/client-navigation.ts": 25,
  "e2e/no-javascript.ts": 25,
  "e2e/page-views.ts": 20,
  "typecheck.ts": 15,
  "check-failures.ts": 25,
  "server-hostile-input.ts": 15,
  "submissions-file.ts": 12,
  "deploy-files.ts": 12,
};

/** A suite's expected time, in seconds. */
export function weightOf(suite: string): number {
  return SUITE_SECONDS[suite] ?? 10;
}

/** Whether a suite runs in the quick loop: under tests/ itself, and not a slow one. */
export function isQuick(suite: string): boolean {
  return !suite.includes("/") && !SLOW_DIRECT_SUITES.has(suite);
}

/** Whether a suite runs in Chromium with the site's own server (tests/e2e/, browser-suite.ts). */
export function isChromiumSuite(suite: string): boolean {
  return suite.startsWith("e2e/");
}

/** Every suite of a project's tests/ (this one's, or a copy's): the direct ones, then each folder's, by name. */
export function allSuites(root = ROOT): string[] {
  const tests = join(root, "tests");
  const inFolder = (folder: string) =>
    existsSync(join(tests, folder))
      ? readdirSync(join(tests, folder))
          .filter((name) => name.endsWith(".ts"))
          .sort()
          .map((name) => (folder ? `${folder}/${name}` : name))
      : [];
  return [...inFolder("").filter((name) => name !== RUNNER), ...SUITE_FOLDERS.flatMap(inFolder)];
}
