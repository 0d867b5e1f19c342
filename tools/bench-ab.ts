// Two built sites side by side, run by run in one browser, on what three mechanisms exist for
// (docs/decisions-main-thread.md): the held navigation (a tapped page not loaded yet waits with
// the page left on screen), the first page's code loaded ahead (back to it shows at once), and
// the bands rendered one per task after the largest paint (no long frame before the app starts).
// Lighthouse's mobile throttling, 412 px, each run in a fresh context.
// Run: npm run bench:ab -- <dist> <dist> [--runs 5] (each a built dist/, this one's or a copy's)
import { chromium } from "playwright-core";
import type { Browser } from "playwright-core";
import { benchBrowserPath, launchOptions } from "../scripts/browser-launch.ts";
import { startServer } from "../scripts/server/static-host.ts";
import { median } from "./bench/navigation-measure.ts";
import { h1PaintAfter } from "./bench/navigation-page.ts";
import { APP_STARTED, headingOf, settle, throttle, visitorContext } from "./bench/navigation-visitor.ts";
import { option } from "./cli-option.ts";

/** A page, and a footer link far below its first screen: the idle prefetch has not loaded its page. */
const UNLOADED = { from: "/", to: "/services/soundproofing" };
/** A page, and a link to follow from it before going back to it. */
const BACK = { from: "/services/attic", to: "/services/wall" };

/** Each frame from the click on: the time, and the h1 of the page shown ("" for none). */
const FRAME_LOG = `(() => {
  window.benchFrames = [];
  const tick = () => {
    const h1 = window.shownInMain("h1");
    window.benchFrames.push([performance.now(), h1 ? h1.textContent.trim() : ""]);
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})()`;

/** The tap on a link whose page is not loaded, as soon as the app has started: click to the new h1, and the time <main> showed no page. */
async function unloadedTap(browser: Browser, url: string, toHeading: string) {
  const context = await visitorContext(browser, { hasTouch: false });
  const page = await context.newPage();
  try {
    await throttle(await context.newCDPSession(page));
    await page.goto(`${url}${UNLOADED.from}`);
    await page.waitForFunction(APP_STARTED, null, { timeout: 30_000 });
    await page.evaluate(FRAME_LOG);
    const clicked = await page.evaluate((to) => {
      const at = performance.now();
      document.querySelector<HTMLElement>(`footer a[href="${to}"]`)?.click();
      return at;
    }, UNLOADED.to);
    const painted = await h1PaintAfter(page, toHeading, clicked);
    const frames = (await page.evaluate("window.benchFrames")) as [number, string][];
    let blankMs = 0;
    for (const [index, [at, h1]] of frames.entries()) {
      const next = frames[index + 1];
      if (next && at >= clicked && at < painted && h1 === "") blankMs += next[0] - at;
    }
    return { clickToContentMs: painted - clicked, blankMs };
  } finally {
    await context.close();
  }
}

/** Back to the first page after following a link from it: from history.back() to its h1's paint, with a cold or a warm cache. */
async function backToFirst(browser: Browser, url: string, headings: { from: string; to: string }, warm: boolean) {
  const context = await visitorContext(browser, { hasTouch: false });
  const page = await context.newPage();
  try {
    if (warm) for (const path of [BACK.to, BACK.from]) await page.goto(`${url}${path}`).then(() => settle(page));
    await throttle(await context.newCDPSession(page));
    await page.goto(`${url}${BACK.from}`);
    await settle(page);
    const clicked = await page.evaluate((to) => {
      const at = performance.now();
      document.querySelector<HTMLElement>(`footer a[href="${to}"]`)?.click();
      return at;
    }, BACK.to);
    await h1PaintAfter(page, headings.to, clicked);
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(1000);
    const started = await page.evaluate(() => {
      const at = performance.now();
      history.back();
      return at;
    });
    return (await h1PaintAfter(page, headings.from, started)) - started;
  } finally {
    await context.close();
  }
}

/** The page whose bands are the most work: the home page. */
const LOAD = "/";

/**
 * A first load: the most time one animation frame spent on style, layout and paint, among the
 * frames that start from the largest paint on and before the app's entry is requested (the boot
 * script's part of the start), read from the browser's long-animation-frame entries (frames over
 * 50 ms; 0 if none). The photo's own frame, all paint and decoding, has none of it.
 */
async function bootFrames(browser: Browser, url: string) {
  const context = await visitorContext(browser, { hasTouch: false });
  const page = await context.newPage();
  try {
    await page.addInitScript(() => {
      const record = window as unknown as { benchLoaf: [number, number][]; benchLcp: number };
      record.benchLoaf = [];
      record.benchLcp = 0;
      new PerformanceObserver((list) => {
        for (const frame of list.getEntries() as (PerformanceEntry & { styleAndLayoutStart: number })[]) {
          const rendering = frame.styleAndLayoutStart > 0 ? frame.startTime + frame.duration - frame.styleAndLayoutStart : 0;
          record.benchLoaf.push([frame.startTime, rendering]);
        }
      }).observe({ type: "long-animation-frame", buffered: true });
      new PerformanceObserver((list) => {
        record.benchLcp = list.getEntries().at(-1)?.startTime ?? 0;
      }).observe({ type: "largest-contentful-paint", buffered: true });
    });
    await throttle(await context.newCDPSession(page));
    await page.goto(`${url}${LOAD}`);
    await page.waitForFunction(APP_STARTED, null, { timeout: 30_000 });
    return await page.evaluate(() => {
      const record = window as unknown as { benchLoaf: [number, number][]; benchLcp: number };
      const entry = document.querySelector<HTMLScriptElement>("script[data-entry]")?.dataset.entry ?? "";
      const requested = performance.getEntriesByType("resource").find((resource) => new URL(resource.name).pathname === entry)?.startTime;
      if (requested === undefined) throw new Error(`the app's entry ${entry} was never requested`);
      const frames = record.benchLoaf.filter(([start]) => start >= record.benchLcp && start < requested);
      return Math.max(0, ...frames.map(([, rendering]) => rendering));
    });
  } finally {
    await context.close();
  }
}

const dists = process.argv.slice(2).filter((arg, index, args) => !arg.startsWith("--") && args[index - 1] !== "--runs");
if (dists.length !== 2) throw new Error("npm run bench:ab -- <dist> <dist> [--runs 5]");
const runs = Number(option("--runs") ?? 5);

const servers = await Promise.all(dists.map((dist) => startServer(0, { dist, formsFile: "/dev/null", log: false })));
const browser = await chromium.launch(launchOptions(benchBrowserPath()));
const names = [
  "unloaded tap: click to content",
  "unloaded tap: <main> blank",
  "back to the first page, cold",
  "back to the first page, warm",
  "first load of /: most style and layout in one frame, largest paint to the app's entry",
];
const figures = dists.map(() => names.map(() => [] as number[]));
try {
  const url = servers[0]?.url ?? "";
  const toHeading = await headingOf(url, UNLOADED.to);
  const headings = { from: await headingOf(url, BACK.from), to: await headingOf(url, BACK.to) };
  for (let run = 0; run < runs; run += 1) {
    for (const [index, server] of servers.entries()) {
      const tap = await unloadedTap(browser, server.url, toHeading);
      const cold = await backToFirst(browser, server.url, headings, false);
      const warm = await backToFirst(browser, server.url, headings, true);
      const boot = await bootFrames(browser, server.url);
      for (const [figure, value] of [tap.clickToContentMs, tap.blankMs, cold, warm, boot].entries())
        figures[index]?.[figure]?.push(Math.round(value));
    }
  }
} finally {
  await browser.close();
  for (const server of servers) await server.close();
}
for (const [figure, name] of names.entries()) {
  console.log(name);
  for (const [index, dist] of dists.entries()) {
    const values = figures[index]?.[figure] ?? [];
    console.log(`  ${dist}: median ${median(values)} ms, runs ${values.join(" ")}`);
  }
}
