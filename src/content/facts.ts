// The /facts page ("FAQs" in the menu): foam types, the R-value table's surrounding text, density,
// safety, the installation process and four questions and answers. The R-value rows themselves
// come from `rValues` in business.ts.
import { business, claims, rValues } from "./business.ts";
import type { FaqItem, Point } from "./types.ts";

interface FoamType {
  name: string;
  summary: string;
  points: string[];
}

interface FactsContent {
  title: string;
  description: string;
  /** The page's h1. */
  heading: string;
  intro: string;
  /** Open-cell, then closed-cell. */
  types: { heading: string; lead: string; items: [FoamType, FoamType] };
  /** The text around the R-value table (rows from `rValues`). */
  rValue: { heading: string; lead: string; caption: string; note: string };
  density: { heading: string; text: string };
  safety: { heading: string; lead: string; items: Point[] };
  /** Exactly six steps. */
  process: { heading: string; lead: string; items: [Point, Point, Point, Point, Point, Point] };
  /** Exactly four questions and answers. */
  faq: { heading: string; items: [FaqItem, FaqItem, FaqItem, FaqItem] };
}

const [openCellR, closedCellR] = rValues;

export const facts: FactsContent = {
  title: `Spray Foam Insulation Facts and FAQs | ${business.shortName}`,
  description:
    "Open-cell vs. closed-cell foam, R-values per inch, density, safety, our six-step process, and answers on savings, lifespan and retrofits in older homes.",
  heading: "Spray Foam Insulation Facts and FAQs",
  intro:
    "Straight answers about spray foam: the two main types, how their R-values compare with other insulation, what makes an installation safe and what to expect on the day. If your question isn't here, give us a call.",
  types: {
    heading: "Open-Cell and Closed-Cell Spray Foam",
    lead: `Both types go on as a liquid and expand in seconds, but they cure into very different materials. Spray foam density ranges from about ${claims.density}, and that difference shapes where each type belongs.`,
    items: [
      {
        name: "Open-Cell Spray Foam",
        summary:
          "A soft, flexible foam whose tiny cells are left open, so it stays light and expands generously to fill odd-shaped cavities.",
        points: [
          "Density of about 0.5 pcf",
          `R-value of ${openCellR.perInch} per inch`,
          "Absorbs sound well, which suits interior walls, floors and home theatres",
          "Lets water vapour pass, so it belongs in dry spaces above grade",
          "Usually costs less per inch installed than closed-cell foam",
        ],
      },
      {
        name: "Closed-Cell Spray Foam",
        summary: "A rigid, dense foam whose cells are sealed shut, making it strong, water-resistant and the higher performer per inch.",
        points: [
          "Density of about 2.0 pcf",
          `R-value of ${closedCellR.perInch} per inch`,
          "Resists moisture, the right choice for basements, crawl spaces and rim joists",
          "Acts as a vapour retarder when applied at full thickness",
          "Adds rigidity to walls and roof decks",
        ],
      },
    ],
  },
  rValue: {
    heading: "R-Value per Inch Compared",
    lead: "R-value measures how well a material resists heat flow: the higher the number, the better it insulates. Here is how spray foam compares with common alternatives, inch for inch.",
    caption: "R-value per inch of common insulation materials",
    note: "Typical ranges. Real-world performance depends on the product and the installation, and R-value alone doesn't capture air leakage, which spray foam also seals.",
  },
  density: {
    heading: "What Density Means",
    text: `Spray foam density is measured in pounds per cubic foot (pcf), and foams used in buildings range from about ${claims.density}. Lighter open-cell foam is soft and sound-absorbing; heavier closed-cell foam is rigid, resists moisture and adds strength to the wall or roof it is sprayed into.`,
  },
  safety: {
    heading: "Spray Foam Safety Facts",
    lead: "Spray foam is safe when it is installed by trained professionals and allowed to cure fully. Here is what that involves.",
    items: [
      {
        title: "Ventilation and Re-Entry After 24 Hours",
        description:
          "We ventilate the work area during and after spraying. Occupants and pets can return 24 hours after application, once the foam has cured.",
      },
      {
        title: "Certified Installers with Protective Equipment",
        description:
          "Our installers are trained and certified, and wear respirators, protective suits and eye protection whenever they spray.",
      },
      {
        title: "Inert Once Cured",
        description:
          "Fully cured spray foam is an inert plastic. It doesn't shed fibres or dust into the air the way some loose insulation can.",
      },
      {
        title: "Thermal Barrier Required by Fire Code",
        description:
          "Building and fire codes require foam in occupied spaces to be covered by an approved thermal barrier, such as drywall. We'll tell you exactly what your space needs.",
      },
      {
        title: "Low-VOC Products",
        description: "We use low-VOC formulations to keep odour and emissions to a minimum during installation.",
      },
    ],
  },
  process: {
    heading: "Our Installation Process",
    lead: "From the first call to the final walk-through, here's how a typical job runs.",
    items: [
      {
        title: "Free On-Site Assessment",
        description: "We inspect the space, look for moisture, air leaks and existing insulation, and listen to what you want to fix.",
      },
      {
        title: "Written Quote",
        description: "You receive a clear written quote covering foam type, thickness, areas and price, with no obligation.",
      },
      {
        title: "Preparation",
        description: "We cover floors, windows and belongings, remove old insulation where needed, and set up ventilation.",
      },
      {
        title: "Application",
        description: "Certified installers spray the foam in passes to the planned thickness, checking depth as they go.",
      },
      {
        title: "Curing and Ventilation",
        description: "The foam cures while the area is ventilated, and everyone can return after 24 hours.",
      },
      {
        title: "Clean-Up and Walk-Through",
        description: "We trim any excess foam, clean the work area and walk you through the finished job.",
      },
    ],
  },
  faq: {
    heading: "Frequently Asked Questions",
    items: [
      {
        question: "How much can spray foam save on my energy bills?",
        answer: `Spray foam can save ${claims.faqSavings} on energy bills, depending on the building's age, how leaky it was before and how it is heated. Older homes with drafty walls, uninsulated rim joists and attics prone to ice dams tend to see the biggest change. Efficiency Nova Scotia rebates may be available for qualifying upgrades.`,
      },
      {
        question: "How long does spray foam last, and when does it pay for itself?",
        answer: `Spray foam doesn't sag, settle or break down, so it lasts ${claims.foamLife}, usually the life of the building. Through lower heating and cooling bills, it typically pays for itself in ${claims.payback}.`,
      },
      {
        question: "Is spray foam safe for my family and pets?",
        answer:
          "Yes, when it is installed by certified professionals and allowed to cure. We ventilate the work area and ask that people and pets stay out until 24 hours after application. Once cured, the foam is inert, and in living spaces it is covered by a code-required thermal barrier such as drywall.",
      },
      {
        question: "Can spray foam be installed in an existing home?",
        answer:
          "Yes. Much of our work is in existing homes. Attics, crawl spaces, basements and rim joists can usually be insulated without opening finished walls. Exterior walls are best foamed when the cavities are open during a renovation, and we'll advise you on the options for walls you'd rather leave closed.",
      },
    ],
  },
};
