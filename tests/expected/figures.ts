// Every figure the spec fixes (sections 1 and 9), by the page and the section where it stands,
// with the words around it as the page says them: written out here, never read from
// src/content/. The figures differ by place (kept as given), so each is pinned in its place: the
// hero's 40% is not the benefits block's 50%, and the attic's 30% is not the FAQ's 30-50%.

export interface PlacedFigure {
  /** What the spec calls it. */
  figure: string;
  page: string;
  /** The section's id (its heading's id, which aria-labelledby names), or "intro": the paragraphs under the page's h1. */
  section: string;
  /** The words on the page that carry it. */
  says: string;
}

export const PLACED_FIGURES: PlacedFigure[] = [
  { figure: "the hero's 40%", page: "/", section: "hero-heading", says: "energy savings of up to 40% on heating and cooling" },
  { figure: "the benefits block's 50%", page: "/", section: "benefits", says: "save up to 50% on utility bills" },
  { figure: "the attic's 30%", page: "/services/attic", section: "benefits", says: "savings of up to 30% on energy costs" },
  { figure: "the FAQ's 30-50%", page: "/facts", section: "faq", says: "Spray foam can save 30-50% on energy bills" },
  { figure: "the foam's life", page: "/facts", section: "faq", says: "it lasts 50+ years" },
  { figure: "the payback", page: "/facts", section: "faq", says: "it typically pays for itself in 3-5 years" },
  { figure: "the density", page: "/facts", section: "density", says: "range from about 0.5-2.0 pcf" },
  { figure: "40% on heating costs, elsewhere", page: "/areas/halifax", section: "intro", says: "cut its heating costs by up to 40%" },
  { figure: "the payback, elsewhere", page: "/areas/halifax", section: "reasons", says: "pays for itself in 3-5 years" },
];

/** The facts page's R-value table: material and R-value per inch (spec, section 9). */
export const R_VALUES: [string, string][] = [
  ["Open-cell spray foam", "about 3.5-3.7"],
  ["Closed-cell spray foam", "6.0-7.0"],
  ["Fiberglass batts", "2.9-3.8"],
  ["Cellulose", "3.1-3.8"],
  ["Rigid foam board", "3.8-6.5"],
];

/** The wall page's comparison: the R-value row, by column (fiberglass, cellulose, spray foam). */
export const WALL_R_VALUE_ROW = ["R-value per inch", "2.9-3.8", "3.1-3.8", "Open-cell about 3.5-3.7; closed-cell 6.0-7.0"];

/** Every savings percentage a page may state: the spec's four (section 9). */
export const SPEC_PERCENTAGES = ["40%", "50%", "30%", "30-50%"];

/**
 * The spec's figures (sections 1 and 9), each by what it measures: the savings differ by place
 * (kept as given), and each R-value is per inch of its material.
 */
export const SPEC_FIGURES = {
  /** The hero's savings: heating and cooling. */
  heatingAndCooling: "40%",
  /** The savings everywhere else a page names heating costs. */
  heatingCosts: "40%",
  /** The home page's benefits block. */
  utilityBills: "50%",
  /** The attic service. */
  attic: "30%",
  /** The FAQ's range. */
  faq: "30-50%",
  foamLife: "50+ years",
  payback: "3-5 years",
  density: "0.5-2.0",
  /** The range's ends, open-cell and closed-cell foam (the facts page's cards). */
  openCellDensity: "0.5",
  closedCellDensity: "2.0",
  /** R-value per inch, by material. */
  openCell: "3.5-3.7",
  closedCell: "6.0-7.0",
  fiberglass: "2.9-3.8",
  cellulose: "3.1-3.8",
  rigidBoard: "3.8-6.5",
} as const;

/**
 * A sentence stating a figure, where it stands: its page, its section (the id of the heading
 * that names the section, or "intro" under the page's h1), the card it is in (that card's heading)
 * or the table row (the row's header) and column (the column's header).
 */
export interface FigurePlace {
  page: string;
  section: string;
  within?: string;
  column?: string;
  /** The whole sentence, or the whole cell or list item. */
  says: string;
}

/** A placed sentence and the spec's figures it states, in the order it states them. */
export interface PlacedSentence extends FigurePlace {
  figures: (keyof typeof SPEC_FIGURES)[];
}

/**
 * Every sentence that states one of the spec's figures, on every page that states one, in the
 * order of the page: the words beside each figure and the number, written out (tests/figures.ts
 * reads each page's own and compares the two lists, so a figure changed, moved to another card
 * or added without a line here fails).
 */
export const FIGURES_IN_PLACE: PlacedSentence[] = [
  // /
  {
    page: "/",
    section: "hero-heading",
    says: "The result: energy savings of up to 40% on heating and cooling, whether you heat with oil or a heat pump.",
    figures: ["heatingAndCooling"],
  },
  {
    page: "/",
    section: "hero-heading",
    within: "Built to Last",
    says: "Spray foam keeps performing for 50+ years, with no sagging or settling.",
    figures: ["foamLife"],
  },
  {
    page: "/",
    section: "benefits",
    within: "Lower Utility Bills",
    says: "Once the air leaks that batts and loose fill leave behind are sealed, you can save up to 50% on utility bills.",
    figures: ["utilityBills"],
  },
  { page: "/", section: "benefits", within: "Long-Lasting", says: "Installed properly, it lasts 50+ years.", figures: ["foamLife"] },
  // /services/residential
  {
    page: "/services/residential",
    section: "intro",
    says: "Sealing the whole envelope can cut heating costs by up to 40%, and we will show you where your home is losing the most before you spend a dollar.",
    figures: ["heatingCosts"],
  },
  {
    page: "/services/residential",
    section: "foam-comparison",
    within: "Open-cell spray foam",
    says: "R-value per inch is about 3.5-3.7.",
    figures: ["openCell"],
  },
  {
    page: "/services/residential",
    section: "foam-comparison",
    within: "Closed-cell spray foam",
    says: "A dense, rigid foam with the highest R-value per inch we install: 6.0-7.0.",
    figures: ["closedCell"],
  },
  {
    page: "/services/residential",
    section: "benefits",
    within: "Lower heating costs",
    says: "Stopping air leaks can save up to 40% on heating costs, whether you burn oil, run a heat pump or use electric baseboards.",
    figures: ["heatingCosts"],
  },
  {
    page: "/services/residential",
    section: "benefits",
    within: "Insulation that lasts",
    says: "It is built to last 50+ years, and most projects pay back in 3-5 years.",
    figures: ["foamLife", "payback"],
  },
  // /services/commercial
  {
    page: "/services/commercial",
    section: "benefits",
    within: "Lower operating costs",
    says: "Less heat lost through roofs, walls and gaps means lower energy bills month after month, with payback on many projects in 3-5 years.",
    figures: ["payback"],
  },
  {
    page: "/services/commercial",
    section: "benefits",
    within: "Durable in tough buildings",
    says: "Foam stays in place on vertical steel and overhead decks without sagging, and is built to last 50+ years.",
    figures: ["foamLife"],
  },
  // /services/attic
  {
    page: "/services/attic",
    section: "intro",
    says: "A well-sealed attic can deliver savings of up to 30% on energy costs, and upstairs bedrooms stay noticeably more even through a long Nova Scotia winter.",
    figures: ["attic"],
  },
  {
    page: "/services/attic",
    section: "foam-comparison",
    within: "Open-cell spray foam",
    says: "A lighter foam, R-value per inch about 3.5-3.7, that is cost-effective where there is room for a deep layer.",
    figures: ["openCell"],
  },
  {
    page: "/services/attic",
    section: "foam-comparison",
    within: "Closed-cell spray foam",
    says: "A dense foam, R-value per inch 6.0-7.0, that resists moisture and gets the most out of shallow rafters.",
    figures: ["closedCell"],
  },
  { page: "/services/attic", section: "benefits", says: "Attic savings up to 30%", figures: ["attic"] },
  {
    page: "/services/attic",
    section: "benefits",
    within: "Attic savings up to 30%",
    says: "Sealing and insulating the attic can deliver savings of up to 30% on energy costs, depending on your home and how it is heated.",
    figures: ["attic"],
  },
  {
    page: "/services/attic",
    section: "benefits",
    within: "Done once",
    says: "Unlike loose-fill that settles and gets disturbed, foam stays where it is sprayed and is built to last 50+ years.",
    figures: ["foamLife"],
  },
  // /services/crawl-space
  {
    page: "/services/crawl-space",
    section: "foam-comparison",
    within: "Open-cell spray foam",
    says: "R-value per inch about 3.5-3.7.",
    figures: ["openCell"],
  },
  {
    page: "/services/crawl-space",
    section: "foam-comparison",
    within: "Closed-cell spray foam",
    says: "R-value per inch 6.0-7.0.",
    figures: ["closedCell"],
  },
  {
    page: "/services/crawl-space",
    section: "comparison-table",
    within: "R-value per inch",
    column: "Traditional insulation",
    says: "Fiberglass 2.9-3.8",
    figures: ["fiberglass"],
  },
  {
    page: "/services/crawl-space",
    section: "comparison-table",
    within: "R-value per inch",
    column: "Spray foam encapsulation",
    says: "Closed-cell foam 6.0-7.0",
    figures: ["closedCell"],
  },
  {
    page: "/services/crawl-space",
    section: "comparison-table",
    within: "Durability",
    column: "Spray foam encapsulation",
    says: "Bonded to the foundation; built to last 50+ years",
    figures: ["foamLife"],
  },
  {
    page: "/services/crawl-space",
    section: "benefits",
    within: "Lower heating bills",
    says: "Stopping drafts at the foundation reduces the load on your furnace or heat pump, and many projects pay back in 3-5 years.",
    figures: ["payback"],
  },
  // /services/wall
  {
    page: "/services/wall",
    section: "foam-comparison",
    within: "Open-cell spray foam",
    says: "R-value per inch about 3.5-3.7.",
    figures: ["openCell"],
  },
  {
    page: "/services/wall",
    section: "foam-comparison",
    within: "Closed-cell spray foam",
    says: "R-value per inch 6.0-7.0.",
    figures: ["closedCell"],
  },
  {
    page: "/services/wall",
    section: "comparison-table",
    within: "R-value per inch",
    column: "Fiberglass batts",
    says: "2.9-3.8",
    figures: ["fiberglass"],
  },
  {
    page: "/services/wall",
    section: "comparison-table",
    within: "R-value per inch",
    column: "Cellulose",
    says: "3.1-3.8",
    figures: ["cellulose"],
  },
  {
    page: "/services/wall",
    section: "comparison-table",
    within: "R-value per inch",
    column: "Spray foam",
    says: "Open-cell about 3.5-3.7; closed-cell 6.0-7.0",
    figures: ["openCell", "closedCell"],
  },
  {
    page: "/services/wall",
    section: "comparison-table",
    within: "Lifespan",
    column: "Spray foam",
    says: "Built to last 50+ years",
    figures: ["foamLife"],
  },
  {
    page: "/services/wall",
    section: "benefits",
    within: "More R-value in less space",
    says: "Closed-cell foam gives 6.0-7.0 per inch, which matters in the shallow walls of older homes and in finished basements.",
    figures: ["closedCell"],
  },
  {
    page: "/services/wall",
    section: "benefits",
    within: "Long service life",
    says: "Spray foam does not slump inside the wall, and it is built to last 50+ years.",
    figures: ["foamLife"],
  },
  // /services/soundproofing
  {
    page: "/services/soundproofing",
    section: "benefits",
    within: "A lasting result",
    says: "It is built to last 50+ years.",
    figures: ["foamLife"],
  },
  // /areas/bedford
  {
    page: "/areas/bedford",
    section: "reasons",
    within: "Figures you can plan around",
    says: "Better insulation can reduce heating costs by up to 40%, with payback typically in 3-5 years.",
    figures: ["heatingCosts", "payback"],
  },
  // /areas/fall-river
  {
    page: "/areas/fall-river",
    section: "reasons",
    within: "Made for inland winters",
    says: "Foam lasts 50+ years, so the house stays tight through decades of Fall River winters.",
    figures: ["foamLife"],
  },
  // /areas/lower-sackville
  {
    page: "/areas/lower-sackville",
    section: "reasons",
    within: "A better match for your heat pump",
    says: "Sealing first helps it carry the whole home through a cold snap and can lower heating costs by up to 40%.",
    figures: ["heatingCosts"],
  },
  // /areas/halifax
  {
    page: "/areas/halifax",
    section: "intro",
    says: "A properly sealed Halifax home can cut its heating costs by up to 40%.",
    figures: ["heatingCosts"],
  },
  {
    page: "/areas/halifax",
    section: "reasons",
    within: "Savings that keep going",
    says: "Foam that lasts 50+ years typically pays for itself in 3-5 years, then keeps trimming your heating bills for decades after that.",
    figures: ["foamLife", "payback"],
  },
  // /areas/dartmouth
  {
    page: "/areas/dartmouth",
    section: "reasons",
    within: "Quotes you can read",
    says: "Your free quote spells out the foam type, the thickness and every area covered, for insulation that lasts 50+ years.",
    figures: ["foamLife"],
  },
  // /facts
  {
    page: "/facts",
    section: "types",
    says: "Spray foam density ranges from about 0.5-2.0 pcf, and that difference shapes where each type belongs.",
    figures: ["density"],
  },
  { page: "/facts", section: "types", within: "Open-Cell Spray Foam", says: "Density of about 0.5 pcf", figures: ["openCellDensity"] },
  { page: "/facts", section: "types", within: "Open-Cell Spray Foam", says: "R-value of about 3.5-3.7 per inch", figures: ["openCell"] },
  { page: "/facts", section: "types", within: "Closed-Cell Spray Foam", says: "Density of about 2.0 pcf", figures: ["closedCellDensity"] },
  { page: "/facts", section: "types", within: "Closed-Cell Spray Foam", says: "R-value of 6.0-7.0 per inch", figures: ["closedCell"] },
  {
    page: "/facts",
    section: "r-value",
    within: "Open-cell spray foam",
    column: "R-value per inch",
    says: "about 3.5-3.7",
    figures: ["openCell"],
  },
  {
    page: "/facts",
    section: "r-value",
    within: "Closed-cell spray foam",
    column: "R-value per inch",
    says: "6.0-7.0",
    figures: ["closedCell"],
  },
  { page: "/facts", section: "r-value", within: "Fiberglass batts", column: "R-value per inch", says: "2.9-3.8", figures: ["fiberglass"] },
  { page: "/facts", section: "r-value", within: "Cellulose", column: "R-value per inch", says: "3.1-3.8", figures: ["cellulose"] },
  { page: "/facts", section: "r-value", within: "Rigid foam board", column: "R-value per inch", says: "3.8-6.5", figures: ["rigidBoard"] },
  {
    page: "/facts",
    section: "density",
    says: "Spray foam density is measured in pounds per cubic foot (pcf), and foams used in buildings range from about 0.5-2.0 pcf.",
    figures: ["density"],
  },
  {
    page: "/facts",
    section: "faq",
    within: "How much can spray foam save on my energy bills?",
    says: "Spray foam can save 30-50% on energy bills, depending on the building's age, how leaky it was before and how it is heated.",
    figures: ["faq"],
  },
  {
    page: "/facts",
    section: "faq",
    within: "How long does spray foam last, and when does it pay for itself?",
    says: "Spray foam doesn't sag, settle or break down, so it lasts 50+ years, usually the life of the building.",
    figures: ["foamLife"],
  },
  {
    page: "/facts",
    section: "faq",
    within: "How long does spray foam last, and when does it pay for itself?",
    says: "Through lower heating and cooling bills, it typically pays for itself in 3-5 years.",
    figures: ["payback"],
  },
  // /terms
  {
    page: "/terms",
    section: "figures",
    says: 'The savings on these pages (up to 40% on heating and cooling, up to 50% on utility bills, attic savings of up to 30%, and 30-50% in our FAQs) describe what is possible, not what your building will save: "up to" means the most a building may save, and neither it nor the FAQs\' range is an estimate for yours.',
    figures: ["heatingAndCooling", "utilityBills", "attic", "faq"],
  },
  {
    page: "/terms",
    section: "figures",
    says: "The same goes for a payback of 3-5 years and a foam life of 50+ years: typical figures for spray foam, not a guarantee for your job.",
    figures: ["payback", "foamLife"],
  },
];
