// The business facts, written once. Every phone number, address, hour and claim the site shows or
// puts in structured data comes from here. Values the spec leaves open are fictional but realistic
// (phone numbers in the reserved 555-01xx range).

/** The site's own origin. `SITE_URL` overrides it at build time (Vite replaces `process.env.SITE_URL`). */
const DEFAULT_SITE_URL = "https://www.bluenosesprayfoam.ca";

function normalizeOrigin(value: string): string {
  const url = new URL(value);
  return url.origin;
}

export const SITE_URL = normalizeOrigin(process.env.SITE_URL || DEFAULT_SITE_URL);

/**
 * KEPT INCONSISTENCY (spec, section 2): some canonical links point to a different host than the
 * main site. The three short area pages were first published on the company's older domain and
 * their canonicals still name it. The checker allows exactly these paths and prints a warning.
 */
export const LEGACY_CANONICAL_ORIGIN = "https://www.bluenoseinsulation.ca";
export const LEGACY_CANONICAL_PATHS: readonly string[] = ["/areas/bedford", "/areas/fall-river", "/areas/lower-sackville"];

export interface Phone {
  /** As shown to visitors. */
  display: string;
  /** E.164, for tel: links and structured data. */
  e164: string;
}

export const business = {
  name: "Bluenose Spray Foam Insulation",
  alternateNames: ["Bluenose Spray Foam", "Bluenose Insulation"],
  shortName: "Bluenose Spray Foam",
  tagline: "Spray foam insulation for homes and businesses across Halifax Regional Municipality",
  description:
    "Licensed, insured and certified spray foam insulation contractor serving Halifax, Dartmouth, Bedford, Fall River and Lower Sackville with open-cell and closed-cell foam for homes and commercial buildings.",
  /** The number on the header, footer, call-to-action band and contact page. */
  phone: { display: "(902) 555-0147", e164: "+19025550147" } satisfies Phone,
  /**
   * KEPT INCONSISTENCY (spec, section 9): the structured data shows a different number from the
   * contact page. This one appears only in JSON-LD.
   */
  structuredDataPhone: { display: "(902) 555-0183", e164: "+19025550183" } satisfies Phone,
  email: "info@bluenosesprayfoam.ca",
  region: "Halifax Regional Municipality, Nova Scotia",
  address: {
    addressLocality: "Halifax",
    addressRegion: "NS",
    addressCountry: "CA",
  },
  /** Centre of the service area (downtown Halifax). */
  geo: { latitude: 44.6488, longitude: -63.5752 },
  hours: {
    days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] as const,
    opens: "08:00",
    closes: "17:00",
    /** How the hours read on the page. */
    weekdaysLabel: "Monday to Friday",
    openLabel: "8:00 AM to 5:00 PM",
    weekendLabel: "Closed on weekends",
  },
  paymentAccepted: ["Cash", "Credit Card", "Debit Card", "Bank Transfer", "E-Transfer"],
  priceRange: "$$",
  currency: "CAD",
  /**
   * KEPT INCONSISTENCY (spec, sections 1 and 9): the structured data says the company was founded
   * in 2015, while the about page says "since 2010" and "over 10 years". Both are kept as given.
   */
  foundingDate: "2015",
  aboutSinceYear: 2010,
  aboutExperience: "over 10 years",
  social: [
    { name: "Facebook", url: "https://www.facebook.com/" },
    { name: "Instagram", url: "https://www.instagram.com/" },
    { name: "LinkedIn", url: "https://www.linkedin.com/" },
  ],
  /** Social preview image, 1200 x 630, in public/. */
  socialImage: { path: "/og-image.png", width: 1200, height: 630, alt: "Bluenose Spray Foam Insulation, Halifax Regional Municipality" },
  locale: "en_CA",
} as const;

/** The figures the spec fixes, including where they differ by place (kept as given). */
export const claims = {
  /** Hero: heating and cooling. */
  heroSavings: "up to 40%",
  /** Elsewhere: heating costs. */
  heatingSavings: "up to 40%",
  /** Benefits block: utility bills. */
  utilityBillSavings: "up to 50%",
  /** Attic service. */
  atticSavings: "up to 30%",
  /** The FAQ's figure. */
  faqSavings: "30-50%",
  foamLife: "50+ years",
  payback: "3-5 years",
  density: "0.5-2.0 pcf",
} as const;

/** R-value per inch, as the spec fixes them. */
export const rValues = [
  { material: "Open-cell spray foam", perInch: "about 3.5-3.7" },
  { material: "Closed-cell spray foam", perInch: "6.0-7.0" },
  { material: "Fiberglass batts", perInch: "2.9-3.8" },
  { material: "Cellulose", perInch: "3.1-3.8" },
  { material: "Rigid foam board", perInch: "3.8-6.5" },
] as const;

function rPerInch(material: (typeof rValues)[number]["material"]): string {
  const entry = rValues.find((value) => value.material === material);
  if (!entry) throw new Error(`No R-value for ${material}`);
  return entry.perInch;
}

/** The R-values per inch the service pages quote, exactly as rValues gives them. */
export const R_PER_INCH = {
  openCell: rPerInch("Open-cell spray foam"),
  closedCell: rPerInch("Closed-cell spray foam"),
  fiberglass: rPerInch("Fiberglass batts"),
  cellulose: rPerInch("Cellulose"),
} as const;

export function telHref(phone: Phone): string {
  return `tel:${phone.e164}`;
}

export const mailtoHref = `mailto:${business.email}`;
