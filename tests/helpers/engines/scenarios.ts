// The visitor's main paths, written once for every engine (tests/engines/*.ts each run them in one
// engine, in a process of their own): a page of each template, a card link and the back and forward buttons,
// a page reached by a link styled as when loaded, the desktop Services dropdown, the phone menu
// and the header kept on screen far down a page, the contact form sent and failing (its toasts
// styled), the not-found page and a legacy path; those pages' texts in the page's language.
// After each test, no page error but the ones the test expects.
import { load } from "cheerio";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { startSiteServer } from "../../../scripts/server/site-process.ts";
import type { SiteServer } from "../../../scripts/server/site-process.ts";
import { pages as pagesWithHeads } from "../../../src/site/site-pages.ts";
import { onePageOfEachTemplate } from "../template-pages.ts";
import { headToKeep } from "../expected-head.ts";
import { LANG } from "../../expected/heads.ts";
import { headerOnScreen, textsInOtherLanguages } from "../on-screen.ts";
import { resolve } from "../../../src/site/routes.tsx";
import { isSitePage } from "../../../src/site/site-pages.ts";
import { ERROR_TOAST, SEND_MESSAGE, SUCCESS_TOAST } from "../spec-words.ts";
import { waitInPage } from "./engine.ts";
import { appStart } from "./app-start.ts";
import { appStarted, formValues, pageStyles, shownHeadings, shownPageComplete, toasterPosition, viewOfBands } from "./in-page.ts";
import { clickText, expectPage, fillContactForm, headOf, VISITOR } from "./visitor-steps.ts";
import type { Engine, EnginePage } from "./engine.ts";

/** What the not-found page logs: the path a visitor asked for. */
const NOT_FOUND_LOG = /404: no page at/;
/** What the contact form logs when a send fails. */
const SEND_FAILED_LOG = /Contact form submission failed/;
/**
 * One page of each template: every fixed page, and the first service and the first area (a kind's
 * pages are one template with other words). Every page is checked in Chromium
 * (e2e/hydration.ts); a page here costs the engine about a second of processor time.
 */
const ROUTES = onePageOfEachTemplate(pagesWithHeads);
/** A card on the home page, the page it leads to, and a legacy path of the first site. */
const CARD_PATH = "/services/attic";
const LEGACY_PATH = "/bedford";

export function engineSuite(engineName: string, launch: (siteUrl: string) => Promise<Engine>) {
  const tests = suite(`the visitor's main paths in ${engineName}`);
  let server: SiteServer;
  let engine: Engine;
  let page: EnginePage;
  /** Whether this test's page opened: the check after it reads nothing otherwise. */
  let opened = false;
  let expected: RegExp[] = [];
  let completed = false;

  tests.before(async () => {
    try {
      server = await startSiteServer();
      engine = await launch(server.url);
    } catch (error) {
      // uvu counts the suite's tests as failed but does not say why.
      console.error(`${engineName} could not start:`, error);
      throw error;
    }
  });
  tests.after(async () => {
    await engine?.close();
    await server?.stop();
  });
  tests.before.each(async () => {
    expected = [];
    completed = false;
    opened = false;
    try {
      page = await engine.newPage();
      opened = true;
    } catch (error) {
      // uvu fails the test but does not say why a hook threw.
      console.error(`${engineName}: no page could be opened:`, error);
      throw error;
    }
  });
  tests.after.each(async () => {
    const problems = opened ? await page.takeProblems().catch((error: Error) => [`the page could not be read: ${error.message}`]) : [];
    await engine.closePage(completed).catch(() => undefined);
    if (!completed) {
      if (problems.length) console.error(`Page errors of the failed test:\n${problems.join("\n")}`);
      return;
    }
    completed = false;
    assert.equal(
      problems.filter((problem) => !expected.some((pattern) => pattern.test(problem))),
      [],
      "no page error",
    );
  });
  const test = (name: string, body: () => Promise<void>) =>
    tests(name, async () => {
      await body();
      completed = true;
    });

  test("a page of each template shows its prerendered h1 and title, and the app starts by the page's paint or its load event", async () => {
    const seen: string[] = [];
    for (const route of ROUTES) {
      const html = await (await fetch(`${server.url}${route.path}`)).text();
      const prerendered = load(html)("h1").first().text();
      await page.goto(route.path);
      assert.equal(await page.evaluate(shownHeadings), [prerendered], `${route.path}: its prerendered h1`);
      assert.is(await page.evaluate(() => document.title), (await headToKeep(route.path)).title, `${route.path}: its title`);
      const start = await appStart(page, route.path);
      seen.push(`${route.path}: ${start.starts.map((reason) => reason.split(" ")[0]).join(" then ")}`);
      assert.ok(start.inTime, `${route.path}: started by the deadline every time, its load event in time (${start.starts.join("; ")})`);
      assert.equal((await page.evaluate(textsInOtherLanguages, LANG)).others, [], `${route.path}: every text in ${LANG}`);
    }
    const supported = await page.evaluate(() => ({
      largestContentfulPaint: PerformanceObserver.supportedEntryTypes.includes("largest-contentful-paint"),
      popover: Object.hasOwn(HTMLElement.prototype, "popover"),
      detailsName: Object.hasOwn(HTMLDetailsElement.prototype, "name"),
    }));
    console.log(`${engine.version.name} ${engine.version.version}: ${JSON.stringify(supported)}; app started by ${seen.join(", ")}`);
  });

  test("a card link navigates client-side, with its URL, h1, title and canonical, then back and forward", async () => {
    await page.goto("/");
    await waitInPage(page, "the app to start", appStarted);
    await page.evaluate(() => ((window as unknown as { visitMark: number }).visitMark = 1));
    await page.click(`main a[href="${CARD_PATH}"]`);
    const head = headOf(CARD_PATH);
    await expectPage(page, CARD_PATH, head.title);
    assert.is(await page.evaluate(() => document.querySelector('link[rel="canonical"]')?.getAttribute("href")), head.canonical);
    assert.equal(await page.evaluate(shownHeadings), [load(await (await fetch(`${server.url}${CARD_PATH}`)).text())("h1").text()]);
    await page.evaluate(() => history.back());
    await expectPage(page, "/", headOf("/").title);
    await page.evaluate(() => history.forward());
    await expectPage(page, CARD_PATH, head.title);
    assert.ok(await page.evaluate(() => (window as unknown as { visitMark?: number }).visitMark === 1), "no full reload");
  });

  test("back to a page left at its end shows the same view: where the visitor was, each band where it was and as tall", async () => {
    await page.setWidth(390);
    await page.goto(CARD_PATH);
    await waitInPage(page, "the app to start", appStarted);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await waitInPage(page, "the page to scroll two screens down", () => window.scrollY >= 2 * window.innerHeight);
    const left = await page.evaluate(viewOfBands);
    // Clicked where it is: a WebDriver click would first scroll the link further into view.
    await page.evaluate(() => document.querySelector<HTMLElement>('footer a[href="/services/wall"]')?.click());
    await expectPage(page, "/services/wall", headOf("/services/wall").title);
    await page.evaluate(() => history.back());
    await expectPage(page, CARD_PATH, headOf(CARD_PATH).title);
    await waitInPage(page, "the position left", (y) => Math.abs(window.scrollY - y) <= 1, left.y);
    const back = await page.evaluate(viewOfBands);
    const view = ({ y, bands }: typeof back) => ({ y, bands: bands.map(({ label, top, height }) => ({ label, top, height })) });
    assert.equal(view(back), view(left));
  });

  test("a page reached by a link looks as it does loaded by itself (the rules its components add)", async () => {
    await page.goto("/contact");
    await waitInPage(page, "the app to start", appStarted);
    const loaded = await page.evaluate(pageStyles);
    await page.goto("/about");
    await waitInPage(page, "the app to start", appStarted);
    // The call-to-action band's link: the contact page's form and its other components are not
    // on the about page, so their rules come with the navigation.
    await page.click('section[aria-labelledby="cta-band-heading"] a[href="/contact"]');
    await expectPage(page, "/contact", headOf("/contact").title);
    await waitInPage(page, "the contact page's bands", shownPageComplete, loaded.length);
    assert.equal(await page.evaluate(pageStyles), loaded);
  });

  test("the desktop Services dropdown opens and its link navigates", async () => {
    await page.goto("/about");
    await waitInPage(page, "the app to start", appStarted);
    await clickText(page, 'nav[aria-label="Main"] summary', "Services");
    await waitInPage(page, "the Services list to show", () =>
      [...document.querySelectorAll('nav[aria-label="Main"] a[href="/services/soundproofing"]')].some(
        (link) => link.getClientRects().length > 0,
      ),
    );
    await clickText(page, 'nav[aria-label="Main"] a', "Soundproofing");
    await expectPage(page, "/services/soundproofing", headOf("/services/soundproofing").title);
  });

  test("the phone menu at 390 px opens, its link navigates, and it closes; far down the page the header stays on screen", async () => {
    await page.setWidth(390);
    await page.goto("/about");
    await waitInPage(page, "the app to start", appStarted);
    const panelShown = () => {
      const panel = document.querySelector("[data-nav-panel]");
      return panel !== null && panel.getClientRects().length > 0;
    };
    assert.not.ok(await page.evaluate(panelShown), "the menu starts closed");
    await page.click("[data-nav-toggle]");
    await waitInPage(page, "the phone menu to open", panelShown);
    assert.is(await page.evaluate(() => document.querySelector("[data-nav-toggle]")?.getAttribute("aria-expanded")), "true");
    await clickText(page, "[data-nav-panel] a", "FAQs");
    await expectPage(page, "/facts", headOf("/facts").title);
    await waitInPage(page, "the phone menu to close", () => {
      const panel = document.querySelector("[data-nav-panel]");
      return panel !== null && panel.getClientRects().length === 0;
    });
    assert.is(await page.evaluate(() => document.querySelector("[data-nav-toggle]")?.getAttribute("aria-expanded")), "false");
    // Far down the page, the header is still at the top of the screen (the spec: "sticky").
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await waitInPage(page, "the page to scroll two screens down", () => window.scrollY >= 2 * window.innerHeight);
    const header = await page.evaluate(headerOnScreen);
    assert.ok(header.top === 0 && header.height > 0 && header.onTop, `the header on screen far down /facts: ${JSON.stringify(header)}`);
  });

  test("the contact form sends and the submission is stored", async () => {
    await page.goto("/contact");
    await waitInPage(page, "the app to start", appStarted);
    await fillContactForm(page);
    await clickText(page, 'form[name="contact"] button', SEND_MESSAGE);
    await waitInPage(page, "the success message", (text) => document.body.innerText.includes(text), SUCCESS_TOAST);
    assert.is(await page.evaluate(toasterPosition), "fixed", "the toast is styled by the <style> sonner writes");
    const stored = await server.submissions();
    assert.is(stored.length, 1);
    const { name, email, phone, message } = stored[0] ?? {};
    assert.equal({ name, email, phone, message }, VISITOR);
  });

  test("a failed send shows the error and keeps every value", async () => {
    expected.push(SEND_FAILED_LOG);
    // A server whose submissions file cannot be created (its folder is a file) answers 503.
    const broken = await startSiteServer({ formsFile: `${server.formsFile}/cannot-be-a-folder.jsonl` });
    try {
      await page.goto(`${broken.url}/contact`);
      await waitInPage(page, "the app to start", appStarted);
      await fillContactForm(page);
      await clickText(page, 'form[name="contact"] button', SEND_MESSAGE);
      await waitInPage(page, "the error message", (text) => document.body.innerText.includes(text), ERROR_TOAST);
      assert.is(await page.evaluate(toasterPosition), "fixed", "the toast is styled by the <style> sonner writes");
      assert.equal(await page.evaluate(formValues), VISITOR);
      // Read here, the list is emptied: the failure is logged, and nothing else went wrong.
      const problems = await page.takeProblems();
      assert.ok(
        problems.some((problem) => SEND_FAILED_LOG.test(problem)),
        "the failure is logged",
      );
      assert.equal(
        problems.filter((problem) => !expected.some((pattern) => pattern.test(problem))),
        [],
        "no other page error",
      );
    } finally {
      await broken.stop();
    }
  });

  test("an unknown path shows the not-found page", async () => {
    expected.push(NOT_FOUND_LOG);
    await page.goto("/no-such-page");
    await waitInPage(page, "the app to start", appStarted);
    assert.equal(await page.evaluate(shownHeadings), ["Oops! Page not found"]);
  });

  test("a legacy path lands on its page", async () => {
    const legacy = resolve(LEGACY_PATH, isSitePage);
    const to = legacy.kind === "redirect" ? legacy.redirect.to : "";
    await page.goto(LEGACY_PATH);
    await expectPage(page, to, headOf(to).title);
    await waitInPage(page, "the app to start", appStarted);
  });

  return tests;
}
