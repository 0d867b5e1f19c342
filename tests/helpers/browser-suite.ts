// A browser suite in a line: the site's own server and Chromium started before the suite and
// closed after it; pages opened with their console, uncaught errors and CSP violations watched;
// after each test, no console error or warning but the ones the test expects, and no CSP
// violation on any page it opened. The pieces (launchBrowser, newContext and contextCspViolations
// in browser-context.ts, watchConsole and problems in page-watchers.ts) stay usable one by one for
// what a suite does apart.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { startSiteServer } from "../../scripts/server/site-process.ts";
import type { SiteServer } from "../../scripts/server/site-process.ts";
import { clearCspViolations, contextCspViolations, launchBrowser, newContext } from "./browser-context.ts";
import { waitForHydration } from "./page-waits.ts";
import { problems, watchConsole } from "./page-watchers.ts";
import type { ContextOptions } from "./browser-context.ts";
import type { ConsoleEntry } from "./page-watchers.ts";

export interface PageOptions extends ContextOptions {
  /**
   * The suite's kept page for these options instead of a fresh one: one tab, open across the
   * suite's tests, in which each load is a new document (no script state carries over) with the
   * HTTP cache off (the context's routes), but the tab's session storage and the context's cookies
   * do. It spares a new browser process and a new context for each page: for tests that read a
   * loaded page (its accessibility, its words, its layout, its requests), not for those of what a
   * tab keeps. Each test ends with the page left for about:blank, so that the last page's late
   * requests end there, not in the next test's load.
   * Checked after each test as any page; closed after the suite, or after a test that failed.
   */
  kept?: boolean;
}

export interface OpenOptions extends PageOptions {
  /** When the page counts as loaded; "networkidle" by default, as a visitor who waits. */
  waitUntil?: "commit" | "domcontentloaded" | "load" | "networkidle";
  /** Runs on the new page before it loads the path: to watch its requests from the first. */
  beforeLoad?: (page: Page) => void;
}

/** One page a test opened: its own context, and what its console showed. */
export interface Visit {
  context: BrowserContext;
  page: Page;
  entries: ConsoleEntry[];
  /** A kept page's options (PageOptions.kept), by which the suite finds it again. */
  keptAs?: string;
}

export interface BrowserSuite {
  /** Declares a test, checked after it for console problems and CSP violations. */
  (name: string, test: () => Promise<void> | void): void;
  before: { (hook: () => Promise<void> | void): void; each(hook: () => Promise<void> | void): void };
  after: { (hook: () => Promise<void> | void): void; each(hook: () => Promise<void> | void): void };
  run(): void;
  /** The site's server and the browser, once the suite has started. */
  readonly server: SiteServer;
  readonly browser: Browser;
  /** The page the test opened last, its context, and its console so far. */
  readonly page: Page;
  readonly context: BrowserContext;
  readonly entries: ConsoleEntry[];
  /** A fresh context and page, watched, closed after the test; the page has loaded nothing yet. */
  newPage(options?: PageOptions): Promise<Page>;
  /** A fresh page at a path of the site, hydrated when JavaScript is on. */
  open(path: string, options?: OpenOptions): Promise<Page>;
  /** Console lines this test expects (an error it provokes, say), spared by the check after it. */
  expectConsole(...patterns: RegExp[]): void;
  /** CSP violations this test provokes (directive and blocked URI), spared likewise. */
  expectCspViolations(...patterns: RegExp[]): void;
}

/**
 * npm start's server over dist/, shared by the browser suites of this process that only load its
 * pages (tests/run.ts runs a share of them in one process): started by the first, stopped by the
 * last to end. A server's start (Node, tsx's loader, the server's modules) cost about 0.9 s of
 * processor time, most of what a suite costs beside its pages.
 */
let shared: { server?: Promise<SiteServer>; users: number } | undefined;

/**
 * Counts a suite in as a user of the shared server as the suite is declared (a process declares
 * its suites before it runs any); the server starts when the first asks for it.
 */
function joinSharedServer(): { server: () => Promise<SiteServer>; release: () => Promise<void> } {
  shared ??= { users: 0 };
  const held = shared;
  held.users += 1;
  return {
    server: () => (held.server ??= startSiteServer()),
    release: async () => {
      held.users -= 1;
      if (held.users > 0) return;
      if (shared === held) shared = undefined;
      await (await held.server)?.stop();
    },
  };
}

/**
 * A uvu suite whose tests each start with no page open. `expectedConsole` names console lines
 * every test of the suite may show (the not-found page's, say).
 */
export function browserSuite(
  name: string,
  options: {
    expectedConsole?: readonly RegExp[];
    /**
     * npm start's server over dist/ shared with the process's other suites (the default); one of
     * the suite's own, for a suite that reads what the server stored; or npm run dev's.
     */
    server?: "shared" | "own" | "dev";
  } = {},
): BrowserSuite {
  const tests = suite(name);
  let server: SiteServer | undefined;
  let browser: Browser | undefined;
  let visits: Visit[] = [];
  /** The kept pages (PageOptions.kept), by their options. */
  const kept = new Map<string, Visit>();
  let expected: RegExp[] = [];
  let expectedViolations: RegExp[] = [];
  // Whether the test's own body ran to its end: uvu runs the after-each hooks again when a test
  // fails, and a second error there would end the whole run.
  let completed = false;

  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is used before the suite has started`);
    return value;
  };
  const last = (): Visit => {
    const visit = visits.at(-1);
    if (!visit) throw new Error("no page is open in this test: call open() or newPage() first");
    return visit;
  };

  const sharing = (options.server ?? "shared") === "shared" ? joinSharedServer() : undefined;
  tests.before(async () => {
    server = await (sharing?.server() ?? startSiteServer({ command: options.server === "dev" ? "dev" : "serve" }));
    browser = await launchBrowser();
  });
  tests.after(async () => {
    await Promise.all([...kept.values()].map((visit) => visit.context.close()));
    await browser?.close();
    await (sharing ? sharing.release() : server?.stop());
  });
  tests.before.each(() => {
    visits = [];
    expected = [];
    expectedViolations = [];
    completed = false;
  });
  tests.after.each(async () => {
    const opened = visits;
    visits = [];
    const allowed = [...(options.expectedConsole ?? []), ...expected];
    const found = opened.flatMap((visit) => [
      ...problems(visit.entries, allowed).map((entry) => `console ${entry.type}: ${entry.text}`),
      ...contextCspViolations(visit.context)
        .filter((violation) => !expectedViolations.some((pattern) => pattern.test(violation)))
        .map((violation) => `CSP violation: ${violation}`),
    ]);
    // After a failed test a kept page is closed too, so that what the test left on it (a dialog, a
    // route) cannot reach the next. Otherwise it leaves its document for about:blank, so that what
    // it still had in flight ends now, not in the next test's load, and starts with nothing recorded.
    const closing = opened.filter((visit) => visit.keptAs === undefined || !completed);
    const keeping = opened.filter((visit) => visit.keptAs !== undefined && completed);
    for (const visit of closing) if (visit.keptAs !== undefined) kept.delete(visit.keptAs);
    await Promise.all([...closing.map((visit) => visit.context.close()), ...keeping.map((visit) => visit.page.goto("about:blank"))]);
    for (const visit of keeping) {
      visit.entries.length = 0;
      clearCspViolations(visit.context);
    }
    if (!completed) {
      // The test failed on its own; what the console showed helps to read why.
      if (found.length) console.error(`Console of the failed test:\n${found.join("\n")}`);
      return;
    }
    completed = false;
    assert.equal(found, [], "no console error or warning, and no CSP violation");
  });

  const newPage = async ({ kept: keep, ...contextOptions }: PageOptions = {}): Promise<Page> => {
    const key = JSON.stringify(contextOptions);
    const reused = keep ? kept.get(key) : undefined;
    if (reused && !reused.page.isClosed()) {
      if (!visits.includes(reused)) visits.push(reused);
      return reused.page;
    }
    const context = await newContext(started(browser, "the browser"), contextOptions);
    const page = await context.newPage();
    const visit: Visit = { context, page, entries: watchConsole(page), keptAs: keep ? key : undefined };
    if (keep) kept.set(key, visit);
    visits.push(visit);
    return page;
  };

  const declare = (testName: string, test: () => Promise<void> | void) =>
    tests(testName, async () => {
      await test();
      completed = true;
    });

  const open = async (path: string, openOptions: OpenOptions = {}): Promise<Page> => {
    const { waitUntil, beforeLoad, ...pageOptions } = openOptions;
    const page = await newPage(pageOptions);
    beforeLoad?.(page);
    await page.goto(`${started(server, "the server").url}${path}`, { waitUntil: waitUntil ?? "networkidle" });
    if (openOptions.javaScriptEnabled !== false) await waitForHydration(page);
    return page;
  };

  const members = {
    before: tests.before,
    after: tests.after,
    run: () => tests.run(),
    // Getters: the server, the browser and the pages exist only once the suite runs.
    get server() {
      return started(server, "the server");
    },
    get browser() {
      return started(browser, "the browser");
    },
    get page() {
      return last().page;
    },
    get context() {
      return last().context;
    },
    get entries() {
      return last().entries;
    },
    newPage,
    open,
    expectConsole: (...patterns: RegExp[]) => {
      expected.push(...patterns);
    },
    expectCspViolations: (...patterns: RegExp[]) => {
      expectedViolations.push(...patterns);
    },
  };
  return Object.defineProperties(declare, Object.getOwnPropertyDescriptors(members)) as typeof declare & typeof members;
}
