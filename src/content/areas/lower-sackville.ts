// Lower Sackville: the area page's content, written for this community alone, a module of its own so
// that the browser loads only the area page it shows. Figures come only from `claims`.

import { claims } from "../business.ts";
import type { AreaCopy } from "../types.ts";

const lowerSackville: AreaCopy = {
  kind: "short",
  title: "Spray Foam Insulation in Lower Sackville, NS | Bluenose",
  description:
    "Lower Sackville spray foam insulation for 1970s and 1980s split-levels, concrete block basements and heat pump upgrades. A free written quote for each stage.",
  heading: "Spray Foam Insulation in Lower Sackville",
  geo: { latitude: 44.776, longitude: -63.677 },
  intro: [
    "Lower Sackville grew fast in the 1970s and 1980s, and the split-levels and bungalows from those years still line the streets off Sackville Drive and Cobequid Road. They are solid, practical family homes, but they were insulated to the standards of their day. Thin attic insulation, drafty rim joists and bare concrete block basement walls turn up in most of them.",
    "Many of the families living in those houses now are upgrading them step by step: finishing the basement, trading an oil furnace for a heat pump, adding a bedroom. Spray foam fits neatly into that kind of project. We can insulate the walls you have opened up, seal the basement before it is finished and give you a free quote for each stage.",
  ],
  localHousing: {
    heading: "Sackville houses, basements and the river",
    paragraphs: [
      "A split-level offers heat plenty of awkward ways out: the half-buried lower level, the floor over the garage or crawl space, and the joints where one level meets the next. Hollow concrete block basement walls pass both cold and moisture into the house, and a basement finished against them without proper insulation often ends up smelling musty.",
      "Parts of the community sit low along the Sackville River and the brooks that feed it, where heavy rain can raise the water table and, at times, the river itself. In those areas we recommend closed-cell foam on basement walls. It does not soak up water the way fibreglass does, it acts as a moisture barrier, and it is far less likely to need tearing out after water gets in.",
    ],
  },
  reasons: {
    heading: "Five reasons Lower Sackville families choose Bluenose",
    items: [
      {
        title: "Split-level know-how",
        description:
          "We know where these houses leak, from the rim joist at each level to the cantilevered floors, and we seal those spots first.",
      },
      {
        title: "Basements finished right",
        description:
          "Foam goes on the block walls before the studs and drywall, so your new rec room stays warm and dry instead of damp and chilly.",
      },
      {
        title: "Protection in low-lying areas",
        description:
          "For homes near the Sackville River, we use closed-cell foam that resists water and helps keep basement moisture in check.",
      },
      {
        title: "A better match for your heat pump",
        description: `A heat pump can struggle in a leaky house. Sealing first helps it carry the whole home through a cold snap and can lower heating costs by ${claims.heatingSavings}.`,
      },
      {
        title: "Upgrades in stages, priced fairly",
        description:
          "Do the attic this year and the basement next. Each stage gets its own free written quote, and we will let you know if Efficiency Nova Scotia rebates may be available.",
      },
    ],
  },
};

export default lowerSackville;
