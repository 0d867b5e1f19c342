// Home page copy. Figures come from `claims` in business.ts so each is written once.
import { business, claims } from "./business.ts";
import type { IconName } from "./icon-name.ts";
import type { Benefit, Testimonial } from "./types.ts";

/** A hero feature tile: an icon, a short title and one sentence. */
interface FeatureTile {
  icon: IconName;
  title: string;
  description: string;
}

interface HomeContent {
  /** <title>, unique across the site. */
  title: string;
  /** Meta description, unique across the site. */
  description: string;
  hero: {
    eyebrow: string;
    headline: string;
    lead: string;
    image: { alt: string };
    /** Exactly four tiles. */
    features: [FeatureTile, FeatureTile, FeatureTile, FeatureTile];
  };
  /**
   * The heading and lead above the service cards, each card's one or two sentences by its slug
   * (every service the page names: menu-catalog.ts), and the link to the index past them.
   */
  servicesSection: { heading: string; lead: string; cards: Record<string, string>; indexLink: string };
  benefits: {
    heading: string;
    lead: string;
    /** Exactly six benefits. */
    items: [Benefit, Benefit, Benefit, Benefit, Benefit, Benefit];
  };
  testimonials: {
    heading: string;
    lead: string;
    /** Exactly three testimonials. */
    items: [Testimonial, Testimonial, Testimonial];
  };
  /**
   * The heading and lead above the area cards, each card's sentences by its slug (every community
   * the page names: menu-catalog.ts), the link to the index past them, and the closing call to action.
   */
  areasSection: {
    heading: string;
    lead: string;
    cards: Record<string, string>;
    indexLink: string;
    closing: { heading: string; text: string };
  };
}

export const home: HomeContent = {
  title: `Spray Foam Insulation Halifax, NS | ${business.shortName}`,
  description:
    "Open-cell and closed-cell spray foam for homes and businesses in Halifax, Dartmouth, Bedford, Fall River and Lower Sackville. Licensed, insured, free quotes.",
  hero: {
    eyebrow: "Serving Halifax Regional Municipality",
    headline: "Spray Foam Insulation Built for Nova Scotia Winters",
    lead: `Seal out the drafts, damp and ice dams that come with a maritime winter. Our local crew installs open-cell and closed-cell spray foam in homes and commercial buildings. The result: energy savings of ${claims.heroSavings} on heating and cooling, whether you heat with oil or a heat pump.`,
    image: {
      alt: "Insulation installer in protective gear spraying foam insulation between exposed wall studs in a house under renovation",
    },
    features: [
      {
        icon: "shield",
        title: "Licensed & Insured",
        description: "Licensed in Nova Scotia, with WCB coverage and liability insurance on every job.",
      },
      {
        icon: "badge-check",
        title: "Free Quotes",
        description: "A free on-site assessment and a written quote, with no obligation.",
      },
      {
        icon: "map-pin",
        title: "Local Crew",
        description: "Based in HRM and working everywhere from the Halifax peninsula to Fall River.",
      },
      {
        icon: "clock",
        title: "Built to Last",
        description: `Spray foam keeps performing for ${claims.foamLife}, with no sagging or settling.`,
      },
    ],
  },
  servicesSection: {
    heading: "Spray Foam Insulation Services",
    lead: "From the attic of a post-war Halifax bungalow to the metal walls of a Burnside warehouse, we match open-cell or closed-cell foam to the building and the problem you want solved.",
    cards: {
      residential:
        "Seal drafts and cut heat loss in century homes, bungalows and new builds, with open-cell or closed-cell foam chosen for each part of your house.",
      commercial: "Insulation and air sealing for warehouses, offices, restaurants and metal buildings, scheduled around your operations.",
      attic: "Stop warm air escaping through the attic, reduce ice dams and keep upstairs rooms comfortable all winter.",
      "crawl-space": "Seal damp, drafty crawl spaces under older homes and additions to warm the floors above and keep moisture out.",
      wall: "Insulate exterior walls and foundation walls during renovations, additions and new builds for a tight, draft-free envelope.",
      soundproofing: "Reduce noise through shared walls, floors and home theatres with spray foam as part of a proper sound-control plan.",
    },
    indexLink: "See every service we offer",
  },
  benefits: {
    heading: "Why Spray Foam Works in Halifax",
    lead: "Long heating seasons, wet coastal air and freeze-thaw cycles are hard on any building. Spray foam insulates, seals and keeps moisture out in a single layer.",
    items: [
      {
        icon: "piggy-bank",
        title: "Lower Utility Bills",
        description: `Once the air leaks that batts and loose fill leave behind are sealed, you can save ${claims.utilityBillSavings} on utility bills.`,
      },
      {
        icon: "wind",
        title: "Air-Tight Seal",
        description:
          "Foam expands into the gaps around wiring, plumbing and rim joists, stopping the drafts a winter nor'easter pushes through older walls.",
      },
      {
        icon: "droplets",
        title: "Moisture Barrier",
        description:
          "Closed-cell foam resists water vapour, helping keep damp out of basements, crawl spaces and walls through foggy, wet coastal seasons.",
      },
      {
        icon: "clock",
        title: "Long-Lasting",
        description: `Spray foam doesn't sag, settle or compress over time. Installed properly, it lasts ${claims.foamLife}.`,
      },
      {
        icon: "bug",
        title: "Pest Deterrent",
        description:
          "A continuous foam layer gives mice, squirrels and insects no soft nesting material and closes off the gaps they use to get in.",
      },
      {
        icon: "trending-up",
        title: "Higher Value, Healthier Air",
        description:
          "A tighter, drier, more efficient building is more attractive to buyers, and sealing leaks keeps outdoor dust, pollen and crawl-space odours out of the air you breathe.",
      },
    ],
  },
  testimonials: {
    heading: "What Our Customers Say",
    lead: "Homeowners across the municipality on what changed after the foam went in.",
    items: [
      {
        name: "Colleen M.",
        location: "Halifax",
        text: "Every February we had ice dams along the eaves of our Clayton Park bungalow and water stains on the bedroom ceiling. The crew sprayed the attic in two days and explained each step as they went. This past winter the roof stayed clear and the upstairs finally held its heat.",
        rating: 5,
      },
      {
        name: "Darren P.",
        location: "Fall River",
        text: "Our lake house sits on an old block foundation, and the crawl space always smelled damp. Bluenose sealed it with closed-cell foam and the musty smell is gone. The floors above are warm enough now that the kids go barefoot in January.",
        rating: 5,
      },
      {
        name: "Priya S.",
        location: "Bedford",
        text: "The bonus room over our garage was the coldest room in the house, even with the heat pump running flat out. Since they foamed the walls and ceiling it stays comfortable all winter. Getting on the schedule took a little longer than we hoped, but the work itself was spotless.",
        rating: 4,
      },
    ],
  },
  areasSection: {
    heading: "Proudly Serving Halifax Regional Municipality",
    lead: "Our crews work across HRM every week, from peninsula row houses and Dartmouth split-levels to lakeside homes in Fall River.",
    cards: {
      halifax:
        "Century homes in the South End and North End, post-war houses in the West End, and condos and storefronts downtown, on the peninsula and off it.",
      dartmouth:
        "Lakefront homes on Banook and Micmac, Woodside bungalows, new builds in Port Wallace and warehouses in Burnside Business Park.",
      bedford:
        "Executive homes in Bedford South, bonus rooms over garages and older houses along the Bedford Highway, all facing the wind off Bedford Basin.",
      "fall-river":
        "Rural homes, lakeside cottages around Lake Thomas and Lake Fletcher, and the detached garages and workshops that go with them.",
      "lower-sackville":
        "Split-levels and bungalows from the 1970s and 1980s, block-wall basements and family homes making the switch to heat pumps.",
    },
    indexLink: "See every community we serve",
    closing: {
      heading: "Not sure if we cover your street?",
      text: `If you're anywhere in ${business.region}, chances are we do. Call us at ${business.phone.display} or send us a message, and we'll let you know.`,
    },
  },
};
