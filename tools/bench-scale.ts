// npm run bench:scale: the site built at size. For each count of added area pages, a copy of the
// project with that many communities added by the recipe (tools/scale/scaled-copy.ts, words of
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
import { scaledCopy } from "./scale/scaled-copy.ts";
import { deployFiles, deployProblems } from "./scale/deploy-limits.ts";
import { HTML_BUDGET_BYTES, htmlSizes } from "./scale/html-sizes.ts";
import { BUDGET, SITE_PAGES, scriptPaths } from "./scale/scale-run.ts";
import type { Run } from "./scale/scale-run.ts";
import { table } from "./scale/scale-table.ts";
import { verdicts } from "./scale/scale-verdicts.ts";
import { scriptWeights } from "./scale/script-weights.ts";
import { watchPeakRss } from "./scale/process-tree.ts";
import { option } from "./cli-option.ts";

const RESULTS = join(ROOT, "bench", "scale-results.json");

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
  console.log(`\n== ${areas} added area pages (${SITE_PAGES + areas} pages before index pages); load ${run.loadAverage.join(" ")}`);
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
