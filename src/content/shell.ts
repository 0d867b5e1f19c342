// The copy every page carries around its own: the quote section beside the contact form, the
// call-to-action band, the main call to action's label and the footer's blurb. Kept apart from
// the home page's copy, so that no page loads the home page's text to show these.
import { business } from "./business.ts";

export const shell = {
  primaryCta: "Get a Free Quote",
  quote: {
    heading: "Get Your Free Spray Foam Quote",
    lead: "Tell us a little about your building and what you'd like to fix, whether it's a cold room, a damp crawl space or a heating bill that keeps climbing. We'll arrange a visit at a time that suits you.",
    points: [
      "Free on-site assessment, with no obligation",
      "A clear written quote before any work begins",
      "A reply within one business day",
    ],
  },
  ctaBand: {
    heading: "Ready to Improve Your Insulation?",
    text: "Book a free on-site assessment and get a written quote for your home or business. Efficiency Nova Scotia rebates may be available for qualifying upgrades.",
  },
  footerBlurb: `${business.name} insulates homes and commercial buildings across ${business.region} with open-cell and closed-cell spray foam. Licensed, insured and based right here in HRM.`,
  /** The link to a kind's index, past the few the menus and the footer name, and its breadcrumb. */
  indexLinks: { services: "All Services", areas: "All Service Areas" },
} as const;
