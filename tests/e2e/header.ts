// The header's menus: dropdowns open on hover, click, Enter and Space and close on Escape, on
// focus leaving and on an outside click; at phone width the toggle opens and closes the stacked
// menu with the right aria-expanded, and choosing a link closes it.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { launchBrowser, newContext, problems, waitForHydration, watchConsole } from "../helpers/browser.ts";
import type { ConsoleEntry } from "../helpers/browser.ts";
import { startSiteServer } from "../../scripts/lib/site-process.ts";
import type { SiteServer } from "../../scripts/lib/site-process.ts";

let server: SiteServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let entries: ConsoleEntry[];

function disclosure(name: "Services" | "Service Areas"): Locator {
  return page.getByRole("navigation", { name: "Main", exact: true }).getByRole("button", { name, exact: true });
}

async function menuOf(button: Locator): Promise<Locator> {
  const id = await button.getAttribute("aria-controls");
  return page.locator(`[id="${id}"]`);
}

async function expectOpen(button: Locator, open: boolean) {
  await page.waitForFunction(
    ([element, expected]) => (element as Element).getAttribute("aria-expanded") === String(expected),
    [await button.elementHandle(), open] as const,
  );
  assert.is(await (await menuOf(button)).isVisible(), open);
}

async function open(width: number) {
  context = await newContext(browser, { width });
  page = await context.newPage();
  entries = watchConsole(page);
  await page.goto(`${server.url}/about`, { waitUntil: "networkidle" });
  await waitForHydration(page);
}

const desktop = suite("header dropdowns (desktop)");
desktop.before(async () => {
  server = await startSiteServer();
  browser = await launchBrowser();
});
desktop.before.each(() => open(1280));
desktop.after.each(async () => {
  assert.equal(problems(entries), []);
  await context.close();
});

desktop("open on hover and close when the pointer leaves", async () => {
  const button = disclosure("Services");
  await expectOpen(button, false);
  await button.hover();
  await expectOpen(button, true);
  await page.mouse.move(5, 600);
  await expectOpen(button, false);
});

desktop("a click after hovering keeps the menu open; a second click closes it", async () => {
  const button = disclosure("Service Areas");
  await button.click();
  await expectOpen(button, true);
  await button.click();
  await expectOpen(button, false);
});

desktop("open with Enter and with Space, and close on Escape with focus back on the button", async () => {
  for (const key of ["Enter", " "]) {
    const button = disclosure("Services");
    await button.focus();
    await page.keyboard.press(key);
    await expectOpen(button, true);
    await page.keyboard.press("Tab");
    assert.is(await page.evaluate(() => document.activeElement?.textContent), "Residential Spray Foam");
    await page.keyboard.press("Escape");
    await expectOpen(button, false);
    assert.ok(await button.evaluate((element) => element === document.activeElement), "focus returns to the button");
  }
});

desktop("close when keyboard focus leaves the menu", async () => {
  const button = disclosure("Service Areas");
  await button.focus();
  await page.keyboard.press("Enter");
  await expectOpen(button, true);
  for (let step = 0; step < 6; step += 1) await page.keyboard.press("Tab");
  await expectOpen(button, false);
});

desktop("close on a click outside", async () => {
  const button = disclosure("Services");
  await button.focus();
  await page.keyboard.press("Enter");
  await expectOpen(button, true);
  await page.mouse.click(200, 700);
  await expectOpen(button, false);
});

desktop("choosing a link closes the menu and goes to the page", async () => {
  const button = disclosure("Services");
  await button.click();
  await (await menuOf(button)).getByRole("link", { name: "Soundproofing" }).click();
  await page.waitForURL(`${server.url}/services/soundproofing`);
  await expectOpen(button, false);
});

const mobile = suite("header menu (phone)");
mobile.before.each(() => open(390));
mobile.after.each(async () => {
  assert.equal(problems(entries), []);
  await context.close();
});
mobile.after(async () => {
  await browser.close();
  await server.stop();
});

mobile("the toggle flips the stacked menu open and closed with aria-expanded", async () => {
  const toggle = page.getByRole("button", { name: "Menu" });
  assert.ok(await toggle.isVisible());
  assert.not.ok(await disclosure("Services").isVisible(), "the desktop menu is hidden");
  for (const expected of [true, false, true, false]) {
    await toggle.click();
    await expectOpen(toggle, expected);
  }
});

mobile("the stacked menu holds the same links, and choosing one closes it", async () => {
  const toggle = page.getByRole("button", { name: "Menu" });
  await toggle.click();
  const menu = await menuOf(toggle);
  const labels = await menu.getByRole("link").allTextContents();
  assert.equal(labels, [
    "Home",
    "Residential Spray Foam",
    "Commercial Spray Foam",
    "Attic Insulation",
    "Crawl Space Insulation",
    "Wall Insulation",
    "Soundproofing",
    "Halifax",
    "Dartmouth",
    "Bedford",
    "Fall River",
    "Lower Sackville",
    "About Us",
    "FAQs",
    "Contact",
  ]);
  await menu.getByRole("link", { name: "Bedford" }).click();
  await page.waitForURL(`${server.url}/areas/bedford`);
  await expectOpen(toggle, false);
});

mobile("the phone link stays in the header at phone width", async () => {
  const phone = page.getByRole("banner").getByRole("link", { name: /^Call / });
  assert.ok(await phone.isVisible());
  const box = await phone.boundingBox();
  assert.ok(box && box.width >= 24 && box.height >= 24, "a tap target of at least 24 x 24 px");
});

desktop.run();
mobile.run();
