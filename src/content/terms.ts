// The terms of service: using the site, what its free quotes and "up to" figures mean, links to
// other sites, and the law of Nova Scotia that governs them. The figures are the spec's, from
// `claims` in business.ts, so the terms quote exactly what the pages say.
import { business, claims, mailtoHref, telHref } from "./business.ts";
import { link } from "./legal.ts";
import type { LegalDocument } from "./legal.ts";
import { PATHS } from "../paths.ts";

export const terms: LegalDocument = {
  title: `Terms of Service | ${business.name}`,
  description:
    "The terms for using our website: what our free quotes and the savings figures on it mean, links to other sites, and the Nova Scotia law that governs them.",
  label: "Terms of Service",
  heading: "Terms of Service",
  intro:
    "These terms cover your use of this website. They are short and in plain language; the work itself is always covered by the written quote and agreement you sign with us.",
  parts: [
    {
      id: "using-the-site",
      heading: "Using this website",
      blocks: [
        [
          `This website tells you about ${business.name}'s insulation services in ${business.region} and lets you ask us for a quote. By using it, you accept these terms.`,
        ],
        [
          "You may read, print and share its pages for your own use. Please don't copy its text, logo or design for another website or business, try to disrupt or break into the site, or send the form with false details or someone else's. The photo on the home page is from Unsplash and used under the Unsplash licence.",
        ],
      ],
    },
    {
      id: "quotes",
      heading: "Free consultations and quotes",
      blocks: [
        [
          "Our consultation and quote are free and carry no obligation. We write a quote after we have seen your building: it is the price that counts, and it holds for the period written on it. Nothing on this website is an offer or a contract. Prices, products and dates are set in your written quote, and any work is governed by the agreement you sign with us.",
        ],
      ],
    },
    {
      id: "figures",
      heading: 'What the "up to" figures mean',
      blocks: [
        [
          `The savings on these pages (${claims.heroSavings} on heating and cooling, ${claims.utilityBillSavings} on utility bills, attic savings of ${claims.atticSavings}, and ${claims.faqSavings} in our FAQs) describe what is possible, not what your building will save: "up to" means the most a building may save, and neither it nor the FAQs' range is an estimate for yours.`,
        ],
        [
          `What you save depends on your building, the insulation and air leaks it has now, your heating system, fuel and electricity prices, and how you use your home. The same goes for a payback of ${claims.payback} and a foam life of ${claims.foamLife}: typical figures for spray foam, not a guarantee for your job. We give you our estimate for your building in writing, with your quote.`,
        ],
        [
          "Efficiency Nova Scotia rebates and other programmes are set by those programmes. We can tell you which may apply to your upgrade, but the programme decides whether you qualify.",
        ],
      ],
    },
    {
      id: "general-information",
      heading: "General information only",
      blocks: [
        [
          "The pages and FAQs explain spray foam in general terms. They are not engineering, building code or health advice for your building: ask us, or another qualified professional, before you act on them.",
        ],
      ],
    },
    {
      id: "other-websites",
      heading: "Links to other websites",
      blocks: [
        [
          "We link to other websites, such as social networks and OpenStreetMap, for your convenience. We do not control them and are not responsible for their content or for how they handle your information.",
        ],
      ],
    },
    {
      id: "privacy",
      heading: "Your privacy",
      blocks: [["What we do with the information you send us is set out in our ", link("privacy policy", PATHS.privacy), "."]],
    },
    {
      id: "responsibility",
      heading: "Our responsibility",
      blocks: [
        [
          "We take care to keep this website accurate and available, but it may contain errors or be unavailable at times, and we may change it without notice. As far as the law allows, we are not responsible for losses that come from relying on its general information instead of your written quote. Nothing in these terms limits the rights you have under Nova Scotia's consumer protection laws.",
        ],
      ],
    },
    {
      id: "governing-law",
      heading: "Governing law",
      blocks: [
        [
          "These terms are governed by the laws of the Province of Nova Scotia and the federal laws of Canada that apply there. Any dispute about them or about this website is for the courts of Nova Scotia.",
        ],
      ],
    },
    {
      id: "changes",
      heading: "Changes and questions",
      blocks: [
        [
          "When we change these terms, we update this page and its date of last update. Questions about them go to ",
          link(business.email, mailtoHref),
          " or ",
          link(business.phone.display, telHref(business.phone)),
          ".",
        ],
      ],
    },
  ],
};
