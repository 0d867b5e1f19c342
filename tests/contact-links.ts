// Every Call link dials the number it shows, and every e-mail link writes to the address it
// shows, on every built page: a caller who taps "(902) 555-0147" reaches (902) 555-0147. The
// shown number and address are the site's (README, "Content inconsistencies kept as given"),
// written out here, never read from the business facts the links are built from.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { pages } from "../src/site/site-pages.ts";
import { builtPage } from "./helpers/built-pages.ts";

/** The number the header, footer, band and contact page show, and the address they name. */
const SHOWN_PHONE = "(902) 555-0147";
const SHOWN_EMAIL = "info@bluenosesprayfoam.ca";

/** A North American number's ten digits, from a tel: URL or from the text a link shows. */
function tenDigits(text: string): string {
  const digits = text.replace(/\D/g, "");
  return digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
}

const links = suite("call and e-mail links");

links("every tel: link dials the number it shows, and every page shows the site's number", async () => {
  for (const path of [...pages.map((page) => page.path), "404"]) {
    const $ = await builtPage(path);
    const calls = $('a[href^="tel:"]');
    assert.ok(calls.length >= 2, `${path}: the header's and the call-to-action band's Call links at least`);
    calls.each((_, element) => {
      const link = $(element);
      // What the link says: its text, or its accessible name where its text is an icon.
      const shown = link.text().trim() || link.attr("aria-label") || "";
      assert.match(shown, /\(\d{3}\) \d{3}-\d{4}/, `${path}: a Call link shows its number`);
      const number = /\(\d{3}\) \d{3}-\d{4}/.exec(shown)?.[0] ?? "";
      assert.is(tenDigits(link.attr("href") ?? ""), tenDigits(number), `${path}: "${shown}" dials ${link.attr("href")}`);
      assert.is(number, SHOWN_PHONE, `${path}: the site's number`);
      const label = link.attr("aria-label");
      if (label) assert.is(tenDigits(label), tenDigits(link.attr("href") ?? ""), `${path}: its name "${label}" says the number it dials`);
    });
  }
});

links("every mailto: link writes to the address it shows", async () => {
  let seen = 0;
  for (const path of [...pages.map((page) => page.path), "404"]) {
    const $ = await builtPage(path);
    $('a[href^="mailto:"]').each((_, element) => {
      const link = $(element);
      const address = decodeURIComponent((link.attr("href") ?? "").slice("mailto:".length).split("?")[0] ?? "");
      assert.is(link.text().trim(), address, `${path}: the link shows the address it writes to`);
      assert.is(address, SHOWN_EMAIL, path);
      seen += 1;
    });
  }
  assert.ok(seen >= pages.length, `the footer's e-mail link on every page (${seen})`);
});

links.run();
