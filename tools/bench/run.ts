// The benchmark: the built site with Lighthouse (mobile preset, Debian's Chromium headless shell),
// beside two references made from the same dist/: the no-JS floor and the client-only baseline;
// then client-side navigation between pages against a full load of the same page, warm and on a
// first visit (navigation-run.ts), beside another commit's build with --against, and how much of
// the site's code a tap runs (tap-coverage.ts, on a readable build). Prints a table per route, the
// navigation and coverage tables and the budgets, and writes bench/results.json.
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import type { Result as LighthouseResult } from "lighthouse";
import { HERO_IMAGE_ORIGIN } from "../../src/content/hero-image.ts";
import { DIST, ROOT } from "../../scripts/build/dist.ts";
import { runBuild } from "../../scripts/build/run-build.ts";
import { startServer } from "../../scripts/server/static-host.ts";
import { benchBrowserPath, launchOptions } from "../../scripts/browser-launch.ts";
import { BUDGET, budgetProblems } from "./budget.ts";
import { audit, figuresOf, HEADER, ratio, row } from "./lighthouse.ts";
import type { Figures } from "./lighthouse.ts";
import type { LinkPair } from "./navigation.ts";
import type { NavigationFigures } from "./navigation-measure.ts";
import { comparisonTable, navigationProblems, navigationTable } from "./navigation-report.ts";
import { runNavigation } from "./navigation-run.ts";
import type { NavigationResults } from "./navigation-run.ts";
import { startPhotoHost } from "./photo-host.ts";
import { referenceBuild } from "./reference-build.ts";
import { asClientOnly, copyWithPages, withoutScripts } from "./variants.ts";
import { assertReadable, buildReadable, READABLE_DIST } from "../coverage/readable-build.ts";
import { COVERAGE_PAIRS, coverageProblems, coverageTable, runTapCoverage } from "./tap-coverage.ts";
import type { TapCoverage } from "./tap-coverage.ts";

const WORK = join(ROOT, "bench", ".work");
const RESULTS = join(ROOT, "bench", "results.json");
/** Lighthouse runs that fail on their own (lost traces) are repeated this many times at most. */
const MAX_RETRIES = 3;

export interface BenchOptions {
  /** Runs per page and per link pair; the median is shown. */
  runs: number;
  routes: readonly string[];
  build: boolean;
  lighthouse: boolean;
  navigation: boolean;
  /** The link pairs measured (LINK_PAIRS, or some of them). */
  pairs: readonly LinkPair[];
  /** A commit whose build is measured beside this one, pair by pair (navigation only). */
  against?: string;
  /** The navigation measured over HTTP/2 (nginx with TLS) rather than the local server's HTTP/1.1. */
  http2?: boolean;
  /** With the navigation: a tap's coverage on a readable build, for COVERAGE_PAIRS. */
  coverage: boolean;
}

type Variant = "site" | "noJs" | "clientOnly" | "reference";
const VARIANTS: { name: Variant; label: string; dir: string }[] = [
  { name: "site", label: "site", dir: DIST },
  { name: "noJs", label: "no-JS floor", dir: join(WORK, "no-js") },
  { name: "clientOnly", label: "client-only", dir: join(WORK, "client-only") },
];

function buildSite(): number {
  const build = runBuild({ quiet: true });
  if (!build.ok) throw new Error(`The build failed:\n${build.output}`);
  return build.seconds;
}

/** The readable build for the tap's coverage: made now, or with --no-build the one made before, when there is one. */
async function readableSite(build: boolean): Promise<string> {
  if (!build && existsSync(READABLE_DIST)) console.log(`Readable build: made before, ${READABLE_DIST.slice(ROOT.length)}`);
  else console.log(`Readable build (the tap's coverage): ${await buildReadable()} s`);
  assertReadable(READABLE_DIST);
  return READABLE_DIST;
}

async function makeReferences(): Promise<void> {
  await copyWithPages(DIST, join(WORK, "no-js"), withoutScripts);
  await copyWithPages(DIST, join(WORK, "client-only"), asClientOnly);
}

/** Measures, prints and writes the results; the problems found, one line each. */
export async function runBench(options: BenchOptions): Promise<string[]> {
  const { runs: RUNS, routes: ROUTES, lighthouse: LIGHTHOUSE, navigation: NAVIGATION } = options;
  const buildSeconds = options.build ? buildSite() : null;
  if (buildSeconds !== null) console.log(`Build: ${buildSeconds} s (both bundles, every page, the checks)`);
  await mkdir(WORK, { recursive: true });
  // Built before anything is served or measured: a build's load must not land on a figure.
  const reference = options.against ? await referenceBuild(options.against) : undefined;
  // The reference is audited beside the site, route by route, in the same runs.
  const variants = [...VARIANTS, ...(reference ? [{ name: "reference" as const, label: reference.label, dir: reference.dist }] : [])];
  const readable = NAVIGATION && options.coverage ? await readableSite(options.build) : undefined;
  await makeReferences();
  const photoHost = await startPhotoHost(join(WORK, "photos"));
  const servers = new Map<Variant, Awaited<ReturnType<typeof startServer>>>();
  for (const variant of variants) {
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
  let navigation: NavigationResults | undefined;
  let coverage: TapCoverage[] | undefined;
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
      for (const variant of variants) {
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
      navigation = await runNavigation({
        siteUrl: site.url,
        siteDist: DIST,
        http2: options.http2 ? { workDir: join(WORK, "http2") } : undefined,
        reference,
        formsFile: join(WORK, "forms.jsonl"),
        browserArgs: [
          `--host-resolver-rules=MAP ${new URL(HERO_IMAGE_ORIGIN).host} 127.0.0.1:${photoHost.port}`,
          "--ignore-certificate-errors",
        ],
        runs: RUNS,
        pairs: options.pairs,
      });
      problems.push(...navigationProblems(navigation.site.figures, BUDGET));
    }
    if (readable) {
      console.log(`\nA tap's coverage on the readable build: ${COVERAGE_PAIRS.length} link pairs, first visit, 1 run each`);
      coverage = await runTapCoverage({
        dist: readable,
        pairs: COVERAGE_PAIRS,
        formsFile: join(WORK, "forms.jsonl"),
        browserArgs: [
          `--host-resolver-rules=MAP ${new URL(HERO_IMAGE_ORIGIN).host} 127.0.0.1:${photoHost.port}`,
          "--ignore-certificate-errors",
        ],
        onPair: (pair) =>
          console.log(
            `  ${pair.from} -> ${pair.to}: ${pair.files} files (${pair.filesOutsideContent} outside src/content/), ${pair.functions} functions`,
          ),
      });
      problems.push(...coverageProblems(coverage, BUDGET));
    }
  } finally {
    if (chromeRunning) await chrome.kill();
    for (const server of servers.values()) await server.close();
    await photoHost.close();
  }

  if (LIGHTHOUSE) console.log(`\nLighthouse ${RUNS === 1 ? "1 run" : `median of ${RUNS} runs`}, mobile preset; times in ms, bytes gzip.`);
  for (const [path, figures] of Object.entries(results)) {
    console.log(`\n${path}\n${HEADER}`);
    for (const variant of variants) if (figures[variant.name]) console.log(row(variant.label, figures[variant.name]));
    const { site, noJs, clientOnly } = figures;
    console.log(
      `ratios       LCP ${ratio(site.lcpMs, noJs.lcpMs)} of the no-JS floor, ${ratio(site.lcpMs, clientOnly.lcpMs)} of client-only; ` +
        `FCP ${ratio(site.fcpMs, noJs.fcpMs)} / ${ratio(site.fcpMs, clientOnly.fcpMs)}; JS ${ratio(site.jsKb, clientOnly.jsKb)} of client-only`,
    );
  }
  if (navigation) console.log(`\n${navigationTable(navigation.site.figures, RUNS)}`);
  if (navigation?.reference) console.log(`\n${comparisonTable(navigation.site, navigation.reference, RUNS)}`);
  if (coverage) console.log(`\n${coverageTable(coverage, BUDGET)}`);
  if (buildSeconds !== null && buildSeconds > BUDGET.buildSeconds) problems.push(`build took ${buildSeconds} s > ${BUDGET.buildSeconds} s`);

  // A partial run (--routes, --pairs, --navigation-only, --no-navigation) keeps the figures it did
  // not measure from the file, so that the file always holds a figure for every route and pair.
  const previous = (await readFile(RESULTS, "utf8")
    .then((text) => JSON.parse(text))
    .catch(() => ({}))) as {
    routes?: typeof results;
    navigation?: NavigationFigures[];
    navigationOverHttp2?: NavigationFigures[];
    tapCoverage?: TapCoverage[];
  };
  const record = {
    date: new Date().toISOString(),
    runs: RUNS,
    buildSeconds,
    budget: BUDGET,
    routes: { ...previous.routes, ...results },
    // Over HTTP/2 the figures are kept apart: beside HTTP/1.1's, they would read as one series.
    navigation: options.http2 ? (previous.navigation ?? []) : mergePairs(previous.navigation ?? [], navigation?.site.figures ?? []),
    navigationOverHttp2: options.http2
      ? mergePairs(previous.navigationOverHttp2 ?? [], navigation?.site.figures ?? [])
      : (previous.navigationOverHttp2 ?? []),
    // The site's files and functions each pair's tap ran; the last measured when this run measured none.
    tapCoverage: coverage ?? previous.tapCoverage ?? [],
    // The last comparison only: a reference's figures mean something beside the same run's.
    ...(navigation?.reference
      ? {
          against: {
            commit: navigation.reference.commit,
            protocol: options.http2 ? "HTTP/2" : "HTTP/1.1",
            site: navigation.site.figures,
            reference: navigation.reference.figures,
          },
        }
      : {}),
    problems,
  };
  await writeFile(RESULTS, `${JSON.stringify(record, null, 2)}\n`);
  console.log(`\nWrote ${RESULTS.slice(ROOT.length)}.`);
  return problems;
}

/** The previous figures with the pairs measured now put in their place. */
function mergePairs(previous: readonly NavigationFigures[], measured: readonly NavigationFigures[]): NavigationFigures[] {
  const key = (pair: NavigationFigures) => `${pair.from} ${pair.to}`;
  const now = new Map(measured.map((pair) => [key(pair), pair]));
  const merged = previous.map((pair) => now.get(key(pair)) ?? pair);
  return [...merged, ...measured.filter((pair) => !previous.some((old) => key(old) === key(pair)))];
}
