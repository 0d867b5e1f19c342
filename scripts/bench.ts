// Measures the built site with Lighthouse (mobile preset, Debian's Chromium headless shell), beside
// two references made from the same dist/: the no-JS floor and the client-only baseline; then
// client-side navigation between pages against a full load of the same page
// (bench/navigation.ts). Prints a table per route, the navigation table and the budgets,
// writes bench/results.json.
// Run: npm run bench [-- --runs 3 --routes /,/contact --no-build --no-navigation --navigation-only]
import { cp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import type { Result as LighthouseResult } from "lighthouse";
import { pages } from "../src/routes.tsx";
import { HERO_IMAGE_ORIGIN } from "../src/content/hero-image.ts";
import { LINK_PAIRS, measureNavigation, navigationProblems, navigationTable } from "./bench/navigation.ts";
import type { NavigationFigures } from "./bench/navigation.ts";
import { asClientOnly, inlineCss, withoutScripts } from "./bench/variants.ts";
import { benchBrowserPath, launchOptions } from "./bench/browser.ts";
import { DIST, htmlFileFor, listFiles, ROOT } from "./build/dist.ts";
import { startPhotoHost } from "./bench/photo-host.ts";
import { runBuild } from "./build/run-build.ts";
import { startServer } from "./server/static-host.ts";

const WORK = join(ROOT, "bench", ".work");
const RESULTS = join(ROOT, "bench", "results.json");
const NOT_FOUND_PROBE = "/no-such-page";
/**
 * The not-found page answers 404 on purpose, and Chromium logs every 404 answer, the page's own
 * included, as a console error. On that page only, the audit of console errors leaves out that
 * one message (and keeps Lighthouse's own default exception); every other page is audited as is,
 * so a missing asset still shows there.
 */
const NOT_FOUND_CONFIG = {
  extends: "lighthouse:default",
  audits: [
    {
      path: "errors-in-console",
      options: { ignoredPatterns: ["ERR_BLOCKED_BY_CLIENT.Inspector", "the server responded with a status of 404 (Not Found)"] },
    },
  ],
};
/** Lighthouse runs that fail on their own (lost traces) are repeated this many times at most. */
const MAX_RETRIES = 3;

/** The budgets of the performance issue; never asserted in tests, shown here. */
const BUDGET = {
  score: 100,
  lcpMs: 1500,
  tbtMs: 50,
  cls: 0.01,
  lcpOverFloor: 1.1,
  jsKb: 100,
  htmlKb: 14,
  buildSeconds: 60,
  /** Client-side navigation: click-to-content over the full load's first contentful paint. */
  navigationRatio: 0.5,
  navigationInpMs: 100,
  menuInpMs: 50,
  historyMs: 100,
};

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

const RUNS = Number(option("--runs") ?? 3);
const LIGHTHOUSE = !process.argv.includes("--navigation-only");
const NAVIGATION = !process.argv.includes("--no-navigation");
const ROUTES = (option("--routes")?.split(",") ?? [...pages.map((page) => page.path), NOT_FOUND_PROBE]).filter(Boolean);

type Variant = "site" | "noJs" | "clientOnly";
const VARIANTS: { name: Variant; label: string; dir: string }[] = [
  { name: "site", label: "site", dir: DIST },
  { name: "noJs", label: "no-JS floor", dir: join(WORK, "no-js") },
  { name: "clientOnly", label: "client-only", dir: join(WORK, "client-only") },
];

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** First-load bytes, gzip. */
  htmlKb: number;
  cssKb: number;
  jsKb: number;
  /** Scripts the app loaded ahead of the visitor once idle (its "app:prefetch" mark), gzip. */
  prefetchKb: number;
  /** Hosts other than ours that were requested before first paint. */
  thirdPartyBeforePaint: string[];
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const gzipKb = (text: string | Buffer) => kb(gzipSync(text, { level: 9 }).length);

function buildSite(): number {
  const build = runBuild({ quiet: true });
  if (!build.ok) throw new Error(`The build failed:\n${build.output}`);
  return build.seconds;
}

async function makeReferences(): Promise<void> {
  await rm(join(WORK, "no-js"), { recursive: true, force: true });
  await rm(join(WORK, "client-only"), { recursive: true, force: true });
  for (const [name, transform] of [
    ["no-js", withoutScripts],
    ["client-only", asClientOnly],
  ] as const) {
    const dir = join(WORK, name);
    await cp(DIST, dir, { recursive: true });
    for (const file of await listFiles(dir)) {
      if (!file.endsWith(".html")) continue;
      const path = join(dir, file);
      const html = await readFile(path, "utf8");
      if (html.includes('<div id="root">')) await writeFile(path, transform(html));
    }
  }
}

function htmlFile(dir: string, path: string): string {
  return path === NOT_FOUND_PROBE ? join(dir, "404.html") : htmlFileFor(path, dir);
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  rendererStartTime?: number;
  networkRequestTime?: number;
}

/**
 * When the app began loading ahead of the visitor (its first "app:prefetch" mark), on the clock
 * of the network requests' times: Lighthouse counts those from the first request, user timings
 * from the navigation's time origin, and both audits give their starting timestamp.
 */
function prefetchStart(lhr: LighthouseResult): number {
  const timings = (lhr.audits["user-timings"]?.details as { items?: { name: string; startTime: number }[] } | undefined)?.items ?? [];
  const mark = Math.min(...timings.filter((item) => item.name === "app:prefetch").map((item) => item.startTime), Number.POSITIVE_INFINITY);
  const networkStartTs = (lhr.audits["network-requests"]?.details as { debugData?: { networkStartTimeTs?: number } } | undefined)?.debugData
    ?.networkStartTimeTs;
  const timeOriginTs = (lhr.audits.metrics?.details as { items?: { observedTimeOriginTs?: number }[] } | undefined)?.items?.[0]
    ?.observedTimeOriginTs;
  if (networkStartTs === undefined || timeOriginTs === undefined) throw new Error("Lighthouse gave no timestamps to compare its timings");
  return mark - (networkStartTs - timeOriginTs) / 1000;
}

async function figuresOf(lhr: LighthouseResult, dir: string, path: string, origin: string): Promise<Figures> {
  const audits = lhr.audits;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const items = ((audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined)?.items ?? []) as NetworkItem[];
  const html = await readFile(htmlFile(dir, path), "utf8");
  let jsBytes = 0;
  let prefetchBytes = 0;
  let cssBytes = gzipSync(inlineCss(html), { level: 9 }).length;
  // Scripts requested once the app loads pages ahead are not part of the first load.
  const prefetchFrom = prefetchStart(lhr);
  for (const item of items) {
    if (!item.url.startsWith(origin)) continue;
    const file = join(dir, new URL(item.url).pathname);
    if (item.resourceType === "Script") {
      const bytes = gzipSync(await readFile(file), { level: 9 }).length;
      if ((item.rendererStartTime ?? 0) >= prefetchFrom) prefetchBytes += bytes;
      else jsBytes += bytes;
    }
    if (item.resourceType === "Stylesheet") cssBytes += gzipSync(await readFile(file), { level: 9 }).length;
  }
  const fcp = metric("first-contentful-paint");
  const firstRequest = Math.min(...items.map((item) => item.networkRequestTime ?? Number.POSITIVE_INFINITY));
  const thirdPartyBeforePaint = [
    ...new Set(
      items
        .filter((item) => !item.url.startsWith(origin) && !item.url.startsWith("data:"))
        .filter((item) => (item.networkRequestTime ?? 0) - firstRequest < fcp)
        .map((item) => new URL(item.url).origin),
    ),
  ];
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: Math.round(fcp),
    lcpMs: Math.round(metric("largest-contentful-paint")),
    tbtMs: Math.round(metric("total-blocking-time")),
    cls: Math.round(metric("cumulative-layout-shift") * 1000) / 1000,
    htmlKb: gzipKb(html),
    cssKb: kb(cssBytes),
    jsKb: kb(jsBytes),
    prefetchKb: kb(prefetchBytes),
    thirdPartyBeforePaint,
  };
}

function audit(port: number, url: string) {
  return lighthouse(
    url,
    {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      // The not-found page answers 404 on purpose; measure it all the same.
      ignoreStatusCode: true,
    },
    new URL(url).pathname === NOT_FOUND_PROBE ? NOT_FOUND_CONFIG : undefined,
  );
}

function row(label: string, figures: Figures): string {
  const cells = [
    label.padEnd(12),
    `${figures.performance}`.padStart(4),
    `${figures.accessibility}`.padStart(4),
    `${figures.bestPractices}`.padStart(4),
    `${figures.seo}`.padStart(4),
    `${figures.fcpMs}`.padStart(6),
    `${figures.lcpMs}`.padStart(6),
    `${figures.tbtMs}`.padStart(5),
    `${figures.cls}`.padStart(6),
    `${figures.jsKb}`.padStart(7),
    `${figures.cssKb}`.padStart(6),
    `${figures.htmlKb}`.padStart(6),
    `${figures.prefetchKb}`.padStart(9),
  ];
  return cells.join(" ");
}

const HEADER = "variant      perf a11y  b-p  seo    FCP    LCP   TBT    CLS  JS(kB) CSS(kB) HTML(kB) ahead(kB)";

function ratio(ours: number, reference: number): string {
  return reference > 0 ? `${(ours / reference).toFixed(2)}x` : "n/a";
}

function budgetProblems(path: string, site: Figures, floor: Figures): string[] {
  const problems: string[] = [];
  const scored: [string, number][] = [
    ["performance", site.performance],
    ["accessibility", site.accessibility],
    ["best practices", site.bestPractices],
  ];
  if (path !== NOT_FOUND_PROBE) scored.push(["SEO", site.seo]);
  for (const [name, value] of scored) if (value < BUDGET.score) problems.push(`${path}: ${name} ${value} < ${BUDGET.score}`);
  if (site.lcpMs > BUDGET.lcpMs) problems.push(`${path}: LCP ${site.lcpMs} ms > ${BUDGET.lcpMs} ms`);
  if (site.tbtMs > BUDGET.tbtMs) problems.push(`${path}: TBT ${site.tbtMs} ms > ${BUDGET.tbtMs} ms`);
  if (site.cls > BUDGET.cls) problems.push(`${path}: CLS ${site.cls} > ${BUDGET.cls}`);
  if (site.lcpMs > floor.lcpMs * BUDGET.lcpOverFloor)
    problems.push(`${path}: LCP ${site.lcpMs} ms is more than 10% over the no-JS floor's ${floor.lcpMs} ms`);
  if (site.jsKb > BUDGET.jsKb) problems.push(`${path}: first-load JS ${site.jsKb} kB > ${BUDGET.jsKb} kB`);
  if (site.htmlKb > BUDGET.htmlKb) problems.push(`${path}: HTML with inlined CSS ${site.htmlKb} kB > ${BUDGET.htmlKb} kB`);
  const foreign = site.thirdPartyBeforePaint.filter((origin) => origin !== HERO_IMAGE_ORIGIN);
  if (foreign.length > 0) problems.push(`${path}: requests to ${foreign.join(", ")} before first paint`);
  return problems;
}

async function main() {
  const buildSeconds = process.argv.includes("--no-build") ? null : buildSite();
  if (buildSeconds !== null) console.log(`Build: ${buildSeconds} s (both bundles, every page, the checks)`);
  await mkdir(WORK, { recursive: true });
  await makeReferences();
  const photoHost = await startPhotoHost(join(WORK, "photos"));
  const servers = new Map<Variant, Awaited<ReturnType<typeof startServer>>>();
  for (const variant of VARIANTS) {
    servers.set(variant.name, await startServer(0, { dist: variant.dir, formsFile: join(WORK, "forms.jsonl"), log: false }));
  }
  const chrome = await chromeLauncher.launch({
    chromePath: benchBrowserPath(),
    chromeFlags: [
      ...(launchOptions().args ?? []),
      `--host-resolver-rules=MAP ${new URL(HERO_IMAGE_ORIGIN).host} 127.0.0.1:${photoHost.port}`,
      "--ignore-certificate-errors",
    ],
  });

  const results: Record<string, Record<Variant, Figures>> = {};
  let navigation: NavigationFigures[] = [];
  let chromeRunning = true;
  const problems: string[] = [];
  try {
    // One unrecorded run per variant first: a new browser's first page pays for what every later
    // page finds ready (the font configuration, the disk cache), and the server's first requests
    // for its own start-up; without it, that cost lands on the first route's figures.
    if (LIGHTHOUSE) for (const server of servers.values()) await audit(chrome.port, `${server.url}${ROUTES[0]}`);
    for (const [index, path] of (LIGHTHOUSE ? ROUTES : []).entries()) {
      const figures = {} as Record<Variant, Figures>;
      let siteTbts: number[] = [];
      for (const variant of VARIANTS) {
        const server = servers.get(variant.name);
        if (!server) throw new Error(`no server for ${variant.name}`);
        const runs: LighthouseResult[] = [];
        // A run that Lighthouse itself spoils (a lost trace) is retried, a few times at most.
        for (let attempt = 0; runs.length < RUNS && attempt < RUNS + MAX_RETRIES; attempt += 1) {
          const result = await audit(chrome.port, `${server.url}${path}`);
          if (result && !result.lhr.runtimeError) runs.push(result.lhr);
          else console.warn(`  ${variant.label} ${path}: ${result?.lhr.runtimeError?.code ?? "no result"}, running again`);
        }
        if (runs.length < RUNS) throw new Error(`${variant.label} ${path}: Lighthouse kept failing`);
        figures[variant.name] = await figuresOf(computeMedianRun(runs), variant.dir, path, server.url);
        if (variant.name === "site")
          siteTbts = runs.map((lhr) => Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN));
      }
      results[path] = figures;
      const site = figures.site;
      console.log(
        `[${index + 1}/${ROUTES.length}] ${path}: performance ${site.performance}, LCP ${site.lcpMs} ms, TBT ${site.tbtMs} ms (runs: ${siteTbts.join(", ")}), JS ${site.jsKb} kB`,
      );
      problems.push(...budgetProblems(path, site, figures.noJs));
    }
    // The navigation measure has the machine to itself.
    await chrome.kill();
    chromeRunning = false;
    const site = servers.get("site");
    if (NAVIGATION && site) {
      console.log(`\nClient-side navigation: ${LINK_PAIRS.length} link pairs, ${RUNS === 1 ? "1 run" : `${RUNS} runs`} each`);
      navigation = await measureNavigation(site.url, {
        executablePath: benchBrowserPath(),
        args: [`--host-resolver-rules=MAP ${new URL(HERO_IMAGE_ORIGIN).host} 127.0.0.1:${photoHost.port}`, "--ignore-certificate-errors"],
        runs: RUNS,
        onPair: (pair) => console.log(`  ${pair.from} -> ${pair.to}: ${pair.clickToContentMs} ms, ${pair.ratio}x of a full load`),
      });
      problems.push(...navigationProblems(navigation, BUDGET));
    }
  } finally {
    if (chromeRunning) await chrome.kill();
    for (const server of servers.values()) await server.close();
    await photoHost.close();
  }

  console.log(`\nLighthouse ${RUNS === 1 ? "1 run" : `median of ${RUNS} runs`}, mobile preset; times in ms, bytes gzip.`);
  for (const [path, figures] of Object.entries(results)) {
    console.log(`\n${path}\n${HEADER}`);
    for (const variant of VARIANTS) console.log(row(variant.label, figures[variant.name]));
    const { site, noJs, clientOnly } = figures;
    console.log(
      `ratios       LCP ${ratio(site.lcpMs, noJs.lcpMs)} of the no-JS floor, ${ratio(site.lcpMs, clientOnly.lcpMs)} of client-only; ` +
        `FCP ${ratio(site.fcpMs, noJs.fcpMs)} / ${ratio(site.fcpMs, clientOnly.fcpMs)}; JS ${ratio(site.jsKb, clientOnly.jsKb)} of client-only`,
    );
  }
  if (navigation.length > 0) console.log(`\n${navigationTable(navigation, RUNS)}`);
  if (buildSeconds !== null && buildSeconds > BUDGET.buildSeconds) problems.push(`build took ${buildSeconds} s > ${BUDGET.buildSeconds} s`);

  await writeFile(
    RESULTS,
    `${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, buildSeconds, budget: BUDGET, routes: results, navigation, problems }, null, 2)}\n`,
  );
  console.log(`\nWrote ${RESULTS.slice(ROOT.length)}.`);
  if (problems.length === 0) {
    console.log("Every budget holds.");
  } else {
    console.log(`${problems.length} budget(s) missed:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    process.exitCode = 1;
  }
}

await main();
