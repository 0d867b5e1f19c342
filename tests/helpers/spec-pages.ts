// The spec's pages, services and communities, copied from it (SPEC.md: "Routes" and the contact
// form's service options), for the suites that check the site has each of them, in order and
// right. A page added by the recipes (docs/recipes.md) stands beside them: these suites check
// that the spec's are all there, not that nothing else is.
import * as assert from "uvu/assert";

export const SPEC_PAGES = [
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

/** The services, in the order of the contact form's options. */
export const SPEC_SERVICES = [
  "Residential Spray Foam",
  "Commercial Spray Foam",
  "Attic Insulation",
  "Crawl Space Insulation",
  "Wall Insulation",
  "Soundproofing",
];

/** The communities, in the order the site lists them. */
export const SPEC_AREAS = ["Halifax", "Dartmouth", "Bedford", "Fall River", "Lower Sackville"];

/** Asserts that `expected` appears in `actual` in the same order, other items allowed between. */
export function assertInOrder(actual: readonly string[], expected: readonly string[], message = ""): void {
  let from = 0;
  for (const item of expected) {
    const at = actual.indexOf(item, from);
    assert.ok(at >= 0, `${message}${message ? ": " : ""}"${item}" in order in [${actual.join(", ")}]`);
    from = at + 1;
  }
}
