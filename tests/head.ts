// A page's head as Helmet renders it on the server, the way the prerender collects it: every tag
// the spec asks for, once, escaped; JSON-LD that no content string can break out of; and a fresh
// head for every render.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { load } from "cheerio";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import type { HelmetServerState } from "@dr.pogodin/react-helmet";
import { services } from "../src/content/services.ts";
import { notFoundHead } from "../src/pages/not-found-page.tsx";
import { serviceHead } from "../src/pages/service-page.tsx";
import { composeHead } from "../src/seo/head.ts";
import type { HeadSpec, PageRouteRef } from "../src/seo/head.ts";
import { headMarkup } from "../src/seo/head-markup.ts";
import { HeadRenderer } from "../src/seo/head-renderer.tsx";
import { serializeJsonForScript } from "../src/seo/head-tags.ts";
import { EXPECTED_HEADS, PLACES, SOCIAL_IMAGE } from "./expected/heads.ts";

const ATTIC_PATH = "/services/attic";
const attic = services.find((service) => service.slug === "attic");
if (!attic) throw new Error("no attic service");
const atticRoute: PageRouteRef = {
  path: ATTIC_PATH,
  trail: [
    { name: "Home", path: "/" },
    { name: attic.name, path: ATTIC_PATH },
  ],
};

/** The head markup of one page, composed and rendered as the prerender does it (src/site/page-data.ts). */
async function renderHead(spec: HeadSpec, route: PageRouteRef | null): Promise<string> {
  let state: HelmetServerState | undefined;
  renderToString(
    createElement(HeadRenderer, {
      head: composeHead(spec, route),
      collect: (collected) => {
        state = collected;
      },
    }),
  );
  if (!state) throw new Error("no head state");
  return headMarkup(state);
}

const head = suite("head tags");

head(
  "render the title, description, canonical, Open Graph, Twitter and geo tags once each, with the attic page's written-out values",
  async () => {
    const $ = load(`<head>${await renderHead(serviceHead(attic), atticRoute)}</head>`);
    const expected = EXPECTED_HEADS[ATTIC_PATH];
    if (!expected?.canonical) throw new Error("the attic page's head is written out");
    assert.is($("title").length, 1);
    assert.is($("title").text(), expected.title);
    const tags: [string, string][] = [
      ['meta[name="description"]', expected.description],
      ['meta[name="robots"]', expected.robots],
      ['meta[property="og:title"]', expected.title],
      ['meta[property="og:description"]', expected.description],
      ['meta[property="og:type"]', expected.ogType],
      ['meta[property="og:url"]', expected.canonical],
      ['meta[property="og:image"]', SOCIAL_IMAGE.url],
      ['meta[property="og:image:width"]', SOCIAL_IMAGE.width],
      ['meta[property="og:image:height"]', SOCIAL_IMAGE.height],
      ['meta[name="twitter:card"]', "summary_large_image"],
      ['meta[name="twitter:title"]', expected.title],
      ['meta[name="twitter:description"]', expected.description],
      ['meta[name="twitter:image"]', SOCIAL_IMAGE.url],
      ['meta[name="geo.region"]', "CA-NS"],
      ['meta[name="geo.placename"]', expected.place],
      ['meta[name="geo.position"]', `${PLACES[expected.place].latitude};${PLACES[expected.place].longitude}`],
    ];
    for (const [selector, value] of tags) {
      assert.is($(selector).length, 1, selector);
      assert.is($(selector).attr("content"), value, selector);
    }
    assert.is($('link[rel="canonical"]').length, 1);
    assert.is($('link[rel="canonical"]').attr("href"), expected.canonical);
    // The Service node names the service as the spec does, and the breadcrumb ends at the page.
    const blocks = $('script[type="application/ld+json"]')
      .map((_, block) => JSON.parse($(block).text()))
      .get() as { "@type": string; name?: string; itemListElement?: { item: string }[] }[];
    assert.is(blocks.find((block) => block["@type"] === "Service")?.name, "Attic Insulation");
    assert.is(blocks.find((block) => block["@type"] === "BreadcrumbList")?.itemListElement?.at(-1)?.item, expected.canonical);
  },
);

head("mark every tag Helmet manages, so that a navigation replaces exactly those", async () => {
  const $ = load(`<head>${await renderHead(serviceHead(attic), atticRoute)}</head>`);
  assert.ok($("head > *").length > 20);
  assert.is($("head > *").length, $('head > [data-rh="true"]').length);
});

head("give the not-found page noindex and no canonical", async () => {
  const $ = load(`<head>${await renderHead(notFoundHead, null)}</head>`);
  assert.match($('meta[name="robots"]').attr("content") ?? "", /noindex/);
  assert.is($('link[rel="canonical"]').length, 0);
});

head("start every render afresh: a page rendered after another carries none of its tags", async () => {
  await renderHead(serviceHead(attic), atticRoute);
  const $ = load(`<head>${await renderHead(notFoundHead, null)}</head>`);
  assert.is($("title").length, 1);
  assert.is($("title").text(), EXPECTED_HEADS["404"]?.title);
  assert.is($('link[rel="canonical"]').length, 0);
  assert.not.ok($.html().includes(attic.title), "no title of the page before");
  assert.not.ok($.html().includes(attic.description), "no description of the page before");
  assert.not.match($.html(), /BreadcrumbList/);
});

head("escape hostile text in attributes and the title", async () => {
  const hostile: HeadSpec = { ...serviceHead(attic), title: `A "quoted" <b>title</b> & more`, description: `"><script>alert(1)</script>` };
  const html = await renderHead(hostile, atticRoute);
  assert.not.match(html, /<script>alert/);
  assert.not.match(html, /<b>/);
  const $ = load(`<head>${html}</head>`);
  assert.is($("title").text(), hostile.title);
  assert.is($('meta[name="description"]').attr("content"), hostile.description);
});

const jsonLd = suite("JSON-LD serialization");

jsonLd("keeps </script> and <!-- in content from closing the script element", () => {
  const value = { name: "</script><script>alert(1)</script><!--", text: "a & b > c" };
  const serialized = serializeJsonForScript(value);
  assert.not.match(serialized, /<\/script/i);
  assert.not.match(serialized, /<!--/);
  assert.equal(JSON.parse(serialized), value);
  const $ = load(`<script type="application/ld+json">${serialized}</script><p id="after">after</p>`);
  assert.equal(JSON.parse($("script").text()), value);
  assert.is($("#after").text(), "after");
});

jsonLd("survives a hostile string inside a page head rendered by Helmet", async () => {
  for (const name of ["</script><img src=x onerror=alert(1)>", "<!--<script>", "</SCRIPT ><img src=y>"]) {
    const hostile: HeadSpec = { ...serviceHead(attic), jsonLd: () => [{ "@context": "https://schema.org", "@type": "Thing", name }] };
    const $ = load(`<head>${await renderHead(hostile, atticRoute)}</head><body><p>body</p></body>`);
    assert.is($("img").length, 0, name);
    const blocks = $('script[type="application/ld+json"]')
      .map((_, block) => JSON.parse($(block).text()))
      .get();
    assert.ok(
      blocks.some((block: { name?: string }) => block.name === name),
      name,
    );
    assert.is($("body p").text(), "body");
  }
});

head.run();
jsonLd.run();
