// With JavaScript off, as some visitors and most crawlers see the site: every page shows its full
// content, the menus can be used, and the contact form submits natively and is stored.
import { hashSource, inlineStylesOf } from "../../scripts/build/inline-content.ts";
import * as assert from "uvu/assert";
import type { Page } from "playwright-core";
import { pages } from "../../src/site/site-pages.ts";
import { NOT_FOUND_CONSOLE } from "../helpers/page-watchers.ts";
import { browserSuite } from "../helpers/browser-suite.ts";
import { NOT_FOUND_HEADING, SEND_MESSAGE } from "../helpers/spec-words.ts";

const noScript = browserSuite("without JavaScript");
/** The page opened last. */
let page: Page;

async function open(path: string, width = 1280) {
  page = await noScript.open(path, { width, javaScriptEnabled: false, waitUntil: "load", kept: true });
}

noScript("every page shows its heading, its content and the site's styles", async () => {
  for (const route of pages) {
    await open(route.path);
    assert.ok(await page.locator("h1").isVisible(), route.path);
    const text = await page.locator("#main").innerText();
    assert.ok(text.length > 400, `${route.path} shows its content (${text.length} characters)`);
    assert.ok(await page.getByRole("contentinfo").isVisible());
    const font = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    assert.match(font, /system-ui/, `${route.path} is styled`);
  }
  noScript.expectConsole(...NOT_FOUND_CONSOLE);
  await open("/no-such-page");
  assert.is(await page.locator("h1").innerText(), NOT_FOUND_HEADING);
});

noScript("the desktop groups open by click and by keyboard, and opening one closes the other", async () => {
  await open("/about");
  const nav = page.getByRole("navigation", { name: "Main", exact: true });
  const group = (name: string) => nav.locator("summary", { hasText: new RegExp(`^${name}$`) });
  const attic = nav.getByRole("link", { name: "Attic Insulation" });
  const halifax = nav.getByRole("link", { name: "Halifax" });
  assert.not.ok(await attic.isVisible());
  await group("Services").click();
  assert.ok(await attic.isVisible(), "a click opens the group");
  await group("Service Areas").focus();
  await page.keyboard.press("Enter");
  assert.ok(await halifax.isVisible(), "Enter opens the other group");
  assert.not.ok(await attic.isVisible(), "and closes the first");
  await page.keyboard.press("Tab");
  const focused = page.locator(":focus");
  assert.is(await focused.innerText(), "Halifax");
  await halifax.click();
  await page.waitForURL(`${noScript.server.url}/areas/halifax`);
});

noScript("at phone width the menu button opens every menu link, shows that it will close it, and Escape closes them", async () => {
  await open("/", 390);
  const toggle = page.getByRole("button", { name: "Menu" });
  const menu = page.getByRole("navigation", { name: "Main (mobile)" });
  // The drawings the button shows: the paths of each of its icons on screen.
  const shownIcons = () =>
    toggle
      .locator("svg")
      .evaluateAll((icons) =>
        icons
          .filter((icon) => getComputedStyle(icon).display !== "none" && icon.getBoundingClientRect().width > 0)
          .map((icon) => [...icon.querySelectorAll("path")].map((path) => path.getAttribute("d")).join(" ")),
      );
  assert.not.ok(await menu.isVisible());
  const closedIcons = await shownIcons();
  assert.is(closedIcons.length, 1, "the closed menu's button shows one icon");
  await toggle.click();
  assert.ok(await menu.isVisible(), "the button opens the menu");
  const openIcons = await shownIcons();
  assert.is(openIcons.length, 1, "the open menu's button shows one icon");
  assert.is.not(openIcons[0], closedIcons[0], "and not the one that opened it");
  for (const name of ["Residential Spray Foam", "Lower Sackville", "About Us", "FAQs", "Contact"]) {
    assert.ok(await menu.getByRole("link", { name, exact: true }).isVisible(), name);
  }
  await page.keyboard.press("Escape");
  assert.not.ok(await menu.isVisible(), "Escape closes it");
  assert.equal(await shownIcons(), closedIcons, "the button shows its first icon again");
  await toggle.click();
  await menu.getByRole("link", { name: "FAQs", exact: true }).click();
  await page.waitForURL(`${noScript.server.url}/facts`);
});

noScript("a browser without popovers shows the phone's menu in place, with no button that cannot work", async () => {
  page = await noScript.newPage({ width: 390, javaScriptEnabled: false });
  // The page as such a browser sees it: no popover attribute and no popover selectors.
  await page.route(`${noScript.server.url}/`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text())
      .replaceAll(' popover="auto"', "")
      .replaceAll("@supports not selector(:popover-open)", "@supports (display: block)");
    // The policy the build would write for that page: its changed stylesheet allowed by its hash.
    const headers = response.headers();
    headers["content-security-policy"] = (headers["content-security-policy"] ?? "").replace(
      "style-src 'self'",
      `style-src 'self' ${inlineStylesOf(html).map(hashSource).join(" ")}`,
    );
    await route.fulfill({ response, headers, body: html });
  });
  await page.goto(`${noScript.server.url}/`);
  const menu = page.getByRole("navigation", { name: "Main (mobile)" });
  assert.ok(await menu.isVisible());
  assert.ok(await menu.getByRole("link", { name: "Lower Sackville", exact: true }).isVisible());
  assert.not.ok(await page.getByRole("button", { name: "Menu" }).isVisible());
});

noScript("the contact form submits natively, thanks the visitor and is stored", async () => {
  await open("/contact");
  const form = page.locator('form[name="contact"]');
  await form.getByLabel("Name").fill("No Script Visitor");
  await form.getByLabel("Email").fill("noscript@example.ca");
  await form.getByLabel("Phone").fill("902-555-0111");
  await form.getByLabel("Message").fill("Sent with JavaScript turned off.");
  const [response] = await Promise.all([page.waitForNavigation(), form.getByRole("button", { name: SEND_MESSAGE, exact: true }).click()]);
  assert.is(response?.status(), 200);
  assert.is(await page.locator("h1").innerText(), "Thank you!");
  await page.getByRole("link", { name: "Back to the site" }).click();
  await page.waitForURL(`${noScript.server.url}/contact`);
  const stored = await noScript.server.submissions();
  assert.is(stored.at(-1)?.name, "No Script Visitor");
  assert.is(stored.at(-1)?.service, "");
});

noScript.run();
