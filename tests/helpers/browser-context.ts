// Debian's Chromium through playwright-core, and its contexts with the page's outside hosts
// answered locally (tests run offline): the stock hero photo gets a local picture, the map frame
// a blank page. Each context collects the CSP violations of every page and frame it loads.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { chromium } from "playwright-core";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { HERO_IMAGE_ORIGIN } from "../../src/content/hero-image.ts";
import { MAP_ORIGIN } from "../../src/content/map.ts";
import { DIST } from "../../scripts/build/dist.ts";
import { launchOptions } from "../../scripts/browser-launch.ts";
import { trackRequests } from "./page-waits.ts";

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

/** Forgets a context's CSP violations so far: a page kept for the next test starts with none. */
export function clearCspViolations(context: BrowserContext): void {
  violationsByContext.get(context)?.splice(0);
}

/** The CSP violations of the document a page shows now, as newContext's init script records them. */
export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);
}
