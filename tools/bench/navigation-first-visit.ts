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

/**
 * The scenario up to the painted h1: the page (for more readings) and the tap's time, in the page's
 * clock. `read` replaces the visitor's read on the landing page once its network is idle (the
 * coverage of a tap waits for a readable build's larger app, then reads 3 s: tap-coverage.ts).
 */
export async function tapAndPaint(
  page: Page,
  baseUrl: string,
  pair: LinkPair,
  heading: string,
  hooks: { read?: (page: Page) => Promise<void>; beforeScroll?: () => Promise<void>; beforeTap?: () => Promise<void> } = {},
): Promise<{ tappedAt: number; paintedAt: number; before: number }> {
  await throttle(await page.context().newCDPSession(page));
  await page.goto(`${baseUrl}${pair.from}`);
  await page.waitForLoadState("networkidle");
  await (hooks.read?.(page) ?? page.waitForTimeout(READ_AFTER_IDLE_MS));
  // A tap before the app runs is a full load, not the app's navigation: a failure to report.
  if (!(await page.evaluate(APP_STARTED))) throw new Error(`${pair.from}: the app had not started when the visitor was done reading`);
  const link = visibleLink(page, pair.to, pair.within);
  await hooks.beforeScroll?.();
  await link.scrollIntoViewIfNeeded();
  await page.waitForTimeout(TAP_AFTER_SCROLL_MS);
  const { x, y } = await centreOf(link, `link to ${pair.to}`);
  await hooks.beforeTap?.();
  const before = await page.evaluate(() => performance.now());
  await page.touchscreen.tap(x, y);
  const paintedAt = await h1PaintAfter(page, heading, before);
  await page.waitForTimeout(ENTRIES_ARRIVE_MS);
  const tappedAt = interactionStart(await recorded(page), before);
  if (tappedAt === undefined) throw new Error(`${pair.from}: the tap on the link to ${pair.to} was not recorded`);
  return { tappedAt, paintedAt, before };
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

/** A function's share of the main thread from just before the tap until the h1's paint. */
export interface ProfiledFunction {
  /** Its name and where it is (file:line), or what V8 calls the browser's own work: "(program)". */
  name: string;
  /** Sampled time in it or in what it called, in ms at the throttled CPU. */
  inclusiveMs: number;
  /** Sampled time in its own code. */
  selfMs: number;
}

export interface TapTimeline {
  clickToContentMs: number;
  /** With `profile`: the functions that took the most time, most first. */
  profile?: ProfiledFunction[];
  /** The requests that ended no earlier than 3 s before the tap, in the order they started. */
  requests: TracedRequest[];
  /** The page's long tasks from the tap on, in ms from the tap. */
  longTasks: { start: number; duration: number }[];
}

/** V8's CPU profile, as CDP's Profiler.stop returns it (the fields read here). */
interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  samples?: number[];
  timeDeltas?: number[];
}

/** The function bench:trace runs in the page just before the tap, so that its profile shows where the tap begins. */
const TAP_MARK = "benchTapMark";

/**
 * Inclusive and self time of each function from the tap's mark (TAP_MARK's first sample) for
 * `windowMs`, the most first.
 */
function functionTimes(profile: CpuProfile, windowMs: number, count: number): ProfiledFunction[] {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const nameOf = (id: number) => {
    const { functionName, url, lineNumber } = nodes.get(id)?.callFrame ?? { functionName: "", url: "", lineNumber: 0 };
    return url ? `${functionName || "(anonymous)"} ${url.replace(/^.*\//, "")}:${lineNumber + 1}` : functionName;
  };
  const stackOf = (sample: number) => {
    const names = new Set<string>();
    for (let id: number | undefined = sample; id !== undefined; id = parents.get(id)) names.add(nameOf(id));
    return names;
  };
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  const inclusive = new Map<string, number>();
  const self = new Map<string, number>();
  let at = 0;
  let tapAt: number | undefined;
  for (const [index, sample] of samples.entries()) {
    at += (deltas[index] ?? 0) / 1000;
    const stack = stackOf(sample);
    if (tapAt === undefined && stack.has(TAP_MARK)) tapAt = at;
    if (tapAt === undefined) continue;
    if (at > tapAt + windowMs) break;
    // The time until the next sample; a function counted once per sample, however deep it recurses.
    const ms = (deltas[index + 1] ?? 0) / 1000;
    self.set(nameOf(sample), (self.get(nameOf(sample)) ?? 0) + ms);
    for (const name of stack) inclusive.set(name, (inclusive.get(name) ?? 0) + ms);
  }
  if (tapAt === undefined) throw new Error(`the profile has no sample of ${TAP_MARK}, the tap's mark`);
  return [...inclusive]
    .filter(([name]) => name !== "(root)" && name !== "(idle)" && name !== TAP_MARK)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => ({ name, inclusiveMs: Math.round(ms * 10) / 10, selfMs: Math.round((self.get(name) ?? 0) * 10) / 10 }));
}

/** How many functions a profile lists. */
const PROFILED_FUNCTIONS = 40;

/**
 * What bench:trace shows of one first visit: the requests around the tap and the long tasks after
 * it, and with `profile`, where the main thread's time went from just before the tap until the
 * h1's paint (V8's sampling profiler, every 0.1 ms; names are readable in a build made with
 * BUILD_READABLE=1).
 */
export async function tapTimeline(
  browser: Browser,
  baseUrl: string,
  pair: LinkPair,
  heading: string,
  profile = false,
): Promise<TapTimeline> {
  const context = await visitorContext(browser, { hasTouch: true });
  try {
    await context.addInitScript({ content: LONG_TASKS });
    const page = await context.newPage();
    const profiler = profile ? await context.newCDPSession(page) : undefined;
    const { tappedAt, paintedAt, before } = await tapAndPaint(page, baseUrl, pair, heading, {
      // Started before the scroll: the profiler takes a few hundred ms to start, which the visitor's
      // 300 ms between the scroll and the tap must not wait for.
      beforeScroll: async () => {
        if (!profiler) return;
        await profiler.send("Profiler.enable");
        await profiler.send("Profiler.setSamplingInterval", { interval: 100 });
        await profiler.send("Profiler.start");
      },
      // A millisecond in a function of that name marks the tap in the profile.
      beforeTap: async () => {
        if (profiler)
          await page.evaluate(`(function ${TAP_MARK}() { const start = performance.now(); while (performance.now() - start < 1); })()`);
      },
    });
    const profiled = profiler ? ((await profiler.send("Profiler.stop")).profile as CpuProfile) : undefined;
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
      profile: profiled && functionTimes(profiled, paintedAt - before, PROFILED_FUNCTIONS),
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
