// Wall insulation: the page's content, a module of its own so that the browser loads only the
// service page it shows. Fixed figures come from business.ts.

import { claims, R_PER_INCH } from "../business.ts";
import type { ServiceCopy } from "../types.ts";

const wall: ServiceCopy = {
  title: "Wall Insulation with Spray Foam in Halifax, NS | Bluenose",
  description:
    "Renovating, building or finishing a basement in Halifax? Spray foam wall insulation seals drafts and outperforms batts. Get a free quote to compare options.",
  heading: "Spray Foam Wall Insulation in Halifax",
  intro: [
    "Walls are the largest surface of most houses, and in older Halifax homes they are often the leakiest. Batts leave gaps at wires, pipes and outlets, and wind finds every one. Spray foam fills the whole stud cavity and bonds to the framing, so the wall becomes a continuous air barrier as well as a layer of insulation.",
    "Spray foam goes into open cavities, so wall projects usually happen during a renovation, an addition, a new build or when finishing a basement against a concrete or block foundation. If your walls are closed, we will tell you honestly whether opening them makes sense or whether your money is better spent in the attic or basement first.",
  ],
  foamComparison: {
    heading: "Open-cell versus closed-cell foam in walls",
    lead: "Above grade, both foams perform well. Against a foundation or where space is tight, closed-cell is the usual choice.",
    openCell: {
      title: "Open-cell spray foam",
      summary: `R-value per inch ${R_PER_INCH.openCell}. Fills a 2x6 cavity completely at a lower cost.`,
      points: [
        "Expands around wiring, boxes and pipes without gaps",
        "Adds noticeable sound reduction between rooms and from the street",
        "Good value in deeper above-grade walls",
        "Used with a separate vapour barrier where code requires one",
      ],
    },
    closedCell: {
      title: "Closed-cell spray foam",
      summary: `R-value per inch ${R_PER_INCH.closedCell}. The most insulation per inch for shallow or below-grade walls.`,
      points: [
        "Gets more out of the 2x4 and balloon-framed walls of older homes",
        "Acts as a vapour barrier, ideal for basement and foundation walls",
        "Adds racking strength to the wall",
        "Resists moisture from wind-driven rain and damp concrete",
      ],
    },
  },
  table: {
    caption: "Fiberglass batts, cellulose and spray foam in walls compared",
    columns: ["Factor", "Fiberglass batts", "Cellulose", "Spray foam"],
    rows: [
      {
        header: "R-value per inch",
        cells: [R_PER_INCH.fiberglass, R_PER_INCH.cellulose, `Open-cell ${R_PER_INCH.openCell}; closed-cell ${R_PER_INCH.closedCell}`],
      },
      {
        header: "Air sealing",
        cells: [
          "Poor; air moves through and around the batts",
          "Fair when dense-packed; does not stop all air movement",
          "Excellent; fills and seals the whole cavity",
        ],
      },
      {
        header: "Moisture",
        cells: [
          "Loses performance when damp and can trap moisture",
          "Absorbs water and can hold it against framing",
          "Closed-cell resists water and acts as a vapour barrier",
        ],
      },
      {
        header: "Settling and sagging",
        cells: [
          "Can slump or be compressed, leaving gaps at the top",
          "Can settle in the cavity over time if not dense-packed",
          "Bonded to the framing; does not settle or sag",
        ],
      },
      {
        header: "Gaps around wiring and outlets",
        cells: ["Must be cut to fit; gaps are common", "Fills around obstacles reasonably well", "Expands around every obstacle"],
      },
      {
        header: "Lifespan",
        cells: ["Long-lasting if kept dry and undisturbed", "Long-lasting if kept dry", `Built to last ${claims.foamLife}`],
      },
    ],
    note: "R-values are per inch of material. The total R-value of a wall also depends on its depth and framing, and each material must be installed with the vapour control the building code calls for.",
  },
  benefits: {
    heading: "Why insulate walls with spray foam",
    items: [
      {
        icon: "wind",
        title: "No more drafts",
        description: "Foam seals around outlets, windows and wiring, where cold air comes in on a windy February night.",
      },
      {
        icon: "ruler",
        title: "More R-value in less space",
        description: `Closed-cell foam gives ${R_PER_INCH.closedCell} per inch, which matters in the shallow walls of older homes and in finished basements.`,
      },
      {
        icon: "droplets",
        title: "Moisture protection",
        description: "Closed-cell foam on foundation walls keeps damp out of finished basements and protects drywall and flooring.",
      },
      {
        icon: "hammer",
        title: "Stronger walls",
        description: "Closed-cell foam bonds studs and sheathing together, adding racking strength against the wind.",
      },
      {
        icon: "sound",
        title: "Quieter rooms",
        description: "Foam-filled walls cut outside noise from traffic and wind, and reduce sound between rooms.",
      },
      {
        icon: "clock",
        title: "Long service life",
        description: `Spray foam does not slump inside the wall, and it is built to last ${claims.foamLife}.`,
      },
    ],
  },
  process: {
    heading: "Our wall insulation process",
    items: [
      {
        title: "Free assessment",
        description:
          "We look at the walls, framing and foundation, and talk through your renovation or build schedule so the insulation fits in with the other trades.",
      },
      {
        title: "Quote",
        description:
          "A written quote sets out the foam type, thickness and price for each wall area, with notes on vapour control and any rebates that may be available.",
      },
      {
        title: "Preparation",
        description: "We mask windows, doors, electrical boxes and floors, and set up ventilation so the rest of the house is protected.",
      },
      {
        title: "Spraying",
        description: "We fill each stud bay or coat each foundation wall to the planned depth, checking thickness as we go.",
      },
      {
        title: "Trimming, curing and cleanup",
        description:
          "Once cured, the foam is trimmed flush with the studs so the wall is ready for drywall or an approved thermal barrier. We clean up and remove all waste.",
      },
      {
        title: "Walkthrough",
        description: "We review the finished walls with you or your contractor before they are closed in.",
      },
    ],
  },
};

export default wall;
