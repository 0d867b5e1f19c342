// Lighthouse's figures for one page: an audit with the mobile preset, and what the bench reads
// from its median run (scores, paints, first-load bytes, scripts loaded ahead, foreign hosts
// before first paint), printed one row per variant.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import lighthouse from "lighthouse";
import type { Result as LighthouseResult } from "lighthouse";
import { htmlFileFor } from "../../scripts/build/dist.ts";
import { inlineCss } from "./variants.ts";

/** A path no page has: the not-found page, audited as one of the routes. */
export const NOT_FOUND_PROBE = "/no-such-page";
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
export interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** The longest main-thread task of the load, Lighthouse's own scripts left out. */
  longestTaskMs: number;
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

export async function figuresOf(lhr: LighthouseResult, dir: string, path: string, origin: string): Promise<Figures> {
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
    longestTaskMs: Math.round(longestTask(lhr)),
    cls: Math.round(metric("cumulative-layout-shift") * 1000) / 1000,
    htmlKb: gzipKb(html),
    cssKb: kb(cssBytes),
    jsKb: kb(jsBytes),
    prefetchKb: kb(prefetchBytes),
    thirdPartyBeforePaint,
  };
}

/** The longest task the long-tasks audit lists (over 50 ms, as Lighthouse times it), or 0. */
function longestTask(lhr: LighthouseResult): number {
  const items = (lhr.audits["long-tasks"]?.details as { items?: { url?: string; duration: number }[] } | undefined)?.items ?? [];
  return Math.max(0, ...items.filter((item) => !item.url?.includes("_lighthouse-eval")).map((item) => item.duration));
}

export function audit(port: number, url: string) {
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

export function row(label: string, figures: Figures): string {
  const cells = [
    label.padEnd(12),
    `${figures.performance}`.padStart(4),
    `${figures.accessibility}`.padStart(4),
    `${figures.bestPractices}`.padStart(4),
    `${figures.seo}`.padStart(4),
    `${figures.fcpMs}`.padStart(6),
    `${figures.lcpMs}`.padStart(6),
    `${figures.tbtMs}`.padStart(5),
    `${figures.longestTaskMs}`.padStart(7),
    `${figures.cls}`.padStart(6),
    `${figures.jsKb}`.padStart(7),
    `${figures.cssKb}`.padStart(6),
    `${figures.htmlKb}`.padStart(6),
    `${figures.prefetchKb}`.padStart(9),
  ];
  return cells.join(" ");
}

export const HEADER = "variant      perf a11y  b-p  seo    FCP    LCP   TBT longest    CLS  JS(kB) CSS(kB) HTML(kB) ahead(kB)";

export function ratio(ours: number, reference: number): string {
  return reference > 0 ? `${(ours / reference).toFixed(2)}x` : "n/a";
}
