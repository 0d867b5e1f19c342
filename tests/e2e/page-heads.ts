// The head each page ends with, as the browser writes it (src/seo/head-tags.ts): client-side
// navigation gives each page exactly the head of its prerendered file, which Helmet rendered
// (legacy paths and the not-found page included). Beside the comparison
// with the prerender (which catches drift between the two), each head's title, canonical, og:url,
// images and robots are compared with the values written out in tests/expected/heads.ts.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { load } from "cheerio";
import * as assert from "uvu/assert";
import { DIST, htmlFileFor } from "../../scripts/build/dist.ts";
import { chunkName, NOT_FOUND_CONSOLE, pageChunk, watchScripts } from "../helpers/page-watchers.ts";
import { clickLinkTo } from "../helpers/visitor-actions.ts";
import { browserSuite } from "../helpers/browser-suite.ts";
import { RETURN_TO_HOME } from "../helpers/spec-words.ts";
import { EXPECTED_HEADS, SOCIAL_IMAGE } from "../expected/heads.ts";

const heads = browserSuite("page heads in the browser");

/** The connection of a visitor who asks to save data, as the prefetcher reads it. */
const SAVE_DATA = `Object.defineProperty(Navigator.prototype, "connection", { configurable: true, get: () => ({ saveData: true, effectiveType: "4g" }) });`;

/** The head tags a page's head writes (marked data-rh, as Helmet marks them), each as tag, sorted attributes and text, sorted. */
function managedHeadTags(html: string): string[] {
  const $ = load(html);
  return $("head [data-rh]")
    .map((_, element) => {
      const attributes = Object.entries((element as unknown as { attribs: Record<string, string> }).attribs)
        .map(([name, value]) => `${name.toLowerCase()}=${value}`)
        .sort();
      return `${element.tagName.toLowerCase()} ${attributes.join(" ")} ${$(element).text()}`;
    })
    .get()
    .sort();
}

/** A page's prerendered HTML; "404" names the not-found page. */
function prerenderedHtml(path: string): Promise<string> {
  return readFile(path === "404" ? join(DIST, "404.html") : htmlFileFor(path), "utf8");
}

heads("client-side navigation gives each page exactly its prerendered head, legacy paths and the not-found page included", async () => {
  // The not-found page's log of the path, and the browser's of the missing content file: a
  // service's slug the catalog lacks is learned from the host (src/site/routes.tsx).
  heads.expectConsole(...NOT_FOUND_CONSOLE);
  let scripts: string[] = [];
  // A visitor who saves data: nothing is loaded ahead of them (pages on screen once the app is
  // idle, which a busy machine reaches at any moment), so what the first navigation loads is its own.
  const page = await heads.open("/", { beforeLoad: (opened) => (scripts = watchScripts(opened)), initScripts: [SAVE_DATA] });
  assert.equal(
    managedHeadTags(await page.content()),
    managedHeadTags(await prerenderedHtml("/")),
    "hydration leaves the head as prerendered",
  );
  await page.evaluate(() => ((window as unknown as { fullLoadMarker: boolean }).fullLoadMarker = true));
  const loadedAtStart = scripts.length;
  const journey: { go: () => Promise<unknown>; path: string; head: string }[] = [
    {
      go: () => page.getByRole("main").getByRole("link", { name: "Attic Insulation", exact: true }).click(),
      path: "/services/attic",
      head: "/services/attic",
    },
    { go: () => clickLinkTo(page, "/wall"), path: "/services/wall", head: "/services/wall" },
    {
      go: () => page.getByRole("navigation", { name: "Main", exact: true }).getByRole("link", { name: "About Us" }).click(),
      path: "/about",
      head: "/about",
    },
    { go: () => clickLinkTo(page, "/services/no-such-service"), path: "/services/no-such-service", head: "404" },
    { go: () => page.getByRole("link", { name: RETURN_TO_HOME, exact: true }).click(), path: "/", head: "/" },
    {
      go: () => page.getByRole("navigation", { name: "Main", exact: true }).getByRole("link", { name: "Contact" }).click(),
      path: "/contact",
      head: "/contact",
    },
    { go: () => page.goBack(), path: "/", head: "/" },
  ];
  for (const [index, step] of journey.entries()) {
    await step.go();
    await page.waitForURL(`${heads.server.url}${step.path}`);
    const html = await prerenderedHtml(step.head);
    const expected = managedHeadTags(html);
    const expectedTitle = load(html)("title").text();
    await page.waitForFunction((title) => document.title === title, expectedTitle);
    await page.waitForFunction((count) => document.head.querySelectorAll("[data-rh]").length === count, expected.length);
    assert.equal(managedHeadTags(await page.content()), expected, `${step.path}: its own head and nothing else`);
    // And the values a screen reader announces and a shared link shows, as written out.
    const written = EXPECTED_HEADS[step.head];
    const [canonical, ogUrl, ogImage, twitterImage, robots] = await page.evaluate(
      (tags) => tags.map(([selector, attribute]) => document.head.querySelector(selector)?.getAttribute(attribute) ?? null),
      [
        ['link[rel="canonical"]', "href"],
        ['meta[property="og:url"]', "content"],
        ['meta[property="og:image"]', "content"],
        ['meta[name="twitter:image"]', "content"],
        ['meta[name="robots"]', "content"],
      ] as [string, string][],
    );
    const shown = { title: await page.title(), canonical, ogUrl, ogImage, twitterImage, robots };
    assert.equal(
      shown,
      {
        title: written?.title,
        canonical: written?.canonical ?? null,
        ogUrl: written?.canonical ?? null,
        ogImage: SOCIAL_IMAGE.url,
        twitterImage: SOCIAL_IMAGE.url,
        robots: written?.robots,
      },
      `${step.path}: the head's values`,
    );
    assert.is(await page.locator("title").count(), 1, `${step.path}: one title`);
    assert.is(
      await page.locator("#root title, #root meta, #root link, #root script[type='application/ld+json']").count(),
      0,
      `${step.path}: nothing head-like in #root`,
    );
    if (index === 0) {
      // The first navigation loads the attic page's own code and copy (its kind's chunk) and the
      // head it declares, and no other kind's.
      const names = scripts.slice(loadedAtStart).map(chunkName);
      for (const other of ["/areas/halifax", "/", "/facts", "/about"].map(pageChunk).concat("page-heads"))
        assert.not.ok(names.includes(other), `${other} loaded: ${names.join(", ")}`);
      assert.ok(names.includes(pageChunk("/services/attic")), `its code: ${names.join(", ")}`);
    }
  }
  assert.ok(await page.evaluate(() => (window as unknown as { fullLoadMarker?: boolean }).fullLoadMarker), "no full reload");
});

heads.run();
