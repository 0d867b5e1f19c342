// The content modules hold the spec's counts and figures, each area page has words of its own,
// and no placeholder text reaches a visitor.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { about } from "../src/content/about.ts";
import { areas } from "../src/content/areas.ts";
import { business, claims, rValues } from "../src/content/business.ts";
import { facts } from "../src/content/facts.ts";
import { home } from "../src/content/home.ts";
import { contactPage } from "../src/content/contact.ts";
import { notFoundPage } from "../src/content/not-found.ts";
import { services } from "../src/content/services.ts";
import { assertInOrder, SPEC_AREAS, SPEC_SERVICES } from "./helpers/spec-pages.ts";
import { shell } from "../src/content/shell.ts";
import { SHOWN_PHONE, STRUCTURED_DATA_PHONE } from "./expected/business.ts";
import { sentences, strings } from "./helpers/copy-sentences.ts";

const figures = suite("figures and facts");

figures("are the spec's, written once in the business facts", () => {
  assert.is(claims.heroSavings, "up to 40%");
  assert.is(claims.heatingSavings, "up to 40%");
  assert.is(claims.utilityBillSavings, "up to 50%");
  assert.is(claims.atticSavings, "up to 30%");
  assert.is(claims.faqSavings, "30-50%");
  assert.is(claims.foamLife, "50+ years");
  assert.is(claims.payback, "3-5 years");
  assert.is(claims.density, "0.5-2.0 pcf");
  assert.equal(
    rValues.map((row) => row.perInch),
    ["about 3.5-3.7", "6.0-7.0", "2.9-3.8", "3.1-3.8", "3.8-6.5"],
  );
  assert.is(business.priceRange, "$$");
  assert.is(business.currency, "CAD");
  assert.is(business.foundingDate, "2015");
  assert.equal(business.paymentAccepted, ["Cash", "Credit Card", "Debit Card", "Bank Transfer", "E-Transfer"]);
  assert.is(`${business.hours.opens}-${business.hours.closes}`, "08:00-17:00");
  assert.equal(business.hours.days, ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]);
  assert.is(business.social.length, 3);
  // The kept inconsistency: two numbers, each written out (README, "Content inconsistencies kept as given").
  assert.is(`tel:${business.phone.e164}`, SHOWN_PHONE.tel);
  assert.is(business.phone.display, SHOWN_PHONE.display);
  assert.is(business.structuredDataPhone.e164, STRUCTURED_DATA_PHONE);
});

figures("appear where the spec puts them", () => {
  assert.match(home.hero.lead, /up to 40%/);
  assert.ok(home.benefits.items.some((item) => /up to 50% on utility bills/.test(item.description)));
  const attic = services.find((service) => service.slug === "attic");
  assert.ok(
    strings(attic).some((text) => text.includes("up to 30%")),
    "attic up to 30%",
  );
  assert.ok(
    facts.faq.items.some((item) => item.answer.includes("30-50%")),
    "FAQ 30-50%",
  );
  assert.ok(facts.faq.items.some((item) => item.answer.includes("50+ years") && item.answer.includes("3-5 years")));
  assert.match(facts.density.text, /0\.5-2\.0 pcf/);
  const story = about.story.paragraphs.join(" ");
  assert.match(story, /since 2010/);
  assert.match(story, /over 10 years/);
});

figures("never state a savings percentage the spec does not give", () => {
  const allowed = new Set(["40%", "50%", "30%", "30-50%"]);
  for (const text of strings([home, about, facts, services, areas, contactPage])) {
    for (const figure of text.match(/\d+(?:-\d+)?%/g) ?? []) assert.ok(allowed.has(figure), `${figure} in "${text.slice(0, 80)}"`);
  }
});

const counts = suite("content counts");

counts("home: 4 hero tiles, 6 benefits, 3 testimonials rated 1-5 from three communities", () => {
  assert.is(home.hero.features.length, 4);
  assert.is(home.benefits.items.length, 6);
  assert.is(home.testimonials.items.length, 3);
  for (const testimonial of home.testimonials.items) {
    assert.ok(testimonial.rating >= 1 && testimonial.rating <= 5);
    assert.ok(SPEC_AREAS.includes(testimonial.location), testimonial.location);
  }
  assert.is(new Set(home.testimonials.items.map((testimonial) => testimonial.location)).size, 3);
  assert.is(shell.ctaBand.heading, "Ready to Improve Your Insulation?");
});

counts("the spec's six services, each with benefits, a numbered process and a comparison or applications", () => {
  assertInOrder(
    services.map((service) => service.name),
    SPEC_SERVICES,
  );
  for (const service of services) {
    assert.is(service.benefits.items.length, 6, service.slug);
    assert.ok(service.process.items.length >= 5, service.slug);
    assert.ok(service.foamComparison || service.applications, service.slug);
    assert.ok(service.intro.length >= 2, service.slug);
  }
});

counts("the comparison tables the spec names, and only those", () => {
  const withTables = services.filter((service) => service.table && SPEC_SERVICES.includes(service.name)).map((service) => service.slug);
  assert.equal(withTables, ["crawl-space", "wall", "soundproofing"]);
  const wall = services.find((service) => service.slug === "wall")?.table;
  assert.equal(wall?.columns.slice(1), ["Fiberglass batts", "Cellulose", "Spray foam"]);
  const rValueRow = wall?.rows.find((row) => /R-value/i.test(row.header));
  assert.equal(rValueRow?.cells.slice(0, 2), ["2.9-3.8", "3.1-3.8"]);
  assert.match(rValueRow?.cells[2] ?? "", /3\.5-3\.7/);
  assert.match(rValueRow?.cells[2] ?? "", /6\.0-7\.0/);
  const crawl = services.find((service) => service.slug === "crawl-space")?.table;
  assert.match(crawl?.columns.join(" ") ?? "", /Traditional/i);
  assert.match(crawl?.columns.join(" ") ?? "", /encapsulation/i);
  const sound = services.find((service) => service.slug === "soundproofing")?.table;
  assert.match(sound?.columns.join(" ") ?? "", /STC/);
  for (const table of [wall, crawl, sound]) {
    for (const row of table?.rows ?? []) assert.is(row.cells.length, (table?.columns.length ?? 0) - 1, row.header);
  }
});

counts("five areas: Halifax and Dartmouth with 12 neighbourhoods, the others with five reasons", () => {
  assertInOrder(
    areas.map((area) => area.name),
    SPEC_AREAS,
  );
  for (const area of areas.filter((candidate) => SPEC_AREAS.includes(candidate.name))) {
    if (area.slug === "halifax" || area.slug === "dartmouth") {
      assert.is(area.kind, "long");
      assert.is(area.neighbourhoods?.names.length, 12, area.slug);
      assert.is(new Set(area.neighbourhoods?.names).size, 12);
      assert.ok((area.applications?.items.length ?? 0) >= 4, area.slug);
    } else {
      assert.is(area.kind, "short");
      assert.is(area.reasons.items.length, 5, area.slug);
    }
  }
  assert.is(new Set(areas.map((area) => `${area.geo.latitude},${area.geo.longitude}`)).size, areas.length, "each community its own centre");
});

counts("about: three certifications in the spec's order", () => {
  assert.is(about.certifications.items.length, 3);
  const titles = about.certifications.items.map((item) => item.title.toLowerCase());
  assert.match(titles[0] ?? "", /association|certified/);
  assert.match(titles[1] ?? "", /licensed and insured/);
  assert.match(titles[2] ?? "", /energy efficiency/);
});

counts("facts: two foam types, safety facts, a six-step process and four questions", () => {
  assert.is(facts.types.items.length, 2);
  assert.ok(facts.safety.items.length >= 4);
  assert.is(facts.process.items.length, 6);
  assert.is(facts.faq.items.length, 4);
  assert.is(notFoundPage.heading, "Oops! Page not found");
  assert.is(notFoundPage.linkLabel, "Return to Home");
});

const words = suite("words of their own");

words("no two area pages share a sentence (no doorway pages)", () => {
  const owner = new Map<string, string>();
  for (const area of areas) {
    for (const sentence of sentences({
      intro: area.intro,
      housing: area.localHousing,
      reasons: area.reasons,
      applications: area.applications,
    })) {
      const other = owner.get(sentence);
      assert.ok(!other || other === area.slug, `"${sentence}" is on ${other} and ${area.slug}`);
      owner.set(sentence, area.slug);
    }
  }
});

words("no two service pages share a sentence", () => {
  const owner = new Map<string, string>();
  for (const service of services) {
    for (const sentence of sentences({ intro: service.intro, benefits: service.benefits, process: service.process })) {
      const other = owner.get(sentence);
      assert.ok(!other || other === service.slug, `"${sentence}" is on ${other} and ${service.slug}`);
      owner.set(sentence, service.slug);
    }
  }
});

words("no placeholder text anywhere a visitor can read", () => {
  for (const text of strings([home, about, facts, services, areas, contactPage, notFoundPage, business])) {
    assert.not.match(text, /lorem|ipsum|\bTODO\b|\bTBD\b|placeholder|\bxxx\b|\[insert/i, text.slice(0, 80));
  }
});

figures.run();
counts.run();
words.run();
