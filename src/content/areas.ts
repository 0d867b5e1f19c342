// The five service-area pages. Each page is written on its own, grounded in the housing, weather and
// streets of that community, so no two pages read as copies of one another (near-duplicate town
// pages are doorway pages). Figures come only from `claims` in business.ts.

import { claims } from "./business.ts";
import { areaEntry } from "./catalog.ts";
import type { AreaContent, AreaSlug } from "./types.ts";

const halifax: AreaContent = {
  ...areaEntry("halifax"),
  kind: "long",
  cardDescription:
    "Century homes in the South End and North End, post-war houses in the West End, and condos and storefronts downtown, on the peninsula and off it.",
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

const dartmouth: AreaContent = {
  ...areaEntry("dartmouth"),
  kind: "long",
  cardDescription:
    "Lakefront homes on Banook and Micmac, Woodside bungalows, new builds in Port Wallace and warehouses in Burnside Business Park.",
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
        description:
          "Near the lakes and the harbour, we pick the foam type for how a space gets wet as well as how it loses heat.",
      },
      {
        title: "Ready for your heat pump",
        description:
          "Whether you have already left oil behind or are planning to, we seal the house so the heat pump keeps up on the coldest nights instead of straining.",
      },
      {
        title: "Licensed and insured in Nova Scotia",
        description:
          "We are licensed, insured and certified, and Dartmouth is part of our regular week, so booking a site visit is easy.",
      },
      {
        title: "Quotes you can read",
        description: `Your free quote spells out the foam type, the thickness and every area covered, for insulation that lasts ${claims.foamLife}.`,
      },
    ],
  },
};

const bedford: AreaContent = {
  ...areaEntry("bedford"),
  kind: "short",
  cardDescription:
    "Executive homes in Bedford South, bonus rooms over garages and older houses along the Bedford Highway, all facing the wind off Bedford Basin.",
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

const fallRiver: AreaContent = {
  ...areaEntry("fall-river"),
  kind: "short",
  cardDescription:
    "Rural homes, lakeside cottages around Lake Thomas and Lake Fletcher, and the detached garages and workshops that go with them.",
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

const lowerSackville: AreaContent = {
  ...areaEntry("lower-sackville"),
  kind: "short",
  cardDescription:
    "Split-levels and bungalows from the 1970s and 1980s, block-wall basements and family homes making the switch to heat pumps.",
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

export const areas: readonly AreaContent[] = [halifax, dartmouth, bedford, fallRiver, lowerSackville];

export function areaBySlug(slug: AreaSlug): AreaContent {
  const area = areas.find((a) => a.slug === slug);
  if (!area) {
    throw new Error(`Unknown service area: ${slug}`);
  }
  return area;
}
