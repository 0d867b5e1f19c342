// The benchmark's navigation figures: how long a visitor waits for the next page when the app
// moves between pages, beside a full load of the same page, on a throttled phone (CDP: 150 ms
// round trip, 1.6 Mbps down, 750 kbps up, CPU slowed 4x) with a warm cache.
//
// - click-to-content: from the click (its Event Timing start) until the new page's h1 is painted
//   (the first task after the frame that first shows it);
// - full-load FCP: the first contentful paint of loading the target page itself;
// - INP of the click, and of the phone menu's button: the longest Event Timing entry of the
//   interaction (pointer down, pointer up, click), input delay to next paint;
// - back and forward: from history.back() / forward() until the h1 is painted.
import { chromium } from "playwright-core";
import type { Browser, CDPSession, Page } from "playwright-core";
import { launchOptions } from "../../scripts/browser-launch.ts";
import { shownPageScript } from "../../src/navigation/shown-page.ts";
import { h1PaintAfter, interactionDuration, RECORDER, recorded } from "./navigation-page.ts";

/** Lighthouse's mobile preset, as real throttling (the full load and the navigation alike). */
export const THROTTLING = {
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuSlowdown: 4,
};

/** Lighthouse's mobile screen. */
export const VIEWPORT = { width: 412, height: 823 };

export interface LinkPair {
  from: string;
  to: string;
  /** Where the link is: a selector of the element that holds it (the first visible link by default). */
  within?: string;
  /** A finger's tap on a touch screen, with no pointer resting on the link first; a mouse's click by default. */
  tap?: boolean;
  /** How long the visitor reads after scrolling the link into view, before acting. */
  readMs?: number;
}

/** How long a visitor reads after scrolling a link into view, unless the pair says otherwise. */
const READ_MS = 1000;

/** From static pages, the home page and the contact page, to pages of every kind. */
export const LINK_PAIRS: readonly LinkPair[] = [
  { from: "/services/attic", to: "/services/wall" },
  { from: "/services/wall", to: "/areas/halifax" },
  { from: "/about", to: "/contact" },
  { from: "/", to: "/services/crawl-space" },
  { from: "/areas/bedford", to: "/services/residential" },
  { from: "/contact", to: "/areas/dartmouth" },
  // A link scrolled into view only a moment before the tap: the phone's footer link from a
  // service page to an area page, with little time for the idle prefetch and no hover.
  { from: "/services/soundproofing", to: "/areas/fall-river", within: "footer", tap: true, readMs: 300 },
];

export interface NavigationRun {
  clickToContentMs: number;
  fullLoadFcpMs: number;
  clickInpMs: number;
  menuInpMs: number;
  backMs: number;
  forwardMs: number;
}

export interface NavigationFigures extends NavigationRun {
  from: string;
  to: string;
  /** click-to-content over the full load's FCP. */
  ratio: number;
}

async function throttle(session: CDPSession): Promise<void> {
  await session.send("Network.enable");
  await session.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: THROTTLING.latencyMs,
    downloadThroughput: THROTTLING.downloadBytesPerSecond,
    uploadThroughput: THROTTLING.uploadBytesPerSecond,
  });
  await session.send("Emulation.setCPUThrottlingRate", { rate: THROTTLING.cpuSlowdown });
}

/** Waits until the app has started and the page has been quiet a moment (idle prefetch done). */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector("header")?.getAttribute("data-js") === "on", null, { timeout: 30_000 });
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(500);
}

/** The h1 text the target page shows, read from its prerendered HTML. */
async function headingOf(baseUrl: string, path: string): Promise<string> {
  const html = await (await fetch(`${baseUrl}${path}`)).text();
  const match = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  if (!match?.[1]) throw new Error(`${path} has no h1`);
  return match[1]
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .trim();
}

/**
 * Clicks the first link to `to` that a visitor sees (on a phone, the header's are in its menu),
 * the way a visitor does: scrolled to and read a moment, then pointed at, pressed and released,
 * or tapped.
 */
async function clickLink(page: Page, pair: LinkPair): Promise<void> {
  const link = page
    .locator(`${pair.within ?? ""} a[href="${pair.to}"]`.trim())
    .filter({ visible: true })
    .first();
  await link.scrollIntoViewIfNeeded();
  if (pair.readMs === undefined) await page.waitForLoadState("networkidle");
  await page.waitForTimeout(pair.readMs ?? READ_MS);
  const box = await link.boundingBox();
  if (!box) throw new Error(`no visible link to ${pair.to}`);
  if (pair.tap) await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  else await press(page, box.x + box.width / 2, box.y + box.height / 2);
}

/** A click as a hand makes it: the pointer arrives, then the button goes down and up. */
async function press(page: Page, x: number, y: number): Promise<void> {
  await page.mouse.move(x, y);
  await page.waitForTimeout(150);
  await page.mouse.down();
  await page.waitForTimeout(80);
  await page.mouse.up();
}

async function menuInp(page: Page): Promise<number> {
  const before = await page.evaluate(() => performance.now());
  const box = await page.locator("header button[popovertarget]").boundingBox();
  if (!box) throw new Error("no menu button on screen");
  await press(page, box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForTimeout(300);
  const result = interactionDuration((await recorded(page)).events, before);
  await page.keyboard.press("Escape");
  return result;
}

async function timeHistory(page: Page, direction: "back" | "forward", heading: string): Promise<number> {
  const started = await page.evaluate((direction) => {
    const now = performance.now();
    if (direction === "back") history.back();
    else history.forward();
    return now;
  }, direction);
  return (await h1PaintAfter(page, heading, started)) - started;
}

async function runPair(browser: Browser, baseUrl: string, pair: LinkPair, headings: Map<string, string>): Promise<NavigationRun> {
  const context = await browser.newContext({ viewport: VIEWPORT, hasTouch: pair.tap === true });
  await context.addInitScript({ content: shownPageScript() });
  await context.addInitScript({ content: RECORDER });
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  try {
    // Warm the cache: both pages and everything they load, unthrottled.
    for (const path of [pair.to, pair.from]) {
      await page.goto(`${baseUrl}${path}`);
      await settle(page);
    }
    await throttle(session);
    // The full load of the target, from the warm cache.
    await page.goto(`${baseUrl}${pair.to}`);
    const fcp = await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? false, null, {
      timeout: 30_000,
    });
    const fullLoadFcpMs = (await fcp.jsonValue()) as number;
    await settle(page);
    // The app on the source page, then the click.
    await page.goto(`${baseUrl}${pair.from}`);
    await settle(page);
    const menuInpMs = await menuInp(page);
    await page.waitForTimeout(300);
    const before = await page.evaluate(() => performance.now());
    await clickLink(page, pair);
    const painted = await h1PaintAfter(page, headings.get(pair.to) ?? "", before);
    await page.waitForTimeout(500);
    const { events, clicks } = await recorded(page);
    const clickedAt = clicks.find((time) => time >= before);
    if (clickedAt === undefined) throw new Error(`${pair.from}: the click on the link to ${pair.to} was not recorded`);
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(1000);
    const backMs = await timeHistory(page, "back", headings.get(pair.from) ?? "");
    await page.waitForTimeout(1000);
    const forwardMs = await timeHistory(page, "forward", headings.get(pair.to) ?? "");
    return {
      clickToContentMs: painted - clickedAt,
      fullLoadFcpMs,
      clickInpMs: interactionDuration(events, before),
      menuInpMs,
      backMs,
      forwardMs,
    };
  } finally {
    await context.close();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Each pair measured `runs` times in a fresh context; the median of each figure. */
export async function measureNavigation(
  baseUrl: string,
  options: {
    executablePath: string;
    /** More browser flags (the photo host's address). */
    args?: string[];
    runs: number;
    pairs?: readonly LinkPair[];
    onPair?: (figures: NavigationFigures) => void;
  },
): Promise<NavigationFigures[]> {
  const pairs = options.pairs ?? LINK_PAIRS;
  const launch = launchOptions(options.executablePath);
  const browser = await chromium.launch({ ...launch, args: [...(launch.args ?? []), ...(options.args ?? [])] });
  const headings = new Map<string, string>();
  for (const path of new Set(pairs.flatMap((pair) => [pair.from, pair.to]))) headings.set(path, await headingOf(baseUrl, path));
  const results: NavigationFigures[] = [];
  try {
    for (const pair of pairs) {
      const runs: NavigationRun[] = [];
      for (let run = 0; run < options.runs; run += 1) runs.push(await runPair(browser, baseUrl, pair, headings));
      const of = (key: keyof NavigationRun) => Math.round(median(runs.map((run) => run[key])));
      const figures: NavigationFigures = {
        ...pair,
        clickToContentMs: of("clickToContentMs"),
        fullLoadFcpMs: of("fullLoadFcpMs"),
        clickInpMs: of("clickInpMs"),
        menuInpMs: of("menuInpMs"),
        backMs: of("backMs"),
        forwardMs: of("forwardMs"),
        ratio: 0,
      };
      figures.ratio = Math.round((figures.clickToContentMs / figures.fullLoadFcpMs) * 100) / 100;
      options.onPair?.(figures);
      results.push(figures);
    }
  } finally {
    await browser.close();
  }
  return results;
}
