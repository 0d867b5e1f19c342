// Firefox ESR from Debian (/usr/bin/firefox-esr), driven by puppeteer-core over WebDriver BiDi:
// nothing is downloaded, Firefox speaks BiDi itself. The driver sees the page's console and its
// uncaught exceptions from the first script on (BiDi's log.entryAdded), and every
// Content-Security-Policy violation (a listener run before the page's own scripts logs each as
// a console error, since Firefox's own CSP messages never reach BiDi), and answers the page's
// outside hosts locally (tests run offline), as the Chromium suites do: the stock hero photo gets
// a local picture, the map frame a blank page.
import puppeteer from "puppeteer-core";
import type { Browser, BrowserContext, HTTPRequest, Page } from "puppeteer-core";
import { HERO_IMAGE_ORIGIN } from "../../../src/content/hero-image.ts";
import { MAP_ORIGIN } from "../../../src/content/map.ts";
import { callExpression } from "./engine.ts";
import type { Engine, EnginePage } from "./engine.ts";

export const FIREFOX_BINARY = "/usr/bin/firefox-esr";
const HEIGHT = 900;
/** Run in every document before its own scripts: each CSP violation becomes a console error. */
const REPORT_VIOLATIONS = `document.addEventListener("securitypolicyviolation", (event) =>
  console.error("CSP violation: " + event.violatedDirective + " " + event.blockedURI));`;

/** A picture to answer the hero photo's host with: the site's own social preview, over HTTP. */
async function photoFrom(siteUrl: string): Promise<Buffer> {
  const response = await fetch(`${siteUrl}/og-image.png`);
  if (!response.ok) throw new Error(`no og-image.png on the site: ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

function answerOutsideHosts(request: HTTPRequest, photo: Buffer): void {
  const url = request.url();
  if (url.startsWith(`${HERO_IMAGE_ORIGIN}/`)) {
    void request.respond({ status: 200, contentType: "image/png", body: photo });
  } else if (url.startsWith(`${MAP_ORIGIN}/`)) {
    void request.respond({ status: 200, contentType: "text/html", body: "<!doctype html><title>Map</title><p>Map of Halifax</p>" });
  } else {
    void request.continue();
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
    await this.page.setViewport({ width, height: HEIGHT });
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
      await page.setViewport({ width: 1280, height: HEIGHT });
      await page.evaluateOnNewDocument(REPORT_VIOLATIONS);
      await page.setRequestInterception(true);
      page.on("request", (request) => answerOutsideHosts(request, photo));
      return new FirefoxPage(page, siteUrl);
    },
    async closePage() {
      await context?.close();
      context = undefined;
    },
    async close() {
      await browser.close();
    },
  };
}
