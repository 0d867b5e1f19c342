// Halifax: the area page's content, written for this community alone, a module of its own so
// that the browser loads only the area page it shows. Figures come only from `claims`.

import { claims } from "../business.ts";
import type { AreaCopy } from "../types.ts";

const halifax: AreaCopy = {
  kind: "long",
  title: "Spray Foam Insulation in Halifax, NS | Bluenose",
  description:
    "Spray foam insulation for Halifax homes and businesses, from South End century houses to Clayton Park split-levels and downtown storefronts. Free quotes.",
  heading: "Spray Foam Insulation in Halifax",
  geo: { latitude: 44.6488, longitude: -63.5752 },
  intro: [
    "Halifax has some of the oldest housing in the country, and much of it went up long before anyone thought about air sealing. Plaster walls with nothing behind them, attics with a few inches of settled old insulation, and stone foundations that let cold air in all winter are everyday finds on the peninsula. Spray foam insulates and seals those gaps in one step, which is why it suits this city so well.",
    `We insulate houses, condos and commercial spaces from the South End to Spryfield and out to Clayton Park. Open-cell foam is our usual choice for quiet, airtight walls and rooflines; closed-cell foam goes where moisture is the problem, such as basements, rim joists and crawl spaces close to the harbour. A properly sealed Halifax home can cut its heating costs by ${claims.heatingSavings}.`,
    "Every job starts with a free visit. We look at the framing, the foundation and how you heat, whether that is an oil furnace, electric baseboards or a heat pump, and then give you a written quote. If you are planning other energy upgrades, we can point you to Efficiency Nova Scotia, where rebates may be available for the work.",
  ],
  localHousing: {
    heading: "Halifax housing and the weather it faces",
    paragraphs: [
      "The peninsula is a patchwork of wood-frame Victorian and Edwardian houses, a scattering of brick townhouses, the Hydrostone district rebuilt after the 1917 Explosion, and the modest post-war homes that fill the West End. Many of the older wood houses were balloon framed, so a single stud bay can run from the basement to the attic and carry warm air straight up and out through the roof. Add a fieldstone or rubble foundation and the drafts come from both ends.",
      "The weather makes those weak spots expensive. Halifax winters are damp rather than bitterly cold, with repeated freeze-thaw cycles, driving rain off the Atlantic and fog that can sit over the harbour for days. Heat escaping into a cold attic melts the snow on the roof, and the meltwater refreezes at the eaves as ice dams. Off the peninsula, the 1960s to 1980s houses of Fairview, Clayton Park and Rockingham have fewer heritage quirks but share the same thin attic insulation and leaky rim joists.",
    ],
  },
  neighbourhoods: {
    heading: "Halifax neighbourhoods we serve",
    lead: "Our crews work right across the city, on the peninsula and off it, including these neighbourhoods:",
    names: [
      "Downtown Halifax",
      "South End",
      "North End",
      "West End",
      "Quinpool District",
      "Armdale",
      "Fairview",
      "Clayton Park",
      "Rockingham",
      "Spryfield",
      "Purcells Cove",
      "Herring Cove",
    ],
  },
  applications: {
    heading: "Where spray foam helps most in Halifax",
    lead: "Halifax buildings change from one street to the next. These are the jobs we take on most often in the city.",
    items: [
      {
        title: "Century wood and brick homes",
        description:
          "In older South End and North End houses we insulate from the inside, filling open wall cavities during renovations and sealing attics and rooflines. On solid brick walls we assess the masonry first, because old brick has to be able to dry and not every wall should be foamed.",
      },
      {
        title: "Heritage homes with balloon framing",
        description:
          "We seal the open stud bays at the basement and attic so cold air can no longer run the full height of the wall. The work is done from indoors, so the street face of a heritage house stays exactly as it is.",
      },
      {
        title: "Condos and apartment buildings",
        description:
          "Foam tightens up top-floor units, floors over unheated parkades and the walls between suites, cutting drafts along with the noise that travels from one unit to the next.",
      },
      {
        title: "Downtown shops, offices and restaurants",
        description:
          "Businesses on Barrington Street, Spring Garden Road and Quinpool Road often occupy older buildings with cold exterior walls and bare roof decks. We plan the work around your opening hours so you can keep serving customers.",
      },
      {
        title: "Basements on stone and block foundations",
        description:
          "Closed-cell foam on rim joists and foundation walls stops the damp, musty draft rising from old fieldstone and concrete block, and turns a cold cellar into space that is worth finishing.",
      },
    ],
  },
  reasons: {
    heading: "Why Halifax homeowners choose Bluenose",
    items: [
      {
        title: "We know older houses",
        description:
          "Plaster and lath, balloon framing and rubble foundations are routine for us. If we find old knob-and-tube wiring, we tell you before any foam goes near it.",
      },
      {
        title: "Licensed, insured and certified",
        description:
          "We are licensed, insured and certified to install spray foam in Nova Scotia, and that coverage comes with every Halifax job, from a single rim joist to a whole building.",
      },
      {
        title: "Tidy work in tight city spaces",
        description:
          "Narrow lots, shared driveways and street parking come with working on the peninsula. We protect floors and furnishings, keep the spray area contained and clean up before we leave.",
      },
      {
        title: "Savings that keep going",
        description: `Foam that lasts ${claims.foamLife} typically pays for itself in ${claims.payback}, then keeps trimming your heating bills for decades after that.`,
      },
      {
        title: "Straight answers",
        description:
          "We measure, explain your options in plain language and give you a free written quote, including telling you when spray foam is not the right choice for a particular wall.",
      },
    ],
  },
};

export default halifax;
