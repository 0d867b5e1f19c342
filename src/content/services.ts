// The six service pages, as plain data. Every fixed figure (savings, foam life, payback, R-values)
// is interpolated from business.ts so that each one is written once.

import { claims, rValues } from "./business.ts";
import { serviceEntry } from "./catalog.ts";
import type { ServiceContent, ServiceSlug } from "./types.ts";

/** R-value per inch for a material, exactly as business.ts gives it. */
function rPerInch(material: (typeof rValues)[number]["material"]): string {
  const entry = rValues.find((value) => value.material === material);
  if (!entry) throw new Error(`No R-value for ${material}`);
  return entry.perInch;
}

const R_OPEN = rPerInch("Open-cell spray foam");
const R_CLOSED = rPerInch("Closed-cell spray foam");
const R_FIBERGLASS = rPerInch("Fiberglass batts");
const R_CELLULOSE = rPerInch("Cellulose");

export const services: readonly ServiceContent[] = [
  // ---------------------------------------------------------------------------------------------
  {
    ...serviceEntry("residential"),
    cardDescription:
      "Seal drafts and cut heat loss in century homes, bungalows and new builds, with open-cell or closed-cell foam chosen for each part of your house.",
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
        summary: `A soft, lightweight foam that expands to fill irregular cavities. R-value per inch is ${R_OPEN}.`,
        points: [
          "Seals drafts in interior walls, cathedral ceilings and around awkward framing",
          "Absorbs sound, so rooms feel quieter as well as warmer",
          "Lower cost per square foot where thick insulation fits easily",
          "Lets moisture pass through, so it is kept away from foundations and wet areas",
        ],
      },
      closedCell: {
        title: "Closed-cell spray foam",
        summary: `A dense, rigid foam with the highest R-value per inch we install: ${R_CLOSED}.`,
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
          description:
            "We walk the job with you, answer questions, and leave you with a record of what was installed and where.",
        },
      ],
    },
  },

  // ---------------------------------------------------------------------------------------------
  {
    ...serviceEntry("commercial"),
    cardDescription:
      "Insulation and air sealing for warehouses, offices, restaurants and metal buildings, scheduled around your operations.",
    title: "Commercial Spray Foam Insulation in Halifax | Bluenose",
    description:
      "Spray foam for warehouses, offices, restaurants and metal buildings in Burnside and across Halifax. Cut heat loss and condensation. Request a free site visit.",
    heading: "Commercial Spray Foam Insulation in Halifax and Dartmouth",
    intro: [
      "Commercial buildings lose heat in ways that are expensive to ignore. A steel warehouse in Burnside Business Park, a strip of offices in Bayers Lake or a restaurant kitchen on Spring Garden Road each has its own mix of high ceilings, loading doors, rooftop units and damp. Spray foam insulates and air-seals in one step, with fewer seams and fasteners to fail.",
      "We work with owners, property managers and general contractors on new construction, retrofits and tenant fit-ups across the Halifax Regional Municipality. Closed-cell foam on steel stops the condensation that drips on stock and rusts fasteners, while open-cell foam quiets busy office floors. We plan the work around your hours so your business keeps running.",
    ],
    applications: {
      heading: "Commercial buildings we insulate",
      lead: "Every building is different, so we start with a site visit and a written scope rather than a price per square foot over the phone.",
      items: [
        {
          title: "Warehouses and distribution centres",
          description:
            "Large open spaces in Burnside and Dartmouth lose heat through roof decks and walls. Foam keeps storage areas warmer in winter and cuts drafts around loading docks.",
        },
        {
          title: "Metal buildings and steel shops",
          description:
            "Bare steel sweats in our damp climate. Closed-cell foam sprayed directly on panels and purlins stops condensation and the rust and drips that come with it.",
        },
        {
          title: "Offices and professional buildings",
          description:
            "Sealing the envelope evens out cold corners near windows and exterior walls, and open-cell foam in interior partitions helps keep meeting rooms private.",
        },
        {
          title: "Restaurants and food service",
          description:
            "Kitchens fight heat loss and humidity at the same time. Foam seals walls and ceilings around prep areas and storage, and helps dining rooms stay comfortable.",
        },
        {
          title: "Retail and mixed-use buildings",
          description:
            "From shops with apartments above to units in a plaza, we insulate and air-seal exterior walls and ceilings with minimal disruption to tenants.",
        },
        {
          title: "Waterfront and marine buildings",
          description:
            "Boat sheds, workshops and storage buildings near the water take the brunt of wind and salt air. Closed-cell foam adds a tight, moisture-resistant layer.",
        },
      ],
    },
    benefits: {
      heading: "Why property owners choose spray foam",
      items: [
        {
          icon: "piggy-bank",
          title: "Lower operating costs",
          description: `Less heat lost through roofs, walls and gaps means lower energy bills month after month, with payback on many projects in ${claims.payback}.`,
        },
        {
          icon: "droplets",
          title: "Condensation control",
          description:
            "Closed-cell foam keeps warm, moist indoor air off cold steel and concrete, protecting stock, equipment and the structure itself.",
        },
        {
          icon: "wind",
          title: "Fewer drafts and hot spots",
          description:
            "One continuous seal closes the gaps around framing, penetrations and panel joints that let conditioned air escape.",
        },
        {
          icon: "shield",
          title: "Durable in tough buildings",
          description: `Foam stays in place on vertical steel and overhead decks without sagging, and is built to last ${claims.foamLife}.`,
        },
        {
          icon: "bug",
          title: "A pest deterrent",
          description:
            "Sealed walls and roof lines leave fewer gaps for mice, birds and insects to nest in, which matters in warehouses and food businesses.",
        },
        {
          icon: "trending-up",
          title: "Stronger asset value",
          description:
            "An efficient building with a sound envelope is easier to lease, cheaper to run and better placed for future energy requirements.",
        },
      ],
    },
    process: {
      heading: "Our commercial process",
      items: [
        {
          title: "Free site assessment",
          description:
            "We walk the building with you or your facility manager, note the substrate, access, moisture issues and any code requirements, and take measurements.",
        },
        {
          title: "Written proposal and schedule",
          description:
            "You receive a scope with foam types, thicknesses, areas and pricing, plus a schedule planned around your operations and other trades on site.",
        },
        {
          title: "Site preparation",
          description:
            "We mask equipment, stock and finished surfaces, set up containment and ventilation, and coordinate access so the rest of the building can keep working.",
        },
        {
          title: "Application",
          description:
            "Our licensed, insured and certified crew applies the foam in controlled passes, checking thickness across the area to match the specification.",
        },
        {
          title: "Curing, cleanup and inspection",
          description:
            "The space is ventilated while the foam cures. We clean up, remove waste, and inspect the work with you before handing the area back.",
        },
      ],
    },
  },

  // ---------------------------------------------------------------------------------------------
  {
    ...serviceEntry("attic"),
    cardDescription:
      "Stop warm air escaping through the attic, reduce ice dams and keep upstairs rooms comfortable all winter.",
    title: "Attic Spray Foam Insulation in Halifax, NS | Bluenose",
    description:
      `Ice dams, cold upstairs rooms or high oil bills? Spray foam attic insulation in Halifax seals leaks and can save ${claims.atticSavings}. Book a free attic assessment today.`,
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
        summary: `A lighter foam, R-value per inch ${R_OPEN}, that is cost-effective where there is room for a deep layer.`,
        points: [
          "Fills deep rafter bays and irregular framing around dormers and knee walls",
          "Lower cost for the thickness needed in larger attics",
          "In our cold climate it usually needs a vapour-retarder coating on the roof deck",
          "Dampens rain and wind noise on the roof",
        ],
      },
      closedCell: {
        title: "Closed-cell spray foam",
        summary: `A dense foam, R-value per inch ${R_CLOSED}, that resists moisture and gets the most out of shallow rafters.`,
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
          description:
            "Bedrooms under the roof stop being the coldest rooms in January and the hottest rooms in August.",
        },
        {
          icon: "droplets",
          title: "Less attic condensation",
          description:
            "Moist indoor air no longer leaks up to frost the roof deck, which protects sheathing and framing from mould and rot.",
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
  },

  // ---------------------------------------------------------------------------------------------
  {
    ...serviceEntry("crawl-space"),
    cardDescription:
      "Seal damp, drafty crawl spaces under older homes and additions to warm the floors above and keep moisture out.",
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
        summary: `R-value per inch ${R_OPEN}. An excellent air sealer above grade, but the wrong tool against damp ground.`,
        points: [
          "Absorbs and holds water if exposed to moisture",
          "Lets water vapour pass through to cold surfaces",
          "Not recommended against foundation walls or near soil",
        ],
      },
      closedCell: {
        title: "Closed-cell spray foam",
        summary: `R-value per inch ${R_CLOSED}. Rigid, water-resistant and a vapour barrier at the right thickness.`,
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
          cells: [`Fiberglass ${R_FIBERGLASS}`, `Closed-cell foam ${R_CLOSED}`],
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
          description:
            "No more cold kitchen or bathroom floors in winter, because the space below is no longer open to outdoor air.",
        },
        {
          icon: "droplets",
          title: "A drier house",
          description:
            "Cutting off ground moisture reduces musty smells, mould risk and the damp that travels up into the rest of the home.",
        },
        {
          icon: "snowflake",
          title: "Safer pipes in a cold snap",
          description:
            "Water lines in a sealed crawl space are far less exposed to the deep freezes that split pipes in January.",
        },
        {
          icon: "bug",
          title: "Fewer pests",
          description:
            "Sealed stone and rim joists close the gaps mice and insects use to get in, and foam gives them nothing to nest in.",
        },
        {
          icon: "leaf",
          title: "Better indoor air",
          description:
            "Air from a crawl space rises into living areas. Keeping it dry and sealed means cleaner air in the rooms above.",
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
          description:
            "We remove old fallen batts and debris, protect the access point and your home, and set up ventilation for the work.",
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
  },

  // ---------------------------------------------------------------------------------------------
  {
    ...serviceEntry("wall"),
    cardDescription:
      "Insulate exterior walls and foundation walls during renovations, additions and new builds for a tight, draft-free envelope.",
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
        summary: `R-value per inch ${R_OPEN}. Fills a 2x6 cavity completely at a lower cost.`,
        points: [
          "Expands around wiring, boxes and pipes without gaps",
          "Adds noticeable sound reduction between rooms and from the street",
          "Good value in deeper above-grade walls",
          "Used with a separate vapour barrier where code requires one",
        ],
      },
      closedCell: {
        title: "Closed-cell spray foam",
        summary: `R-value per inch ${R_CLOSED}. The most insulation per inch for shallow or below-grade walls.`,
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
          cells: [R_FIBERGLASS, R_CELLULOSE, `Open-cell ${R_OPEN}; closed-cell ${R_CLOSED}`],
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
          cells: [
            "Must be cut to fit; gaps are common",
            "Fills around obstacles reasonably well",
            "Expands around every obstacle",
          ],
        },
        {
          header: "Lifespan",
          cells: [
            "Long-lasting if kept dry and undisturbed",
            "Long-lasting if kept dry",
            `Built to last ${claims.foamLife}`,
          ],
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
          description:
            "Foam seals around outlets, windows and wiring, where cold air comes in on a windy February night.",
        },
        {
          icon: "ruler",
          title: "More R-value in less space",
          description: `Closed-cell foam gives ${R_CLOSED} per inch, which matters in the shallow walls of older homes and in finished basements.`,
        },
        {
          icon: "droplets",
          title: "Moisture protection",
          description:
            "Closed-cell foam on foundation walls keeps damp out of finished basements and protects drywall and flooring.",
        },
        {
          icon: "hammer",
          title: "Stronger walls",
          description:
            "Closed-cell foam bonds studs and sheathing together, adding racking strength against the wind.",
        },
        {
          icon: "sound",
          title: "Quieter rooms",
          description:
            "Foam-filled walls cut outside noise from traffic and wind, and reduce sound between rooms.",
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
          description:
            "We mask windows, doors, electrical boxes and floors, and set up ventilation so the rest of the house is protected.",
        },
        {
          title: "Spraying",
          description:
            "We fill each stud bay or coat each foundation wall to the planned depth, checking thickness as we go.",
        },
        {
          title: "Trimming, curing and cleanup",
          description:
            "Once cured, the foam is trimmed flush with the studs so the wall is ready for drywall or an approved thermal barrier. We clean up and remove all waste.",
        },
        {
          title: "Walkthrough",
          description:
            "We review the finished walls with you or your contractor before they are closed in.",
        },
      ],
    },
  },

  // ---------------------------------------------------------------------------------------------
  {
    ...serviceEntry("soundproofing"),
    cardDescription:
      "Reduce noise through shared walls, floors and home theatres with spray foam as part of a proper sound-control plan.",
    title: "Spray Foam Soundproofing in Halifax, NS | Bluenose",
    description:
      "Noisy neighbours, a home theatre or a basement suite? Our Halifax spray foam soundproofing seals gaps and cuts noise between rooms. Ask us for your free quote.",
    heading: "Spray Foam Soundproofing in Halifax",
    intro: [
      "Sound travels through walls, floors and the gaps around them. In a semi-detached house or duplex, a North End flat converted from an old single-family home, or a basement suite, that can mean hearing every conversation, television and footstep next door. Open-cell spray foam fills cavities completely and seals the small openings that let noise leak through.",
      "We are straightforward about what foam can and cannot do. On its own it makes a noticeable difference to voices and everyday noise. For home theatres, music rooms or shared walls, we combine it with added drywall, resilient channel or a staggered-stud wall to reach a higher sound rating, and we explain the expected result before you commit.",
    ],
    applications: {
      heading: "Where spray foam soundproofing helps",
      lead: "Most projects are done during a renovation, when walls or ceilings are open.",
      items: [
        {
          title: "Home theatres and media rooms",
          description:
            "Keep movie sound in the basement and the rest of the house quiet, especially for low-frequency effects, when combined with extra drywall layers.",
        },
        {
          title: "Shared walls in semi-detached and duplex homes",
          description:
            "Reduce voices and television noise through the party wall, one of the most common complaints we hear across the municipality.",
        },
        {
          title: "Basement suites and secondary units",
          description:
            "Quieter ceilings and walls between a main home and a basement apartment make life easier for owners and tenants alike.",
        },
        {
          title: "Home offices and bedrooms",
          description:
            "Give a home office or a child's bedroom some privacy from the living room, laundry and plumbing noise.",
        },
        {
          title: "Offices and meeting rooms",
          description:
            "Improve speech privacy between offices, boardrooms and open work areas in commercial buildings.",
        },
        {
          title: "Music rooms and studios",
          description:
            "Foam is one layer of a studio build. Paired with decoupled walls, it helps keep practice and recording sessions from disturbing the neighbours.",
        },
      ],
    },
    table: {
      caption: "Typical STC ratings by wall type",
      columns: ["Wall assembly", "Typical STC rating", "What you hear"],
      rows: [
        {
          header: "Standard 2x4 wall, single drywall each side, no insulation",
          cells: ["About 33-35", "Normal speech can be understood through the wall"],
        },
        {
          header: "Standard 2x4 wall with fiberglass batts",
          cells: ["About 36-39", "Loud speech is audible but mostly not understood"],
        },
        {
          header: "Standard 2x4 wall with open-cell spray foam",
          cells: ["About 39-42", "Loud speech is heard as a murmur"],
        },
        {
          header: "Spray foam plus resilient channel or double drywall",
          cells: ["About 45-50", "Loud speech is generally not heard; loud music is faint"],
        },
        {
          header: "Staggered-stud wall with spray foam",
          cells: ["About 50-55", "Most everyday noise is blocked; deep bass may still come through faintly"],
        },
      ],
      note: "Typical ranges for comparison only. Real results depend on construction quality, outlets, doors and sound travelling around the wall through floors and ceilings. STC measures airborne sound such as voices, not footsteps or impact noise.",
    },
    benefits: {
      heading: "Benefits of soundproofing with spray foam",
      items: [
        {
          icon: "sound",
          title: "Quieter rooms",
          description:
            "Foam fills the cavity wall to wall, absorbing sound inside the wall instead of leaving hollow spaces that carry noise.",
        },
        {
          icon: "wind",
          title: "Sealed sound leaks",
          description:
            "Sound slips through the same gaps as air. Foam seals around outlets, pipes and framing where noise sneaks through.",
        },
        {
          icon: "users",
          title: "More privacy",
          description:
            "Conversations stay in the room, which matters in shared homes, rental units and offices.",
        },
        {
          icon: "thermometer",
          title: "Warmer at the same time",
          description:
            "On exterior walls and ceilings, the same foam that quiets a room also insulates it against Halifax winters.",
        },
        {
          icon: "heart-handshake",
          title: "Better relations with neighbours",
          description:
            "Less noise through a shared wall means fewer awkward conversations about the television, the dog or the late-night guitar.",
        },
        {
          icon: "clock",
          title: "A lasting result",
          description: `Foam will not sag or settle in the wall, so the sound control you pay for stays in place. It is built to last ${claims.foamLife}.`,
        },
      ],
    },
    process: {
      heading: "How a soundproofing project works",
      items: [
        {
          title: "Free noise assessment",
          description:
            "We find out what noise bothers you, where it comes from and how the walls, floors and ceilings are built.",
        },
        {
          title: "A plan and quote",
          description:
            "We recommend foam alone or foam with added drywall, resilient channel or a new wall, explain the typical rating for each, and give you a written quote.",
        },
        {
          title: "Preparation",
          description:
            "We protect floors and finishes, mask outlets and openings, and ventilate the work area.",
        },
        {
          title: "Spraying and sealing",
          description:
            "We fill wall and ceiling cavities with open-cell foam and seal the penetrations and gaps that carry sound.",
        },
        {
          title: "Curing and cleanup",
          description:
            "The foam cures while the area is ventilated, is trimmed flush for drywall, and we leave the space clean.",
        },
        {
          title: "Walkthrough",
          description:
            "We review the work with you or your contractor and explain the finishing steps that keep the sound control intact, such as sealing around boxes.",
        },
      ],
    },
  },
];

export function serviceBySlug(slug: ServiceSlug): ServiceContent {
  const service = services.find((entry) => entry.slug === slug);
  if (!service) throw new Error(`Unknown service: ${slug}`);
  return service;
}
