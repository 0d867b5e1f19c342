// The spec's pages, services and communities, copied from it (SPEC.md: "Routes" and the contact
// form's service options), for the suites that check the site has each of them, in order and
// right; with them, the two documents the form's consent line names (SPEC.md, section 5: "the
// privacy policy and terms of service"). A page added by the recipes (docs/recipes.md) stands
// beside them: these suites check that the spec's are all there, not that nothing else is.
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
  "/privacy",
  "/terms",
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

/**
 * Each page's title and description. The spec asks every page to set its own (section 1) and gives
 * no words, so these are the site's approved ones, written out here from the built pages, never
 * read from the page modules: a page that shows another's title or description, or loses its
 * own, fails. `subject` is the page's subject in the spec's words (its route table, services and
 * communities), which its title must name.
 */
export const PAGE_HEADS: Record<string, { subject: string; title: string; description: string }> = {
  "/": {
    subject: "Spray Foam Insulation",
    title: "Spray Foam Insulation Halifax, NS | Bluenose Spray Foam",
    description:
      "Open-cell and closed-cell spray foam for homes and businesses in Halifax, Dartmouth, Bedford, Fall River and Lower Sackville. Licensed, insured, free quotes.",
  },
  "/services/residential": {
    subject: "Residential",
    title: "Residential Spray Foam Insulation in Halifax, NS | Bluenose",
    description:
      "Drafty house in Halifax, Dartmouth or Bedford? Our spray foam seals air leaks, blocks damp and lowers heating bills. Book a free home assessment today.",
  },
  "/services/commercial": {
    subject: "Commercial",
    title: "Commercial Spray Foam Insulation in Halifax | Bluenose",
    description:
      "Spray foam for warehouses, offices, restaurants and metal buildings in Burnside and across Halifax. Cut heat loss and condensation. Request a free site visit.",
  },
  "/services/attic": {
    subject: "Attic",
    title: "Attic Spray Foam Insulation in Halifax, NS | Bluenose",
    description:
      "Ice dams, cold upstairs rooms or high oil bills? Spray foam attic insulation in Halifax seals leaks and can save up to 30%. Book a free attic assessment today.",
  },
  "/services/crawl-space": {
    subject: "Crawl Space",
    title: "Crawl Space Insulation & Encapsulation in Halifax | Bluenose",
    description:
      "Cold floors and musty smells often start in the crawl space. We seal damp stone and block foundations with closed-cell foam in Halifax. Get your free quote now.",
  },
  "/services/wall": {
    subject: "Wall",
    title: "Wall Insulation with Spray Foam in Halifax, NS | Bluenose",
    description:
      "Renovating, building or finishing a basement in Halifax? Spray foam wall insulation seals drafts and outperforms batts. Get a free quote to compare options.",
  },
  "/services/soundproofing": {
    subject: "Soundproofing",
    title: "Spray Foam Soundproofing in Halifax, NS | Bluenose",
    description:
      "Noisy neighbours, a home theatre or a basement suite? Our Halifax spray foam soundproofing seals gaps and cuts noise between rooms. Ask us for your free quote.",
  },
  "/areas/bedford": {
    subject: "Bedford",
    title: "Spray Foam Insulation in Bedford, NS | Bluenose",
    description:
      "Bedford spray foam insulation for cold bonus rooms, large Bedford South homes and older houses along the Bedford Highway. Licensed, insured, free quotes.",
  },
  "/areas/fall-river": {
    subject: "Fall River",
    title: "Fall River Spray Foam Insulation | Bluenose Spray Foam",
    description:
      "Spray foam insulation in Fall River, NS for rural homes, lakeside cottages, detached garages and workshops. Burn less oil and wood. Free, no-obligation quotes.",
  },
  "/areas/lower-sackville": {
    subject: "Lower Sackville",
    title: "Spray Foam Insulation in Lower Sackville, NS | Bluenose",
    description:
      "Lower Sackville spray foam insulation for 1970s and 1980s split-levels, concrete block basements and heat pump upgrades. A free written quote for each stage.",
  },
  "/areas/halifax": {
    subject: "Halifax",
    title: "Spray Foam Insulation in Halifax, NS | Bluenose",
    description:
      "Spray foam insulation for Halifax homes and businesses, from South End century houses to Clayton Park split-levels and downtown storefronts. Free quotes.",
  },
  "/areas/dartmouth": {
    subject: "Dartmouth",
    title: "Dartmouth Spray Foam Insulation Contractor | Bluenose",
    description:
      "Spray foam insulation in Dartmouth, NS for lakefront homes, 1950s bungalows, Port Wallace new builds and Burnside warehouses, by a licensed, insured local crew.",
  },
  "/about": {
    subject: "About",
    title: "About Our Team and Credentials | Bluenose Spray Foam",
    description:
      "Meet the local crew behind Bluenose Spray Foam Insulation: our story, our values, and the licensing, insurance and certifications behind our work in HRM.",
  },
  "/facts": {
    subject: "FAQs",
    title: "Spray Foam Insulation Facts and FAQs | Bluenose Spray Foam",
    description:
      "Open-cell vs. closed-cell foam, R-values per inch, density, safety, our six-step process, and answers on savings, lifespan and retrofits in older homes.",
  },
  "/contact": {
    subject: "Contact",
    title: "Contact Us for a Free Quote | Bluenose Spray Foam Insulation",
    description:
      "Call or message Bluenose Spray Foam Insulation to book a free on-site assessment in HRM. Office hours are Monday to Friday, 8:00 AM to 5:00 PM.",
  },
  "/privacy": {
    subject: "Privacy Policy",
    title: "Privacy Policy | Bluenose Spray Foam Insulation",
    description:
      "What our quote form collects and why, where it is stored, how long we keep it and how to see or delete it. No cookies, no analytics, no tracking scripts.",
  },
  "/terms": {
    subject: "Terms of Service",
    title: "Terms of Service | Bluenose Spray Foam Insulation",
    description:
      "The terms for using our website: what our free quotes and the savings figures on it mean, links to other sites, and the Nova Scotia law that governs them.",
  },
};
