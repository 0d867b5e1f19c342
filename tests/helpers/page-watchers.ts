// What a page in Chromium does, recorded as it does it: what a visitor's console would show, the
// scripts it requests (and the built chunks they are, and what its first load weighs), and its own
// requests that fail.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { Page } from "playwright-core";
import { DIST } from "../../scripts/build/dist.ts";

export interface ConsoleEntry {
  type: string;
  text: string;
}

/** What the not-found page writes to the console: its log of the path, and its document's 404. */
export const NOT_FOUND_CONSOLE: readonly RegExp[] = [/no page at/, /status of 404/];

/** Records console messages and uncaught errors of a page. */
export function watchConsole(page: Page): ConsoleEntry[] {
  const entries: ConsoleEntry[] = [];
  page.on("console", (message) => entries.push({ type: message.type(), text: message.text() }));
  page.on("pageerror", (error) => entries.push({ type: "pageerror", text: error.message }));
  return entries;
}

/** Errors and warnings, but for what a test expects (the not-found page's log of its path). */
export function problems(entries: readonly ConsoleEntry[], expected: readonly RegExp[] = []): ConsoleEntry[] {
  return entries.filter(
    (entry) => ["error", "warning", "pageerror", "assert"].includes(entry.type) && !expected.some((pattern) => pattern.test(entry.text)),
  );
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

/** The paths of the scripts a page requests, as they are requested. */
export function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
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

/** The first-load budget: 100 KB of gzip (docs/performance.md). */
export const FIRST_LOAD_BUDGET_BYTES = 100 * 1024;

/**
 * A page's first load, once it has been idle: the scripts it requested before the app loaded a
 * page ahead (scriptsBeforePrefetch), each weighed as built in `dist` (this project's, or a
 * copy's), gzip at level 9.
 */
export async function firstLoad(page: Page, dist = DIST): Promise<{ scripts: string[]; bytes: number }> {
  const scripts = [...new Set(await scriptsBeforePrefetch(page))];
  return { scripts, bytes: await scriptBytes(scripts, dist) };
}

/** Scripts by their path in `dist`, each counted once, weighed as built: gzip at level 9. */
export async function scriptBytes(scripts: readonly string[], dist = DIST): Promise<number> {
  let bytes = 0;
  for (const script of new Set(scripts)) bytes += gzipSync(await readFile(join(dist, script)), { level: 9 }).length;
  return bytes;
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
