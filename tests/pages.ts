// Each built page as a visitor without JavaScript reads it: its spec texts, tables, links and
// form, the shared frame on every page, and the structured data each page carries.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { load } from "cheerio";
import type { CheerioAPI } from "cheerio";
import { areas } from "../src/content/areas.ts";
import { business, SITE_URL } from "../src/content/business.ts";
import { facts } from "../src/content/facts.ts";
import { home } from "../src/content/home.ts";
import { FORM_FIELDS } from "../src/content/contact-form.ts";
import { services } from "../src/content/services.ts";
import { areaPath, servicePath } from "../src/paths.ts";
import { pages } from "../src/routes.tsx";
import { DIST, htmlFileFor } from "../scripts/build/dist.ts";

async function page(path: string): Promise<CheerioAPI> {
  return load(await readFile(path === "404" ? join(DIST, "404.html") : htmlFileFor(path), "utf8"));
}

type Node = Record<string, unknown>;

function jsonLd($: CheerioAPI): Node[] {
  return $('script[type="application/ld+json"]')
    .map((_, element) => JSON.parse($(element).text()) as Node)
    .get() as Node[];
}

function ofType(nodes: Node[], type: string): Node[] {
  return nodes.filter((node) => node["@type"] === type);
}

function text($: CheerioAPI, selector = "#root"): string {
  return $(selector).text().replace(/\s+/g, " ");
}

const frame = suite("the shared frame");

for (const route of [...pages.map((page) => page.path), "404"]) {
  frame(`${route}: header, call-to-action band, footer and the quote section where it belongs`, async () => {
    const $ = await page(route);
    const header = $("#root header").first();
    for (const label of ["Home", "About Us", "FAQs", "Contact"])
      assert.is(header.find("a").filter((_, a) => $(a).text() === label).length >= 1, true, label);
    // The groups are native disclosures, closed, that work before any script.
    assert.equal(
      header
        .find("nav details:not([open]) > summary")
        .map((_, summary) => $(summary).text())
        .get(),
      ["Services", "Service Areas"],
    );
    assert.is(header.find(`a[href="tel:${business.phone.e164}"]`).length, 1);
    // The phone's menu button opens its panel as a popover, which works before any script.
    const toggle = header.find("button[popovertarget]").filter((_, b) => $(b).text().includes("Menu"));
    assert.is(toggle.attr("aria-controls"), toggle.attr("popovertarget"));
    const panel = header.find("nav[popover]");
    assert.is(panel.attr("id"), toggle.attr("popovertarget"), "the toggle opens the stacked menu");
    assert.is(panel.attr("popover"), "auto");
    const band = $("#cta-band-heading").closest("section");
    assert.is($("#cta-band-heading").text(), "Ready to Improve Your Insulation?");
    assert.is(band.find('a[href="/contact"]').text(), "Get a Free Quote");
    assert.is(band.find(`a[href="tel:${business.phone.e164}"]`).length, 1);
    const footer = $("#root > footer");
    assert.is(footer.find("h2").length, 4);
    for (const network of business.social) assert.is(footer.find(`a[href="${network.url}"]`).length, 1, network.name);
    for (const service of services) assert.is(footer.find(`a[href="${servicePath(service.slug)}"]`).length, 1);
    for (const area of areas) assert.is(footer.find(`a[href="${areaPath(area.slug)}"]`).length, 1);
    assert.is(footer.find(`a[href="mailto:${business.email}"]`).length, 1);
    assert.match(text($, "#root > footer"), /Halifax Regional Municipality, Nova Scotia/);
    assert.match(text($, "#root > footer"), new RegExp(`© ${new Date().getFullYear()} `));
    const expectQuote = route !== "/contact" && route !== "404";
    assert.is($("#quote").length, expectQuote ? 1 : 0);
    assert.is($('a[href="#main"]').first().text(), "Skip to main content");
  });
}

const form = suite("the contact form markup");

form("is a real form the host detects and that submits without JavaScript", async () => {
  for (const path of ["/contact", "/", "/services/attic"]) {
    const $ = await page(path);
    const contact = $('form[name="contact"]');
    assert.is(contact.length, 1, path);
    assert.is(contact.attr("method"), "POST");
    assert.is(contact.attr("action"), "/");
    assert.is(contact.attr("data-netlify"), "true");
    assert.is(contact.attr("netlify-honeypot"), "bot-field");
    assert.is(contact.find('input[type="hidden"][name="form-name"]').attr("value"), "contact");
    const honeypot = contact.find('input[name="bot-field"]');
    assert.is(honeypot.closest("[hidden]").length, 1, "the honeypot is hidden from people and assistive technology");
    assert.match(honeypot.closest("label").text(), /Don't fill this out if you're human/);
    for (const [name, type] of [
      ["name", "text"],
      ["email", "email"],
      ["phone", "tel"],
    ] as const) {
      const input = contact.find(`input[name="${name}"]`);
      assert.is(input.attr("type"), type);
      assert.ok(input.is("[required]"), `${name} is required`);
      assert.match($(`label[for="${input.attr("id")}"]`).text(), /\*$/, `${name} is marked required`);
    }
    // Every field as its one definition says: label, control, required mark, limit.
    for (const field of Object.values(FORM_FIELDS)) {
      const control = contact.find(`[name="${field.name}"]`);
      const tag = field.control === "select" || field.control === "textarea" ? field.control : "input";
      assert.is(control.prop("tagName")?.toLowerCase(), tag, field.name);
      if (tag === "input") assert.is(control.attr("type"), field.control);
      assert.is(control.is("[required]"), field.required, `${field.name}: required`);
      if (field.control !== "select") assert.is(control.attr("maxlength"), String(field.maxLength), `${field.name}: limit`);
      assert.is($(`label[for="${control.attr("id")}"]`).text(), `${field.label}${field.required ? "*" : ""}`, `${field.name}: label`);
    }
    assert.is(contact.find('input[name="phone"]').attr("pattern"), undefined);
    const message = contact.find('textarea[name="message"]');
    assert.is(message.attr("rows"), "5");
    assert.ok(message.is("[required]"));
    const options = contact
      .find('select[name="service"] option')
      .map((_, option) => $(option).attr("value"))
      .get();
    assert.equal(options, ["", ...services.map((service) => service.name)]);
    assert.is(contact.find('select[name="service"]').attr("required"), undefined);
    assert.is(contact.find('button[type="submit"]').text(), "Send Message");
    assert.match(contact.text(), /By submitting this form, you agree to our privacy policy and terms of service\./);
  }
});

const bodies = suite("page bodies");

bodies("home: hero, services, benefits, testimonials and areas, each card linking to its page", async () => {
  const $ = await page("/");
  assert.is($("h1").text(), home.hero.headline);
  const hero = $("#hero-heading").closest("section");
  assert.is(hero.find('a[href="/contact"]').text(), "Get a Free Quote");
  assert.is(hero.find(`a[href="tel:${business.phone.e164}"]`).length, 1);
  assert.is(hero.find("ul > li").length, 4);
  for (const service of services) assert.is($(`#main a[href="${servicePath(service.slug)}"]`).length, 1, service.slug);
  for (const area of areas) assert.is($(`#main a[href="${areaPath(area.slug)}"]`).length, 1, area.slug);
  assert.match(text($, "#main"), /up to 50% on utility bills/);
  assert.match(text($, "#main"), /up to 40% on heating and cooling/);
  const ratings = $('#main [role="img"][aria-label^="Rated"]')
    .map((_, element) => $(element).attr("aria-label"))
    .get();
  assert.equal(
    ratings,
    home.testimonials.items.map((item) => `Rated ${item.rating} out of 5 stars`),
  );
  for (const item of home.testimonials.items) {
    assert.match(text($, "#main"), new RegExp(item.name.replace(".", "\\.")));
  }
  assert.match($("head style#_goober").text(), /images\.unsplash\.com/);
});

for (const service of services) {
  bodies(`${servicePath(service.slug)}: heading, intro, numbered process, benefits${service.table ? " and its table" : ""}`, async () => {
    const $ = await page(servicePath(service.slug));
    assert.is($("h1").text(), service.heading);
    assert.match(text($, "#main"), new RegExp(service.intro[0]?.slice(0, 40).replace(/[.*+?^${}()|[\]\\]/g, "\\$&") ?? ""));
    assert.is($("#main ol li h3").length, service.process.items.length);
    assert.is($("#benefits").closest("section").find("li").length, 6);
    const table = $("#main table");
    assert.is(table.length, service.table ? 1 : 0);
    if (service.table) {
      assert.is(table.find("caption").text(), service.table.caption);
      assert.is(table.find('thead th[scope="col"]').length, service.table.columns.length);
      assert.is(table.find('tbody th[scope="row"]').length, service.table.rows.length);
    }
  });
}

for (const area of areas) {
  bodies(
    `${areaPath(area.slug)}: ${area.kind === "long" ? "12 neighbourhoods, applications and reasons" : "intro and five reasons"}`,
    async () => {
      const $ = await page(areaPath(area.slug));
      assert.is($("h1").text(), area.heading);
      assert.is($("#reasons").closest("section").find("li").length, area.reasons.items.length);
      if (area.neighbourhoods) {
        const names = $("#neighbourhoods")
          .closest("section")
          .find("li")
          .map((_, li) => $(li).text())
          .get();
        assert.equal(names, area.neighbourhoods.names);
      } else {
        assert.is(area.reasons.items.length, 5);
      }
    },
  );
}

bodies("about: the story with its years, mission, values and the three certifications", async () => {
  const $ = await page("/about");
  const body = text($, "#main");
  assert.match(body, /since 2010/);
  assert.match(body, /over 10 years/);
  assert.is($("#certifications").closest("section").find("li").length, 3);
  assert.ok($("#mission").length && $("#values").length);
});

bodies("facts: the R-value table, density, safety, six steps and four questions", async () => {
  const $ = await page("/facts");
  const rows = $("#r-value")
    .closest("section")
    .find("tbody tr")
    .map((_, tr) => $(tr).find("td").text())
    .get();
  assert.equal(rows, ["about 3.5-3.7", "6.0-7.0", "2.9-3.8", "3.1-3.8", "3.8-6.5"]);
  assert.match(text($, "#main"), /0\.5-2\.0 pcf/);
  assert.is($("#process").closest("section").find("ol > li").length, 6);
  const questions = $("#faq")
    .closest("section")
    .find("h3")
    .map((_, h3) => $(h3).text())
    .get();
  assert.equal(
    questions,
    facts.faq.items.map((item) => item.question),
  );
  assert.match(text($, "#main"), /30-50%/);
});

bodies("contact: phone, e-mail, region, hours, service area, social links, form and a lazy map", async () => {
  const $ = await page("/contact");
  const body = text($, "#main");
  assert.is($(`#main a[href="tel:${business.phone.e164}"]`).length, 1);
  assert.is($(`#main a[href="mailto:${business.email}"]`).length, 1);
  assert.match(body, /Halifax Regional Municipality, Nova Scotia/);
  assert.match(body, /Monday to Friday/);
  assert.match(body, /8:00 AM to 5:00 PM/);
  assert.match(body, /Closed on weekends/);
  for (const network of business.social) assert.is($(`#main a[href="${network.url}"]`).length, 1);
  assert.is($('#main form[name="contact"]').length, 1);
  // No frame at first paint: with JavaScript it is created on scroll; without, the <noscript> one.
  assert.is($("#main iframe").length, 0);
  const fallback = load($("#main .map-place noscript").text());
  assert.is(fallback("iframe").attr("loading"), "lazy");
  assert.is(fallback("iframe").attr("title"), "Map of Halifax, Nova Scotia");
  assert.match(
    $("#main a")
      .filter((_, a) => /OpenStreetMap/.test($(a).text()))
      .attr("href") ?? "",
    /openstreetmap\.org/,
  );
});

const data = suite("structured data");

data("every page carries the business with the spec's properties, and no self-served rating", async () => {
  for (const route of pages) {
    const nodes = jsonLd(await page(route.path));
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
    assert.is((org?.areaServed as unknown[] | undefined)?.length, 5);
    assert.equal((org?.sameAs as string[] | undefined)?.length, 3);
    assert.match(String(org?.paymentAccepted), /Cash.*Credit Card.*Debit Card.*Bank Transfer.*E-Transfer/);
    const hours = (org?.openingHoursSpecification as Node[] | undefined)?.[0];
    assert.equal(hours?.dayOfWeek, ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]);
    assert.is(hours?.opens, "08:00");
    assert.is(hours?.closes, "17:00");
    assert.is(((org?.hasOfferCatalog as Node | undefined)?.itemListElement as unknown[] | undefined)?.length, 6);
    const serialized = JSON.stringify(nodes);
    assert.not.match(serialized, /AggregateRating|"Review"/, route.path);
  }
});

data("breadcrumbs on every page but home, ending at the page", async () => {
  for (const route of pages) {
    const crumbs = ofType(jsonLd(await page(route.path)), "BreadcrumbList");
    assert.is(crumbs.length, route.path === "/" ? 0 : 1, route.path);
    if (route.path === "/") continue;
    const items = crumbs[0]?.itemListElement as Node[];
    assert.is(items.at(-1)?.item, `${SITE_URL}${route.path}`);
    assert.is(items[0]?.item, `${SITE_URL}/`);
  }
});

data("a Service on each service page, and the place with its coordinates on each area page", async () => {
  for (const service of services) {
    const [node] = ofType(jsonLd(await page(servicePath(service.slug))), "Service");
    assert.is(node?.name, service.name);
    assert.equal(node?.provider, { "@id": `${SITE_URL}/#business` });
  }
  for (const area of areas) {
    const nodes = jsonLd(await page(areaPath(area.slug)));
    const [city] = ofType(nodes, "City");
    assert.is(city?.name, area.name);
    assert.equal((city?.geo as Node)?.latitude, area.geo.latitude);
    assert.equal((city?.geo as Node)?.longitude, area.geo.longitude);
    assert.is(ofType(nodes, "Service").length, 1);
  }
});

data("an Article and an FAQPage on /facts matching the visible questions and answers", async () => {
  const nodes = jsonLd(await page("/facts"));
  assert.is(ofType(nodes, "Article").length, 1);
  const [faq] = ofType(nodes, "FAQPage");
  const entries = faq?.mainEntity as Node[];
  assert.equal(
    entries.map((entry) => [entry.name, (entry.acceptedAnswer as Node).text]),
    facts.faq.items.map((item) => [item.question, item.answer]),
  );
});

frame.run();
form.run();
bodies.run();
data.run();
