// The business as search results and maps show it: the structured data's values, written out
// from the spec and the business's own facts (README, "Content inconsistencies kept as given"),
// never read from src/content/business.ts. A searcher who taps Call in a result dials
// STRUCTURED_DATA_PHONE; one who reads the page dials SHOWN_PHONE.
import { SPEC_AREAS, SPEC_SERVICES } from "../helpers/spec-pages.ts";
import { PLACES, SITE } from "./heads.ts";

/** The number on the header, footer, call-to-action band and contact page. */
export const SHOWN_PHONE = { display: "(902) 555-0147", tel: "tel:+19025550147" };
/** The number in the structured data: a different one, kept as given (spec, section 9). */
export const STRUCTURED_DATA_PHONE = "+19025550183";
export const EMAIL = "info@bluenosesprayfoam.ca";

/** The social links: the generic home pages of three networks (spec, section 2). */
export const SOCIAL = ["https://www.facebook.com/", "https://www.instagram.com/", "https://www.linkedin.com/"];

/** The business node every page carries, property by property (HomeAndConstructionBusiness). */
export const EXPECTED_BUSINESS = {
  "@type": "HomeAndConstructionBusiness",
  "@id": `${SITE}/#business`,
  name: "Bluenose Spray Foam Insulation",
  alternateName: ["Bluenose Spray Foam", "Bluenose Insulation"],
  description:
    "Licensed, insured and certified spray foam insulation contractor serving Halifax, Dartmouth, Bedford, Fall River and Lower Sackville with open-cell and closed-cell foam for homes and commercial buildings.",
  url: `${SITE}/`,
  telephone: STRUCTURED_DATA_PHONE,
  email: EMAIL,
  image: `${SITE}/og-image.png`,
  priceRange: "$$",
  currenciesAccepted: "CAD",
  paymentAccepted: "Cash, Credit Card, Debit Card, Bank Transfer, E-Transfer",
  foundingDate: "2015",
  address: { "@type": "PostalAddress", addressLocality: "Halifax", addressRegion: "NS", addressCountry: "CA" },
  geo: { "@type": "GeoCoordinates", latitude: 44.6488, longitude: -63.5752 },
  areaServed: SPEC_AREAS.map((name) => ({ "@type": "City", name })),
  openingHoursSpecification: [
    {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: "08:00",
      closes: "17:00",
    },
  ],
  sameAs: SOCIAL,
  /** The offer catalog's services, by name. */
  services: SPEC_SERVICES,
};

/** Each area page's place, with the coordinates of its map pin. */
export const EXPECTED_AREA_PLACES = [
  { path: "/areas/halifax", name: "Halifax", ...PLACES.Halifax },
  { path: "/areas/dartmouth", name: "Dartmouth", ...PLACES.Dartmouth },
  { path: "/areas/bedford", name: "Bedford", ...PLACES.Bedford },
  { path: "/areas/fall-river", name: "Fall River", ...PLACES["Fall River"] },
  { path: "/areas/lower-sackville", name: "Lower Sackville", ...PLACES["Lower Sackville"] },
];

/** Each service page's Service node: its name, as the spec names the service. */
export const EXPECTED_SERVICE_NAMES: Record<string, string> = {
  "/services/residential": "Residential Spray Foam",
  "/services/commercial": "Commercial Spray Foam",
  "/services/attic": "Attic Insulation",
  "/services/crawl-space": "Crawl Space Insulation",
  "/services/wall": "Wall Insulation",
  "/services/soundproofing": "Soundproofing",
};
