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
