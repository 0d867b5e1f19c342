// Dartmouth: the area page's content, written for this community alone, a module of its own so
// that the browser loads only the area page it shows. Figures come only from `claims`.

import { claims } from "../business.ts";
import type { AreaCopy } from "../types.ts";

const dartmouth: AreaCopy = {
  kind: "long",
  title: "Dartmouth Spray Foam Insulation Contractor | Bluenose",
  description:
    "Spray foam insulation in Dartmouth, NS for lakefront homes, 1950s bungalows, Port Wallace new builds and Burnside warehouses, by a licensed, insured local crew.",
  heading: "Spray Foam Insulation for Dartmouth Homes and Businesses",
  geo: { latitude: 44.6713, longitude: -63.5772 },
  intro: [
    "Dartmouth is the City of Lakes, and its housing is as varied as its shoreline. There are wood-frame houses near the ferry terminal that are well over a century old, whole streets of 1950s and 1960s bungalows in Woodside and Crichton Park, and brand-new subdivisions rising around Port Wallace. Each era loses heat in its own way, and we match the foam and the method to the house in front of us.",
    "We also spend a lot of time in Burnside, insulating warehouses, workshops and offices where heating a tall, open space is a constant drain. Closed-cell foam sprayed on metal walls and roof decks adds insulation, stops condensation dripping from cold steel and tightens the building against wind blowing in off the harbour.",
    "Whether you live in Downtown Dartmouth, on a quiet street in Portland Estates or out toward Montebello, the first step is always the same: a free visit and a written quote. We will tell you what your building needs, what it can do without, and whether Efficiency Nova Scotia rebates may be available for the upgrade.",
  ],
  localHousing: {
    heading: "What Dartmouth homes are up against",
    paragraphs: [
      "Much of Dartmouth grew quickly after the Angus L. Macdonald Bridge opened in 1955, and the bungalows and storey-and-a-half homes from that boom now make up entire neighbourhoods. They were built with shallow attic insulation, bare concrete block basements and little thought for air sealing. Many have since switched from oil to heat pumps, and a heat pump does its best work in a house that holds on to its heat.",
      "Water is the other constant. Homes backing onto Lake Banook, Lake Micmac, Albro Lake and the city's other lakes sit in damp air for much of the year, and older lakefront cottages were often winterized in stages, leaving crawl spaces and additions that were never properly insulated. Nearer the harbour and out toward Eastern Passage, salty wind and fog push moisture into every gap they can find.",
    ],
  },
  neighbourhoods: {
    heading: "Dartmouth neighbourhoods we serve",
    lead: "We work on both sides of the Circumferential Highway and all around the lakes, including:",
    names: [
      "Downtown Dartmouth",
      "Brightwood",
      "Albro Lake",
      "Highfield Park",
      "Crichton Park",
      "Manor Park",
      "Woodside",
      "Southdale",
      "Woodlawn",
      "Portland Estates",
      "Montebello",
      "Port Wallace",
    ],
  },
  applications: {
    heading: "Spray foam jobs we do in Dartmouth",
    lead: "From the lakes to the business park, these are the Dartmouth projects we see most.",
    items: [
      {
        title: "Warehouses and shops in Burnside",
        description:
          "Closed-cell foam on steel walls and roof decks for warehouses, service bays and light industrial units, cutting heat loss and keeping condensation from dripping onto stock and equipment.",
      },
      {
        title: "Lakefront homes and cottages",
        description:
          "Homes on Banook, Micmac and the smaller lakes need insulation that copes with damp air. We seal crawl spaces, rim joists and winterized cottage additions so they stay dry and warm.",
      },
      {
        title: "1950s and 1960s bungalows",
        description:
          "In Woodside, Crichton Park and Manor Park we build up shallow attics, seal the top plates and insulate concrete block basement walls, the usual weak points in houses of that age.",
      },
      {
        title: "New builds in Port Wallace",
        description:
          "For builders and buyers of new homes, we spray walls and rooflines before the drywall goes up, giving a tight, quiet building envelope from the first day.",
      },
      {
        title: "Harbourside homes downtown",
        description:
          "Older houses near the waterfront take the brunt of the harbour wind and fog. Foam in the walls during renovations and along the rim joist keeps that damp air outside.",
      },
    ],
  },
  reasons: {
    heading: "Why Dartmouth chooses Bluenose",
    items: [
      {
        title: "Homes and businesses alike",
        description:
          "The same certified crew that insulates your bungalow can handle a Burnside warehouse, so you deal with one contractor at home and at work.",
      },
      {
        title: "Moisture comes first",
        description: "Near the lakes and the harbour, we pick the foam type for how a space gets wet as well as how it loses heat.",
      },
      {
        title: "Ready for your heat pump",
        description:
          "Whether you have already left oil behind or are planning to, we seal the house so the heat pump keeps up on the coldest nights instead of straining.",
      },
      {
        title: "Licensed and insured in Nova Scotia",
        description: "We are licensed, insured and certified, and Dartmouth is part of our regular week, so booking a site visit is easy.",
      },
      {
        title: "Quotes you can read",
        description: `Your free quote spells out the foam type, the thickness and every area covered, for insulation that lasts ${claims.foamLife}.`,
      },
    ],
  },
};

export default dartmouth;
