// Commercial spray foam: the page's content, a module of its own so that the browser loads only the
// service page it shows. Fixed figures come from business.ts.

import { claims } from "../business.ts";
import type { ServiceCopy } from "../types.ts";

const commercial: ServiceCopy = {
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
        description: "One continuous seal closes the gaps around framing, penetrations and panel joints that let conditioned air escape.",
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
};

export default commercial;
