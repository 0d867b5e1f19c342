// Firefox ESR from Debian (/usr/bin/firefox-esr), driven by puppeteer-core over WebDriver BiDi:
// nothing is downloaded, Firefox speaks BiDi itself. The driver sees the page's console and its
// uncaught exceptions from the first script on (BiDi's log.entryAdded), and every
// Content-Security-Policy violation (a listener run before the page's own scripts logs each as
// a console error, since Firefox's own CSP messages never reach BiDi), and answers the page's
// outside hosts locally (tests run offline), as the Chromium suites do: the stock hero photo gets
// a local picture, the map frame a blank page.
import puppeteer, { ProtocolError } from "puppeteer-core";
import type { Browser, BrowserContext, HTTPRequest, Page } from "puppeteer-core";
import { HERO_IMAGE_ORIGIN } from "../../../src/content/hero-image.ts";
import { MAP_ORIGIN } from "../../../src/content/map.ts";
import { callExpression } from "./engine.ts";
import type { Engine, EnginePage } from "./engine.ts";

/** Debian's Firefox ESR; FIREFOX_PATH names another build (an older or newer ESR, to try one before Debian ships it). */
export const FIREFOX_BINARY = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";
const HEIGHT = 900;
/** Run in every document before its own scripts: each CSP violation becomes a console error. */
const REPORT_VIOLATIONS = `document.addEventListener("securitypolicyviolation", (event) =>
  console.error("CSP violation: " + event.violatedDirective + " " + event.blockedURI));`;

/** What a browser says of a WebDriver BiDi command it does not have (W3C WebDriver BiDi, "unknown command"). */
const UNKNOWN_COMMAND = /unknown command|unsupported operation/;
/** How long a new viewport is given to reach the page. */
const VIEWPORT_WAIT_MS = 10_000;

/**
 * Sets the page's viewport through puppeteer's public setViewport, which sends BiDi's
 * browsingContext.setViewport together with emulation.setScreenOrientationOverride. Firefox ESR
 * 140 has the first but not the second, and answers "unknown command" (seen with puppeteer-core
 * 25.16): the size, which is all the scenarios need, is then waited for in the page, so a browser
 * without a newer command still runs every scenario. Any other error is the test's failure.
 */
async function setViewportSize(page: Page, width: number, height: number): Promise<void> {
  try {
    await page.setViewport({ width, height });
  } catch (error) {
    if (!(error instanceof ProtocolError) || !UNKNOWN_COMMAND.test(error.message)) throw error;
  }
  await page.waitForFunction((w: number, h: number) => innerWidth === w && innerHeight === h, { timeout: VIEWPORT_WAIT_MS }, width, height);
}

/** A picture to answer the hero photo's host with: the site's own social preview, over HTTP. */
async function photoFrom(siteUrl: string): Promise<Buffer> {
  const response = await fetch(`${siteUrl}/og-image.png`);
  if (!response.ok) throw new Error(`no og-image.png on the site: ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/**
 * A request whose page went on to another document before it was answered is gone from the
 * browser ("no such request"): nothing is left to answer, so that one error is let go. Any other
 * is thrown (and stops the suite with its message).
 */
function unlessGone(answer: Promise<void>): void {
  answer.catch((error: unknown) => {
    if (error instanceof ProtocolError && /no such request/.test(error.message)) return;
    throw error;
  });
}

function answerOutsideHosts(request: HTTPRequest, photo: Buffer): void {
  const url = request.url();
  if (url.startsWith(`${HERO_IMAGE_ORIGIN}/`)) {
    unlessGone(request.respond({ status: 200, contentType: "image/png", body: photo }));
  } else if (url.startsWith(`${MAP_ORIGIN}/`)) {
    unlessGone(request.respond({ status: 200, contentType: "text/html", body: "<!doctype html><title>Map</title><p>Map of Halifax</p>" }));
  } else {
    unlessGone(request.continue());
  }
}

class FirefoxPage implements EnginePage {
  private problems: string[] = [];

  constructor(
    readonly page: Page,
    private readonly siteUrl: string,
  ) {
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warn") this.problems.push(`console ${message.type()}: ${message.text()}`);
    });
    page.on("pageerror", (error) => this.problems.push(`uncaught: ${error instanceof Error ? error.message : String(error)}`));
  }

  async goto(url: string): Promise<void> {
    await this.page.goto(url.startsWith("/") ? `${this.siteUrl}${url}` : url, { waitUntil: "load" });
  }

  evaluate<Args extends unknown[], Result>(fn: (...args: Args) => Result, ...args: Args): Promise<Awaited<Result>> {
    return this.page.evaluate(callExpression(fn as (...args: never[]) => unknown, args)) as Promise<Awaited<Result>>;
  }

  async click(selector: string): Promise<void> {
    await this.page.click(selector);
  }

  async type(selector: string, text: string): Promise<void> {
    await this.page.type(selector, text);
  }

  async setWidth(width: number): Promise<void> {
    await setViewportSize(this.page, width, HEIGHT);
  }

  async takeProblems(): Promise<string[]> {
    const taken = this.problems;
    this.problems = [];
    return taken;
  }
}

export async function launchFirefox(siteUrl: string): Promise<Engine> {
  const photo = await photoFrom(siteUrl);
  const browser: Browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX_BINARY,
    headless: true,
    defaultViewport: { width: 1280, height: HEIGHT },
  });
  const version = (await browser.version()).replace(/^firefox\//i, "");
  let context: BrowserContext | undefined;
  return {
    version: { name: "Firefox ESR", version },
    async newPage() {
      context = await browser.createBrowserContext();
      const page = await context.newPage();
      await setViewportSize(page, 1280, HEIGHT);
      await page.evaluateOnNewDocument(REPORT_VIOLATIONS);
      await page.setRequestInterception(true);
      page.on("request", (request) => answerOutsideHosts(request, photo));
      return new FirefoxPage(page, siteUrl);
    },
    // A new context is cheap (a test's page in Firefox costs no new browser): each test has its own.
    async closePage() {
      await context?.close();
      context = undefined;
    },
    async close() {
      await browser.close();
    },
  };
}
