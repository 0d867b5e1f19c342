// Waiting on a page in Chromium for a state, never for a fixed pause: hydrated, idle (its idle
// callbacks run and the requests they made answered, counted page by page), or settled (what the
// page did before the call has reached the test).
import type { Page, Request } from "playwright-core";
import { HERO_IMAGE_ORIGIN } from "../../src/content/hero-image.ts";
import { MAP_ORIGIN } from "../../src/content/map.ts";

/** How long a test waits for a state it expects: generous, for a shared 2-core machine running other suites. */
export const BUSY_MACHINE_MS = 15_000;

/** How many idle periods in a row must start no request: the app's stages each take one. */
const IDLE_QUIET_ROUNDS = 2;

/**
 * Resolves once React has hydrated (the header switches from its no-JavaScript mode). Polled on a
 * timer, not in animation frames (Playwright's default): a page that holds its frames, as a tab
 * opened in the background does, must not hold the wait too.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector("header")?.getAttribute("data-js") === "on", null, { polling: 25 });
}

/**
 * The app has loaded what it loads ahead: the page's idle callbacks have run and every request
 * they made has been answered, twice in a row with no new request in between (the app's work
 * after idle comes in stages: the prefetcher's module, then the links it sees, each in an idle
 * period of its own). Polled, with no fixed pause standing in for "nothing more happens".
 */
export async function waitForIdle(page: Page): Promise<void> {
  const count = trackRequests(page);
  const deadline = Date.now() + BUSY_MACHINE_MS;
  const late = (what: string) => {
    if (Date.now() > deadline) throw new Error(`the page was not idle within ${BUSY_MACHINE_MS} ms: ${what}`);
  };
  for (let quiet = 0; quiet < IDLE_QUIET_ROUNDS; ) {
    const before = count.started;
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 0), { timeout: 3000 })));
    while (count.open.size > 0) {
      late(`${count.open.size} requests still open: ${[...count.open].map((request) => request.url()).join(", ")}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    quiet = count.started === before ? quiet + 1 : 0;
    late("requests kept starting");
  }
}

/** The site's own requests a page has made, and those not yet answered: what waitForIdle waits on. */
interface RequestCount {
  started: number;
  open: Set<Request>;
}
const requestCounts = new WeakMap<Page, RequestCount>();

/**
 * Counts a page's requests to the site's own origin (the outside hosts are answered by routes,
 * some of which stall on purpose). Every page of a context made by newContext (browser-context.ts)
 * is counted from its start; a page from elsewhere from the first wait on it.
 */
export function trackRequests(page: Page): RequestCount {
  const known = requestCounts.get(page);
  if (known) return known;
  const count: RequestCount = { started: 0, open: new Set() };
  const outside = [HERO_IMAGE_ORIGIN, MAP_ORIGIN];
  page.on("request", (request) => {
    if (outside.includes(new URL(request.url()).origin)) return;
    count.started += 1;
    count.open.add(request);
  });
  const done = (request: Request) => count.open.delete(request);
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  requestCounts.set(page, count);
  return count;
}

/**
 * Resolves once what the page did before this call has reached the test: the page draws two
 * more frames, then fetches a marker of its own site that the test answers itself. The browser
 * announces a page's requests in the order the page makes them, so a request made before the
 * marker (a form sent, a page loaded again) has been seen by then. "Nothing was sent" is read
 * after this, not after a pause.
 */
export async function pageSettled(page: Page): Promise<void> {
  settledMarks += 1;
  const marker = `/__settled-${settledMarks}`;
  let seen = () => {};
  const reached = new Promise<void>((resolve) => {
    seen = resolve;
  });
  const pattern = `**${marker}`;
  await page.route(pattern, (route) => {
    seen();
    return route.fulfill({ status: 204 });
  });
  await page.evaluate(
    (url) =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))).then(() => fetch(url).then(() => undefined)),
    marker,
  );
  await reached;
  await page.unroute(pattern);
}
let settledMarks = 0;
