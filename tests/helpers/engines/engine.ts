// What the cross-engine scenarios ask of a browser, whatever drives it: Firefox ESR through
// WebDriver BiDi (firefox.ts), WebKitGTK through classic WebDriver (webkit.ts). Functions run in
// the page are sent as their source text, so they must not name inner functions (the test
// runner's compiler would wrap those in a helper the page does not have).

/** Code run in the page: its arguments are JSON values, and so is what it returns. */
export type InPage<Args extends unknown[], Result> = (...args: Args) => Result;

export interface EngineVersion {
  /** "Firefox ESR" or "WebKitGTK". */
  name: string;
  version: string;
}

export interface EnginePage {
  /** Loads a path of the site (or a full URL) and returns once its load event has fired. */
  goto(url: string): Promise<void>;
  /** Runs a function in the page and returns its result. */
  evaluate<Args extends unknown[], Result>(fn: InPage<Args, Result>, ...args: Args): Promise<Awaited<Result>>;
  /** A click by the engine's own input (a trusted event) on the first element matching a CSS selector. */
  click(selector: string): Promise<void>;
  /** Types text into the first element matching a CSS selector, key by key as the engine sends them. */
  type(selector: string, text: string): Promise<void>;
  /** Sets the width of the page's viewport in CSS pixels (its height stays 900). */
  setWidth(width: number): Promise<void>;
  /**
   * The page errors seen since the last call: console errors and warnings and uncaught
   * exceptions, as far as the engine's driver can see them (see each engine's file).
   */
  takeProblems(): Promise<string[]>;
}

export interface Engine {
  version: EngineVersion;
  /** A page at 1280 px wide, at a blank document: a new context or window, or the last test's kept. */
  newPage(): Promise<EnginePage>;
  /**
   * Ends the test's page. After a failed test it is closed, so that nothing it left reaches the
   * next; an engine whose new page costs a browser process (WebKit) keeps it after a test that
   * completed, for the next test to load its own documents in.
   */
  closePage(completed: boolean): Promise<void>;
  close(): Promise<void>;
}

/** Polls a function in the page until it returns a truthy value; the generous bound is for a busy machine. */
export async function waitInPage<Args extends unknown[]>(
  page: EnginePage,
  what: string,
  fn: InPage<Args, unknown>,
  ...args: Args
): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  while (!(await page.evaluate(fn, ...args))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** How long a wait may take before it fails: long, as other suites share the machine's two cores. */
const WAIT_MS = 20_000;
/** How often a wait looks again. */
const POLL_MS = 50;

/** The source of a function called with its arguments, as an expression. */
export function callExpression(fn: (...args: never[]) => unknown, args: readonly unknown[]): string {
  return `(${fn.toString()}).apply(null, ${JSON.stringify(args)})`;
}
