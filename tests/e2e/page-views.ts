// The pages the app keeps hidden beside the page shown (page-views.tsx): the pages the visitor
// left, for the back button. Hidden means
// out of sight and of the accessibility tree, with no head of its own; shown, it is the very
// markup rendered before, with its head.
import * as assert from "uvu/assert";
import type { Page } from "playwright-core";
import { expectedField } from "../expected/contact-form.ts";
import { expectedTitle } from "../expected/heads.ts";
import { BUSY_MACHINE_MS, waitForIdle } from "../helpers/page-waits.ts";
import { browserSuite } from "../helpers/browser-suite.ts";
import { SERVICE_PAGES } from "../expected/page-bodies.ts";
import { viewOfBands } from "../helpers/engines/in-page.ts";

const views = browserSuite("page views");
// The headings a visitor reads on the attic, wall and contact pages (tests/expected/page-bodies.ts).
const attic = { heading: SERVICE_PAGES["/services/attic"]?.heading ?? "-", benefits: { heading: "Benefits of a spray foam attic" } };
const wall = { heading: SERVICE_PAGES["/services/wall"]?.heading ?? "-", benefits: { heading: "Why insulate walls with spray foam" } };
const CONTACT_HEADING = "Contact Us";
let page: Page;

/** The head a page shows: its title and canonical URL's path. */
function headOnScreen() {
  return page.evaluate(() => ({
    title: document.title,
    canonical: new URL(document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? "about:blank").pathname,
  }));
}

async function expectHead(path: string): Promise<void> {
  await page.waitForFunction((title) => document.title === title, expectedTitle(path));
  assert.equal(await headOnScreen(), { title: expectedTitle(path), canonical: path }, `${path}: its own head`);
}

/**
 * The h1s a visitor sees, and those a screen reader finds: the browser's own verdicts
 * (checkVisibility, the accessibility tree), not the app's test of the page shown, which this suite checks.
 */
async function headings(): Promise<{ visible: number; inAccessibilityTree: number }> {
  return {
    visible: await page.evaluate(() => [...document.querySelectorAll("main h1")].filter((h1) => h1.checkVisibility()).length),
    inAccessibilityTree: await page.getByRole("heading", { level: 1 }).count(),
  };
}

/** Points at the first visible link to `path`, clicks it, and waits for the page. */
async function follow(path: string): Promise<void> {
  const link = page.locator(`a[href="${path}"]`).filter({ visible: true }).first();
  await link.hover();
  await waitForIdle(page);
  await link.click();
  await page.waitForURL(`${views.server.url}${path}`);
}

/** The form in <main> on screen. */
const mainForm = () => page.locator("main form").filter({ visible: true });

views("back shows the page left as the visitor left it, with its head, the first page too; forward likewise", async () => {
  // The first page, hydrated from its code before Helmet was loaded: its head is the prerendered one.
  page = await views.open("/contact");
  await waitForIdle(page);
  await mainForm().getByLabel(expectedField("name").label).fill("Avery Visitor");
  await page.evaluate(() => document.querySelector("main form")?.setAttribute("data-left", ""));
  await follow("/services/wall");
  await expectHead("/services/wall");
  assert.equal(await headings(), { visible: 1, inAccessibilityTree: 1 }, "the page left is hidden");
  // Where the visitor is on the page they go back from: forward returns there.
  const wallY = await page.evaluate(() => {
    window.scrollTo(0, 1500);
    return window.scrollY;
  });
  assert.ok(wallY > 1000, `scrolled down the wall page: ${wallY} px`);

  await page.goBack();
  await page.waitForURL(`${views.server.url}/contact`);
  await page.getByRole("heading", { level: 1, name: CONTACT_HEADING }).waitFor();
  assert.ok(await page.locator("main form[data-left]").isVisible(), "the page left is shown again, not rendered anew");
  assert.is(
    await mainForm().getByLabel(expectedField("name").label).inputValue(),
    "Avery Visitor",
    "what the visitor typed is still there",
  );
  await expectHead("/contact");
  await page
    .waitForFunction((heading) => document.activeElement?.textContent === heading, CONTACT_HEADING, { timeout: BUSY_MACHINE_MS })
    .catch(() => assert.unreachable("the page's heading did not get focus"));
  assert.equal(await headings(), { visible: 1, inAccessibilityTree: 1 });

  await page.goForward();
  await page.waitForURL(`${views.server.url}/services/wall`);
  await expectHead("/services/wall");
  assert.equal(await headings(), { visible: 1, inAccessibilityTree: 1 });
  await page
    .waitForFunction((y) => Math.abs(window.scrollY - y) <= 1, wallY, { timeout: BUSY_MACHINE_MS })
    .catch(() => assert.unreachable(`forward to ${wallY} px down`));

  // A page left that had been left before: its head is written again as it is shown.
  await follow("/contact");
  await expectHead("/contact");
  await page.goBack();
  await expectHead("/services/wall");
});

views("three entries back, the contact page is as the visitor left it, and nothing is fetched again on the way", async () => {
  page = await views.open("/contact");
  await waitForIdle(page);
  await mainForm().getByLabel(expectedField("name").label).fill("Avery Visitor");
  await page.evaluate(() => document.querySelector("main form")?.setAttribute("data-left", ""));
  for (const path of ["/services/wall", "/about", "/services/attic"]) {
    await follow(path);
    await expectHead(path);
  }
  await waitForIdle(page);
  // The chunks requested (the head's icon links, written again with each head, are not code).
  const fetched = () =>
    page.evaluate(() => performance.getEntriesByType("resource").flatMap((entry) => (entry.name.endsWith(".js") ? [entry.name] : [])));
  const before = await fetched();
  for (const path of ["/about", "/services/wall", "/contact"]) {
    await page.goBack();
    await page.waitForURL(`${views.server.url}${path}`);
    await expectHead(path);
    assert.equal(await headings(), { visible: 1, inAccessibilityTree: 1 }, `${path}: one page shown`);
  }
  assert.ok(await page.locator("main form[data-left]").isVisible(), "the form left three entries ago, shown again");
  assert.is(
    await mainForm().getByLabel(expectedField("name").label).inputValue(),
    "Avery Visitor",
    "what the visitor typed is still there",
  );
  assert.equal((await fetched()).slice(before.length), [], "no chunk requested on the way back");
});

views("back to the first page, shown from its prerendered markup: that markup again, with its head", async () => {
  page = await views.open("/services/attic", {
    initScripts: [
      `document.addEventListener("DOMContentLoaded", () => document.querySelector("main h1")?.setAttribute("data-first", ""));`,
    ],
  });
  await waitForIdle(page);
  await follow("/about");
  await expectHead("/about");
  await page.goBack();
  await page.waitForURL(`${views.server.url}/services/attic`);
  await page.getByRole("heading", { level: 1, name: attic.heading }).waitFor();
  assert.ok(await page.locator("main h1[data-first]").isVisible(), "the prerendered markup, shown again");
  await expectHead("/services/attic");
  assert.equal(await headings(), { visible: 1, inAccessibilityTree: 1 });
});

views("the page shown names its sections by its own headings, though the page left, hidden, has the same ids", async () => {
  page = await views.open("/services/attic");
  await waitForIdle(page);
  await follow("/services/wall");
  await expectHead("/services/wall");
  // A section is labelled by its heading's id (aria-labelledby), which each service page has.
  assert.is(
    (await page.locator("main section#benefits, main section[aria-labelledby='benefits']").count()) >= 2,
    true,
    "both pages have it",
  );
  await page.getByRole("region", { name: wall.benefits.heading }).waitFor();
  assert.is(await page.getByRole("region", { name: attic.benefits.heading }).count(), 0, "no section named by the hidden page's heading");
});

views(
  "back to a page left at its end: the same view, each band as tall, and the bands far above the screen not laid out again",
  async () => {
    page = await views.open("/services/attic", { width: 390 });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await waitForIdle(page);
    const left = await page.evaluate(viewOfBands);
    assert.ok(
      left.bands.length >= 3 && left.bands.every((band) => band.laidOut),
      `every band laid out as the page is read: ${JSON.stringify(left.bands)}`,
    );
    await follow("/services/wall");
    await page.getByRole("heading", { level: 1, name: wall.heading }).waitFor();
    await page.goBack();
    await page.getByRole("heading", { level: 1, name: attic.heading }).waitFor();
    await page
      .waitForFunction((y) => Math.abs(window.scrollY - y) <= 1, left.y, { timeout: BUSY_MACHINE_MS })
      .catch(() => assert.unreachable(`back to ${left.y} px down`));
    const back = await page.evaluate(viewOfBands);
    const view = ({ bands }: typeof back) => bands.map(({ label, top, height }) => ({ label, top, height }));
    assert.equal(view(back), view(left), "each band where it was on screen, and as tall");
    const screen = await page.evaluate(() => window.innerHeight);
    const far = back.bands.filter((band) => band.top + band.height < -2 * screen);
    assert.ok(far.length >= 2, `bands more than two screens above: ${JSON.stringify(back.bands)}`);
    assert.equal(
      far.filter((band) => band.laidOut).map((band) => band.label),
      [],
      "the bands far above the screen are not laid out again",
    );
  },
);

views.run();
