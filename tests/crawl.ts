// What a search engine's crawler reads, on npm start's server: robots.txt lets it in and names the
// sitemap; each page asks to be indexed (the not-found page alone asks not to be); and the
// sitemap, each page's canonical link and a 200 at that URL agree, page by page. The expected
// words are written out (the site's host, the robots lines), never read from the builders.
import { load } from "cheerio";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { startSiteServer } from "../scripts/server/site-process.ts";
import type { SiteServer } from "../scripts/server/site-process.ts";
import { SPEC_PAGES } from "./helpers/spec-pages.ts";
// The site's host, the older host three area pages name (a kept inconsistency, README) and what
// pages say to robots: written out once, in tests/expected/heads.ts.
import { INDEX, NO_INDEX, OLDER_HOST, OLDER_HOST_PAGES, SITE } from "./expected/heads.ts";

let server: SiteServer;
const crawl = suite("what a crawler reads");

crawl.before(async () => {
  server = await startSiteServer();
});
crawl.after(async () => {
  await server.stop();
});

crawl("robots.txt lets every crawler in everywhere and names the sitemap", async () => {
  const response = await fetch(`${server.url}/robots.txt`);
  assert.is(response.status, 200);
  const lines = (await response.text()).split("\n").map((line) => line.trim());
  assert.ok(lines.includes("User-agent: *"), "a rule for every crawler");
  assert.ok(lines.includes("Allow: /"), "everything allowed");
  assert.equal(
    lines.filter((line) => /^Disallow:/i.test(line) && line !== "Disallow:"),
    [],
    "nothing disallowed",
  );
  assert.ok(lines.includes(`Sitemap: ${SITE}/sitemap.xml`), "the sitemap named on the site's host");
});

crawl("the sitemap, each page's canonical link and a 200 at its URL agree, and each page asks to be indexed", async () => {
  const sitemap = load(await (await fetch(`${server.url}/sitemap.xml`)).text(), { xml: true });
  // A sitemap index names its files; a sitemap names the pages.
  const files = sitemap("sitemapindex > sitemap > loc")
    .map((_, element) => sitemap(element).text().trim())
    .get();
  const locations: string[] = [];
  for (const xml of files.length > 0
    ? await Promise.all(files.map(async (file) => (await fetch(`${server.url}${new URL(file).pathname}`)).text()))
    : [sitemap.xml()]) {
    const $ = load(xml, { xml: true });
    locations.push(
      ...$("url > loc")
        .map((_, element) => $(element).text().trim())
        .get(),
    );
  }
  for (const path of SPEC_PAGES) assert.ok(locations.includes(`${SITE}${path}`), `the sitemap lists ${path}`);
  assert.is(new Set(locations).size, locations.length, "each URL once");
  for (const location of locations) {
    assert.ok(location.startsWith(`${SITE}/`), `${location} on the site's host`);
    const path = new URL(location).pathname;
    const response = await fetch(`${server.url}${path}`, { redirect: "manual" });
    assert.is(response.status, 200, `${path} answers 200 with no redirect`);
    const $ = load(await response.text());
    const canonical = $('link[rel="canonical"]').attr("href");
    const host = OLDER_HOST_PAGES.includes(path) ? OLDER_HOST : SITE;
    assert.is(canonical, `${host}${path === "/" ? "/" : path}`, `${path}: its canonical is its sitemap URL`);
    assert.is($('meta[property="og:url"]').attr("content"), canonical, `${path}: a shared link names the same URL`);
    assert.is($('meta[name="robots"]').attr("content"), INDEX, `${path} asks to be indexed`);
  }
});

crawl("the not-found page asks not to be indexed, with a 404", async () => {
  const response = await fetch(`${server.url}/no-such-page`);
  assert.is(response.status, 404);
  const $ = load(await response.text());
  assert.is($('meta[name="robots"]').attr("content"), NO_INDEX);
  assert.is($('link[rel="canonical"]').length, 0);
});

crawl.run();
