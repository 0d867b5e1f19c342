// The structured data each built page carries, as a crawler reads it: the business with the
// spec's properties on every page, breadcrumbs, a Service or a City where they belong, and the
// facts page's Article and FAQPage matching its visible questions. Every expected value is
// written out in tests/expected/ (the telephone a searcher taps, the address, the map pin's
// latitude and longitude, the hours); the route table gives only the pages to visit.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { pages } from "../src/site/site-pages.ts";
import { builtPage, jsonLd, ofType } from "./helpers/built-pages.ts";
import { assertInOrder, SPEC_AREAS } from "./helpers/spec-pages.ts";
import type { JsonLdNode as Node } from "./helpers/built-pages.ts";
import { EXPECTED_AREA_PLACES, EXPECTED_BUSINESS, EXPECTED_SERVICE_NAMES } from "./expected/business.ts";
import { SITE } from "./expected/heads.ts";

const data = suite("structured data");

data("every page carries the business with the spec's values, and no self-served rating", async () => {
  const { services, ...properties } = EXPECTED_BUSINESS;
  for (const route of pages) {
    const nodes = jsonLd(await builtPage(route.path));
    const businesses = ofType(nodes, "HomeAndConstructionBusiness");
    assert.is(businesses.length, 1, route.path);
    const org = businesses[0] as Node;
    // The spec's five communities, in the site's order; past the first eight a catalog adds the
    // region (src/seo/structured-data.ts), so the list is read for them in order.
    assertInOrder(
      ((org.areaServed as Node[] | undefined) ?? []).map((place) => String(place.name)),
      SPEC_AREAS,
      route.path,
    );
    for (const [key, value] of Object.entries(properties)) {
      if (key === "areaServed" && (org.areaServed as Node[]).length > SPEC_AREAS.length) continue;
      assert.equal(org[key], value, `${route.path}: business.${key}`);
    }
    // The map pin, each coordinate apart and with its sign: north of the equator, west of Greenwich.
    const geo = org.geo as Node;
    assert.ok(Number(geo.latitude) > 0 && Number(geo.longitude) < 0, `${route.path}: north and west`);
    const offers = ((org.hasOfferCatalog as Node | undefined)?.itemListElement as Node[] | undefined) ?? [];
    assertInOrder(
      offers.map((offer) => String((offer.itemOffered as Node | undefined)?.name)),
      services,
      route.path,
    );
    const serialized = JSON.stringify(nodes);
    assert.not.match(serialized, /AggregateRating|"Review"/, route.path);
  }
});

data("breadcrumbs on every page but home, ending at the page", async () => {
  for (const route of pages) {
    const crumbs = ofType(jsonLd(await builtPage(route.path)), "BreadcrumbList");
    assert.is(crumbs.length, route.path === "/" ? 0 : 1, route.path);
    if (route.path === "/") continue;
    const items = crumbs[0]?.itemListElement as Node[];
    assert.is(items.at(-1)?.item, `${SITE}${route.path}`);
    assert.is(items[0]?.item, `${SITE}/`);
    // Google's breadcrumb rules: positions 1, 2, 3… in order, each item an absolute URL.
    assert.equal(
      items.map((item) => item.position),
      items.map((_, index) => index + 1),
      `${route.path}: positions from 1`,
    );
    for (const item of items) assert.match(String(item.item), /^https:\/\//, `${route.path}: an absolute item URL`);
  }
});

data("a Service on each service page, and the place with its coordinates on each area page", async () => {
  for (const [path, name] of Object.entries(EXPECTED_SERVICE_NAMES)) {
    const [node] = ofType(jsonLd(await builtPage(path)), "Service");
    assert.is(node?.name, name, path);
    assert.equal(node?.provider, { "@id": `${SITE}/#business` });
  }
  for (const place of EXPECTED_AREA_PLACES) {
    const nodes = jsonLd(await builtPage(place.path));
    const [city] = ofType(nodes, "City");
    assert.is(city?.name, place.name);
    // Latitude and longitude apart, so that a swapped pair or a lost sign names itself.
    assert.is((city?.geo as Node)?.latitude, place.latitude, `${place.path}: latitude`);
    assert.is((city?.geo as Node)?.longitude, place.longitude, `${place.path}: longitude`);
    const services = ofType(nodes, "Service");
    assert.is(services.length, 1);
    // The Service's areaServed names a node of this page, and it is the place: a crawler follows
    // the reference to tie the service to the community.
    const served = (services[0]?.areaServed as Node | undefined)?.["@id"];
    const target = nodes.filter((node) => served !== undefined && node["@id"] === served);
    assert.is(target.length, 1, `${place.path}: areaServed resolves to one node`);
    assert.is(target[0]?.["@type"], "City", place.path);
    assert.is(target[0]?.name, place.name, place.path);
  }
});

data("an Article and an FAQPage on /facts matching the visible questions and answers", async () => {
  const $ = await builtPage("/facts");
  const nodes = jsonLd($);
  const articles = ofType(nodes, "Article");
  assert.is(articles.length, 1);
  // First published in March 2024, revised in October 2026: a crawler shows the revision's date.
  assert.is(articles[0]?.datePublished, "2024-03-04");
  assert.is(articles[0]?.dateModified, "2026-10-15");
  const [faq] = ofType(nodes, "FAQPage");
  const entries = faq?.mainEntity as Node[];
  // The structured data says what the page shows: each question and answer as the visitor reads it.
  const faqSection = $("#faq").closest("section");
  const shown = faqSection
    .find("h3")
    .map((_, heading) => [[$(heading).text(), $(heading).next().text().replace(/\s+/g, " ").trim()]])
    .get();
  assert.equal(
    entries.map((entry) => [entry.name, (entry.acceptedAnswer as Node).text]),
    shown,
  );
  assert.is(entries.length, 4, "the spec's four questions");
});

data.run();
