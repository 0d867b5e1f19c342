// The phone and the visitor the navigation bench plays, shared by its scenarios (navigation.ts,
// the warm cache; navigation-first-visit.ts, the first visit): the throttling, the screen, the
// recorder in every page, the wait for a settled app, the link a visitor sees and a hand's click.
import type { Browser, BrowserContext, CDPSession, Locator, Page } from "playwright-core";
import { shownPageScript } from "../../src/navigation/index.ts";
import { RECORDER } from "./navigation-page.ts";

/** Lighthouse's mobile preset, as real throttling (the full loads and the navigations alike). */
export const THROTTLING = {
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuSlowdown: 4,
};

/** Lighthouse's mobile screen. */
export const VIEWPORT = { width: 412, height: 823 };

/** A page that takes longer than this to start its app or paint is a failure, not a figure. */
const WAIT_LIMIT_MS = 30_000;

/** A fresh context (its own cache and connections) whose pages record for the bench. */
export async function visitorContext(browser: Browser, options: { hasTouch: boolean }): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: VIEWPORT, hasTouch: options.hasTouch });
  // The app's own test of the page shown first: the recorder reads it.
  await context.addInitScript({ content: shownPageScript() });
  await context.addInitScript({ content: RECORDER });
  return context;
}

export async function throttle(session: CDPSession): Promise<void> {
  await session.send("Network.enable");
  await session.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: THROTTLING.latencyMs,
    downloadThroughput: THROTTLING.downloadBytesPerSecond,
    uploadThroughput: THROTTLING.uploadBytesPerSecond,
  });
  await session.send("Emulation.setCPUThrottlingRate", { rate: THROTTLING.cpuSlowdown });
}

/** The first contentful paint of the page just loading. */
export async function firstContentfulPaint(page: Page): Promise<number> {
  const fcp = await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? false, null, {
    timeout: WAIT_LIMIT_MS,
  });
  return (await fcp.jsonValue()) as number;
}

/** Whether the app has started on the page (the header says so). */
export const APP_STARTED = () => document.querySelector("header")?.getAttribute("data-js") === "on";

/** Waits until the app has started and the page has been quiet a moment (idle prefetch done). */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(APP_STARTED, null, { timeout: WAIT_LIMIT_MS });
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(500);
}

/** The h1 text a page shows, read from its prerendered HTML. */
export async function headingOf(baseUrl: string, path: string): Promise<string> {
  const html = await (await fetch(`${baseUrl}${path}`)).text();
  const match = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  if (!match?.[1]) throw new Error(`${path} has no h1`);
  return match[1]
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .trim();
}

/** The first link to `to` that a visitor sees, within `within` when given (on a phone, the header's are in its menu). */
export function visibleLink(page: Page, to: string, within?: string): Locator {
  return page
    .locator(`${within ?? ""} a[href="${to}"]`.trim())
    .filter({ visible: true })
    .first();
}

/** The middle of an element on screen. */
export async function centreOf(locator: Locator, name: string): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`no visible ${name}`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** A click as a hand makes it: the pointer arrives, then the button goes down and up. */
export async function press(page: Page, x: number, y: number): Promise<void> {
  await page.mouse.move(x, y);
  await page.waitForTimeout(150);
  await page.mouse.down();
  await page.waitForTimeout(80);
  await page.mouse.up();
}
