// Crawl space insulation: the page's content, a module of its own so that the browser loads only the
// service page it shows. Fixed figures come from business.ts.

import { claims, R_PER_INCH } from "../business.ts";
import type { ServiceCopy } from "../types.ts";

const crawlSpace: ServiceCopy = {
  title: "Crawl Space Insulation & Encapsulation in Halifax | Bluenose",
  description:
    "Cold floors and musty smells often start in the crawl space. We seal damp stone and block foundations with closed-cell foam in Halifax. Get your free quote now.",
  heading: "Crawl Space Insulation and Encapsulation in Halifax",
  intro: [
    "Many Halifax-area homes sit over a crawl space with a fieldstone, concrete block or poured foundation, and sometimes a dirt floor. Those spaces stay damp for much of the year. Cold, moist air seeps in through the stone and the rim joists, chills the floors above and can carry musty smells, mould spores and mice into the house.",
    "Encapsulation turns the crawl space into a dry, sealed part of the building. We lay a heavy vapour barrier over the ground and spray closed-cell foam on the foundation walls and rim joists, which stops the air and moisture at the source. The result is warmer floors, a drier house and pipes that are far less likely to freeze.",
  ],
  applications: {
    heading: "Crawl spaces we seal and insulate",
    lead: "Crawl spaces in HRM range from century-old fieldstone to modern poured concrete. Each needs a slightly different approach.",
    items: [
      {
        title: "Fieldstone foundations",
        description:
          "Common under older homes in Halifax and Dartmouth. Closed-cell foam follows the uneven stone and mortar, sealing drafts that no batt or board can reach.",
      },
      {
        title: "Concrete block foundations",
        description:
          "Block walls wick moisture and leak air through their cores and joints. Foam seals the inside face and adds insulation in a single layer.",
      },
      {
        title: "Rim joists and sill plates",
        description:
          "The top of the foundation is one of the leakiest spots in any house. We seal and insulate every rim joist bay along the perimeter.",
      },
      {
        title: "Dirt-floor crawl spaces",
        description:
          "We cover exposed soil with a sealed, heavy-duty vapour barrier tied into the foamed walls, cutting off the largest source of moisture.",
      },
      {
        title: "Additions, sunrooms and cottages",
        description:
          "Additions and seasonal homes are often built over a shallow crawl space. Sealing it keeps floors warm and plumbing safer through cold snaps.",
      },
    ],
  },
  foamComparison: {
    heading: "Why we use closed-cell foam below the floor",
    lead: "In a crawl space, moisture control comes first. That is why closed-cell foam does almost all of the work down here.",
    openCell: {
      title: "Open-cell spray foam",
      summary: `R-value per inch ${R_PER_INCH.openCell}. An excellent air sealer above grade, but the wrong tool against damp ground.`,
      points: [
        "Absorbs and holds water if exposed to moisture",
        "Lets water vapour pass through to cold surfaces",
        "Not recommended against foundation walls or near soil",
      ],
    },
    closedCell: {
      title: "Closed-cell spray foam",
      summary: `R-value per inch ${R_PER_INCH.closedCell}. Rigid, water-resistant and a vapour barrier at the right thickness.`,
      points: [
        "Resists water and ground moisture",
        "Seals and insulates stone, block and concrete in one step",
        "Keeps working in cramped spaces with limited room for thickness",
        "Leaves no soft material for rodents to nest in",
      ],
    },
  },
  table: {
    caption: "Fiberglass between the floor joists versus full encapsulation with closed-cell spray foam",
    columns: ["Factor", "Traditional insulation", "Spray foam encapsulation"],
    rows: [
      {
        header: "Moisture control",
        cells: [
          "Batts absorb damp air, sag and can hold moisture against the subfloor",
          "Vapour barrier on the ground and closed-cell foam on the walls keep moisture out",
        ],
      },
      {
        header: "Air sealing",
        cells: [
          "Little to none; cold air still moves freely through the crawl space",
          "Walls and rim joists sealed in one continuous layer",
        ],
      },
      {
        header: "Pest resistance",
        cells: [
          "Soft batts make nesting material for mice and insects",
          "Rigid foam and sealed gaps give pests fewer ways in and nothing to nest in",
        ],
      },
      {
        header: "R-value per inch",
        cells: [`Fiberglass ${R_PER_INCH.fiberglass}`, `Closed-cell foam ${R_PER_INCH.closedCell}`],
      },
      {
        header: "Durability",
        cells: [
          "Often falls out of joist bays in damp conditions and needs replacing",
          `Bonded to the foundation; built to last ${claims.foamLife}`,
        ],
      },
      {
        header: "Effect on floors above",
        cells: [
          "Floors often stay cold and pipes remain exposed to freezing air",
          "Floors are warmer and pipes sit inside a sealed, tempered space",
        ],
      },
    ],
    note: "R-values are per inch of material. Actual performance depends on the foundation, drainage and how well the work is installed; we assess each crawl space before recommending a method.",
  },
  benefits: {
    heading: "What a sealed crawl space gives you",
    items: [
      {
        icon: "thermometer",
        title: "Warmer floors",
        description: "No more cold kitchen or bathroom floors in winter, because the space below is no longer open to outdoor air.",
      },
      {
        icon: "droplets",
        title: "A drier house",
        description: "Cutting off ground moisture reduces musty smells, mould risk and the damp that travels up into the rest of the home.",
      },
      {
        icon: "snowflake",
        title: "Safer pipes in a cold snap",
        description: "Water lines in a sealed crawl space are far less exposed to the deep freezes that split pipes in January.",
      },
      {
        icon: "bug",
        title: "Fewer pests",
        description: "Sealed stone and rim joists close the gaps mice and insects use to get in, and foam gives them nothing to nest in.",
      },
      {
        icon: "leaf",
        title: "Better indoor air",
        description: "Air from a crawl space rises into living areas. Keeping it dry and sealed means cleaner air in the rooms above.",
      },
      {
        icon: "piggy-bank",
        title: "Lower heating bills",
        description: `Stopping drafts at the foundation reduces the load on your furnace or heat pump, and many projects pay back in ${claims.payback}.`,
      },
    ],
  },
  process: {
    heading: "How we encapsulate a crawl space",
    items: [
      {
        title: "Free crawl space inspection",
        description:
          "We check the foundation type, drainage, signs of water, pests and mould, and the condition of the existing insulation and floor framing.",
      },
      {
        title: "Written quote",
        description:
          "You get a clear quote covering foam, vapour barrier and any removal work. We will tell you if a drainage or water problem needs fixing first.",
      },
      {
        title: "Clean-out and preparation",
        description: "We remove old fallen batts and debris, protect the access point and your home, and set up ventilation for the work.",
      },
      {
        title: "Vapour barrier and spray foam",
        description:
          "We lay and seal a heavy vapour barrier over the ground, then spray closed-cell foam on the foundation walls and rim joists.",
      },
      {
        title: "Curing, ventilation and cleanup",
        description:
          "Fans keep air moving through the crawl space while the foam cures. We take our waste away and tell you when it is safe to be back in the house.",
      },
      {
        title: "Final walkthrough",
        description:
          "We show you the finished crawl space, with photos if access is tight, and explain how to keep it dry for years to come.",
      },
    ],
  },
};

export default crawlSpace;
