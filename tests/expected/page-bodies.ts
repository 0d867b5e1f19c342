// What each page's body shows, written out from the built pages once and checked against the spec
// (section 2's routes): the home page's headline and ratings, each service and area page's
// heading, process, reasons and table, the long area pages' twelve neighbourhoods and the FAQ's
// four questions. Never read from src/content/.

export const HOME = {
  headline: "Spray Foam Insulation Built for Nova Scotia Winters",
  /** The three testimonials, in order: who, from where, and the stars they gave (1-5). */
  testimonials: [
    { name: "Colleen M.", location: "Halifax", rating: 5 },
    { name: "Darren P.", location: "Fall River", rating: 5 },
    { name: "Priya S.", location: "Bedford", rating: 4 },
  ],
};

export interface ExpectedTable {
  caption: string;
  columns: number;
  rows: number;
}

export const SERVICE_PAGES: Record<string, { heading: string; steps: number; table: ExpectedTable | null }> = {
  "/services/residential": { heading: "Residential Spray Foam Insulation for Halifax Homes", steps: 6, table: null },
  "/services/commercial": { heading: "Commercial Spray Foam Insulation in Halifax and Dartmouth", steps: 5, table: null },
  "/services/attic": { heading: "Attic Spray Foam Insulation in Halifax", steps: 6, table: null },
  "/services/crawl-space": {
    heading: "Crawl Space Insulation and Encapsulation in Halifax",
    steps: 6,
    table: { caption: "Fiberglass between the floor joists versus full encapsulation with closed-cell spray foam", columns: 3, rows: 6 },
  },
  "/services/wall": {
    heading: "Spray Foam Wall Insulation in Halifax",
    steps: 6,
    table: { caption: "Fiberglass batts, cellulose and spray foam in walls compared", columns: 4, rows: 6 },
  },
  "/services/soundproofing": {
    heading: "Spray Foam Soundproofing in Halifax",
    steps: 6,
    table: { caption: "Typical STC ratings by wall type", columns: 3, rows: 5 },
  },
};

export const AREA_PAGES: Record<string, { heading: string; neighbourhoods?: string[] }> = {
  "/areas/bedford": { heading: "Spray Foam Insulation in Bedford" },
  "/areas/fall-river": { heading: "Spray Foam Insulation in Fall River" },
  "/areas/lower-sackville": { heading: "Spray Foam Insulation in Lower Sackville" },
  "/areas/halifax": {
    heading: "Spray Foam Insulation in Halifax",
    neighbourhoods: [
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
  "/areas/dartmouth": {
    heading: "Spray Foam Insulation for Dartmouth Homes and Businesses",
    neighbourhoods: [
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
};

export const FAQ_QUESTIONS = [
  "How much can spray foam save on my energy bills?",
  "How long does spray foam last, and when does it pay for itself?",
  "Is spray foam safe for my family and pets?",
  "Can spray foam be installed in an existing home?",
];

/** The contact page's office hours (spec, sections 1 and 9), as the visitor reads them. */
export const OFFICE_HOURS = ["Monday to Friday", "8:00 AM to 5:00 PM", "Closed on weekends"];
