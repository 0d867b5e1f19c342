// Debian's Chromium through playwright-core, with the page's outside hosts answered locally
// (tests run offline): the stock hero photo gets a local picture, the map frame a blank page.
// Collects what a visitor's console would show.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { chromium } from "playwright-core";
import type { Browser, BrowserContext, Locator, Page, Request } from "playwright-core";
import { expectedField } from "../expected/contact-form.ts";
import { HERO_IMAGE_ORIGIN } from "../../src/content/hero-image.ts";
import { MAP_ORIGIN } from "../../src/content/map.ts";
import { DIST } from "../../scripts/build/dist.ts";
import { launchOptions } from "../../scripts/browser-launch.ts";
import { SEND_MESSAGE, SUCCESS_TOAST } from "./spec-words.ts";

export interface ConsoleEntry {
  type: string;
  text: string;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch(launchOptions());
}

export interface ContextOptions {
  /** The viewport's width in CSS pixels (its height is 900): 390 for a phone, 1280 by default. */
  width?: number;
  javaScriptEnabled?: boolean;
  /** A touch screen: touch events reach the page, as on a phone. */
  hasTouch?: boolean;
  /** Scripts run in every document before the page's own, in order. */
  initScripts?: readonly string[];
}

/** Each context's CSP violations, kept on the test's side so that a page load does not lose them. */
const violationsByContext = new WeakMap<BrowserContext, string[]>();

export async function newContext(browser: Browser, options: ContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: 900 },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    hasTouch: options.hasTouch ?? false,
  });
  const photo = await readFile(join(DIST, "og-image.png"));
  await context.route(`${HERO_IMAGE_ORIGIN}/**`, (route) => route.fulfill({ status: 200, contentType: "image/png", body: photo }));
  await context.route(`${MAP_ORIGIN}/**`, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Map</title><p>Map of Halifax</p>" }),
  );
  // Content-Security-Policy violations, as the page itself sees them: on the window for the page
  // loaded now, and reported to the test for every page and frame the context loads.
  const violations: string[] = [];
  violationsByContext.set(context, violations);
  await context.exposeBinding("reportCspViolation", (_source, violation: string) => {
    violations.push(violation);
  });
  await context.addInitScript(() => {
    const seen: string[] = [];
    const page = window as unknown as { cspViolations: string[]; reportCspViolation?: (violation: string) => void };
    page.cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      const violation = `${event.violatedDirective} ${event.blockedURI}`;
      seen.push(violation);
      page.reportCspViolation?.(violation);
    });
  });
  for (const script of options.initScripts ?? []) await context.addInitScript({ content: script });
  context.on("page", (page) => void trackRequests(page));
  return context;
}

/** Every CSP violation in a context made by newContext, on any page or frame it has loaded. */
export function contextCspViolations(context: BrowserContext): readonly string[] {
  return violationsByContext.get(context) ?? [];
}

/**
 * Follows a link to `path` as a visitor does: a link such as older content or another site's page
 * may hold (a legacy path, a page that does not exist), laid over the page and clicked with the
 * mouse. The app follows it through its one click listener, as any link of the site.
 */
export async function clickLinkTo(page: Page, path: string): Promise<void> {
  const name = `A link to ${path}`;
  await page.evaluate(
    ([href, text]) => {
      document.querySelector("[data-test-link]")?.remove();
      const link = Object.assign(document.createElement("a"), { href, textContent: text });
      link.setAttribute("data-test-link", "");
      link.style.cssText = "position: fixed; bottom: 0; left: 0; z-index: 2147483647; background: white; padding: 1rem";
      document.body.append(link);
    },
    [path, name],
  );
  await page.getByRole("link", { name, exact: true }).click();
}

/** Resolves once React has hydrated (the header switches from its no-JavaScript mode). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector("header")?.getAttribute("data-js") === "on");
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

/** How many idle periods in a row must start no request: the app's stages each take one. */
const IDLE_QUIET_ROUNDS = 2;

/** The site's own requests a page has made, and those not yet answered: what waitForIdle waits on. */
interface RequestCount {
  started: number;
  open: Set<Request>;
}
const requestCounts = new WeakMap<Page, RequestCount>();

/**
 * Counts a page's requests to the site's own origin (the outside hosts are answered by routes,
 * some of which stall on purpose). Every page of a context made by newContext is counted from
 * its start; a page from elsewhere from the first wait on it.
 */
function trackRequests(page: Page): RequestCount {
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

export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);
}

/** The paths of the scripts a page requests, as they are requested. */
export function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** A built chunk's name without its folder and hash: "/assets/attic-B2x9_k1Q.js" is "attic". */
export function chunkName(path: string): string {
  return path.replace(/^.*\/assets\//, "").replace(/-[\w-]{8}\.js$/, "");
}

/**
 * The chunk that holds a page's own code and copy: the pages of one kind share theirs
 * (vite.config.ts's groups), the others each have their page module's.
 */
export function pageChunk(path: string): string {
  if (path.startsWith("/services/")) return "service-page";
  if (path.startsWith("/areas/")) return "area-page";
  return `${path === "/" ? "home" : path.slice(1)}-page`;
}

/** Requests to the site's own server that failed or answered with an error status. */
export function watchOwnRequests(page: Page, origin: string): string[] {
  const failures: string[] = [];
  page.on("requestfailed", (request) => {
    if (request.url().startsWith(origin)) failures.push(`${request.url()} ${request.failure()?.errorText}`);
  });
  page.on("response", (response) => {
    if (response.url().startsWith(origin) && response.status() >= 400 && response.request().resourceType() !== "document") {
      failures.push(`${response.url()} ${response.status()}`);
    }
  });
  return failures;
}

/** Records console messages and uncaught errors of a page. */
export function watchConsole(page: Page): ConsoleEntry[] {
  const entries: ConsoleEntry[] = [];
  page.on("console", (message) => entries.push({ type: message.type(), text: message.text() }));
  page.on("pageerror", (error) => entries.push({ type: "pageerror", text: error.message }));
  return entries;
}

/** What the not-found page writes to the console: its log of the path, and its document's 404. */
export const NOT_FOUND_CONSOLE: readonly RegExp[] = [/no page at/, /status of 404/];

/** Errors and warnings, but for what a test expects (the not-found page's log of its path). */
export function problems(entries: readonly ConsoleEntry[], expected: readonly RegExp[] = []): ConsoleEntry[] {
  return entries.filter(
    (entry) => ["error", "warning", "pageerror", "assert"].includes(entry.type) && !expected.some((pattern) => pattern.test(entry.text)),
  );
}

/**
 * The scripts the page requested before the app first loaded a page ahead of the visitor (its
 * "app:prefetch" mark): what the page needs for its first load. All of them when it has not.
 */
export function scriptsBeforePrefetch(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const mark = performance.getEntriesByName("app:prefetch")[0]?.startTime ?? Number.POSITIVE_INFINITY;
    return performance
      .getEntriesByType("resource")
      .filter((entry) => entry.startTime < mark && new URL(entry.name).pathname.endsWith(".js"))
      .map((entry) => new URL(entry.name).pathname);
  });
}

/**
 * What a translator does before the app starts: one word of the header's menu and one of the
 * footer rewritten in place. A string, since the test runner's compiler decorates functions with
 * helpers that do not exist in the page.
 */
export const REWRITE_TEXT_BEFORE_APP = `document.addEventListener("DOMContentLoaded", () => {
  // The site's page only: init scripts run in every frame, the map's included.
  if (window !== window.top) return;
  const rewrite = (root, word, replacement) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.nodeValue.includes(word)) {
        node.nodeValue = node.nodeValue.replace(word, replacement);
        return;
      }
    }
    throw new Error("no text to rewrite: " + word);
  };
  rewrite(document.querySelector("header nav"), "About Us", "À propos");
  rewrite(document.querySelector("footer"), "All rights reserved", "Tous droits réservés");
});`;

/** Fills a contact form as a visitor does and sends it; done when the success message shows. */
export async function sendContactForm(page: Page, form: Locator): Promise<void> {
  await form.getByLabel(expectedField("name").label).fill("Avery Visitor");
  await form.getByLabel(expectedField("email").label).fill("avery@example.com");
  await form.getByLabel(expectedField("phone").label).fill("902-555-0142");
  await form.getByLabel(expectedField("message").label).fill("A quote for the attic, please.");
  await form.getByRole("button", { name: SEND_MESSAGE, exact: true }).click();
  await page.getByText(SUCCESS_TOAST, { exact: true }).first().waitFor();
}

/** How long a test waits for a state it expects: generous, for a shared 2-core machine running other suites. */
export const BUSY_MACHINE_MS = 15_000;

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
