// Each built page as a visitor without JavaScript reads it: the shared frame on every page
// (header, call-to-action band, footer, quote section) and the contact form's markup. The pages'
// own bodies are in page-bodies.ts, their structured data in structured-data.ts.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { pages } from "../src/site/site-pages.ts";
import { builtPage, pageText } from "./helpers/built-pages.ts";
import { expectedBuildDate } from "./helpers/build-date.ts";
import { assertInOrder, PAGE_HEADS, SPEC_PAGES } from "./helpers/spec-pages.ts";
import { EMAIL, SHOWN_PHONE, SOCIAL } from "./expected/business.ts";
import { EXPECTED_FIELDS, MESSAGE_ROWS, SERVICE_OPTIONS } from "./expected/contact-form.ts";
import { EXPECTED_HEADS, LANG, PLACES, SOCIAL_IMAGE } from "./expected/heads.ts";

/** The spec's service and area pages, which the footer links on every page. */
const SPEC_SERVICE_PAGES = SPEC_PAGES.filter((path) => path.startsWith("/services/"));
const SPEC_AREA_PAGES = SPEC_PAGES.filter((path) => path.startsWith("/areas/"));

const frame = suite("the shared frame");

for (const route of [...pages.map((page) => page.path), "404"]) {
  frame(`${route}: header, call-to-action band, footer and the quote section where it belongs`, async () => {
    const $ = await builtPage(route);
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
    assert.is(header.find(`a[href="${SHOWN_PHONE.tel}"]`).length, 1);
    // The phone's menu button opens its panel as a popover, which works before any script.
    const toggle = header.find("button[popovertarget]").filter((_, b) => $(b).text().includes("Menu"));
    assert.is(toggle.attr("aria-controls"), toggle.attr("popovertarget"));
    const panel = header.find("nav[popover]");
    assert.is(panel.attr("id"), toggle.attr("popovertarget"), "the toggle opens the stacked menu");
    assert.is(panel.attr("popover"), "auto");
    const band = $("#cta-band-heading").closest("section");
    assert.is($("#cta-band-heading").text(), "Ready to Improve Your Insulation?");
    assert.is(band.find('a[href="/contact"]').text(), "Get a Free Quote");
    assert.is(band.find(`a[href="${SHOWN_PHONE.tel}"]`).length, 1);
    const footer = $("#root > footer");
    assert.is(footer.find("h2").length, 4);
    for (const url of SOCIAL) assert.is(footer.find(`a[href="${url}"]`).length, 1, url);
    for (const path of [...SPEC_SERVICE_PAGES, ...SPEC_AREA_PAGES]) assert.is(footer.find(`a[href="${path}"]`).length, 1, path);
    assert.is(footer.find(`a[href="mailto:${EMAIL}"]`).length, 1);
    // The contact column, item by item (the blurb beside it names the municipality too).
    const contact = footer
      .find("h2")
      .filter((_, heading) => $(heading).text() === "Contact")
      .parent()
      .find("li");
    assert.equal(
      contact.map((_, item) => $(item).text().trim()).get(),
      [SHOWN_PHONE.display, EMAIL, "Halifax Regional Municipality, Nova Scotia"],
      "the contact details: the phone, the e-mail and the spec's words for the place",
    );
    assert.is(footer.find('a[href="/privacy"]').text(), "Privacy Policy");
    assert.is(footer.find('a[href="/terms"]').text(), "Terms of Service");
    assert.match(pageText($, "#root > footer"), /Halifax Regional Municipality, Nova Scotia/);
    assert.match(pageText($, "#root > footer"), new RegExp(`© ${expectedBuildDate().getUTCFullYear()} `));
    const expectQuote = route !== "/contact" && route !== "404";
    assert.is($("#quote").length, expectQuote ? 1 : 0);
    assert.is($('a[href="#main"]').first().text(), "Skip to main content");
  });
}

const heads = suite("each page's own head");

for (const path of SPEC_PAGES) {
  heads(`${path}: its own title and description, in the head and in the social tags`, async () => {
    const expected = PAGE_HEADS[path];
    assert.ok(expected, `${path} has its title and description written out`);
    const $ = await builtPage(path);
    assert.is($("head title").text(), expected.title);
    assert.ok(expected.title.includes(expected.subject), `the title names the page's subject, ${expected.subject}`);
    assert.is($('head meta[name="description"]').attr("content"), expected.description);
    assert.is($('head meta[property="og:title"]').attr("content"), expected.title);
    assert.is($('head meta[property="og:description"]').attr("content"), expected.description);
  });
}

/** The content of the one head tag with a name or property; fails on none or two. */
function headTag($: Awaited<ReturnType<typeof builtPage>>, key: string, path: string): string | undefined {
  const tags = $(`head meta[name="${key}"], head meta[property="${key}"]`);
  assert.is(tags.length, 1, `${path}: one ${key}`);
  return tags.attr("content");
}

for (const path of [...SPEC_PAGES, "404"]) {
  heads(`${path}: the canonical, robots, language, Open Graph, Twitter and geo tags a crawler and a shared link read`, async () => {
    const expected = EXPECTED_HEADS[path];
    if (!expected) throw new Error(`${path} has no head written out`);
    const $ = await builtPage(path);
    assert.is($("html").attr("lang"), LANG);
    assert.is($("head title").text(), expected.title);
    assert.is($('head meta[name="description"]').attr("content"), expected.description);
    const canonical = $('head link[rel="canonical"]');
    assert.is(canonical.length, expected.canonical ? 1 : 0, `${path}: canonical links`);
    if (expected.canonical) {
      assert.is(canonical.attr("href"), expected.canonical, `${path}: canonical`);
      assert.is(headTag($, "og:url", path), expected.canonical, `${path}: og:url`);
    } else {
      assert.is($('head meta[property="og:url"]').length, 0, `${path}: no og:url`);
    }
    const tags: Record<string, string> = {
      robots: expected.robots,
      "og:type": expected.ogType,
      "og:site_name": "Bluenose Spray Foam Insulation",
      "og:locale": "en_CA",
      "og:title": expected.title,
      "og:description": expected.description,
      "og:image": SOCIAL_IMAGE.url,
      "og:image:width": SOCIAL_IMAGE.width,
      "og:image:height": SOCIAL_IMAGE.height,
      "og:image:alt": SOCIAL_IMAGE.alt,
      "twitter:card": "summary_large_image",
      "twitter:title": expected.title,
      "twitter:description": expected.description,
      "twitter:image": SOCIAL_IMAGE.url,
      "twitter:image:alt": SOCIAL_IMAGE.alt,
      "geo.region": "CA-NS",
      "geo.placename": expected.place,
    };
    for (const [key, value] of Object.entries(tags)) assert.is(headTag($, key, path), value, `${path}: ${key}`);
    // Latitude and longitude apart, each with its sign: north is positive, west negative.
    const { latitude, longitude } = PLACES[expected.place];
    const [lat, lon] = (headTag($, "geo.position", path) ?? "").split(";").map(Number);
    assert.is(lat, latitude, `${path}: geo.position's latitude`);
    assert.is(lon, longitude, `${path}: geo.position's longitude`);
    assert.is(headTag($, "ICBM", path), `${latitude}, ${longitude}`, `${path}: ICBM`);
  });
}

heads("each page's header marks its own link as the current page, for a screen reader moving between pages", async () => {
  // The header's link, in the desktop menu and the phone's, and the breadcrumb's last step.
  const current: Record<string, string> = {
    "/": "Home",
    "/services/attic": "Attic Insulation",
    "/areas/fall-river": "Fall River",
    "/about": "About Us",
    "/facts": "FAQs",
    "/contact": "Contact",
  };
  for (const [path, name] of Object.entries(current)) {
    const $ = await builtPage(path);
    const marked = $('#root header [aria-current="page"]')
      .map((_, element) => `${element.tagName} ${$(element).text()}`)
      .get();
    assert.equal(marked, [`a ${name}`, `a ${name}`], `${path}: the header's current page`);
    if (path !== "/")
      assert.equal(
        $('#main nav [aria-current="page"]')
          .map((_, element) => $(element).text())
          .get(),
        [name],
        `${path}: the breadcrumb`,
      );
  }
});

heads("no two pages share a title or a description", () => {
  const titles = Object.values(PAGE_HEADS).map((head) => head.title);
  const descriptions = Object.values(PAGE_HEADS).map((head) => head.description);
  assert.is(new Set(titles).size, SPEC_PAGES.length);
  assert.is(new Set(descriptions).size, SPEC_PAGES.length);
});

const form = suite("the contact form markup");

form("is a real form the host detects and that submits without JavaScript", async () => {
  for (const path of ["/contact", "/", "/services/attic"]) {
    const $ = await builtPage(path);
    const contact = $('form[name="contact"]');
    assert.is(contact.length, 1, path);
    assert.is(contact.attr("method"), "POST");
    assert.is(contact.attr("action"), "/");
    assert.is(contact.attr("data-netlify"), "true");
    assert.is(contact.attr("netlify-honeypot"), "bot-field");
    assert.is(contact.find('input[type="hidden"][name="form-name"]').attr("value"), "contact");
    const honeypot = contact.find('input[name="bot-field"]');
    assert.is(honeypot.closest("[hidden]").length, 1, "the honeypot is hidden from people and assistive technology");
    // Never filled by a person's browser either: no autofill, no Tab stop.
    assert.equal(
      [honeypot.attr("autocomplete"), honeypot.attr("tabindex")],
      ["off", "-1"],
      "the honeypot is never autofilled or tabbed to",
    );
    assert.match(honeypot.closest("label").text(), /Don't fill this out if you're human/);
    // Every field as the spec and the site give it: label (a required one marked with an
    // asterisk), control, autocomplete token, required flag and limit.
    for (const field of EXPECTED_FIELDS) {
      const control = contact.find(`[name="${field.name}"]`);
      assert.is(control.length, 1, field.name);
      assert.is(control.prop("tagName")?.toLowerCase(), field.tag, field.name);
      assert.is(control.attr("type"), field.type, `${field.name}: type`);
      assert.is(control.attr("autocomplete"), field.autocomplete, `${field.name}: autocomplete`);
      assert.is(control.is("[required]"), field.required, `${field.name}: required`);
      assert.is(control.attr("maxlength"), field.tag === "select" ? undefined : String(field.maxLength), `${field.name}: limit`);
      assert.is($(`label[for="${control.attr("id")}"]`).text(), `${field.label}${field.required ? "*" : ""}`, `${field.name}: label`);
    }
    assert.is(contact.find('input[name="phone"]').attr("pattern"), undefined);
    assert.is(contact.find('textarea[name="message"]').attr("rows"), MESSAGE_ROWS);
    const options = contact
      .find('select[name="service"] option')
      .map((_, option) => $(option).attr("value"))
      .get();
    // "Not sure yet" first, then the spec's six in order; a service added by the recipes
    // (docs/recipes.md) stands beside them, once.
    assert.is(options[0], "");
    assertInOrder(options.slice(1), SERVICE_OPTIONS.slice(1), path);
    assert.is(new Set(options).size, options.length, "each option once");
    assert.is(contact.find('button[type="submit"]').text(), "Send Message");
    assert.match(contact.text(), /By submitting this form, you agree to our privacy policy and terms of service\./);
    // The two documents the line names, each a link to its page (tests/policy.ts reads the pages).
    const consent = contact.find("p").filter((_, p) => $(p).text().startsWith("By submitting this form"));
    assert.equal(
      consent
        .find("a")
        .map((_, a) => `${$(a).text()} ${$(a).attr("href")}`)
        .get(),
      ["privacy policy /privacy", "terms of service /terms"],
    );
  }
});

frame.run();
heads.run();
form.run();
