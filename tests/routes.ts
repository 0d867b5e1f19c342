// The route table: the spec's 15 pages and the privacy policy and terms, 11 legacy redirects and the not-found page, each page
// with its own head tags and structured data.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { headFor, notFoundWithHead, pagesWithHeads } from "../src/site/page-heads.ts";
import { normalizePath, resolve } from "../src/site/routes.tsx";
import { notFound } from "../src/site/routes.tsx";
import { isSitePage } from "../src/site/site-pages.ts";
import { redirects } from "../src/site/redirects.ts";
import { SPEC_PAGES } from "./helpers/spec-pages.ts";
// The site's host, the older host three area pages name (a kept inconsistency) and the communities' spots.
import { OLDER_HOST, OLDER_HOST_PAGES, PLACES, SITE } from "./expected/heads.ts";

/** The spec's legacy paths of the first site, and the page each now lives at. */
const SPEC_REDIRECTS = {
  "/residential": "/services/residential",
  "/commercial": "/services/commercial",
  "/attic": "/services/attic",
  "/crawl-space": "/services/crawl-space",
  "/wall": "/services/wall",
  "/soundproofing": "/services/soundproofing",
  "/halifax": "/areas/halifax",
  "/dartmouth": "/areas/dartmouth",
  "/bedford": "/areas/bedford",
  "/fall-river": "/areas/fall-river",
  "/lower-sackville": "/areas/lower-sackville",
};

const table = suite("route table");

table("lists each of the spec's 15 pages, the privacy policy and the terms, and no page twice", () => {
  const paths = pagesWithHeads.map((page) => page.path);
  for (const path of SPEC_PAGES) assert.ok(paths.includes(path), `${path} is a page`);
  assert.is(new Set(paths).size, paths.length);
});

table("maps each of the spec's 11 legacy paths to its page with a permanent redirect", () => {
  assert.equal(Object.fromEntries(redirects.map((redirect) => [redirect.from, redirect.to])), SPEC_REDIRECTS);
  assert.is(redirects.length, 11);
  for (const redirect of redirects) {
    assert.is(redirect.status, 301);
    assert.is(resolve(redirect.to, isSitePage).kind, "page", `${redirect.to} is a page`);
    assert.is(resolve(redirect.from, isSitePage).kind, "redirect", `${redirect.from} is not also a page`);
  }
});

table("gives every page a unique title and description of useful length", () => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const { path, head } of pagesWithHeads) {
    assert.ok(head.title.length >= 20 && head.title.length <= 70, `${path} title length ${head.title.length}`);
    assert.ok(head.description.length >= 100 && head.description.length <= 170, `${path} description length ${head.description.length}`);
    titles.add(head.title);
    descriptions.add(head.description);
  }
  assert.is(titles.size, pagesWithHeads.length);
  assert.is(descriptions.size, pagesWithHeads.length);
});

table("gives every page an absolute canonical URL of its own path, on the site's host but for the three short area pages", () => {
  for (const { path, head } of pagesWithHeads) {
    const url = new URL(head.canonical ?? "");
    assert.is(url.pathname, path, `${path}: the canonical names the page itself`);
    assert.is(url.search + url.hash, "", path);
    assert.is(url.origin, OLDER_HOST_PAGES.includes(path) ? OLDER_HOST : SITE, `${path}: the canonical's host`);
  }
});

table("gives every page geo coordinates inside Halifax Regional Municipality", () => {
  for (const { path, head } of pagesWithHeads) {
    assert.ok(head.geo.latitude > 44.4 && head.geo.latitude < 45.0, `${path} latitude`);
    assert.ok(head.geo.longitude > -64.0 && head.geo.longitude < -63.2, `${path} longitude`);
  }
  // Each area page names its own community's spot, as written out (tests/expected/heads.ts).
  for (const [path, place] of [
    ["/areas/halifax", "Halifax"],
    ["/areas/dartmouth", "Dartmouth"],
    ["/areas/bedford", "Bedford"],
    ["/areas/fall-river", "Fall River"],
    ["/areas/lower-sackville", "Lower Sackville"],
  ] as const) {
    const { geo } = headFor(path);
    assert.equal([geo.placename, geo.latitude, geo.longitude], [place, PLACES[place].latitude, PLACES[place].longitude], path);
  }
  assert.is(headFor("/no-such-page"), notFoundWithHead.head);
});

table("gives every page the business, and every page but home a breadcrumb", () => {
  for (const { path, head } of pagesWithHeads) {
    const types = head.jsonLd.map((item) => (item as { "@type": string })["@type"]);
    assert.ok(types.includes("HomeAndConstructionBusiness"), `${path} has the business`);
    assert.is(types.includes("BreadcrumbList"), path !== "/", `${path} breadcrumb`);
    for (const item of head.jsonLd) assert.is((item as { "@context": string })["@context"], "https://schema.org");
  }
});

table("shows the quote section on every page but the contact page", () => {
  for (const page of pagesWithHeads) assert.is(page.showQuote, page.path !== "/contact", page.path);
  assert.is(notFoundWithHead.showQuote, false);
});

table("keeps the not-found page out of search results", () => {
  assert.ok(notFoundWithHead.head.noindex);
  assert.is(notFoundWithHead.head.canonical, undefined);
});

const lookup = suite("resolve");

/** What resolve() answers for the server, in short: the page's path, the redirect's target, or not found. */
function answer(pathname: string): string {
  const resolution = resolve(pathname, isSitePage);
  if (resolution.kind === "redirect") return `301 ${resolution.redirect.to}`;
  return resolution.kind === "page" ? `page ${resolution.route.path}` : "not found";
}

lookup("finds pages with or without a trailing slash", () => {
  assert.is(answer("/services/attic/"), "page /services/attic");
  assert.is(answer("/services/attic"), "page /services/attic");
  assert.is(answer("/"), "page /");
  assert.is(normalizePath("/about///"), "/about");
});

lookup("answers a legacy path with its redirect, and the page it leads to", () => {
  assert.is(answer("/bedford/"), "301 /areas/bedford");
  const resolution = resolve("/attic", isSitePage);
  assert.is(resolution.kind === "redirect" && resolution.route.path, "/services/attic");
});

lookup("answers any other path with the not-found page", () => {
  assert.is(answer("/no-such-page"), "not found");
  assert.is(answer("/services"), "not found");
  assert.is(answer("/services/attic/extra"), "not found");
  assert.is(resolve("/no-such-page", isSitePage).route, notFound);
});

table.run();
lookup.run();
