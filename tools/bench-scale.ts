// npm run bench:scale: the site built at size. For each count of added area pages, a copy of the
// project with that many communities added by the recipe (scripts/scale/scaled-copy.ts, words of
// their own), `npm run build` in it, and what it costs: wall time, the peak memory of the whole
// process tree, time per page, the largest HTML of each kind, the JavaScript of a few first loads
// and of a page scrolled to its foot, and each deploy file against its host's limit. A build that
// fails is reported and the next count runs. Prints a Markdown table and the budgets' verdicts,
// and keeps every count's latest figures in bench/scale-results.json.
// Run: npm run bench:scale -- --areas 0,200,1000,10000 [--keep] [--no-browser]
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { ROOT } from "../scripts/build/dist.ts";
import { removeCopy } from "./project-copy.ts";
import { generateAreas, scaledCopy } from "./scale/scaled-copy.ts";
import {
  DEPLOY_LIMITS,
  type DeployFiles,
  deployFiles,
  deployProblems,
  HTML_BUDGET_BYTES,
  type HtmlSizes,
  htmlSizes,
  type PageKind,
  type ScriptWeight,
  scriptWeights,
} from "./scale/measure.ts";
import { watchPeakRss } from "./scale/process-tree.ts";

const RESULTS = join(ROOT, "bench", "scale-results.json");
/** The site's own pages before any is added: the spec's 15, the privacy policy and the terms. */
const SPEC_PAGES = 17;

/** The budgets of the performance issue for a site at size. */
const BUDGET = {
  buildSecondsAt10k: 120,
  buildBytesAt10k: 1024 ** 3,
  perPageGrowth1kTo10k: 1.5,
  firstLoadBytes: 100 * 1024,
  firstLoadGrowthBytes: 1024,
  idleAtFootBytes: 140 * 1024,
} as const;

interface Run {
  areas: number;
  /** When it ran, and the machine's load then (other engineers share it). */
  date: string;
  loadAverage: [number, number, number];
  uptime: string;
  commit: string;
  /** The seconds it took to write the copy with its pages. */
  copySeconds: number;
  build: { ok: boolean; seconds: number; peakBytes: number; error?: string };
  /** HTML files built (pages and 404.html), and the pages among them. */
  pages?: number;
  pagesPerSecond?: number;
  msPerPage?: number;
  html?: HtmlSizes;
  firstLoad?: ScriptWeight[];
  idleAtFoot?: ScriptWeight[];
  deploy?: DeployFiles;
  deployProblems?: string[];
}

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

function counts(): number[] {
  const value = option("--areas") ?? "0,200";
  const list = value.split(",").map((part) => Number(part.replace(/_/g, "").trim()));
  if (list.some((count) => !Number.isInteger(count) || count < 0))
    throw new Error(`--areas takes counts such as 0,200,1000, not "${value}"`);
  return list;
}

/** `npm run build` in the copy, its wall time and the peak memory of its process tree. */
function build(dir: string): Promise<Run["build"]> {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn("npm", ["run", "build"], { cwd: dir, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const peak = watchPeakRss(child.pid as number);
    child.on("close", (code) => {
      const seconds = (performance.now() - started) / 1000;
      const peakBytes = peak.stop();
      const lines = output.split("\n").filter((line) => line.trim() && !line.startsWith("npm warn"));
      const error = code === 0 ? undefined : lines.slice(-8).join("\n");
      resolve({ ok: code === 0, seconds, peakBytes, ...(error === undefined ? {} : { error }) });
    });
  });
}

const lastSlugs = new Map<number, string | undefined>();

/** The slug of the last community added at a count (the generator is seeded: the same every run). */
function lastSlug(areas: number): string | undefined {
  if (!lastSlugs.has(areas)) lastSlugs.set(areas, generateAreas(areas).at(-1)?.slug);
  return lastSlugs.get(areas);
}

/** The pages whose scripts are weighed at every count: the same roles, so that counts compare. */
function scriptPaths(areas: number): { firstLoad: string[]; idle: string[]; roles: Record<string, string> } {
  const added = areas > 0 ? lastSlug(areas) : undefined;
  const lastArea = `/areas/${added ?? "lower-sackville"}`;
  const roles: Record<string, string> = {
    "/": "home",
    "/contact": "contact",
    "/services/attic": "service",
    "/areas/bedford": "area (the spec's)",
    [lastArea]: "area (the last)",
  };
  // The areas' index exists once there are more communities than the menus name.
  if (areas + 5 > 8) roles["/areas"] = "areas index";
  return { firstLoad: Object.keys(roles), idle: ["/", "/contact", lastArea], roles };
}

function roleOf(path: string, areas: number): string {
  return scriptPaths(areas).roles[path] ?? path;
}

async function measure(areas: number, browser: boolean, keep: boolean): Promise<Run> {
  const loads = loadavg();
  const run: Run = {
    areas,
    date: new Date().toISOString(),
    loadAverage: [loads[0] ?? 0, loads[1] ?? 0, loads[2] ?? 0],
    uptime: spawnSync("uptime", { encoding: "utf8" }).stdout.trim(),
    commit: spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT, encoding: "utf8" }).stdout.trim(),
    copySeconds: 0,
    build: { ok: false, seconds: 0, peakBytes: 0 },
  };
  console.log(`\n== ${areas} added area pages (${SPEC_PAGES + areas} pages before index pages); load ${run.loadAverage.join(" ")}`);
  const started = performance.now();
  const dir = scaledCopy(areas);
  run.copySeconds = (performance.now() - started) / 1000;
  console.log(`copy with its pages at ${dir} in ${run.copySeconds.toFixed(1)} s; building`);
  try {
    run.build = await build(dir);
    if (!run.build.ok) {
      console.log(`THE BUILD FAILED after ${run.build.seconds.toFixed(1)} s:\n${run.build.error}`);
      // What the failed build wrote before it stopped (its pages, some deploy files) is still
      // measured, and marked as a failed build's in the table; its time per page is not.
      if (!existsSync(join(dir, "dist", "index.html"))) return run;
      console.log("measuring what it wrote before it stopped");
    }
    run.html = await htmlSizes(join(dir, "dist"));
    run.pages = run.html.files - 1;
    if (run.build.ok) {
      run.pagesPerSecond = run.pages / run.build.seconds;
      run.msPerPage = (run.build.seconds * 1000) / run.pages;
    }
    const verb = run.build.ok ? "built" : "found";
    console.log(`${verb} ${run.pages} pages in ${run.build.seconds.toFixed(1)} s, peak ${(run.build.peakBytes / 1024 ** 2).toFixed(0)} MB`);
    run.deploy = deployFiles(dir);
    run.deployProblems = deployProblems(run.deploy);
    if (browser) {
      const paths = scriptPaths(areas);
      const weights = await scriptWeights(dir, paths.firstLoad, paths.idle);
      run.firstLoad = weights.firstLoad;
      run.idleAtFoot = weights.idleAtFoot;
    }
    return run;
  } finally {
    if (keep) console.log(`kept ${dir}`);
    else removeCopy(dir);
  }
}

const kb = (bytes: number | undefined) => (bytes === undefined ? "–" : (bytes / 1024).toFixed(1));
const KINDS: PageKind[] = ["home", "service", "area", "index page", "other"];

/** The table: one column a count, one row a figure. */
function table(runs: Run[]): string {
  const head = runs.map((run) => `${run.pages ?? SPEC_PAGES + run.areas} pages (+${run.areas} areas)`);
  const rows: [string, (run: Run) => string][] = [
    ["build", (run) => (run.build.ok ? "ok" : `**FAILED**${run.html ? " (below: what it wrote before it stopped)" : ""}`)],
    ["build wall time (s)", (run) => run.build.seconds.toFixed(1)],
    ["peak memory, process tree (MB)", (run) => (run.build.peakBytes / 1024 ** 2).toFixed(0)],
    ["pages per second", (run) => run.pagesPerSecond?.toFixed(1) ?? "–"],
    ["time per page (ms)", (run) => run.msPerPage?.toFixed(2) ?? "–"],
    ...KINDS.map((kind): [string, (run: Run) => string] => [
      `largest HTML+CSS, ${kind} (B gzip)`,
      (run) => {
        const largest = run.html?.largest[kind];
        return largest ? `${largest.bytes} \`${largest.path}\`` : "–";
      },
    ]),
    ["pages over 14,000 B", (run) => (run.html ? String(run.html.overCount) : "–")],
    ...(["home", "contact", "service", "area (the spec's)", "area (the last)", "areas index"] as const).map(
      (role): [string, (run: Run) => string] => [
        `first-load JS, ${role} (kB gzip)`,
        (run) => kb(run.firstLoad?.find((weight) => roleOf(weight.path, run.areas) === role)?.bytes),
      ],
    ),
    ...(["home", "contact", "area (the last)"] as const).map((role): [string, (run: Run) => string] => [
      `JS by idle, scrolled to the foot, ${role} (kB gzip)`,
      (run) => kb(run.idleAtFoot?.find((weight) => roleOf(weight.path, run.areas) === role)?.bytes),
    ]),
    [`\`_headers\` rules (≤ ${DEPLOY_LIMITS.headersRules})`, (run) => String(run.deploy?.headersRules ?? "–")],
    [`\`_redirects\` lines (≤ ${DEPLOY_LIMITS.redirectsLines})`, (run) => String(run.deploy?.redirectsLines ?? "–")],
    ["`deploy/nginx.conf` bytes / locations", (run) => (run.deploy ? `${run.deploy.nginxBytes} / ${run.deploy.nginxLocations}` : "–")],
    [`S3 routing rules (≤ ${DEPLOY_LIMITS.s3RoutingRules})`, (run) => String(run.deploy?.s3RoutingRules ?? "–")],
    [
      `URLs per sitemap file (≤ ${DEPLOY_LIMITS.sitemapUrls})`,
      (run) => (run.deploy ? run.deploy.sitemaps.map((sitemap) => `${sitemap.urls}`).join(", ") || "none" : "–"),
    ],
    ["load average (1/5/15 min)", (run) => run.loadAverage.map((load) => load.toFixed(2)).join(" / ")],
  ];
  return [
    `| | ${head.join(" | ")} |`,
    `| --- | ${runs.map(() => "---").join(" | ")} |`,
    ...rows.map(([name, cell]) => `| ${name} | ${runs.map(cell).join(" | ")} |`),
  ].join("\n");
}

type Verdict = { budget: string; verdict: "holds" | "MISSED" | "not measured"; detail: string };

function verdicts(byCount: Map<number, Run>): Verdict[] {
  const at10k = byCount.get(10_000);
  const at1k = byCount.get(1_000);
  const at0 = byCount.get(0);
  const runs = [...byCount.values()];
  /** Runs with pages to measure: every build that passed, and what a failed one wrote before it stopped. */
  const built = runs.filter((run) => run.html !== undefined);
  const failed = runs.filter((run) => !run.build.ok);
  const result: Verdict[] = [];
  const verdict = (budget: string, measured: boolean, holds: boolean, detail: string) =>
    result.push({ budget, verdict: !measured ? "not measured" : holds ? "holds" : "MISSED", detail });

  verdict(
    "every count builds",
    runs.length > 0,
    failed.length === 0,
    failed.length
      ? `failed at ${failed.map((run) => run.areas).join(", ")} added areas`
      : `built at ${runs.map((run) => run.areas).join(", ")}`,
  );
  verdict(
    "build at 10,000 areas: at most 120 s and 1 GB",
    at10k !== undefined,
    at10k?.build.ok === true && at10k.build.seconds <= BUDGET.buildSecondsAt10k && at10k.build.peakBytes <= BUDGET.buildBytesAt10k,
    at10k
      ? `${at10k.build.ok ? "" : "failed after "}${at10k.build.seconds.toFixed(1)} s, ${(at10k.build.peakBytes / 1024 ** 2).toFixed(0)} MB`
      : "",
  );
  verdict(
    "time per page at 10,000 at most 1.5x that at 1,000",
    at10k?.msPerPage !== undefined && at1k?.msPerPage !== undefined,
    (at10k?.msPerPage ?? 0) <= (at1k?.msPerPage ?? 0) * BUDGET.perPageGrowth1kTo10k,
    at10k?.msPerPage && at1k?.msPerPage
      ? `${at10k.msPerPage.toFixed(2)} ms against ${at1k.msPerPage.toFixed(2)} ms (${(at10k.msPerPage / at1k.msPerPage).toFixed(2)}x)`
      : "",
  );
  const over = built.flatMap((run) =>
    run.html?.overCount
      ? [
          `${run.html.overCount} at +${run.areas}, such as ${run.html.over
            .map((page) => `${page.path} ${page.bytes} B`)
            .slice(0, 3)
            .join(", ")}`,
        ]
      : [],
  );
  const largestHtml = Math.max(0, ...built.flatMap((run) => Object.values(run.html?.largest ?? {}).map((page) => page?.bytes ?? 0)));
  verdict(
    "every HTML file at most 14,000 B gzip (with its CSS)",
    built.length > 0,
    over.length === 0,
    over.length ? over.slice(0, 5).join("; ") : `largest ${largestHtml} B`,
  );
  const firstLoads = built.flatMap((run) => run.firstLoad ?? []);
  const heaviest = Math.max(0, ...firstLoads.map((weight) => weight.bytes));
  verdict("first-load JS at most 100 KB", firstLoads.length > 0, heaviest <= BUDGET.firstLoadBytes, `heaviest ${kb(heaviest)} kB`);
  const growth =
    at0?.firstLoad && at10k?.firstLoad
      ? Math.max(
          ...at10k.firstLoad.map((weight) => {
            const role = roleOf(weight.path, at10k.areas);
            const before = at0.firstLoad?.find((other) => roleOf(other.path, at0.areas) === role);
            return before ? weight.bytes - before.bytes : Number.NEGATIVE_INFINITY;
          }),
        )
      : undefined;
  verdict(
    "first-load JS grows at most 1 KB from 17 pages to 10,000 areas",
    growth !== undefined && Number.isFinite(growth),
    (growth ?? 0) <= BUDGET.firstLoadGrowthBytes,
    growth !== undefined ? `at most ${growth} B on any page` : "",
  );
  const idle = built.flatMap((run) => run.idleAtFoot ?? []);
  const idleMost = Math.max(0, ...idle.map((weight) => weight.bytes));
  verdict(
    "JS fetched by idle at a page's foot at most 140 KB",
    idle.length > 0,
    idleMost <= BUDGET.idleAtFootBytes,
    `most ${kb(idleMost)} kB`,
  );
  const deploy = built.flatMap((run) => (run.deployProblems ?? []).map((problem) => `${problem} at +${run.areas}`));
  verdict("deploy files within their hosts' limits", built.length > 0, deploy.length === 0, deploy.join("; ") || "all within");
  // No deploy file may grow a rule per page: compare the fewest pages built with the most.
  const measured = built.filter((run) => run.deploy && run.pages);
  const fewest = measured[0];
  const most = measured.at(-1);
  const growing: string[] = [];
  if (fewest?.deploy && most?.deploy && most.pages && fewest.pages && most.pages > fewest.pages) {
    const added = most.pages - fewest.pages;
    const counted: [string, (files: DeployFiles) => number][] = [
      ["_headers rules", (files) => files.headersRules],
      ["_redirects lines", (files) => files.redirectsLines],
      ["nginx.conf locations", (files) => files.nginxLocations],
      ["S3 routing rules", (files) => files.s3RoutingRules ?? 0],
    ];
    for (const [what, count] of counted) {
      const grew = count(most.deploy) - count(fewest.deploy);
      if (grew * 10 >= added) growing.push(`${what} ${count(fewest.deploy)} → ${count(most.deploy)}`);
    }
  }
  verdict(
    "no deploy file grows a rule per page",
    fewest !== most && fewest !== undefined,
    growing.length === 0,
    growing.length
      ? `from ${fewest?.pages} to ${most?.pages} pages: ${growing.join(", ")}`
      : `from ${fewest?.pages} to ${most?.pages} pages, none`,
  );
  return result;
}

function readResults(): Map<number, Run> {
  if (!existsSync(RESULTS)) return new Map();
  const saved = JSON.parse(readFileSync(RESULTS, "utf8")) as { runs?: Run[] };
  return new Map((saved.runs ?? []).map((run) => [run.areas, run]));
}

const keep = process.argv.includes("--keep");
const browser = !process.argv.includes("--no-browser");
const byCount = readResults();
const ordered = () => new Map([...byCount].sort(([a], [b]) => a - b));
const now: Run[] = [];
for (const areas of counts()) {
  try {
    const run = await measure(areas, browser, keep);
    now.push(run);
    byCount.set(areas, run);
  } catch (error) {
    console.log(`the measurement at ${areas} added areas stopped: ${(error as Error).stack ?? error}`);
  }
}
const all = [...byCount.values()].sort((a, b) => a.areas - b.areas);
const judged = verdicts(ordered());
mkdirSync(join(ROOT, "bench"), { recursive: true });
writeFileSync(RESULTS, `${JSON.stringify({ updated: new Date().toISOString(), budget: BUDGET, runs: all, verdicts: judged }, null, 2)}\n`);

console.log("\nThis run:\n");
console.log(table(now));
if (all.length > now.length) {
  console.log(`\nEvery count in ${RESULTS.slice(ROOT.length)} (latest run of each):\n`);
  console.log(table(all));
}
console.log("\n| budget | verdict | measured |\n| --- | --- | --- |");
for (const { budget, verdict, detail } of judged) console.log(`| ${budget} | ${verdict} | ${detail} |`);
console.log(`\nHTML budget ${HTML_BUDGET_BYTES} B gzip; results in ${RESULTS.slice(ROOT.length)}`);
if (now.some((run) => !run.build.ok)) process.exitCode = 1;
