// The navigation bench's pairs and its warm scenario: how long a visitor waits for the next page
// when the app moves between pages, beside a full load of the same page, on a throttled phone
// (navigation-visitor.ts: 150 ms round trip, 1.6 Mbps down, 750 kbps up, CPU slowed 4x) with a
// warm cache: both pages were loaded before. The first visit is navigation-first-visit.ts.
//
// - click-to-content: from the click (its Event Timing start) until the new page's h1 is painted
//   (the first task after the frame that first shows it);
// - full-load FCP: the first contentful paint of loading the target page itself;
// - INP of the click, and of the phone menu's button: the longest Event Timing entry of the
//   interaction (pointer down, pointer up, click), input delay to next paint;
// - back and forward: from history.back() / forward() until the h1 is painted.
import type { Browser, Page } from "playwright-core";
import { h1PaintAfter, interactionDuration, recorded } from "./navigation-page.ts";
import { centreOf, firstContentfulPaint, press, settle, throttle, visibleLink, visitorContext } from "./navigation-visitor.ts";

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

export interface WarmRun {
  clickToContentMs: number;
  fullLoadFcpMs: number;
  clickInpMs: number;
  menuInpMs: number;
  backMs: number;
  forwardMs: number;
}

/** The h1 text of each page, as the build measured shows it. */
export type Headings = ReadonlyMap<string, string>;

/**
 * Clicks the first link to `to` that a visitor sees, the way a visitor does: scrolled to and
 * read a moment, then pointed at, pressed and released, or tapped.
 */
async function clickLink(page: Page, pair: LinkPair): Promise<void> {
  const link = visibleLink(page, pair.to, pair.within);
  await link.scrollIntoViewIfNeeded();
  if (pair.readMs === undefined) await page.waitForLoadState("networkidle");
  await page.waitForTimeout(pair.readMs ?? READ_MS);
  const { x, y } = await centreOf(link, `link to ${pair.to}`);
  if (pair.tap) await page.touchscreen.tap(x, y);
  else await press(page, x, y);
}

async function menuInp(page: Page): Promise<number> {
  const before = await page.evaluate(() => performance.now());
  const { x, y } = await centreOf(page.locator("header button[popovertarget]"), "menu button");
  await press(page, x, y);
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

/** One run of the warm scenario, in a fresh context. */
export async function runWarm(browser: Browser, baseUrl: string, pair: LinkPair, headings: Headings): Promise<WarmRun> {
  const context = await visitorContext(browser, { hasTouch: pair.tap === true });
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
    const fullLoadFcpMs = await firstContentfulPaint(page);
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
