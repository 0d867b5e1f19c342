// The head renderer: every tag the spec asks for, escaped, and JSON-LD that no content string
// can break out of.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { load } from "cheerio";
import { headFor, notFound } from "../src/route-heads.ts";
import { renderHeadHtml, serializeJsonForScript } from "../src/seo/head.ts";
import type { HeadData } from "../src/seo/head.ts";

const head = suite("head tags");

const attic = headFor("/services/attic");

head("render the title, description, canonical, Open Graph, Twitter and geo tags once each", () => {
  const $ = load(`<head>${renderHeadHtml(attic)}</head>`);
  assert.is($("title").length, 1);
  assert.is($("title").text(), attic.title);
  assert.is($('meta[name="description"]').attr("content"), attic.description);
  assert.is($('link[rel="canonical"]').attr("href"), attic.canonical);
  for (const property of ["og:title", "og:description", "og:type", "og:url", "og:image", "og:image:width", "og:image:height"]) {
    assert.is($(`meta[property="${property}"]`).length, 1, property);
  }
  assert.is($('meta[property="og:image:width"]').attr("content"), "1200");
  assert.is($('meta[property="og:image:height"]').attr("content"), "630");
  assert.is($('meta[name="twitter:card"]').attr("content"), "summary_large_image");
  assert.is($('meta[name="geo.region"]').attr("content"), "CA-NS");
  assert.match($('meta[name="geo.position"]').attr("content") ?? "", /^44\.\d+;-63\.\d+$/);
});

head("mark every managed tag so navigation can replace exactly those", () => {
  const $ = load(`<head>${renderHeadHtml(attic)}</head>`);
  assert.is($("head > *").length, $("head > [data-page-head]").length);
});

head("give the not-found page noindex and no canonical", () => {
  const $ = load(`<head>${renderHeadHtml(notFound.head)}</head>`);
  assert.match($('meta[name="robots"]').attr("content") ?? "", /noindex/);
  assert.is($('link[rel="canonical"]').length, 0);
});

head("escape hostile text in attributes and the title", () => {
  const hostile: HeadData = { ...attic, title: `A "quoted" <b>title</b> & more`, description: `"><script>alert(1)</script>` };
  const html = renderHeadHtml(hostile);
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

jsonLd("survives a hostile string inside a rendered page head", () => {
  const hostile: HeadData = {
    ...attic,
    jsonLd: [{ "@context": "https://schema.org", "@type": "Thing", name: "</script><img src=x onerror=alert(1)>" }],
  };
  const $ = load(`<head>${renderHeadHtml(hostile)}</head><body><p>body</p></body>`);
  assert.is($("img").length, 0);
  assert.is(JSON.parse($('script[type="application/ld+json"]').text()).name, "</script><img src=x onerror=alert(1)>");
});

head.run();
jsonLd.run();
