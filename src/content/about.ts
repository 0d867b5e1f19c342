// About page copy.
//
// KEPT INCONSISTENCY (spec, sections 1 and 9): this page says "since 2010" and "over 10 years"
// (business.aboutSinceYear, business.aboutExperience) while the structured data gives a founding
// date of 2015 (business.foundingDate). Both readings are kept as given.
import { business } from "./business.ts";
import type { Benefit, Point } from "./types.ts";

interface AboutContent {
  title: string;
  description: string;
  /** The page's h1. */
  heading: string;
  /** Three paragraphs. */
  story: { heading: string; paragraphs: string[] };
  mission: { heading: string; text: string };
  /** Four values. */
  values: { heading: string; items: Point[] };
  /**
   * Exactly three, in this order: a spray foam contractors association certification, licensed and
   * insured, energy efficiency certified.
   */
  certifications: { heading: string; lead: string; items: [Benefit, Benefit, Benefit] };
}

export const about: AboutContent = {
  title: `About Our Team and Credentials | ${business.shortName}`,
  description: `Meet the local crew behind ${business.name}: our story, our values, and the licensing, insurance and certifications behind our work in HRM.`,
  heading: `About ${business.name}`,
  story: {
    heading: "Our Story",
    paragraphs: [
      `${business.name} has been insulating homes across ${business.region} since ${business.aboutSinceYear}. We started with attics and crawl spaces in older Halifax and Dartmouth houses, where drafty walls, fieldstone foundations and ice dams were simply part of every winter.`,
      `With ${business.aboutExperience} of spray foam work behind us, we know what the maritime climate does to a building: damp that wicks up through block foundations, wind that finds every gap in a century-old wall, and heating bills that climb whether the house runs on oil or a heat pump.`,
      "Today our crew insulates bungalows, split-levels, new builds, lake houses and commercial buildings from the Halifax peninsula to Fall River and Lower Sackville. We still run every job the way we ran the first one: a proper look before we quote, careful preparation, and a clean site when we leave.",
    ],
  },
  mission: {
    heading: "Our Mission",
    text: "To make homes and workplaces across HRM warmer, drier and cheaper to heat, with honest advice about where spray foam pays off and where it doesn't.",
  },
  values: {
    heading: "What We Stand For",
    items: [
      {
        title: "Honest Advice",
        description:
          "We tell you where foam makes sense and where another approach would serve you better, even when that means a smaller job for us.",
      },
      {
        title: "Quality Workmanship",
        description:
          "The right foam for each space, sprayed to the right thickness by trained installers, and checked before we call it done.",
      },
      {
        title: "Safety First",
        description: "Protective equipment, ventilation and site protection on every job, for our crew and for your family.",
      },
      {
        title: "Respect for Your Home",
        description:
          "We cover floors and belongings, keep you informed from start to finish, and leave the work area as tidy as we found it.",
      },
    ],
  },
  certifications: {
    heading: "Certifications and Credentials",
    lead: "The training, licensing and insurance behind every job, so you know who is working in your home.",
    items: [
      {
        icon: "award",
        title: "Spray Foam Association Certified",
        description:
          "Certified by a national spray foam contractors association, with installers trained in safe application and the industry's quality standards.",
      },
      {
        icon: "shield",
        title: "Licensed and Insured",
        description:
          "Licensed to work in Nova Scotia, covered by WCB Nova Scotia and carrying liability insurance on every project, large or small.",
      },
      {
        icon: "leaf",
        title: "Energy Efficiency Certified",
        description:
          "Trained in energy efficiency and building science, so we can help you plan upgrades for which Efficiency Nova Scotia rebates may be available.",
      },
    ],
  },
};
