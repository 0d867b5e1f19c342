// Debian's Chromium through playwright-core, with the page's outside hosts answered locally
// (tests run offline): the stock hero photo gets a local picture, the map frame a blank page.
// Collects what a visitor's console would show.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { chromium } from "playwright-core";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { HERO_IMAGE_ORIGIN } from "../../src/content/hero-image.ts";
import { MAP_ORIGIN } from "../../src/content/map.ts";
import { DIST } from "../../scripts/lib/dist.ts";
import { launchOptions } from "../../scripts/lib/browser.ts";

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
  return context;
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
