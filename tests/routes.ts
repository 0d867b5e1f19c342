// The route table: the spec's 15 pages, 11 legacy redirects and the not-found page, each page
// with its own head tags and structured data.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { LEGACY_CANONICAL_ORIGIN, LEGACY_CANONICAL_PATHS, SITE_URL } from "../src/content/business.ts";
import { canonicalFor, headFor, notFound, pages } from "../src/route-heads.ts";
import { normalizePath } from "../src/paths.ts";
import { findPage, findRedirect, redirects } from "../src/routes.tsx";

const SPEC_PAGES = [
  "/",
  "/services/residential",
  "/services/commercial",
  "/services/attic",
  "/services/crawl-space",
  "/services/wall",
  "/services/soundproofing",
  "/areas/bedford",
  "/areas/fall-river",
  "/areas/lower-sackville",
  "/areas/halifax",
  "/areas/dartmouth",
  "/about",
  "/facts",
  "/contact",
];

const table = suite("route table");

table("lists exactly the spec's 15 pages, each once", () => {
  assert.equal([...pages.map((page) => page.path)].sort(), [...SPEC_PAGES].sort());
  assert.is(new Set(pages.map((page) => page.path)).size, 15);
});

table("maps each of the 11 legacy paths to its page with a permanent redirect", () => {
  assert.is(redirects.length, 11);
  for (const redirect of redirects) {
    assert.is(redirect.status, 301);
    const slug = redirect.from.slice(1);
    assert.ok(redirect.to === `/services/${slug}` || redirect.to === `/areas/${slug}`, `${redirect.from} -> ${redirect.to}`);
    assert.ok(findPage(redirect.to), `${redirect.to} is a page`);
    assert.not.ok(findPage(redirect.from), `${redirect.from} is not also a page`);
  }
  assert.equal(redirects.map((redirect) => redirect.from).sort(), [
    "/attic",
    "/bedford",
    "/commercial",
    "/crawl-space",
    "/dartmouth",
    "/fall-river",
    "/halifax",
    "/lower-sackville",
    "/residential",
    "/soundproofing",
    "/wall",
  ]);
});

table("gives every page a unique title and description of useful length", () => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const { path, head } of pages) {
    assert.ok(head.title.length >= 20 && head.title.length <= 70, `${path} title length ${head.title.length}`);
    assert.ok(head.description.length >= 100 && head.description.length <= 170, `${path} description length ${head.description.length}`);
    titles.add(head.title);
    descriptions.add(head.description);
  }
  assert.is(titles.size, pages.length);
  assert.is(descriptions.size, pages.length);
});

table("gives every page a canonical on the site's host, but for the declared legacy pages", () => {
  for (const { path, head } of pages) {
    const expectedOrigin = LEGACY_CANONICAL_PATHS.includes(path) ? LEGACY_CANONICAL_ORIGIN : SITE_URL;
    assert.is(head.canonical, path === "/" ? `${expectedOrigin}/` : `${expectedOrigin}${path}`);
    assert.is(canonicalFor(path), head.canonical);
  }
});

table("gives every page geo coordinates inside Halifax Regional Municipality", () => {
  for (const { path, head } of pages) {
    assert.ok(head.geo.latitude > 44.4 && head.geo.latitude < 45.0, `${path} latitude`);
    assert.ok(head.geo.longitude > -64.0 && head.geo.longitude < -63.2, `${path} longitude`);
  }
  assert.is.not(headFor("/areas/bedford").geo.latitude, headFor("/areas/dartmouth").geo.latitude);
  assert.is(headFor("/no-such-page"), notFound.head);
});

table("gives every page the business, and every page but home a breadcrumb", () => {
  for (const { path, head } of pages) {
    const types = head.jsonLd.map((item) => (item as { "@type": string })["@type"]);
    assert.ok(types.includes("HomeAndConstructionBusiness"), `${path} has the business`);
    assert.is(types.includes("BreadcrumbList"), path !== "/", `${path} breadcrumb`);
    for (const item of head.jsonLd) assert.is((item as { "@context": string })["@context"], "https://schema.org");
  }
});

table("shows the quote section on every page but the contact page", () => {
  for (const page of pages) assert.is(page.showQuote, page.path !== "/contact", page.path);
  assert.is(notFound.showQuote, false);
});

table("keeps the not-found page out of search results", () => {
  assert.ok(notFound.head.noindex);
  assert.is(notFound.head.canonical, undefined);
});

const lookup = suite("route lookup");

lookup("finds pages with or without a trailing slash", () => {
  assert.is(findPage("/services/attic/")?.path, "/services/attic");
  assert.is(findPage("/")?.path, "/");
  assert.is(normalizePath("/about///"), "/about");
});

lookup("finds redirects and nothing for unknown paths", () => {
  assert.is(findRedirect("/bedford/")?.to, "/areas/bedford");
  assert.is(findPage("/no-such-page"), undefined);
  assert.is(findRedirect("/no-such-page"), undefined);
});

table.run();
lookup.run();
