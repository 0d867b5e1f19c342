// Fall River: the area page's content, written for this community alone, a module of its own so
// that the browser loads only the area page it shows. Figures come only from `claims`.

import { claims } from "../business.ts";
import type { AreaCopy } from "../types.ts";

const fallRiver: AreaCopy = {
  kind: "short",
  title: "Fall River Spray Foam Insulation | Bluenose Spray Foam",
  description:
    "Spray foam insulation in Fall River, NS for rural homes, lakeside cottages, detached garages and workshops. Burn less oil and wood. Free, no-obligation quotes.",
  heading: "Spray Foam Insulation in Fall River",
  geo: { latitude: 44.8167, longitude: -63.612 },
  intro: [
    "Fall River is only a short drive up Highway 102 from the city, but winter feels different here. Away from the moderating influence of the harbour, nights run colder, snow stays on the ground longer and the heating season stretches further into spring. Houses on hilltops and cleared lots also catch the full force of the wind.",
    "We insulate homes, lakeside cottages and outbuildings across Fall River and nearby Waverley, Wellington and Windsor Junction. Many of these homes still heat with an oil furnace, a wood stove or both, and every litre of oil and armful of wood that leaks out through the attic is money gone. A sealed, well-insulated house burns less of both, and our site visit is free.",
  ],
  localHousing: {
    heading: "Living and heating in Fall River",
    paragraphs: [
      "Housing here ranges from 1970s and 1980s homes on large lots to newer custom builds and the cottages around Lake Thomas and Lake Fletcher, many of them turned into year-round homes over the years. Most properties run on a private well and septic system, and most have at least one outbuilding: a detached garage, a workshop or a barn where someone would like to keep working through the winter.",
      "Converted cottages tend to have shallow crawl spaces, open-joist floors and additions built with little or no insulation. Closed-cell foam suits them well. It insulates and air seals in one pass, stands up to damp lakeside air and fits floors, walls and ceilings where there is no room for thick batts.",
    ],
  },
  reasons: {
    heading: "Why Fall River homeowners choose us",
    items: [
      {
        title: "Less oil, less firewood",
        description:
          "Sealing the attic and basement keeps the heat from your furnace or wood stove inside, so you fill the tank and restack the woodpile less often.",
      },
      {
        title: "Cottages made for all seasons",
        description:
          "We insulate crawl spaces, floors and walls in older lakeside cottages so they stay warm through January, not just on summer weekends.",
      },
      {
        title: "Garages and workshops too",
        description:
          "A foamed detached garage or workshop holds the warmth from a small heater, keeps tools and equipment dry and stays usable on frosty mornings.",
      },
      {
        title: "Made for inland winters",
        description: `Colder nights and a longer heating season make every gap count. Foam lasts ${claims.foamLife}, so the house stays tight through decades of Fall River winters.`,
      },
      {
        title: "Full service outside the city",
        description:
          "Living beyond the urban core changes nothing about how we work. You get the same licensed, insured and certified crew, a free site visit and a written quote.",
      },
    ],
  },
};

export default fallRiver;
