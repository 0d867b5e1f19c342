// Client-side navigation as fast as the app can make it: the tap's own frame drawn at once, the
// header marked; a page loaded ahead (prefetch.ts) rendered in the task after that frame with no
// empty page in between (its bands' content just after: rendering.ts, the contact page's form and
// the quote section's among them); one not loaded yet
// leaving the current page on screen; both forms working after a link. Scroll, focus,
// back and forward and new tabs, as a page load would leave them: navigation-as-page-load.ts.
import * as assert from "uvu/assert";
import type { Page } from "playwright-core";
import { pageSettled, waitForIdle } from "../helpers/page-waits.ts";
import { pageChunk } from "../helpers/page-watchers.ts";
import { sendContactForm } from "../helpers/visitor-actions.ts";
import { browserSuite } from "../helpers/browser-suite.ts";
import { expectedField } from "../expected/contact-form.ts";
import { AREA_PAGES, SERVICE_PAGES } from "../expected/page-bodies.ts";
import { shownPageScript } from "../../src/navigation/index.ts";
import type { ShownPageGlobals } from "../../src/navigation/index.ts";

const navigation = browserSuite("client-side navigation");
/** The page of the test running. */
let page: Page;

// The pages' names in the footer and their headings, written out (tests/expected/page-bodies.ts).
const fallRiver = { name: "Fall River", heading: AREA_PAGES["/areas/fall-river"]?.heading ?? "-" };
const ATTIC_HEADING = SERVICE_PAGES["/services/attic"]?.heading ?? "-";
const FACTS_HEADING = "Spray Foam Insulation Facts and FAQs";
const TYPES_HEADING = "Open-Cell and Closed-Cell Spray Foam";
const CONTACT_HEADING = "Contact Us";

/** Opens a page the way a visitor lands on it, and waits until the app is idle. */
async function open(path: string, options: { width?: number } = {}): Promise<void> {
  page = await navigation.open(path, options);
  await waitForIdle(page);
}

/** What the next click left: the page shown in its own task and in the frame it drew, and whether <main> was ever empty. */
interface ClickRecord {
  headingInClickTask?: string;
  markedInClickTask?: boolean;
  headingInTapFrame?: string;
  markedInTapFrame?: boolean;
  mainEmptied?: boolean;
}

/**
 * Watches the next click: the main heading and the header's mark at the end of the click's task
 * (after the microtasks the click queued), the same in the animation frame the click's task asked
 * for (the last script before that frame is drawn), and whether <main> was ever left without a
 * heading meanwhile.
 */
async function watchNextClick(): Promise<void> {
  await page.evaluate(shownPageScript());
  await page.evaluate(() => {
    const record = window as unknown as { clickRecord: Record<string, unknown> } & ShownPageGlobals;
    record.clickRecord = { mainEmptied: false };
    const main = document.querySelector("main");
    if (main) {
      // React hides what a suspended boundary showed with display: none; that counts as empty.
      new MutationObserver(() => {
        if (!record.shownInMain("h1")) record.clickRecord.mainEmptied = true;
      }).observe(main, { childList: true, subtree: true, attributes: true, attributeFilter: ["style", "hidden"] });
    }
    // A listener on window runs after the app's own on the document; its microtasks run after
    // the ones the app queued, and all of them before the task ends. The frame's callback,
    // asked for after the app's, runs after it, just before the frame is drawn.
    window.addEventListener(
      "click",
      () => {
        queueMicrotask(() =>
          queueMicrotask(() => {
            // The page shown: <main> may also hold pages kept hidden (page-views.tsx).
            record.clickRecord.headingInClickTask = record.shownInMain("h1")?.textContent ?? "";
            record.clickRecord.markedInClickTask = document.documentElement.hasAttribute("data-navigating");
          }),
        );
        requestAnimationFrame(() => {
          record.clickRecord.headingInTapFrame = record.shownInMain("h1")?.textContent ?? "";
          record.clickRecord.markedInTapFrame = document.documentElement.hasAttribute("data-navigating");
        });
      },
      { once: true },
    );
  });
}

function clickRecord(): Promise<ClickRecord> {
  return page.evaluate(() => (window as unknown as { clickRecord: ClickRecord }).clickRecord);
}

navigation(
  "a page loaded ahead: the tap's own frame shows the page left with the header's mark, the next page follows in a task after it, with no empty page in between",
  async () => {
    await open("/services/attic");
    await watchNextClick();
    await page.getByRole("navigation", { name: "Main", exact: true }).getByRole("link", { name: "FAQs" }).click();
    await page.waitForURL(`${navigation.server.url}/facts`);
    await page.getByRole("heading", { level: 1, name: FACTS_HEADING }).waitFor();
    const record = await clickRecord();
    assert.equal(
      [record.headingInClickTask, record.markedInClickTask, record.headingInTapFrame, record.markedInTapFrame],
      [ATTIC_HEADING, true, ATTIC_HEADING, true],
      "the click's task and its frame: the page left, and the header's mark",
    );
    assert.is(record.mainEmptied, false);
    // And the rest of the page follows, the mark gone.
    await page.getByRole("heading", { name: TYPES_HEADING }).waitFor();
    assert.is(
      await page.evaluate(() => document.documentElement.hasAttribute("data-navigating")),
      false,
      "the mark goes with the page shown",
    );
    // The header's menus (the bar's and the phone's) mark the page shown as current, and it alone.
    assert.equal(
      await page
        .getByRole("banner")
        .locator('a[aria-current="page"]')
        .evaluateAll((links) => [...new Set(links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))]),
      ["/facts"],
      "the header marks the page shown as the current one",
    );
  },
);

/**
 * Holds back the Fall River page's code from now on: `chunkAsked` resolves once the page asks for
 * it, and `release` lets it through.
 */
async function holdFallRiverCode(): Promise<{ chunkAsked: Promise<void>; release: () => void }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = () => {};
  const chunkAsked = new Promise<void>((resolve) => {
    asked = resolve;
  });
  await page.route(`**/assets/${pageChunk("/areas/fall-river")}-*.js`, async (route) => {
    asked();
    await held;
    await route.continue();
  });
  return { chunkAsked, release };
}

navigation("a page not loaded yet: the current page stays on screen until its code has arrived", async () => {
  await open("/services/attic");
  const { chunkAsked, release } = await holdFallRiverCode();
  await watchNextClick();
  await page.getByRole("contentinfo").getByRole("link", { name: fallRiver.name }).click();
  const shownHeading = page.locator("main h1").filter({ visible: true });
  const atticHeading = ATTIC_HEADING;
  // While the code is held back (asked for, and the page's next frames drawn), the page shown
  // stays the one the visitor clicked on.
  await chunkAsked;
  await pageSettled(page);
  assert.is(await shownHeading.count(), 1, "one h1 shown");
  assert.is(await shownHeading.textContent(), atticHeading, "the current page is still on screen");
  assert.ok(
    await page.evaluate(() => document.documentElement.hasAttribute("data-navigating")),
    "the header marks the tap while the page loads",
  );
  release();
  await page.getByRole("heading", { level: 1, name: fallRiver.heading }).waitFor();
  assert.is((await clickRecord()).mainEmptied, false);
  assert.is(new URL(page.url()).pathname, "/areas/fall-river");
});

navigation(
  "a second link tapped while the first one's page loads: the second page is shown, and stays when the first one's code comes",
  async () => {
    await open("/services/attic");
    const { chunkAsked, release } = await holdFallRiverCode();
    await page.getByRole("contentinfo").getByRole("link", { name: fallRiver.name }).click();
    await chunkAsked;
    await page.getByRole("navigation", { name: "Main", exact: true }).getByRole("link", { name: "FAQs", exact: true }).click();
    await page.getByRole("heading", { level: 1, name: FACTS_HEADING }).waitFor();
    const fallRiverCode = page.waitForResponse((response) => response.url().includes(`/assets/${pageChunk("/areas/fall-river")}-`));
    release();
    await fallRiverCode;
    // Its code and data in, and the work that follows them done.
    await waitForIdle(page);
    await pageSettled(page);
    const shownHeading = page.locator("main h1").filter({ visible: true });
    assert.equal([await shownHeading.count(), await shownHeading.textContent()], [1, FACTS_HEADING], "the page tapped last on screen");
    assert.is(new URL(page.url()).pathname, "/facts");
  },
);

/** Fills the form in <main> and sends it: it works after the navigation as on a page load. */
const sendMainForm = () => sendContactForm(page, page.locator("main form").filter({ visible: true }));

// Where the form starts, the page seen from its top, the screen 900 px tall: 1,381 px down on a
// phone 390 px wide, below the first screen; 560 px down on a desktop 1440 px wide, on it. Either
// way it comes just after the click's task (rendering.ts), and works.
for (const [device, width] of [
  ["a phone, where it starts below the first screen", 390],
  ["a desktop, where it starts on the first screen", 1440],
] as const) {
  navigation(
    `the contact form after a click on a link to the contact page with no intent shown before, on ${device}: the heading first, then the form, and it sends`,
    async () => {
      await open("/about", { width });
      const link = page.locator('a[href="/contact"]').filter({ visible: true }).first();
      // The page's code loaded (pointed at), then the pointer moved on to a link to another page;
      // the click comes from a script, with no pointer or focus before it.
      await link.hover();
      await waitForIdle(page);
      await page.locator('a[href="/"]').filter({ visible: true }).first().hover();
      await page.waitForFunction(() => !document.querySelector("main form"));
      await watchNextClick();
      await link.evaluate((anchor: HTMLAnchorElement) => anchor.click());
      await page.waitForURL(`${navigation.server.url}/contact`);
      await page.getByRole("heading", { level: 1, name: CONTACT_HEADING }).waitFor();
      assert.is((await clickRecord()).mainEmptied, false);
      await sendMainForm();
    },
  );
}

navigation(
  "on a phone, the quote section's form on the page a link opens from the contact page keeps what the visitor typed across the next link",
  async () => {
    await open("/contact", { width: 390 });
    const link = page.locator('a[href="/services/wall"]').filter({ visible: true }).first();
    // Loaded ahead (pointed at), then the pointer moved on.
    await link.hover();
    await waitForIdle(page);
    await page.locator('a[href="/"]').filter({ visible: true }).first().hover();
    await link.evaluate((anchor: HTMLAnchorElement) => anchor.click());
    await page.waitForURL(`${navigation.server.url}/services/wall`);
    const name = page.locator("#quote form").getByLabel(expectedField("name").label);
    await name.fill("Avery Visitor");
    await page.getByRole("contentinfo").getByRole("link", { name: fallRiver.name }).click();
    await page.getByRole("heading", { level: 1, name: fallRiver.heading }).waitFor();
    assert.is(await name.inputValue(), "Avery Visitor", "what the visitor typed is still there");
  },
);

navigation.run();
