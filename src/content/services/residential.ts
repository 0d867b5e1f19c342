// Residential spray foam: the page's content, a module of its own so that the browser loads only the
// service page it shows. Fixed figures come from business.ts.

import { claims, R_PER_INCH } from "../business.ts";
import type { ServiceCopy } from "../types.ts";

const residential: ServiceCopy = {
  title: "Residential Spray Foam Insulation in Halifax, NS | Bluenose",
  description:
    "Drafty house in Halifax, Dartmouth or Bedford? Our spray foam seals air leaks, blocks damp and lowers heating bills. Book a free home assessment today.",
  heading: "Residential Spray Foam Insulation for Halifax Homes",
  intro: [
    "A Halifax winter finds every gap in a house. Wind off the harbour pushes cold air through rim joists, old plaster walls and attic hatches, while damp air carries moisture into places it should never reach. Spray foam expands to fill those gaps and insulates in the same pass, so the heat you pay for, from an oil furnace or a heat pump, stays inside where it belongs.",
    `We work on every kind of home in the municipality: century houses in the South End and North End, post-war bungalows, 1970s and 80s split-levels in Sackville, and new builds in Bedford and Fall River. Sealing the whole envelope can cut heating costs by ${claims.heatingSavings}, and we will show you where your home is losing the most before you spend a dollar.`,
  ],
  foamComparison: {
    heading: "Open-cell or closed-cell: which foam goes where in your home",
    lead: "Most houses use both. We pick the foam for each area based on moisture, space and budget, not on what is easiest to sell.",
    openCell: {
      title: "Open-cell spray foam",
      summary: `A soft, lightweight foam that expands to fill irregular cavities. R-value per inch is ${R_PER_INCH.openCell}.`,
      points: [
        "Seals drafts in interior walls, cathedral ceilings and around awkward framing",
        "Absorbs sound, so rooms feel quieter as well as warmer",
        "Lower cost per square foot where thick insulation fits easily",
        "Lets moisture pass through, so it is kept away from foundations and wet areas",
      ],
    },
    closedCell: {
      title: "Closed-cell spray foam",
      summary: `A dense, rigid foam with the highest R-value per inch we install: ${R_PER_INCH.closedCell}.`,
      points: [
        "Acts as a vapour barrier and air barrier in one layer",
        "The right choice for basements, rim joists and crawl spaces against damp stone and concrete",
        "Adds stiffness to the framing it is bonded to",
        "Packs more insulation into the shallow walls and rafters of older houses",
      ],
    },
  },
  benefits: {
    heading: "What spray foam does for a Nova Scotia home",
    items: [
      {
        icon: "piggy-bank",
        title: "Lower heating costs",
        description: `Stopping air leaks can save ${claims.heatingSavings} on heating costs, whether you burn oil, run a heat pump or use electric baseboards.`,
      },
      {
        icon: "wind",
        title: "An air-tight seal",
        description:
          "Foam bonds to framing and fills cracks that batts leave open, so winter wind stops whistling through outlets and baseboards.",
      },
      {
        icon: "droplets",
        title: "A barrier against damp",
        description:
          "Closed-cell foam keeps humid sea air and ground moisture out of the building envelope, which helps prevent condensation, mould and musty smells.",
      },
      {
        icon: "clock",
        title: "Insulation that lasts",
        description: `Spray foam does not sag, settle or blow around. It is built to last ${claims.foamLife}, and most projects pay back in ${claims.payback}.`,
      },
      {
        icon: "leaf",
        title: "Better indoor air",
        description:
          "With fewer leaks, less outdoor dust, pollen and damp air gets in, and your ventilation system can do its job properly.",
      },
      {
        icon: "trending-up",
        title: "Higher property value",
        description:
          "An efficient, comfortable house is easier to sell, and buyers in HRM increasingly ask about heating costs before they make an offer.",
      },
    ],
  },
  process: {
    heading: "How a home spray foam project works",
    items: [
      {
        title: "Free home assessment",
        description:
          "We visit, look at the attic, walls and basement, and find where heat and moisture are getting through. No charge and no pressure.",
      },
      {
        title: "Clear written quote",
        description:
          "You get a quote that lists each area, the foam type and thickness, and the price. We also point out where Efficiency Nova Scotia rebates may be available.",
      },
      {
        title: "Preparation and protection",
        description:
          "We cover floors, furniture, windows and fixtures, and set up ventilation so the rest of the house stays clean and safe.",
      },
      {
        title: "Spraying the foam",
        description:
          "Our licensed, insured and certified crew applies the foam in measured passes, checking depth as we go so every area gets the coverage we quoted.",
      },
      {
        title: "Curing, ventilation and cleanup",
        description:
          "The foam cures while the space is ventilated. We trim any excess, remove all masking and haul away our waste, and tell you when it is safe to return.",
      },
      {
        title: "Final walkthrough",
        description: "We walk the job with you, answer questions, and leave you with a record of what was installed and where.",
      },
    ],
  },
};

export default residential;
