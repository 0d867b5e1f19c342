// Debian's Chromium through playwright-core, with the page's outside hosts answered locally
// (tests run offline): the stock hero photo gets a local picture, the map frame a blank page.
// Collects what a visitor's console would show.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { chromium } from "playwright-core";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { HERO_IMAGE_ORIGIN } from "../../src/content/hero-image.ts";
import { MAP_ORIGIN } from "../../src/content/map.ts";
import { DIST } from "../../scripts/build/dist.ts";
import { launchOptions } from "../../scripts/bench/browser.ts";

export interface ConsoleEntry {
  type: string;
  text: string;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch(launchOptions());
}

export async function newContext(browser: Browser, options: { width?: number; javaScriptEnabled?: boolean } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: 900 },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  const photo = await readFile(join(DIST, "og-image.png"));
  await context.route(`${HERO_IMAGE_ORIGIN}/**`, (route) => route.fulfill({ status: 200, contentType: "image/png", body: photo }));
  await context.route(`${MAP_ORIGIN}/**`, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Map</title><p>Map of Halifax</p>" }),
  );
  // Content-Security-Policy violations, as the page itself sees them.
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return context;
}

/** Client-side navigation the way the router sees a link: push the path and tell the router. */
export async function routerGo(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, "", target);
    window.dispatchEvent(new PopStateEvent("popstate", { state: {} }));
  }, path);
}

/** Resolves once React has hydrated (the header switches from its no-JavaScript mode). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector("header")?.getAttribute("data-js") === "on");
}

export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);
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

/** Errors and warnings, but for what a test expects (the not-found page's log of its path). */
export function problems(entries: readonly ConsoleEntry[], expected: RegExp[] = []): ConsoleEntry[] {
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
