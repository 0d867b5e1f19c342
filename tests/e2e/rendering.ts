// The bands below a page's hero (data-render-when-near) after a link's click to a page's top: the
// page's first render (in the task after the tap's own frame: client-navigation.ts) holds its hero
// and its bands' headings, and the bands' content comes just after (src/components/page-section.tsx):
// the first screen first, not the whole page, and then the page is whole, word for word as its
// prerendered file. The contact page's content and the quote section's, which hold the forms, come
// the same way. On a first load: first-load-bands.ts.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { load } from "cheerio";
import * as assert from "uvu/assert";
import type { Locator, Page } from "playwright-core";
import { DIST } from "../../scripts/build/dist.ts";
import { shownPageScript } from "../../src/navigation/index.ts";
import type { ShownPageGlobals } from "../../src/navigation/index.ts";
import { SERVICE_PAGES } from "../expected/page-bodies.ts";
import { browserSuite } from "../helpers/browser-suite.ts";
import { BUSY_MACHINE_MS, waitForIdle } from "../helpers/page-waits.ts";

const rendering = browserSuite("rendering the bands below the hero");

const WALL_HEADING = SERVICE_PAGES["/services/wall"]?.heading ?? "-";
const CONTACT_HEADING = "Contact Us";
const ABOUT_HEADING = "About Bluenose Spray Foam Insulation";

interface ShownPage {
  heading: string;
  bands: { heading: string; elements: number }[];
  /** The forms on screen: the contact page's, or the quote section's. */
  forms: number;
  /** The text of what labels the quote section (its aria-labelledby), null where it names nothing in the page. */
  quoteLabel: string | null;
}

/** The page shown (page-views.tsx): its h1, each band's heading and how many elements it holds, and the forms. */
function readShownPage(): ShownPage {
  const { shownInMain, inHiddenPage } = window as unknown as ShownPageGlobals;
  const page = shownInMain("[data-page]");
  return {
    heading: shownInMain("h1")?.textContent ?? "",
    bands: [...(page?.querySelectorAll("section[data-render-when-near]") ?? [])].map((band) => ({
      heading: band.querySelector("h2")?.textContent ?? "",
      elements: band.querySelectorAll("*").length,
    })),
    forms: [...document.querySelectorAll("form")].filter((form) => !inHiddenPage(form)).length,
    quoteLabel: document.getElementById(document.getElementById("quote")?.getAttribute("aria-labelledby") ?? "")?.textContent ?? null,
  };
}

/**
 * What the first render of the page a click opens put on screen: read as the new page's heading
 * appears, by a mutation observer, whose callback runs once the render's script is done and before
 * any later task (the bands' content is a render of its own).
 */
async function firstRenderRecording(page: Page, link: Locator): Promise<ShownPage> {
  await page.evaluate(() => {
    const record = window as unknown as { readShownPage(): ShownPage; firstRender?: unknown } & ShownPageGlobals;
    record.firstRender = undefined;
    const left = record.shownInMain("h1");
    const observer = new MutationObserver(() => {
      const heading = record.shownInMain("h1");
      if (!heading || heading === left) return;
      record.firstRender = record.readShownPage();
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ["style"] });
  });
  await link.click();
  await page.waitForFunction(() => (window as unknown as { firstRender?: unknown }).firstRender !== undefined);
  return (await page.evaluate(() => (window as unknown as { firstRender: unknown }).firstRender)) as ShownPage;
}

/** The text of the first element a selector names, in a built file and on the page shown, <noscript> left out (the app renders it empty). */
async function prerenderedAndShown(page: Page, file: string, selector: string): Promise<[string, string]> {
  const $ = load(await readFile(join(DIST, file), "utf8"));
  $("noscript").remove();
  const shown = await page.evaluate((selector) => {
    const { inHiddenPage } = window as unknown as ShownPageGlobals;
    const element = [...document.querySelectorAll(selector)].find((found) => !inHiddenPage(found))?.cloneNode(true) as Element | undefined;
    for (const noscript of element?.querySelectorAll("noscript") ?? []) noscript.remove();
    return element?.textContent ?? "";
  }, selector);
  return [$(selector).first().text(), shown];
}

rendering(
  "a link to a page's top: its first render holds its hero and its bands' headings, the bands' content comes just after, and the page ends whole, as prerendered",
  async () => {
    // The content of the pages the footer links to comes in one file, once their links are on screen.
    let footerPages: Promise<unknown> = Promise.resolve();
    const page = await rendering.open("/services/attic", {
      beforeLoad: (opened) => {
        footerPages = opened.waitForResponse((response) => new URL(response.url()).pathname === "/content/shown.json", {
          timeout: BUSY_MACHINE_MS,
        });
      },
    });
    // The footer's link in view, and its page loaded ahead: its content in, then the browser idle.
    const link = page.getByRole("contentinfo").getByRole("link", { name: "Wall Insulation" });
    await link.scrollIntoViewIfNeeded();
    await footerPages;
    await waitForIdle(page);
    await page.evaluate(shownPageScript());
    await page.evaluate(`window.readShownPage = ${readShownPage}`);
    const firstRender = await firstRenderRecording(page, link);
    await page.getByRole("heading", { level: 1, name: WALL_HEADING }).waitFor();
    assert.is(firstRender.heading, WALL_HEADING);
    // The wall page's bands, each with its container, its heading and its lead at most.
    assert.equal(
      firstRender.bands.map((band) => band.heading),
      [
        "Open-cell versus closed-cell foam in walls",
        "Fiberglass batts, cellulose and spray foam in walls compared",
        "Why insulate walls with spray foam",
        "Our wall insulation process",
      ],
    );
    assert.equal(
      firstRender.bands.filter((band) => band.elements > 3),
      [],
      "in the first render, each band holds its heading and lead only",
    );
    // Then every band's content, and the page as its own prerendered file has it.
    await page.waitForFunction((count) => {
      const shown = (window as unknown as { readShownPage(): ShownPage }).readShownPage();
      return shown.bands.length === count && shown.bands.every((band) => band.elements > 3);
    }, firstRender.bands.length);
    const prerendered = load(await readFile(join(DIST, "services", "wall.html"), "utf8"))("main [data-page]").text();
    assert.ok(prerendered.length > 2000, "the prerendered page was read");
    assert.is(await page.evaluate(() => (window as unknown as ShownPageGlobals).shownInMain("[data-page]")?.textContent), prerendered);

    // On to the contact page (its page loaded ahead, pointed at): the first render holds its
    // hero, without the quote section the page has none of; its form and the rest just after.
    const contact = page.getByRole("banner").getByRole("link", { name: "Contact", exact: true });
    await contact.hover();
    await waitForIdle(page);
    const toContact = await firstRenderRecording(page, contact);
    assert.equal([toContact.heading, toContact.forms], [CONTACT_HEADING, 0], "in the first render, the contact page's hero and no form");
    await page.locator("main form").filter({ visible: true }).waitFor();
    const [contactPrerendered, contactShown] = await prerenderedAndShown(page, "contact.html", "main [data-page]");
    assert.ok(contactPrerendered.includes("Call or e-mail"), "the prerendered contact page was read");
    assert.is(contactShown, contactPrerendered);

    // And from it to a page with the quote section: its form just after the first render too, its
    // heading in it, so the section is labelled from the start (its aria-labelledby names it).
    const about = page.getByRole("banner").getByRole("link", { name: "About Us", exact: true });
    await about.hover();
    await waitForIdle(page);
    const toAbout = await firstRenderRecording(page, about);
    assert.equal(
      [toAbout.heading, toAbout.forms, toAbout.quoteLabel],
      [ABOUT_HEADING, 0, "Get Your Free Spray Foam Quote"],
      "in the first render, the page's hero and the quote section's heading, not its form",
    );
    await page.locator("#quote form").waitFor();
    const [quotePrerendered, quoteShown] = await prerenderedAndShown(page, "about.html", "#quote");
    assert.ok(quotePrerendered.includes("Send Message"), "the prerendered quote section was read");
    assert.is(quoteShown, quotePrerendered);
  },
);

rendering.run();
