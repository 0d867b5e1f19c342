// Attic insulation: the page's content, a module of its own so that the browser loads only the
// service page it shows. Fixed figures come from business.ts.

import { claims, R_PER_INCH } from "../business.ts";
import type { ServiceCopy } from "../types.ts";

const attic: ServiceCopy = {
  title: "Attic Spray Foam Insulation in Halifax, NS | Bluenose",
  description: `Ice dams, cold upstairs rooms or high oil bills? Spray foam attic insulation in Halifax seals leaks and can save ${claims.atticSavings}. Book a free attic assessment today.`,
  heading: "Attic Spray Foam Insulation in Halifax",
  intro: [
    "Warm air rises, and in most Halifax homes the attic is where it escapes. It leaks up through pot lights, plumbing stacks, top plates and the attic hatch, carrying moisture that can frost on the underside of the roof. On a snowy roof that same heat melts the snow, which refreezes at the eaves as ice dams that push water under your shingles.",
    `Spray foam seals those leaks and insulates in one application, either on the attic floor or on the underside of the roof deck to bring the attic inside the heated space. A well-sealed attic can deliver savings of ${claims.atticSavings} on energy costs, and upstairs bedrooms stay noticeably more even through a long Nova Scotia winter.`,
  ],
  foamComparison: {
    heading: "Open-cell versus closed-cell foam in the attic",
    lead: "Both foams can work in an attic. The right one depends on how the roof is built, how much depth you have and how the space will be used.",
    openCell: {
      title: "Open-cell spray foam",
      summary: `A lighter foam, R-value per inch ${R_PER_INCH.openCell}, that is cost-effective where there is room for a deep layer.`,
      points: [
        "Fills deep rafter bays and irregular framing around dormers and knee walls",
        "Lower cost for the thickness needed in larger attics",
        "In our cold climate it usually needs a vapour-retarder coating on the roof deck",
        "Dampens rain and wind noise on the roof",
      ],
    },
    closedCell: {
      title: "Closed-cell spray foam",
      summary: `A dense foam, R-value per inch ${R_PER_INCH.closedCell}, that resists moisture and gets the most out of shallow rafters.`,
      points: [
        "Reaches a high R-value in the shallow rafters common in older Halifax homes",
        "Blocks water vapour, so warm indoor air cannot condense on the cold roof deck",
        "Bonds to the roof sheathing and adds rigidity",
        "A strong choice for cathedral ceilings and finished attic rooms",
      ],
    },
  },
  benefits: {
    heading: "Benefits of a spray foam attic",
    items: [
      {
        icon: "piggy-bank",
        title: `Attic savings ${claims.atticSavings}`,
        description: `Sealing and insulating the attic can deliver savings of ${claims.atticSavings} on energy costs, depending on your home and how it is heated.`,
      },
      {
        icon: "snowflake",
        title: "Fewer ice dams",
        description:
          "Keeping warm air out of the attic keeps the roof cold and even, so snow melts less at the top and refreezes less at the eaves.",
      },
      {
        icon: "thermometer",
        title: "Comfortable upstairs rooms",
        description: "Bedrooms under the roof stop being the coldest rooms in January and the hottest rooms in August.",
      },
      {
        icon: "droplets",
        title: "Less attic condensation",
        description: "Moist indoor air no longer leaks up to frost the roof deck, which protects sheathing and framing from mould and rot.",
      },
      {
        icon: "bug",
        title: "Keeps pests out",
        description:
          "Foam closes the gaps squirrels, mice and insects use to get into attics, and it gives them no loose material to nest in.",
      },
      {
        icon: "clock",
        title: "Done once",
        description: `Unlike loose-fill that settles and gets disturbed, foam stays where it is sprayed and is built to last ${claims.foamLife}.`,
      },
    ],
  },
  process: {
    heading: "How we insulate your attic",
    items: [
      {
        title: "Free attic assessment",
        description:
          "We look at the roof framing, existing insulation, ventilation, signs of moisture and any ice-dam damage, and explain your options.",
      },
      {
        title: "Quote and plan",
        description:
          "You get a written quote for insulating the attic floor or the roof deck, with foam type and depth. We note where Efficiency Nova Scotia rebates may be available.",
      },
      {
        title: "Preparation",
        description:
          "We protect the living space below and the access route, and remove old, damaged or contaminated insulation where the plan calls for it.",
      },
      {
        title: "Air sealing and spraying",
        description:
          "We seal the top plates, penetrations and hatch, then apply the foam in measured layers to reach the planned depth across the whole attic.",
      },
      {
        title: "Curing, ventilation and cleanup",
        description:
          "The attic is ventilated while the foam cures. We clean up, take our waste with us and tell you when the house is ready to reoccupy.",
      },
      {
        title: "Walkthrough",
        description:
          "We show you the finished attic, confirm the depth, and leave you with a record of the work for your files or a future buyer.",
      },
    ],
  },
};

export default attic;
