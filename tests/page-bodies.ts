// Each built page's own body as a visitor without JavaScript reads it: the spec's texts, figures,
// lists and tables on the home, service, area, about, facts and contact pages.
import { load } from "cheerio";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { areas } from "../src/content/areas.ts";
import { business } from "../src/content/business.ts";
import { facts } from "../src/content/facts.ts";
import { home } from "../src/content/home.ts";
import { services } from "../src/content/services.ts";
import { areaPath, servicePath } from "../src/paths.ts";
import { builtPage, pageText } from "./helpers/built-pages.ts";

const bodies = suite("page bodies");

bodies("home: hero, services, benefits, testimonials and areas, each card linking to its page", async () => {
  const $ = await builtPage("/");
  assert.is($("h1").text(), home.hero.headline);
  const hero = $("#hero-heading").closest("section");
  assert.is(hero.find('a[href="/contact"]').text(), "Get a Free Quote");
  assert.is(hero.find(`a[href="tel:${business.phone.e164}"]`).length, 1);
  assert.is(hero.find("ul > li").length, 4);
  for (const service of services) assert.is($(`#main a[href="${servicePath(service.slug)}"]`).length, 1, service.slug);
  for (const area of areas) assert.is($(`#main a[href="${areaPath(area.slug)}"]`).length, 1, area.slug);
  assert.match(pageText($, "#main"), /up to 50% on utility bills/);
  assert.match(pageText($, "#main"), /up to 40% on heating and cooling/);
  const ratings = $('#main [role="img"][aria-label^="Rated"]')
    .map((_, element) => $(element).attr("aria-label"))
    .get();
  assert.equal(
    ratings,
    home.testimonials.items.map((item) => `Rated ${item.rating} out of 5 stars`),
  );
  for (const item of home.testimonials.items) {
    assert.match(pageText($, "#main"), new RegExp(item.name.replace(".", "\\.")));
  }
  assert.match($("head style#_goober").text(), /images\.unsplash\.com/);
});

for (const service of services) {
  bodies(`${servicePath(service.slug)}: heading, intro, numbered process, benefits${service.table ? " and its table" : ""}`, async () => {
    const $ = await builtPage(servicePath(service.slug));
    assert.is($("h1").text(), service.heading);
    const intro = service.intro[0];
    if (!intro) throw new Error(`${service.slug} has no intro`);
    assert.ok(pageText($, "#main").includes(intro.slice(0, 40)), "the intro's opening words");
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
      const $ = await builtPage(areaPath(area.slug));
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
  const $ = await builtPage("/about");
  const body = pageText($, "#main");
  assert.match(body, /since 2010/);
  assert.match(body, /over 10 years/);
  assert.is($("#certifications").closest("section").find("li").length, 3);
  assert.ok($("#mission").length && $("#values").length);
});

bodies("facts: the R-value table, density, safety, six steps and four questions", async () => {
  const $ = await builtPage("/facts");
  const rows = $("#r-value")
    .closest("section")
    .find("tbody tr")
    .map((_, tr) => $(tr).find("td").text())
    .get();
  assert.equal(rows, ["about 3.5-3.7", "6.0-7.0", "2.9-3.8", "3.1-3.8", "3.8-6.5"]);
  assert.match(pageText($, "#main"), /0\.5-2\.0 pcf/);
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
  assert.match(pageText($, "#main"), /30-50%/);
});

bodies("contact: phone, e-mail, region, hours, service area, social links, form and a lazy map", async () => {
  const $ = await builtPage("/contact");
  const body = pageText($, "#main");
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

bodies.run();
