// Every route in Chromium against the project's own server: it hydrates with no console error, no
// hydration warning, no failed request and no CSP violation, keeps one title and canonical, sets
// no cookie and stores nothing, offers every text in the page's language, fits a 320 px phone
// screen (WCAG's reflow) before and after its map and photos load (and the shared frame every
// width up to 1920 px, the design brief's range), shows the visitor's year in the
// copyright line, and runs at most 100 KB of JavaScript gzip on its first load (the performance
// budget, every dependency as published: docs/decisions.md). The contact form: contact-form.ts;
// legacy paths: navigation.ts. The head each page ends with after client-side navigation is in
// page-heads.ts.
import { load } from "cheerio";
import * as assert from "uvu/assert";
import type { Page } from "playwright-core";
import { pages as pagesWithHeads } from "../../src/site/site-pages.ts";
import { EXPECTED_HEADS, LANG } from "../expected/heads.ts";
import { expectedBuildDate } from "../helpers/build-date.ts";
import { textsInOtherLanguages } from "../helpers/on-screen.ts";
import { headToKeep } from "../helpers/expected-head.ts";
import { BUSY_MACHINE_MS, waitForHydration, waitForIdle } from "../helpers/page-waits.ts";
import { FIRST_LOAD_BUDGET_BYTES, firstLoad, watchOwnRequests } from "../helpers/page-watchers.ts";
import { browserSuite } from "../helpers/browser-suite.ts";
import { NOT_FOUND_HEADING, RETURN_TO_HOME } from "../helpers/spec-words.ts";

// Every test is checked after it for console errors and warnings and for CSP violations.
const routes = browserSuite("every route in the browser");

/** The width of WCAG's reflow criterion: a 320 px phone screen, no page scrolled sideways. */
const REFLOW_WIDTH = 320;
/** The widest screen of the design brief ("responsive from 320 px to 1920 px"), and the sweep's step up to it. */
const WIDEST = 1920;
const SWEEP_STEP = 16;

/** The page's first load, once idle, is within the budget; the scripts are named in the message. */
async function expectFirstLoadInBudget(page: Page, path: string): Promise<void> {
  const { scripts, bytes } = await firstLoad(page);
  assert.ok(scripts.length >= 2, `${path}: the app started (${scripts.join(", ")})`);
  console.log(`${path}: first load ${bytes} B of JavaScript gzip`);
  assert.ok(bytes <= FIRST_LOAD_BUDGET_BYTES, `${path}: a first load of ${bytes} B of JavaScript gzip (${scripts.join(", ")})`);
}

/** The page's content is no wider than the reflow width: nothing to scroll sideways. */
async function expectFitsReflow(page: Page, when: string): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= REFLOW_WIDTH, `no wider than ${REFLOW_WIDTH} px ${when}: ${width}`);
}

for (const route of pagesWithHeads) {
  routes(
    `${route.path} hydrates with no console error, hydration warning, failed request or CSP violation, runs at most 100 KB of JavaScript gzip on its first load, keeps no cookie or stored item, offers every text in ${LANG}, and fits a ${REFLOW_WIDTH} px screen`,
    async () => {
      // One tab for every route: a new document each time, with nothing kept from the last one
      // but what a cookie or storage would keep, which this test asserts there is none of.
      const page = await routes.newPage({ width: REFLOW_WIDTH, kept: true });
      const failures = watchOwnRequests(page, routes.server.url);
      const response = await page.goto(`${routes.server.url}${route.path}`, { waitUntil: "networkidle" });
      assert.is(response?.status(), 200);
      assert.match(response?.headers()["content-security-policy"] ?? "", /script-src 'self'/);
      await waitForHydration(page);
      await expectFitsReflow(page, "at first");
      // The first load is what ran before the app's first idle moment, when it loads ahead.
      await waitForIdle(page);
      await expectFirstLoadInBudget(page, route.path);
      await page.mouse.wheel(0, 20000);
      await waitForIdle(page);
      await expectFitsReflow(page, "once its map and photos load");
      assert.equal(failures, []);
      const head = await headToKeep(route.path);
      assert.is(await page.title(), head.title);
      assert.is(await page.locator("head title").count(), 1);
      assert.is(await page.locator('link[rel="canonical"]').count(), 1);
      assert.is(await page.locator('link[rel="canonical"]').getAttribute("href"), head.canonical);
      // What the privacy policy says: no cookie, and nothing stored (the one session note is kept
      // only when a page's code fails to load: src/navigation/chunk-loader.ts).
      assert.equal(await page.context().cookies(), [], "no cookie");
      assert.is(await page.evaluate(() => localStorage.length + sessionStorage.length), 0, "nothing stored");
      // The voice a screen reader reads each text with: its nearest lang, <html> included, once
      // the app has rendered the page, its late bands and its footer.
      const languages = await page.evaluate(textsInOtherLanguages, LANG);
      assert.ok(languages.read > 50, `the page's texts were read: ${languages.read}`);
      assert.equal(languages.others, [], `every text resolves to ${LANG}`);
    },
  );
}

routes(
  `the about page (the header, a hero with its quote card, the quote section, the footer) scrolls sideways at no width from ${REFLOW_WIDTH} to ${WIDEST} px, ${SWEEP_STEP} px at a time`,
  async () => {
    // The frame is every page's; a grid's columns and the header's pieces change at widths of
    // their own, not only at the media queries' (the footer's contact column at 552 px once).
    const page = await routes.open("/about", { width: REFLOW_WIDTH });
    const wider: string[] = [];
    for (let width = REFLOW_WIDTH; width <= WIDEST; width += SWEEP_STEP) {
      await page.setViewportSize({ width, height: 800 });
      const scrolled = await page.evaluate(() => document.documentElement.scrollWidth);
      if (scrolled > width) wider.push(`${width} px wide: ${scrolled} px of page`);
    }
    assert.equal(wider, [], "no width where the page is wider than the screen");
  },
);

/**
 * WCAG 1.4.12's text spacing, as a reader's stylesheet sets it: lines 1.5, letters 0.12em, words
 * 0.16em, paragraphs 2em apart. Set through each element's style (the page's CSP refuses a new
 * stylesheet, not the CSSOM); then each control whose label overflows its box, and the page's width.
 */
const TEXT_SPACING_IN_PAGE = `(() => {
  for (const element of document.querySelectorAll("body, body *")) {
    element.style.setProperty("line-height", "1.5", "important");
    element.style.setProperty("letter-spacing", "0.12em", "important");
    element.style.setProperty("word-spacing", "0.16em", "important");
  }
  for (const paragraph of document.querySelectorAll("p")) paragraph.style.setProperty("margin-bottom", "2em", "important");
  const spilled = [...document.querySelectorAll("a, button, summary, label")]
    .filter((element) => element.getClientRects().length > 0 && getComputedStyle(element).display !== "inline")
    .filter((element) => element.scrollWidth > element.clientWidth + 1)
    .map((element) => element.tagName.toLowerCase() + ' "' + element.textContent.trim().slice(0, 30) + '"');
  return { spilled, width: document.documentElement.scrollWidth };
})()`;

routes("with WCAG's text spacing at 390 px, no control's label runs out of its box and the page does not scroll sideways", async () => {
  for (const path of ["/about", "/contact"]) {
    const page = await routes.open(path, { width: 390 });
    const spaced = (await page.evaluate(TEXT_SPACING_IN_PAGE)) as { spilled: string[]; width: number };
    assert.equal(spaced.spilled, [], `${path}: the labels that run out of their control`);
    assert.ok(spaced.width <= 390, `${path}: ${spaced.width} px of page`);
  }
});

routes(
  `an unknown path shows the not-found page with status 404, no wider than ${REFLOW_WIDTH} px, within the first-load budget, and logs the path`,
  async () => {
    routes.expectConsole(/no-such-page/, /status of 404/);
    const page = await routes.newPage({ width: REFLOW_WIDTH });
    const response = await page.goto(`${routes.server.url}/no-such-page`, { waitUntil: "networkidle" });
    assert.is(response?.status(), 404);
    await waitForHydration(page);
    assert.is(await page.locator("h1").textContent(), NOT_FOUND_HEADING);
    await expectFitsReflow(page, "once hydrated");
    await waitForIdle(page);
    await expectFirstLoadInBudget(page, "/no-such-page");
    assert.equal((await page.evaluate(textsInOtherLanguages, LANG)).others, [], `every text resolves to ${LANG}`);
    assert.ok(
      routes.entries.some((entry) => entry.text.includes("/no-such-page")),
      "the missing path is logged",
    );
    await page.getByRole("link", { name: RETURN_TO_HOME, exact: true }).click();
    await page.waitForURL(`${routes.server.url}/`);
    await page.waitForFunction((title) => document.title === title, EXPECTED_HEADS[pagesWithHeads[0]?.path ?? "/"]?.title);
    assert.is(await page.locator("h1").count(), 1);
  },
);

// The per-route tests read every page in one kept tab (browser-suite.ts, PageOptions.kept): each
// load must still fetch the page's files from the server, as a first visit does, not from the
// tab's cache, or a page's missing or broken file would go unseen after the first.
routes("a kept tab loads a page's scripts again from the server each time, as a first visit does", async () => {
  const scriptBytes = async (page: Page) => {
    await page.goto(`${routes.server.url}/about`, { waitUntil: "networkidle" });
    return page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .filter((entry) => entry.name.endsWith(".js"))
        .map((entry) => (entry as PerformanceResourceTiming).transferSize),
    );
  };
  const first = await scriptBytes(await routes.newPage({ width: REFLOW_WIDTH, kept: true }));
  const again = await scriptBytes(await routes.newPage({ width: REFLOW_WIDTH, kept: true }));
  assert.ok(first.length >= 2, `the page loaded its scripts (${first.length})`);
  assert.is(again.length, first.length);
  assert.ok(
    again.every((bytes) => bytes > 0),
    `every script came from the server, none from the cache: ${again.join(", ")} bytes`,
  );
});

routes("a visitor after New Year reads the visitor's year in the copyright line, not the year the page was built", async () => {
  // The build's year as the tests read it (SOURCE_DATE_EPOCH or the commit's date), and the
  // visitor's clock moved before the page's first script to 2 January of the year after, at noon
  // UTC: that year in every time zone.
  const builtIn = expectedBuildDate().getUTCFullYear();
  const visitorsYear = builtIn + 1;
  const page = await routes.newPage();
  await page.clock.setFixedTime(new Date(Date.UTC(visitorsYear, 0, 2, 12)));
  const response = await page.goto(`${routes.server.url}/about`, { waitUntil: "networkidle" });
  assert.match(load((await response?.text()) ?? "")("footer").text(), `© ${builtIn} `, "the prerendered page says the build's year");
  await waitForHydration(page);
  const copyright = page.getByRole("contentinfo").getByText(/All rights reserved/);
  await page
    .waitForFunction((year) => document.querySelector("footer")?.textContent?.includes(`© ${year} `), visitorsYear, {
      timeout: BUSY_MACHINE_MS,
    })
    .catch(() => undefined);
  const line = (await copyright.textContent()) ?? "";
  assert.match(line, new RegExp(`^© ${visitorsYear} `), `the copyright line follows the visitor's clock: "${line}"`);
});

/** Whether the console shows `text`, waiting for it a while: the page logs it in an effect, after its render. */
async function logged(text: string): Promise<boolean> {
  const until = Date.now() + BUSY_MACHINE_MS;
  while (!routes.entries.some((entry) => entry.text.includes(text))) {
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

routes("an address shaped like an area page's, with a slug the catalog lacks, is the not-found page, loaded or followed", async () => {
  routes.expectConsole(/no-such-place/, /status of 404/);
  const page = await routes.newPage();
  const response = await page.goto(`${routes.server.url}/areas/no-such-place`, { waitUntil: "networkidle" });
  assert.is(response?.status(), 404);
  await waitForHydration(page);
  // Hydrated as the not-found page it is, not as an area page over its markup.
  assert.is(await page.locator("h1").textContent(), NOT_FOUND_HEADING);
  assert.ok(await logged("404: no page at /areas/no-such-place"), "the not-found page logged the missing path");
  // A link to such an address followed in the app: the host has no content for it, so the app
  // shows the not-found page there.
  await page.goto(`${routes.server.url}/`, { waitUntil: "networkidle" });
  await waitForHydration(page);
  await page.evaluate(() => {
    const link = document.createElement("a");
    link.href = "/areas/no-such-place-either";
    link.textContent = "A community the catalog lacks";
    document.querySelector("main")?.append(link);
  });
  await page.getByRole("link", { name: "A community the catalog lacks" }).click();
  await page.waitForURL(`${routes.server.url}/areas/no-such-place-either`);
  await page.waitForFunction((heading) => document.querySelector("h1")?.textContent === heading, NOT_FOUND_HEADING);
  assert.ok(await logged("404: no page at /areas/no-such-place-either"), "the not-found page logged the missing path");
});

routes("the contact page's map frame is created only when it scrolls into view, and tells OpenStreetMap no page", async () => {
  const page = await routes.newPage({ width: 390 });
  const mapRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("openstreetmap")) mapRequests.push(request.url());
  });
  await page.goto(`${routes.server.url}/contact`, { waitUntil: "networkidle" });
  await waitForHydration(page);
  assert.equal(mapRequests, []);
  assert.is(await page.locator("iframe").count(), 0);
  const mapRequest = page.waitForRequest(/openstreetmap\.org/);
  await page.locator(".map-place").scrollIntoViewIfNeeded();
  await page.locator('iframe[title="Map of Halifax, Nova Scotia"]').waitFor();
  // The privacy policy: the map "is asked for without telling OpenStreetMap which site or page it is on".
  const request = await mapRequest;
  assert.is(await request.headerValue("referer"), null, "no Referer sent to OpenStreetMap");
});

routes.run();
