// Bedford: the area page's content, written for this community alone, a module of its own so
// that the browser loads only the area page it shows. Figures come only from `claims`.

import { claims } from "../business.ts";
import type { AreaCopy } from "../types.ts";

const bedford: AreaCopy = {
  kind: "short",
  title: "Spray Foam Insulation in Bedford, NS | Bluenose",
  description:
    "Bedford spray foam insulation for cold bonus rooms, large Bedford South homes and older houses along the Bedford Highway. Licensed, insured, free quotes.",
  heading: "Spray Foam Insulation in Bedford",
  geo: { latitude: 44.7325, longitude: -63.6556 },
  intro: [
    "Bedford sits at the head of Bedford Basin, and many of its homes look straight out over the water. Those views come with wind. When a winter gale sweeps across the basin, it pushes cold air through every gap in an exposed house, and big windows, tall ceilings and complicated rooflines give it plenty of ways in.",
    "We insulate Bedford homes of every age, from newer executive houses in Bedford South and around Larry Uteck Boulevard to the older homes near Sunnyside and the Bedford Highway. Most projects begin with the rooms that feel coldest, very often a bonus room over the garage or an attic full of settled insulation. The consultation and quote cost you nothing.",
  ],
  localHousing: {
    heading: "Bedford homes, new and old",
    paragraphs: [
      "A great deal of Bedford's newer housing climbed the hills above the basin over the past few decades: two-storey homes with cathedral ceilings, finished basements and bonus rooms built over attached garages. That bonus room is the classic trouble spot. Its floor sits over an unheated garage, its knee walls back onto cold attic space, and it is often the one room the furnace or heat pump cannot keep comfortable.",
      "Closer to the old village centre, near Sunnyside Mall and along the Bedford Highway, the houses are older and smaller, with block foundations, low attics and additions from several different decades. There the work is more about sealing and filling than adding bulk, and closed-cell foam on the rim joists and basement walls makes a change you can feel.",
    ],
  },
  reasons: {
    heading: "Five reasons Bedford homeowners call us",
    items: [
      {
        title: "Bonus rooms fixed properly",
        description:
          "We foam the floor over the garage, the knee walls and the sloped ceiling as one sealed envelope, rather than adding another layer of batts that still lets the cold through.",
      },
      {
        title: "Built for basin-side wind",
        description:
          "A continuous foam seal stops wind-driven air from working through framing joints, outlet boxes and window rough openings on exposed hillside lots.",
      },
      {
        title: "Big rooflines, no cold corners",
        description:
          "Vaulted ceilings and complex roofs are hard to fill with loose insulation. Sprayed straight onto the roof deck, foam reaches every corner and keeps warm air from melting snow into ice dams.",
      },
      {
        title: "Respect for finished homes",
        description:
          "Most Bedford jobs happen in lived-in houses. We mask and protect floors, trim and furniture, and leave each room clean at the end of the day.",
      },
      {
        title: "Figures you can plan around",
        description: `Better insulation can reduce heating costs by ${claims.heatingSavings}, with payback typically in ${claims.payback}. It is all in writing, along with whether Efficiency Nova Scotia rebates may be available to you.`,
      },
    ],
  },
};

export default bedford;
