// Moving around the site as a visitor does: header links and every card reach their page without
// a full reload, legacy paths leave no extra history entry, unknown paths show the not-found page.
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import * as assert from "uvu/assert";
import type { Page } from "playwright-core";
import { expectedTitle } from "../expected/heads.ts";
import { EXPECTED_AREA_PLACES, EXPECTED_SERVICE_NAMES } from "../expected/business.ts";
import { HOME, SERVICE_PAGES } from "../expected/page-bodies.ts";
import { redirects } from "../../src/site/redirects.ts";
import { shownPageScript } from "../../src/navigation/index.ts";
import type { ShownPageGlobals } from "../../src/navigation/index.ts";
import { waitForHydration } from "../helpers/page-waits.ts";
import { chunkName, NOT_FOUND_CONSOLE, pageChunk, scriptsBeforePrefetch } from "../helpers/page-watchers.ts";
import { clickLinkTo } from "../helpers/visitor-actions.ts";
import { browserSuite } from "../helpers/browser-suite.ts";
import { DIST } from "../../scripts/build/dist.ts";
import { NOT_FOUND_HEADING, RETURN_TO_HOME } from "../helpers/spec-words.ts";

// Tests that reach the not-found page see its log of the path.
const navigation = browserSuite("navigation", { expectedConsole: NOT_FOUND_CONSOLE });
/** The page of the test running, opened at the home page. */
let page: Page;

/** Marks the window; a full page load loses the mark. */
async function markWindow() {
  await page.evaluate(() => ((window as unknown as { visitMark: number }).visitMark = 1));
}

async function stillSameWindow(): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { visitMark?: number }).visitMark === 1);
}

/**
 * The h1 a visitor sees, or a screen reader reads: a page rendered ahead for a link the pointer
 * rests on is in the document too, hidden (app.tsx).
 */
function shownHeading() {
  return page.getByRole("heading", { level: 1 });
}

async function expectPage(path: string) {
  await page.waitForURL(`${navigation.server.url}${path}`);
  await page.waitForFunction((title) => document.title === title, expectedTitle(path));
  await shownHeading().first().waitFor();
  assert.is(await shownHeading().count(), 1, `one h1 on ${path}`);
}

/**
 * Watches every change to <main> from now on (after shownPageScript): whether it was ever left with
 * no page shown in it, read by mainEmptied().
 */
async function watchMain(): Promise<void> {
  await page.evaluate(() => {
    const record = window as unknown as ShownPageGlobals & { mainEmptied: boolean; mainWatch?: MutationObserver };
    record.mainEmptied = false;
    record.mainWatch?.disconnect();
    record.mainWatch = new MutationObserver(() => {
      if (!record.shownInMain("h1")) record.mainEmptied = true;
    });
    record.mainWatch.observe(document.getElementById("main") ?? document, { childList: true, subtree: true, attributes: true });
  });
}

function mainEmptied(): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { mainEmptied: boolean }).mainEmptied);
}

navigation.before.each(async () => {
  page = await navigation.open("/");
  await markWindow();
});

navigation("header links reach their pages client-side", async () => {
  const nav = page.getByRole("navigation", { name: "Main", exact: true });
  for (const [label, path] of [
    ["About Us", "/about"],
    ["FAQs", "/facts"],
    ["Contact", "/contact"],
    ["Home", "/"],
  ] as const) {
    await nav.getByRole("link", { name: label, exact: true }).click();
    await expectPage(path);
    assert.ok(await stillSameWindow(), `${label}: no full reload`);
  }
});

navigation("a link to the page shown takes the visitor to its top in the same window, what they typed kept", async () => {
  const name = page.locator("#quote form").getByLabel("Name");
  await name.scrollIntoViewIfNeeded();
  await name.fill("Dana Whitman");
  assert.ok(await page.evaluate(() => window.scrollY > 900), "scrolled down to the quote form");
  await page.getByRole("navigation", { name: "Main", exact: true }).getByRole("link", { name: "Home", exact: true }).click();
  await page.waitForFunction(() => window.scrollY === 0);
  await expectPage("/");
  assert.ok(await stillSameWindow(), "no full reload");
  assert.is(await name.inputValue(), "Dana Whitman");
  assert.is(await page.evaluate(() => document.activeElement?.tagName), "H1");
});

navigation("every service card and area card on the home page reaches its page client-side", async () => {
  const cards = [
    ...Object.entries(EXPECTED_SERVICE_NAMES).map(([path, name]) => ({ name, path })),
    ...EXPECTED_AREA_PLACES.map(({ name, path }) => ({ name, path })),
  ];
  for (const card of cards) {
    await page.getByRole("main").getByRole("link", { name: card.name, exact: true }).click();
    await expectPage(card.path);
    assert.ok(await stillSameWindow(), `${card.name}: no full reload`);
    await page.goBack();
    await expectPage("/");
  }
});

navigation("dropdown and footer links reach their pages client-side", async () => {
  await page.getByRole("navigation", { name: "Main", exact: true }).locator("summary", { hasText: "Services" }).click();
  await page.getByRole("navigation", { name: "Main", exact: true }).getByRole("link", { name: "Wall Insulation" }).click();
  await expectPage("/services/wall");
  await page.getByRole("contentinfo").getByRole("link", { name: "Fall River" }).click();
  await expectPage("/areas/fall-river");
  assert.ok(await stillSameWindow());
});

navigation(
  "a legacy path reached client-side lands on its page with no extra history entry, the page left on screen until then",
  async () => {
    await page.evaluate(shownPageScript());
    for (const redirect of redirects.slice(0, 3)) {
      const before = await page.evaluate(() => window.history.length);
      await watchMain();
      await clickLinkTo(page, redirect.from);
      await expectPage(redirect.to);
      assert.is(await page.evaluate(() => window.history.length), before + 1, `${redirect.from}: one entry, not two`);
      assert.is(await mainEmptied(), false, `${redirect.from}: no empty page`);
    }
    assert.ok(await stillSameWindow());
  },
);

navigation("each legacy path loaded directly answers with its page", async () => {
  for (const redirect of redirects) {
    const response = await page.goto(`${navigation.server.url}${redirect.from}`);
    assert.is(response?.status(), 200);
    assert.is(new URL(page.url()).pathname, redirect.to, redirect.from);
    assert.is(response?.request().redirectedFrom()?.url(), `${navigation.server.url}${redirect.from}`);
  }
});

navigation(
  "an unknown path reached client-side shows the not-found page and logs the path, the page left on screen until then",
  async () => {
    await page.evaluate(shownPageScript());
    // A slug the catalog lacks (its kind's page asked for first), and a path no route has.
    for (const path of ["/services/no-such-service", "/no-such-page"]) {
      await watchMain();
      await clickLinkTo(page, path);
      await page.getByRole("heading", { name: NOT_FOUND_HEADING, exact: true }).waitFor();
      assert.is(await mainEmptied(), false, `${path}: no empty page before the not-found page`);
      assert.is(await page.evaluate(() => document.activeElement?.textContent), NOT_FOUND_HEADING, `${path}: focus on its heading`);
      assert.ok(
        navigation.entries.some((entry) => entry.text.includes(path)),
        `${path}: the missing path is logged`,
      );
      await page.getByRole("link", { name: RETURN_TO_HOME, exact: true }).click();
      await expectPage("/");
    }
    assert.ok(await stillSameWindow());
  },
);

navigation(
  "a prerendered page is adopted: no page code on the first visit, its links navigate client-side, and it renders in full on return",
  async () => {
    // The attic page's heading and its process section's, as the visitor reads them.
    const attic = { heading: SERVICE_PAGES["/services/attic"]?.heading, processHeading: "How we insulate your attic" };
    await page.goto(`${navigation.server.url}/services/attic`, { waitUntil: "networkidle" });
    await waitForHydration(page);
    // The app starts (the entry the boot script names), but none of the chunks that render this
    // page (its kind's layout, its section pieces, its copy) is downloaded for it. (Once idle, the
    // app loads pages the visitor may go to next; those may share chunks with this one.)
    const scripts = await scriptsBeforePrefetch(page);
    const entry = (await page.locator("script[data-entry]").getAttribute("data-entry")) ?? "";
    const pageChunks = [pageChunk("/services/attic"), "page-section", "page-hero"];
    assert.ok(scripts.includes(entry), `the app started: ${scripts.join(", ")}`);
    assert.equal(
      scripts.map(chunkName).filter((name) => pageChunks.includes(name)),
      [],
    );
    const built = (await readdir(join(DIST, "assets"))).map((file) => chunkName(`/assets/${file}`));
    assert.equal(
      pageChunks.filter((name) => !built.includes(name)),
      [],
      "the page chunks exist under these names",
    );
    await markWindow();
    await page.getByRole("main").getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" }).click();
    await expectPage("/");
    assert.ok(await stillSameWindow(), "the adopted page's link went through the router");
    await page.goBack();
    await expectPage("/services/attic");
    assert.is(await shownHeading().textContent(), attic.heading);
    await page.getByRole("heading", { name: attic.processHeading }).waitFor();
    assert.ok(await stillSameWindow());
  },
);

navigation("after navigation focus moves to the new page's heading, which is no Tab stop of its own", async () => {
  await page.getByRole("navigation", { name: "Main", exact: true }).getByRole("link", { name: "About Us", exact: true }).click();
  await expectPage("/about");
  assert.is(await page.evaluate(() => document.activeElement?.tagName), "H1");
  assert.is(await page.evaluate(() => document.activeElement?.textContent), await shownHeading().textContent());
  assert.is(await page.evaluate(() => window.scrollY), 0);
  // Tab goes on from the heading, and Shift+Tab back past it: a keyboard visitor never stops on it again.
  assert.is(await page.evaluate(() => document.activeElement?.getAttribute("tabindex")), "-1");
  await page.keyboard.press("Tab");
  assert.ok(await page.evaluate(() => document.activeElement?.tagName !== "H1"), "Tab leaves the heading");
  await page.keyboard.press("Shift+Tab");
  assert.ok(await page.evaluate(() => document.activeElement?.tagName !== "H1"), "Shift+Tab passes the heading by");
});

// Safari refuses history.pushState past 100 calls in 30 s (a SecurityError): a link then loads
// its page in full, as a new entry, so that Back still returns to the page the visitor left.
navigation("a browser that refuses another history entry loads the link's page in full, and Back returns to the page left", async () => {
  await page.evaluate(() => {
    History.prototype.pushState = () => {
      throw new DOMException("Attempt to use history.pushState() more than 100 times per 30 seconds", "SecurityError");
    };
  });
  const before = await page.evaluate(() => window.history.length);
  await page.getByRole("navigation", { name: "Main", exact: true }).getByRole("link", { name: "About Us", exact: true }).click();
  await page.waitForURL(`${navigation.server.url}/about`);
  await page.getByRole("heading", { level: 1, name: "About Bluenose Spray Foam Insulation" }).waitFor();
  assert.is(await stillSameWindow(), false, "the page loaded in full");
  assert.is(await page.evaluate(() => window.history.length), before + 1, "one entry more");
  await page.goBack();
  await page.waitForURL(`${navigation.server.url}/`);
  await page.getByRole("heading", { level: 1, name: HOME.headline }).waitFor();
});

navigation.run();
