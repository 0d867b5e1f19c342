// The navigation bench's first visit: a phone that has never loaded the site (a fresh context,
// cold cache), throttled from the start as the warm scenario is (navigation-visitor.ts), with a
// touch screen. The visitor lands on `from`, reads until the network has been idle a while, scrolls
// the link into view and taps it soon after, with no pointer resting on it first. Its figure is
// beside a full load of `to` in another fresh, cold and equally throttled context.
import type { Browser, Page } from "playwright-core";
import { h1PaintAfter, interactionStart, recorded } from "./navigation-page.ts";
import type { Headings, LinkPair } from "./navigation.ts";
import { APP_STARTED, centreOf, firstContentfulPaint, throttle, visibleLink, visitorContext } from "./navigation-visitor.ts";

/** How long the visitor stays on the landing page once its network is idle: reading its first screen. */
const READ_AFTER_IDLE_MS = 5000;
/** A link tapped soon after it scrolls into view: little time for what the viewport or idle prefetch fetch. */
const TAP_AFTER_SCROLL_MS = 300;
/** Event Timing reports an interaction after its next paint: time for its entries to arrive. */
const ENTRIES_ARRIVE_MS = 500;

export interface FirstVisitRun {
  /** From the tap's Event Timing start until the new page's h1 is painted. */
  clickToContentMs: number;
  /** The first contentful paint of loading `to` itself, cold and throttled. */
  fullLoadFcpMs: number;
}

async function coldFullLoad(browser: Browser, url: string): Promise<number> {
  const context = await visitorContext(browser, { hasTouch: true });
  try {
    const page = await context.newPage();
    await throttle(await context.newCDPSession(page));
    await page.goto(url);
    return await firstContentfulPaint(page);
  } finally {
    await context.close();
  }
}

/** What a page records for bench:trace: its long tasks, from its start (the page's clock). */
const LONG_TASKS = `(() => {
  const tasks = [];
  window.benchLongTasks = tasks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: "longtask", buffered: true });
})();`;

/** The scenario up to the painted h1: the page (for more readings) and the tap's time, in the page's clock. */
async function tapAndPaint(page: Page, baseUrl: string, pair: LinkPair, heading: string): Promise<{ tappedAt: number; paintedAt: number }> {
  await throttle(await page.context().newCDPSession(page));
  await page.goto(`${baseUrl}${pair.from}`);
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(READ_AFTER_IDLE_MS);
  // A tap before the app runs is a full load, not the app's navigation: a failure to report.
  if (!(await page.evaluate(APP_STARTED)))
    throw new Error(`${pair.from}: the app had not started ${READ_AFTER_IDLE_MS} ms after network idle`);
  const link = visibleLink(page, pair.to, pair.within);
  await link.scrollIntoViewIfNeeded();
  await page.waitForTimeout(TAP_AFTER_SCROLL_MS);
  const { x, y } = await centreOf(link, `link to ${pair.to}`);
  const before = await page.evaluate(() => performance.now());
  await page.touchscreen.tap(x, y);
  const paintedAt = await h1PaintAfter(page, heading, before);
  await page.waitForTimeout(ENTRIES_ARRIVE_MS);
  const tappedAt = interactionStart(await recorded(page), before);
  if (tappedAt === undefined) throw new Error(`${pair.from}: the tap on the link to ${pair.to} was not recorded`);
  return { tappedAt, paintedAt };
}

async function tapToContent(browser: Browser, baseUrl: string, pair: LinkPair, headings: Headings): Promise<number> {
  const context = await visitorContext(browser, { hasTouch: true });
  try {
    const { tappedAt, paintedAt } = await tapAndPaint(await context.newPage(), baseUrl, pair, headings.get(pair.to) ?? "");
    return paintedAt - tappedAt;
  } finally {
    await context.close();
  }
}

/** A request of the page, its times in ms from the tap. */
export interface TracedRequest {
  path: string;
  start: number;
  end: number;
  /** As transferred (0 when served from the cache). */
  bytes: number;
  protocol: string;
}

export interface TapTimeline {
  clickToContentMs: number;
  /** The requests that ended no earlier than 3 s before the tap, in the order they started. */
  requests: TracedRequest[];
  /** The page's long tasks from the tap on, in ms from the tap. */
  longTasks: { start: number; duration: number }[];
}

/** What bench:trace shows of one first visit: the requests around the tap and the long tasks after it. */
export async function tapTimeline(browser: Browser, baseUrl: string, pair: LinkPair, heading: string): Promise<TapTimeline> {
  const context = await visitorContext(browser, { hasTouch: true });
  try {
    await context.addInitScript({ content: LONG_TASKS });
    const page = await context.newPage();
    const { tappedAt, paintedAt } = await tapAndPaint(page, baseUrl, pair, heading);
    const { resources, longTasks } = await page.evaluate(() => ({
      resources: performance.getEntriesByType("resource").map((entry) => {
        const timing = entry as PerformanceResourceTiming;
        return {
          path: timing.name.replace(location.origin, ""),
          start: timing.startTime,
          end: timing.responseEnd,
          bytes: timing.transferSize,
          protocol: timing.nextHopProtocol,
        };
      }),
      longTasks: (window as unknown as { benchLongTasks: { start: number; duration: number }[] }).benchLongTasks,
    }));
    const fromTap = (ms: number) => Math.round(ms - tappedAt);
    return {
      clickToContentMs: Math.round(paintedAt - tappedAt),
      requests: resources
        .filter((request) => request.end >= tappedAt - 3000)
        .map((request) => ({ ...request, start: fromTap(request.start), end: fromTap(request.end) })),
      longTasks: longTasks
        .filter((task) => task.start + task.duration >= tappedAt)
        .map((task) => ({ start: fromTap(task.start), duration: Math.round(task.duration) })),
    };
  } finally {
    await context.close();
  }
}

/** One run of the first visit: the tap, then the cold full load of its target. */
export async function runFirstVisit(browser: Browser, baseUrl: string, pair: LinkPair, headings: Headings): Promise<FirstVisitRun> {
  const clickToContentMs = await tapToContent(browser, baseUrl, pair, headings);
  const fullLoadFcpMs = await coldFullLoad(browser, `${baseUrl}${pair.to}`);
  return { clickToContentMs, fullLoadFcpMs };
}
