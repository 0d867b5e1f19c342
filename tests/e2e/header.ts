// The header's menus: the desktop groups (native disclosures) open on hover, click, Enter and
// Space and close on Escape, on focus leaving and on an outside click; at phone width the toggle
// opens and closes the stacked menu (a popover) with the right aria-expanded and expanded state
// in the accessibility tree, Escape and a tap outside close it, and choosing a link closes it. On
// both, the header stays on screen however far down the page the visitor scrolls (the spec:
// "Header: sticky").
import * as assert from "uvu/assert";
import type { Locator, Page } from "playwright-core";
import { assertInOrder, SPEC_AREAS, SPEC_SERVICES } from "../helpers/spec-pages.ts";
import { headerOnScreen } from "../helpers/on-screen.ts";
import { BUSY_MACHINE_MS, pageSettled } from "../helpers/page-waits.ts";
import { browserSuite } from "../helpers/browser-suite.ts";

const desktop = browserSuite("header dropdowns (desktop)");
const mobile = browserSuite("header menu (phone)");
/** The page of the test running, at /about. */
let page: Page;

/** A desktop group's <summary>, the control that opens it. */
function disclosure(name: "Services" | "Service Areas"): Locator {
  return page.getByRole("navigation", { name: "Main", exact: true }).locator("summary", { hasText: new RegExp(`^${name}$`) });
}

/** The list a control opens: a group's list beside its summary, or the toggle's panel. */
async function menuOf(control: Locator): Promise<Locator> {
  const id = await control.getAttribute("aria-controls");
  return id ? page.locator(`[id="${id}"]`) : control.locator("xpath=following-sibling::ul");
}

/** Open or closed as the browser shows it and as its accessibility tree says. */
async function expectOpen(control: Locator, open: boolean) {
  await page.waitForFunction(
    ([element, expected]) => {
      const target = element as Element;
      if (target.localName === "summary") return (target.parentElement as HTMLDetailsElement).open === expected;
      return target.getAttribute("aria-expanded") === String(expected);
    },
    [await control.elementHandle(), open] as const,
  );
  assert.is(await (await menuOf(control)).isVisible(), open);
  assert.is(await expandedInAccessibilityTree(control), open, "the expanded state screen readers hear");
}

/** Chromium's own accessibility tree, through CDP: what a screen reader is told. */
async function expandedInAccessibilityTree(control: Locator): Promise<boolean> {
  await control.evaluate((element) => element.setAttribute("data-ax-probe", ""));
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "[data-ax-probe]" });
    const { nodes } = await cdp.send("Accessibility.getPartialAXTree", { nodeId, fetchRelatives: false });
    return nodes[0]?.properties?.find((property) => property.name === "expanded")?.value.value === true;
  } finally {
    await cdp.detach();
    await control.evaluate((element) => element.removeAttribute("data-ax-probe"));
  }
}

/** How far down a long page the visitor scrolls with the mouse wheel before the header is read: screens, not pixels. */
const FAR_DOWN_SCREENS = 2;

/** Scrolls the page far down with the mouse wheel, then reads where the header is drawn. */
async function expectHeaderOnScreenFarDown(where: string) {
  await page.mouse.move(100, 450);
  await page.mouse.wheel(0, 20_000);
  await page
    .waitForFunction((screens) => window.scrollY >= screens * window.innerHeight, FAR_DOWN_SCREENS, { timeout: BUSY_MACHINE_MS })
    .catch(() => assert.unreachable(`${where}: the page did not scroll ${FAR_DOWN_SCREENS} screens down`));
  await pageSettled(page);
  const header = await page.evaluate(headerOnScreen);
  assert.ok(header.screensScrolled >= FAR_DOWN_SCREENS, `${where}: scrolled far down (${JSON.stringify(header)})`);
  assert.is(header.top, 0, `${where}: the header's top is the screen's top (${JSON.stringify(header)})`);
  assert.ok(header.height > 0, `${where}: the header is drawn`);
  assert.ok(header.onTop, `${where}: the header is drawn over the page's content (${JSON.stringify(header)})`);
  const phone = page.getByRole("banner").getByRole("link", { name: /^Call / });
  assert.ok(await phone.isVisible(), `${where}: the phone link is still there to tap`);
}

desktop.before.each(async () => {
  page = await desktop.open("/about", { width: 1280 });
});

desktop("open on hover and close when the pointer leaves", async () => {
  const button = disclosure("Services");
  await expectOpen(button, false);
  await button.hover();
  await expectOpen(button, true);
  await page.mouse.move(5, 600);
  await expectOpen(button, false);
});

desktop("asked for reduced motion, nothing in the page moves: no transition and no animation, the groups' chevrons included", async () => {
  /** The elements with a transition or an animation, as the browser computes their styles. */
  const moving = () =>
    page.evaluate(() =>
      [...document.querySelectorAll("*")]
        .filter((element) => {
          const style = getComputedStyle(element);
          return style.transitionDuration.split(",").some((duration) => Number.parseFloat(duration) > 0) || style.animationName !== "none";
        })
        .map((element) => element.localName),
    );
  assert.ok((await moving()).length > 0, "without the preference, something moves (the groups' chevrons)");
  await page.emulateMedia({ reducedMotion: "reduce" });
  try {
    assert.equal(await moving(), [], "with it, nothing");
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
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
  // Through each of the group's links, then one step past the last.
  const links = await (await menuOf(button)).getByRole("link").count();
  assert.ok(links >= 5, `the group lists the spec's five areas: ${links}`);
  for (let step = 0; step < links; step += 1) await page.keyboard.press("Tab");
  await expectOpen(button, true);
  await page.keyboard.press("Tab");
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
  await page.waitForURL(`${desktop.server.url}/services/soundproofing`);
  await expectOpen(button, false);
});

desktop("scrolled far down a long page at 1440 px, the header stays at the top of the screen, over the page", async () => {
  // A page of its own, wider than the one the other tests share.
  page = await desktop.open("/facts", { width: 1440 });
  await expectHeaderOnScreenFarDown("/facts at 1440 px");
});

mobile.before.each(async () => {
  page = await mobile.open("/about", { width: 390 });
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

mobile("Escape and a tap outside close the stacked menu", async () => {
  const toggle = page.getByRole("button", { name: "Menu" });
  await toggle.click();
  await expectOpen(toggle, true);
  await page.keyboard.press("Escape");
  await expectOpen(toggle, false);
  await toggle.click();
  await expectOpen(toggle, true);
  await page.mouse.click(195, 880);
  await expectOpen(toggle, false);
});

mobile("the stacked menu holds the same links, and choosing one closes it", async () => {
  const toggle = page.getByRole("button", { name: "Menu" });
  await toggle.click();
  const menu = await menuOf(toggle);
  const labels = await menu.getByRole("link").allTextContents();
  assertInOrder(labels, ["Home", ...SPEC_SERVICES, ...SPEC_AREAS, "About Us", "FAQs", "Contact"]);
  assert.is(new Set(labels).size, labels.length, "each link once");
  await menu.getByRole("link", { name: "Bedford" }).click();
  await page.waitForURL(`${mobile.server.url}/areas/bedford`);
  await expectOpen(toggle, false);
});

/** A browser without popovers (Safari before 17) knows no `:popover-open`: matching it throws, as this makes Chromium do. */
const NO_POPOVER_SELECTOR = `{ const matches = Element.prototype.matches;
  Element.prototype.matches = function (selector) {
    if (String(selector).includes(":popover-open")) throw new DOMException("':popover-open' is not a valid selector", "SyntaxError");
    return matches.call(this, selector);
  }; }`;

mobile("in a browser without popovers' selector, the app starts with the page whole and the toggle marked closed", async () => {
  page = await mobile.open("/about", { width: 390, initScripts: [NO_POPOVER_SELECTOR] });
  await pageSettled(page);
  assert.ok(await page.getByRole("heading", { level: 1, name: "About" }).isVisible(), "the page's heading is still shown");
  assert.is(await page.getByRole("button", { name: "Menu" }).getAttribute("aria-expanded"), "false");
});

mobile("the phone link stays in the header at phone width", async () => {
  const phone = page.getByRole("banner").getByRole("link", { name: /^Call / });
  assert.ok(await phone.isVisible());
  const box = await phone.boundingBox();
  assert.ok(box && box.width >= 24 && box.height >= 24, "a tap target of at least 24 x 24 px");
});

mobile("on a phone held sideways (844 x 390), the open stacked menu scrolls under the wheel to its last link", async () => {
  await page.setViewportSize({ width: 844, height: 390 });
  const toggle = page.getByRole("button", { name: "Menu" });
  await toggle.click();
  const menu = await menuOf(toggle);
  const inView = () =>
    menu.getByRole("link", { name: "Contact", exact: true }).evaluate((link) => link.getBoundingClientRect().bottom <= window.innerHeight);
  assert.not.ok(await inView(), "the last link starts below the screen");
  // A real wheel over the panel, as a finger's swipe scrolls it: not the script's scrollIntoView.
  await menu.hover({ position: { x: 100, y: 40 } });
  await page.mouse.wheel(0, 2000);
  await page.waitForFunction(() => document.querySelector("[data-nav-panel]")?.scrollTop, undefined, { timeout: BUSY_MACHINE_MS });
  assert.ok(await inView(), "the last link is on screen");
});

mobile("scrolled far down a long page at 390 px, the header stays at the top of the screen, over the page", async () => {
  await expectHeaderOnScreenFarDown("/about at 390 px");
});

desktop.run();
mobile.run();
