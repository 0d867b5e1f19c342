// Client-side navigation as accessible as a page load: scroll and focus where a page load would
// put them, a link to a spot on another page landing on it, back and forward without fetching
// anything again, and a link opened in a new tab, a window or a download leaving this one as it
// was. How fast the app renders the next page: client-navigation.ts.
import * as assert from "uvu/assert";
import type { Page } from "playwright-core";
import { EXPECTED_HEADS, expectedTitle } from "../expected/heads.ts";
import { BUSY_MACHINE_MS, pageSettled, waitForIdle } from "../helpers/page-waits.ts";
import { chunkName, watchScripts } from "../helpers/page-watchers.ts";
import { browserSuite } from "../helpers/browser-suite.ts";
import { SERVICE_PAGES } from "../expected/page-bodies.ts";

const navigation = browserSuite("client-side navigation as a page load");
/** The page of the test running, and the scripts it has requested. */
let page: Page;
let scripts: string[];

// The pages' names in the footer and their headings, written out (tests/expected/page-bodies.ts).
const wall = { name: "Wall Insulation", heading: SERVICE_PAGES["/services/wall"]?.heading ?? "-" };
const ATTIC_HEADING = SERVICE_PAGES["/services/attic"]?.heading ?? "-";
const TYPES_HEADING = "Open-Cell and Closed-Cell Spray Foam";

/** The chunk names of the scripts requested since the last call. */
function takeScripts(): string[] {
  return scripts.splice(0).map(chunkName);
}

/** Opens a page the way a visitor lands on it, and waits until the app is idle. */
async function open(path: string, options: { width?: number; initScripts?: string[] } = {}): Promise<void> {
  page = await navigation.open(path, { ...options, beforeLoad: (opened) => (scripts = watchScripts(opened)) });
  await waitForIdle(page);
}

navigation(
  "scroll and focus: a link shows the top and focuses the heading, back and forward return where the visitor was and fetch nothing again",
  async () => {
    // A mark on the prerendered heading: only the page's own markup, shown again, still has it.
    await open("/services/attic", {
      initScripts: [
        `document.addEventListener("DOMContentLoaded", () => document.querySelector("main h1")?.setAttribute("data-visit-mark", ""));`,
      ],
    });
    const footerLink = page.getByRole("contentinfo").getByRole("link", { name: wall.name });
    await footerLink.scrollIntoViewIfNeeded();
    const left = await page.evaluate(() => window.scrollY);
    assert.ok(left > 500, `scrolled down: ${left}`);
    await footerLink.click();
    await page.getByRole("heading", { level: 1, name: wall.heading }).waitFor();
    // The heading can be there a frame before the scroll: polled on a busy machine, not read once.
    await page
      .waitForFunction(() => window.scrollY === 0, null, { timeout: BUSY_MACHINE_MS })
      .catch(() => assert.unreachable("the page is not shown from its top"));
    await page
      .waitForFunction((heading) => document.activeElement?.textContent === heading, wall.heading, { timeout: BUSY_MACHINE_MS })
      .catch(() => assert.unreachable("the new page's heading did not get focus"));
    await waitForIdle(page);
    const before = [
      ...takeScripts(),
      ...(await page.evaluate(() => performance.getEntriesByType("resource").map((entry) => entry.name))),
    ].map(chunkName);

    await page.goBack();
    await page.getByRole("heading", { level: 1, name: ATTIC_HEADING }).waitFor();
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) <= 1, left, { timeout: BUSY_MACHINE_MS });
    assert.ok(await page.locator("main h1[data-visit-mark]").count(), "the page's markup was shown again, not rendered anew");
    // The head is written as the page is shown: polled on a busy machine, not read once.
    await page
      .waitForFunction((title) => document.title === title, expectedTitle("/services/attic"), { timeout: BUSY_MACHINE_MS })
      .catch(() => {});
    assert.is(await page.title(), expectedTitle("/services/attic"));
    await page.goForward();
    await page.getByRole("heading", { level: 1, name: wall.heading }).waitFor();
    // The heading can be there a frame before the scroll: polled on a busy machine, not read once.
    await page
      .waitForFunction(() => window.scrollY === 0, null, { timeout: BUSY_MACHINE_MS })
      .catch(() => assert.unreachable("the page is not shown from its top"));
    await waitForIdle(page);
    // Only pages loaded ahead for the links now on screen, never a chunk loaded before.
    const again = takeScripts().filter((name) => before.includes(name));
    assert.equal(again, [], "back and forward fetched no chunk again");
  },
);

navigation(
  "back to the first page, in a tab opened in the background (no frame until it is shown): its own title and canonical",
  async () => {
    // A tab opened in the background draws no frame until it is shown, while its scripts and its
    // loading ahead run on: its frames are held here until the page has loaded and gone idle. The
    // first page is adopted as prerendered, without its code: its head comes with its code, loaded
    // after the visitor leaves it or by the way back.
    await open("/", {
      initScripts: [
        `{ let held = []; const draw = requestAnimationFrame.bind(window);
           window.requestAnimationFrame = (callback) => (held ? held.push(callback) : draw(callback));
           window.showTab = () => { const callbacks = held; held = null; callbacks.forEach((callback) => draw(callback)); }; }`,
      ],
    });
    assert.ok(takeScripts().length > 0, "the app loaded before the tab is shown");
    await page.evaluate(() => (window as unknown as { showTab(): void }).showTab());
    await pageSettled(page);
    await page.locator('main a[href="/services/attic"]').first().click();
    await page.waitForFunction((title) => document.title === title, expectedTitle("/services/attic"), { timeout: BUSY_MACHINE_MS });
    await page.goBack();
    const home = EXPECTED_HEADS["/"];
    const shown = () => page.evaluate(() => [document.title, document.querySelector('link[rel="canonical"]')?.getAttribute("href")]);
    await page
      .waitForFunction(
        ([title, canonical]) =>
          document.title === title && document.querySelector('link[rel="canonical"]')?.getAttribute("href") === canonical,
        [home?.title, home?.canonical],
        { timeout: BUSY_MACHINE_MS },
      )
      .catch(() => {});
    assert.equal(await shown(), [home?.title, home?.canonical], "the home page's own head after back");
  },
);

navigation(
  "a link opened in a new tab (Ctrl-click, Shift-click, middle click) loads there at its own address, and this page stays",
  async () => {
    await open("/services/attic");
    const ways: [string, (link: ReturnType<Page["getByRole"]>) => Promise<void>][] = [
      ["Ctrl-click", (link) => link.click({ modifiers: ["Control"] })],
      ["Shift-click", (link) => link.click({ modifiers: ["Shift"] })],
      ["middle click", (link) => link.click({ button: "middle" })],
    ];
    for (const [how, click] of ways) {
      const link = page.getByRole("contentinfo").getByRole("link", { name: wall.name, exact: true });
      const opened = page.context().waitForEvent("page");
      await click(link);
      const tab = await opened;
      await tab.waitForURL(`${navigation.server.url}/services/wall`);
      await tab.getByRole("heading", { level: 1, name: wall.heading }).waitFor();
      await pageSettled(page);
      assert.is(new URL(page.url()).pathname, "/services/attic", `${how}: this tab stays where it was`);
      assert.is(await page.locator("main h1").filter({ visible: true }).textContent(), ATTIC_HEADING, `${how}: this tab's page stays`);
      await tab.close();
    }
  },
);

navigation(
  "a click a browser gives a new tab, a window or a download (Cmd, Ctrl, Shift, Alt, middle button) is left to the browser: the app neither follows it in place nor stops it",
  async () => {
    await open("/services/attic");
    // How each click leaves the page, read at the window, after the document where the app
    // listens: whether anything stopped the browser's own action. The test then stops it itself,
    // so that no tab, window or download follows (the Mac's Cmd opens a tab on a Mac only) and
    // each click starts from the same page; that the browser opens the tab is the test above.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { clicksLeft: string[] }).clicksLeft = seen;
      for (const type of ["click", "auxclick"]) {
        window.addEventListener(type, (event) => {
          seen.push(`${event.type}: ${event.defaultPrevented ? "stopped by the page" : "left to the browser"}`);
          event.preventDefault();
        });
      }
    });
    const ways: [string, string, (link: ReturnType<Page["getByRole"]>) => Promise<void>][] = [
      ["Cmd-click (Mac)", "click", (link) => link.click({ modifiers: ["Meta"] })],
      ["Ctrl-click", "click", (link) => link.click({ modifiers: ["Control"] })],
      ["Shift-click", "click", (link) => link.click({ modifiers: ["Shift"] })],
      ["Alt-click (download)", "click", (link) => link.click({ modifiers: ["Alt"] })],
      ["middle click", "auxclick", (link) => link.click({ button: "middle" })],
    ];
    const link = page.getByRole("contentinfo").getByRole("link", { name: wall.name, exact: true });
    for (const [how, type, click] of ways) {
      await click(link);
      await pageSettled(page);
      const left = await page.evaluate(() => (window as unknown as { clicksLeft: string[] }).clicksLeft.splice(0));
      assert.equal(left, [`${type}: left to the browser`], `${how}: the browser's own action, untouched`);
      assert.is(new URL(page.url()).pathname, "/services/attic", `${how}: this tab stays where it was`);
      assert.is(await page.locator("main h1").filter({ visible: true }).textContent(), ATTIC_HEADING, `${how}: this tab's page stays`);
    }
  },
);

navigation("a link to a spot on another page scrolls to it and focuses it", async () => {
  await open("/services/attic");
  // A link as content may write it: to a section of the FAQs page.
  await page.evaluate(() => {
    const link = Object.assign(document.createElement("a"), { href: "/facts#types", textContent: "Types of spray foam" });
    document.querySelector("main")?.prepend(link);
  });
  await page.getByRole("link", { name: "Types of spray foam" }).click();
  await page.waitForURL(`${navigation.server.url}/facts#types`);
  await page.getByRole("heading", { level: 2, name: TYPES_HEADING }).waitFor();
  await page
    .waitForFunction(() => document.activeElement?.id === "types", null, { timeout: BUSY_MACHINE_MS })
    .catch(() => assert.unreachable("the target did not get focus"));
  const spot = await page.evaluate(() => {
    const target = document.getElementById("types");
    return { focused: document.activeElement === target, top: Math.round(target?.getBoundingClientRect().top ?? -1) };
  });
  assert.ok(spot.focused, "the target has focus");
  assert.ok(spot.top >= 0 && spot.top < 200, `the target is at the top of the screen, below the header: ${spot.top}`);
});

navigation.run();
