// How much of the site's own code a tap runs: the first visit's tap (navigation-first-visit.ts) on
// a readable build, with V8's precise coverage (call counts, block detail) started with the page,
// its counters reset just before the tap and read 1 s after the new page's h1 is painted; each
// function that ran is charged to the module the bundle's markers place it in
// (tools/coverage/bundle-modules.ts). Shown by npm run bench and npm run bench:coverage.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { chromium } from "playwright-core";
import type { Browser, Page } from "playwright-core";
import { benchBrowserPath, launchOptions } from "../../scripts/browser-launch.ts";
import { startServer } from "../../scripts/server/static-host.ts";
import { tallyCoverage, tallyFigures } from "../coverage/bundle-modules.ts";
import type { ScriptCoverage, TapTally } from "../coverage/bundle-modules.ts";
import { tapAndPaint } from "./navigation-first-visit.ts";
import type { LinkPair } from "./navigation.ts";
import { APP_STARTED, headingOf, visitorContext } from "./navigation-visitor.ts";

/** The pairs the bench counts: a service page to another, the about page to the contact page (the form). */
export const COVERAGE_PAIRS: readonly LinkPair[] = [
  { from: "/services/attic", to: "/services/wall" },
  { from: "/about", to: "/contact" },
];

/** How long the visitor reads once the app has started and the network is idle, as the issue measured it. */
const READ_AFTER_IDLE_MS = 3000;
/** The network is idle when no request has ended for this long (Playwright's own rule for "networkidle"). */
const QUIET_MS = 500;
/** A page whose app takes longer than this to start is a failure, not a figure. */
const WAIT_LIMIT_MS = 30_000;
/** The counters are read this long after the new page's h1 is painted: the work the paint leaves for after it. */
const READ_AFTER_PAINT_MS = 1000;

export interface CoverageBudget {
  tapFilesOutsideContent: number;
  tapFunctions: number;
}

export interface TapCoverage {
  from: string;
  to: string;
  /** The site's source files with a function called (src/, no package). */
  files: number;
  /** Of those, the files outside src/content/ (the copy). */
  filesOutsideContent: number;
  /** The site's functions called, each counted once however often it ran. */
  functions: number;
  /** Each file's functions called, by name. */
  byFile: Record<string, string[]>;
  /** Functions called outside the site's files, counted apart. */
  elsewhere: TapTally["elsewhere"];
}

/** V8's answer to Profiler.takePreciseCoverage (the fields read here). */
interface PreciseCoverage {
  result: { url: string; functions: ScriptCoverage["functions"] }[];
}

/**
 * One tap from `pair.from` to `pair.to` on the site at `baseUrl`, built readable into `dist`
 * (whose files give the scripts' text): the site's files and functions it ran.
 */
export async function measureTapCoverage(
  browser: Browser,
  baseUrl: string,
  dist: string,
  pair: LinkPair,
  heading: string,
): Promise<TapCoverage> {
  const context = await visitorContext(browser, { hasTouch: true });
  try {
    const page = await context.newPage();
    const profiler = await context.newCDPSession(page);
    await profiler.send("Profiler.enable");
    await profiler.send("Profiler.startPreciseCoverage", { callCount: true, detailed: true });
    const { paintedAt } = await tapAndPaint(page, baseUrl, pair, heading, {
      read: readsOnceStarted,
      // Taking the coverage resets its counters: what is read after counts from here.
      beforeTap: async () => void (await profiler.send("Profiler.takePreciseCoverage")),
    });
    const since = await page.evaluate(() => performance.now());
    await page.waitForTimeout(Math.max(0, paintedAt + READ_AFTER_PAINT_MS - since));
    const { result } = (await profiler.send("Profiler.takePreciseCoverage")) as PreciseCoverage;
    await profiler.send("Profiler.stopPreciseCoverage");
    const tally = tallyCoverage(await withSources(result, baseUrl, dist));
    return { ...pair, ...tallyFigures(tally), byFile: Object.fromEntries(tally.files), elsewhere: tally.elsewhere };
  } finally {
    await context.close();
  }
}

/**
 * The visitor reads once the app has started and loaded what it loads when idle: a readable build's
 * entry is larger than a minified one's and, throttled, can start the app after the first network idle.
 */
async function readsOnceStarted(page: Page): Promise<void> {
  await page.waitForFunction(APP_STARTED, null, { timeout: WAIT_LIMIT_MS });
  await page.waitForFunction(
    (quietMs) => {
      const ends = performance.getEntriesByType("resource").map((entry) => (entry as PerformanceResourceTiming).responseEnd);
      return performance.now() - Math.max(0, ...ends) > quietMs;
    },
    QUIET_MS,
    { timeout: WAIT_LIMIT_MS, polling: 100 },
  );
  await page.waitForTimeout(READ_AFTER_IDLE_MS);
}

/**
 * Each pair's tap on the readable build in `dist`, served by the project's own server, in a
 * browser of its own (`browserArgs`: the photo host's address), one pair after the other.
 */
export async function runTapCoverage(options: {
  dist: string;
  pairs: readonly LinkPair[];
  /** Where the server keeps form posts (none are made). */
  formsFile: string;
  browserArgs: string[];
  onPair?: (coverage: TapCoverage) => void;
}): Promise<TapCoverage[]> {
  const server = await startServer(0, { dist: options.dist, formsFile: options.formsFile, log: false });
  const launch = launchOptions(benchBrowserPath());
  const browser = await chromium.launch({ ...launch, args: [...(launch.args ?? []), ...options.browserArgs] });
  try {
    const figures: TapCoverage[] = [];
    for (const pair of options.pairs) {
      const coverage = await measureTapCoverage(browser, server.url, options.dist, pair, await headingOf(server.url, pair.to));
      options.onPair?.(coverage);
      figures.push(coverage);
    }
    return figures;
  } finally {
    await browser.close();
    await server.close();
  }
}

/** The site's scripts among those covered, with their text read from the build; the bench's own scripts (no URL of the site) left out. */
async function withSources(scripts: PreciseCoverage["result"], baseUrl: string, dist: string): Promise<ScriptCoverage[]> {
  const origin = new URL(baseUrl).origin;
  const site = scripts.filter((script) => script.url.startsWith(`${origin}/`) && new URL(script.url).pathname.endsWith(".js"));
  return Promise.all(site.map(async (script) => ({ ...script, source: await readFile(join(dist, new URL(script.url).pathname), "utf8") })));
}

/** What is counted, said once above the figures. */
export const COUNTED =
  "a file counts when one of its functions ran; a function counts once however often it ran (its count above 0), " +
  "in src/ only (packages and the bundler's glue apart); modules' top-level code is not counted";

/** One pair's figures and, by file, the functions that ran. */
export function coverageReport(coverage: TapCoverage, budget: CoverageBudget): string {
  const lines = [
    `${coverage.from} -> ${coverage.to}: counters reset just before the tap, read ${READ_AFTER_PAINT_MS} ms after the new h1's paint`,
    `  the site's source files run: ${coverage.files}, ${coverage.filesOutsideContent} outside src/content/ (budget: at most ${budget.tapFilesOutsideContent})`,
    `  the site's functions called: ${coverage.functions} (budget: at most ${budget.tapFunctions})`,
    `  not counted, functions called in packages: ${coverage.elsewhere.package}, in the bundler's glue: ${coverage.elsewhere.bundler}, in a chunk's own lines outside any module: ${coverage.elsewhere.unmarked}`,
  ];
  for (const [file, names] of Object.entries(coverage.byFile)) lines.push(`  ${file} (${names.length}): ${names.join(", ")}`);
  return lines.join("\n");
}

/** The bench's table: each pair's files and functions beside the budget. */
export function coverageTable(figures: readonly TapCoverage[], budget: CoverageBudget): string {
  const name = (pair: TapCoverage) => `${pair.from} -> ${pair.to}`;
  const width = Math.max("from -> to".length, ...figures.map((pair) => name(pair).length));
  return [
    `A tap's coverage, first visit on a readable build (${COUNTED}):`,
    `${"from -> to".padEnd(width)} ${"files".padStart(6)} ${"outside src/content/".padStart(20)} ${"functions".padStart(10)}`,
    ...figures.map(
      (pair) =>
        `${name(pair).padEnd(width)} ${`${pair.files}`.padStart(6)} ${`${pair.filesOutsideContent}`.padStart(20)} ${`${pair.functions}`.padStart(10)}`,
    ),
    `${"budget".padEnd(width)} ${"".padStart(6)} ${`at most ${budget.tapFilesOutsideContent}`.padStart(20)} ${`at most ${budget.tapFunctions}`.padStart(10)}`,
  ].join("\n");
}

/** The pairs over the budget, one line each. */
export function coverageProblems(figures: readonly TapCoverage[], budget: CoverageBudget): string[] {
  return figures.flatMap((pair) => [
    ...(pair.filesOutsideContent > budget.tapFilesOutsideContent
      ? [
          `${pair.from} -> ${pair.to}: a tap runs ${pair.filesOutsideContent} of the site's files outside src/content/ > ${budget.tapFilesOutsideContent}`,
        ]
      : []),
    ...(pair.functions > budget.tapFunctions
      ? [`${pair.from} -> ${pair.to}: a tap calls ${pair.functions} of the site's functions > ${budget.tapFunctions}`]
      : []),
  ]);
}
