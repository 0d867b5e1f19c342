// The structured data each built page carries, as a crawler reads it: the business with the
// spec's properties on every page, breadcrumbs, a Service or a City where they belong, and the
// facts page's Article and FAQPage matching its visible questions.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { areas } from "../src/content/areas.ts";
import { business, SITE_URL } from "../src/content/business.ts";
import { facts } from "../src/content/facts.ts";
import { services } from "../src/content/services.ts";
import { areaPath, servicePath } from "../src/paths.ts";
import { pages } from "../src/site/site-pages.ts";
import { builtPage, jsonLd, ofType } from "./helpers/built-pages.ts";
import { assertInOrder, SPEC_AREAS, SPEC_SERVICES } from "./helpers/spec-pages.ts";
import type { JsonLdNode as Node } from "./helpers/built-pages.ts";

const data = suite("structured data");

data("every page carries the business with the spec's properties, and no self-served rating", async () => {
  for (const route of pages) {
    const nodes = jsonLd(await builtPage(route.path));
    const [org] = ofType(nodes, "HomeAndConstructionBusiness");
    assert.ok(org, route.path);
    for (const key of [
      "name",
      "alternateName",
      "description",
      "url",
      "telephone",
      "email",
      "priceRange",
      "foundingDate",
      "address",
      "geo",
      "areaServed",
      "openingHoursSpecification",
      "paymentAccepted",
      "sameAs",
    ]) {
      assert.ok(org?.[key] !== undefined, `${route.path}: business.${key}`);
    }
    assert.is(org?.priceRange, "$$");
    assert.is(org?.foundingDate, "2015");
    assert.is(org?.telephone, business.structuredDataPhone.e164);
    // The spec's five communities, by name, in the site's order; past the first eight a catalog
    // adds the region (src/seo/structured-data.ts).
    assertInOrder(
      ((org?.areaServed as Node[] | undefined) ?? []).map((place) => String(place.name)),
      SPEC_AREAS,
      route.path,
    );
    assert.equal((org?.sameAs as string[] | undefined)?.length, 3);
    assert.match(String(org?.paymentAccepted), /Cash.*Credit Card.*Debit Card.*Bank Transfer.*E-Transfer/);
    const hours = (org?.openingHoursSpecification as Node[] | undefined)?.[0];
    assert.equal(hours?.dayOfWeek, ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]);
    assert.is(hours?.opens, "08:00");
    assert.is(hours?.closes, "17:00");
    const offers = ((org?.hasOfferCatalog as Node | undefined)?.itemListElement as Node[] | undefined) ?? [];
    assertInOrder(
      offers.map((offer) => String((offer.itemOffered as Node | undefined)?.name)),
      SPEC_SERVICES,
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
    assert.is(items.at(-1)?.item, `${SITE_URL}${route.path}`);
    assert.is(items[0]?.item, `${SITE_URL}/`);
  }
});

data("a Service on each service page, and the place with its coordinates on each area page", async () => {
  for (const service of services) {
    const [node] = ofType(jsonLd(await builtPage(servicePath(service.slug))), "Service");
    assert.is(node?.name, service.name);
    assert.equal(node?.provider, { "@id": `${SITE_URL}/#business` });
  }
  for (const area of areas) {
    const nodes = jsonLd(await builtPage(areaPath(area.slug)));
    const [city] = ofType(nodes, "City");
    assert.is(city?.name, area.name);
    assert.equal((city?.geo as Node)?.latitude, area.geo.latitude);
    assert.equal((city?.geo as Node)?.longitude, area.geo.longitude);
    assert.is(ofType(nodes, "Service").length, 1);
  }
});

data("an Article and an FAQPage on /facts matching the visible questions and answers", async () => {
  const nodes = jsonLd(await builtPage("/facts"));
  assert.is(ofType(nodes, "Article").length, 1);
  const [faq] = ofType(nodes, "FAQPage");
  const entries = faq?.mainEntity as Node[];
  assert.equal(
    entries.map((entry) => [entry.name, (entry.acceptedAnswer as Node).text]),
    facts.faq.items.map((item) => [item.question, item.answer]),
  );
});

data.run();
