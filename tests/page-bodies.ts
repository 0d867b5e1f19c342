// Each built page's own body as a visitor without JavaScript reads it: the spec's texts, figures,
// lists and tables on the home, service, area, about, facts and contact pages, each compared with
// the values written out in tests/expected/ (page-bodies.ts, figures.ts, business.ts).
import { load } from "cheerio";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { builtPage, pageText } from "./helpers/built-pages.ts";
import { SPEC_PAGES } from "./helpers/spec-pages.ts";
import { EMAIL, SHOWN_PHONE, SOCIAL } from "./expected/business.ts";
import { PLACED_FIGURES, R_VALUES, SPEC_PERCENTAGES, WALL_R_VALUE_ROW } from "./expected/figures.ts";
import { AREA_PAGES, FAQ_QUESTIONS, HOME, OFFICE_HOURS, SERVICE_PAGES } from "./expected/page-bodies.ts";

const bodies = suite("page bodies");

bodies("home: hero, services, benefits, testimonials and areas, each card linking to its page", async () => {
  const $ = await builtPage("/");
  assert.is($("h1").text(), HOME.headline);
  const hero = $("#hero-heading").closest("section");
  assert.is(hero.find('a[href="/contact"]').text(), "Get a Free Quote");
  assert.is(hero.find(`a[href="${SHOWN_PHONE.tel}"]`).length, 1);
  assert.is(hero.find("ul > li").length, 4);
  for (const path of SPEC_PAGES.filter((spec) => /^\/(services|areas)\//.test(spec)))
    assert.is($(`#main a[href="${path}"]`).length, 1, path);
  const ratings = $('#main [role="img"][aria-label^="Rated"]')
    .map((_, element) => $(element).attr("aria-label"))
    .get();
  assert.equal(
    ratings,
    HOME.testimonials.map((item) => `Rated ${item.rating} out of 5 stars`),
  );
  const testimonials = $("#testimonials").closest("section").text().replace(/\s+/g, " ");
  for (const item of HOME.testimonials) {
    assert.ok(testimonials.includes(item.name), item.name);
    assert.ok(testimonials.includes(item.location), item.location);
  }
  assert.match($("head style#_goober").text(), /images\.unsplash\.com/);
});

for (const [path, expected] of Object.entries(SERVICE_PAGES)) {
  bodies(`${path}: heading, intro, numbered process, benefits${expected.table ? " and its table" : ""}`, async () => {
    const $ = await builtPage(path);
    assert.is($("h1").text(), expected.heading);
    assert.ok($("#main h1").nextAll("p").first().text().length > 80, "an intro under the heading");
    assert.is($("#main ol li h3").length, expected.steps);
    assert.is($("#benefits").closest("section").find("li").length, 6);
    const table = $("#main table");
    assert.is(table.length, expected.table ? 1 : 0);
    if (expected.table) {
      assert.is(table.find("caption").text(), expected.table.caption);
      assert.is(table.find('thead th[scope="col"]').length, expected.table.columns);
      assert.is(table.find('tbody th[scope="row"]').length, expected.table.rows);
    }
    if (path === "/services/wall") {
      // The R-values per inch the spec fixes, in the wall page's comparison.
      const row = table.find("tbody tr").filter((_, tr) => $(tr).find("th").text() === WALL_R_VALUE_ROW[0]);
      assert.equal(
        row
          .find("th, td")
          .map((_, cell) => $(cell).text())
          .get(),
        WALL_R_VALUE_ROW,
      );
    }
  });
}

for (const [path, expected] of Object.entries(AREA_PAGES)) {
  bodies(`${path}: ${expected.neighbourhoods ? "12 neighbourhoods, applications and reasons" : "intro and five reasons"}`, async () => {
    const $ = await builtPage(path);
    assert.is($("h1").text(), expected.heading);
    assert.is($("#reasons").closest("section").find("li").length, 5);
    const names = $("#neighbourhoods")
      .closest("section")
      .find("li")
      .map((_, li) => $(li).text())
      .get();
    assert.equal(names, expected.neighbourhoods ?? []);
    if (expected.neighbourhoods) assert.is(names.length, 12);
  });
}

bodies("every figure the spec fixes stands in its place, in the words around it", async () => {
  for (const placed of PLACED_FIGURES) {
    const $ = await builtPage(placed.page);
    const section = placed.section === "intro" ? $("#main h1").nextAll("p") : $(`#${placed.section}`).closest("section");
    assert.ok(section.length > 0, `${placed.page}: ${placed.section}`);
    const text = section.text().replace(/\s+/g, " ");
    assert.ok(text.includes(placed.says), `${placed.figure}: "${placed.says}" in ${placed.page}#${placed.section}`);
  }
});

bodies("no page states a savings percentage the spec does not give", async () => {
  for (const path of SPEC_PAGES) {
    const $ = await builtPage(path);
    // What a reader reads: not the map's address in the fallback frame, which holds encoded commas (%2C).
    $("#main noscript").remove();
    for (const figure of pageText($, "#main").match(/\d+(?:-\d+)?%/g) ?? [])
      assert.ok(SPEC_PERCENTAGES.includes(figure), `${path}: ${figure}`);
  }
});

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
  const table = $("#r-value")
    .closest("section")
    .find("tbody tr")
    .map((_, tr) => [[$(tr).find("th").text(), $(tr).find("td").text()]])
    .get();
  assert.equal(table, R_VALUES);
  assert.equal(
    rows,
    R_VALUES.map(([, perInch]) => perInch),
  );
  assert.is($("#process").closest("section").find("ol > li").length, 6);
  const questions = $("#faq")
    .closest("section")
    .find("h3")
    .map((_, h3) => $(h3).text())
    .get();
  assert.equal(questions, FAQ_QUESTIONS);
});

bodies("contact: phone, e-mail, region, hours, service area, social links, form and a lazy map", async () => {
  const $ = await builtPage("/contact");
  const body = pageText($, "#main");
  assert.is($(`#main a[href="${SHOWN_PHONE.tel}"]`).length, 1);
  assert.is($(`#main a[href="mailto:${EMAIL}"]`).length, 1);
  assert.match(body, /Halifax Regional Municipality, Nova Scotia/);
  for (const words of OFFICE_HOURS) assert.ok(body.includes(words), words);
  for (const url of SOCIAL) assert.is($(`#main a[href="${url}"]`).length, 1, url);
  assert.is($('#main form[name="contact"]').length, 1);
  // No frame at first paint: with JavaScript it is created on scroll; without, the <noscript> one.
  assert.is($("#main iframe").length, 0);
  const fallback = load($("#main .map-place noscript").text());
  assert.is(fallback("iframe").attr("loading"), "lazy");
  assert.is(fallback("iframe").attr("title"), "Map of Halifax, Nova Scotia");
  // The privacy policy: asked for without telling OpenStreetMap which site or page it is on.
  assert.is(fallback("iframe").attr("referrerpolicy"), "no-referrer");
  // "A map of Halifax": the box around the peninsula and Dartmouth (west, south, east, north in
  // degrees), holding the office's marker, written out.
  const embed = new URL(fallback("iframe").attr("src") ?? "");
  assert.is(embed.origin, "https://www.openstreetmap.org");
  const [west, south, east, north] = (embed.searchParams.get("bbox") ?? "").split(",").map(Number);
  assert.equal([west, south, east, north], [-63.7, 44.6, -63.5, 44.72], "the box around Halifax and Dartmouth");
  assert.is(embed.searchParams.get("marker"), "44.6488,-63.5752", "the office's marker: latitude, then longitude");
  // The plain link for a browser that shows no frame: the same pin, latitude then longitude.
  const link = new URL(
    $("#main a")
      .filter((_, a) => /OpenStreetMap/.test($(a).text()))
      .attr("href") ?? "",
  );
  assert.equal([link.searchParams.get("mlat"), link.searchParams.get("mlon")], ["44.6488", "-63.5752"]);
  assert.match(
    $("#main a")
      .filter((_, a) => /OpenStreetMap/.test($(a).text()))
      .attr("href") ?? "",
    /openstreetmap\.org/,
  );
});

bodies("home: the hero photo preloaded once for each screen, a phone's the smallest", async () => {
  const $ = await builtPage("/");
  // Each range written out: a phone up to 480 px, a tablet or small laptop up to 1024 px, wider.
  // A preload without its media would have every visitor fetch all three at high priority.
  const preloads = $('head link[rel="preload"][as="image"]')
    .map((_, link) => {
      const url = new URL($(link).attr("href") ?? "");
      return [[$(link).attr("media") ?? "(none)", url.origin, url.searchParams.get("w") ?? ""]];
    })
    .get();
  // From the stock-photo host the policy names, over HTTPS (an http: photo is blocked on the HTTPS page).
  const host = "https://images.unsplash.com";
  assert.equal(preloads, [
    ["(max-width: 480px)", host, "480"],
    ["(min-width: 480.02px) and (max-width: 1024px)", host, "1600"],
    ["(min-width: 1024.02px)", host, "1920"],
  ]);
});

bodies.run();
