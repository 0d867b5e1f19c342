// Each built page as a visitor without JavaScript reads it: the shared frame on every page
// (header, call-to-action band, footer, quote section) and the contact form's markup. The pages'
// own bodies are in page-bodies.ts, their structured data in structured-data.ts.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { areas } from "../src/content/areas.ts";
import { business } from "../src/content/business.ts";
import { FORM_FIELDS } from "../src/content/contact-form.ts";
import { services } from "../src/content/services.ts";
import { areaPath, servicePath } from "../src/paths.ts";
import { pages } from "../src/site/site-pages.ts";
import { builtPage, pageText } from "./helpers/built-pages.ts";
import { expectedBuildDate } from "./helpers/build-date.ts";
import { PAGE_HEADS, SPEC_PAGES } from "./helpers/spec-pages.ts";

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
    assert.is(footer.find('a[href="/privacy"]').text(), "Privacy Policy");
    assert.is(footer.find('a[href="/terms"]').text(), "Terms of Service");
    assert.match(pageText($, "#root > footer"), /Halifax Regional Municipality, Nova Scotia/);
    assert.match(pageText($, "#root > footer"), new RegExp(`© ${expectedBuildDate().getUTCFullYear()} `));
    const expectQuote = route !== "/contact" && route !== "404";
    assert.is($("#quote").length, expectQuote ? 1 : 0);
    assert.is($('a[href="#main"]').first().text(), "Skip to main content");
  });
}

const heads = suite("each page's own title and description");

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
