// Each page's head as crawlers and link previews read it, written out from the spec (section 1:
// "every page sets its own search-engine metadata") and the business's own facts (README, "Content
// inconsistencies kept as given"), never read from the page modules or the head builders. The
// titles and descriptions are the site's approved words, in tests/helpers/spec-pages.ts (one
// place); everything else a shared link, a crawler or a map reads is here.
import { PAGE_HEADS } from "../helpers/spec-pages.ts";

/** The site's own host (README, Configuration: SITE_URL's default). */
export const SITE = "https://www.bluenosesprayfoam.ca";
/** The older host three short area pages still name in their canonicals: a kept inconsistency. */
export const OLDER_HOST = "https://www.bluenoseinsulation.ca";
export const OLDER_HOST_PAGES = ["/areas/bedford", "/areas/fall-river", "/areas/lower-sackville"];

/** What an indexable page says to robots, and what the not-found page says. */
export const INDEX = "index, follow, max-image-preview:large";
export const NO_INDEX = "noindex, follow";
/** Every page's language (Canadian English), on <html lang>. */
export const LANG = "en-CA";

/** The preview image a shared link shows: absolute, so that every network can fetch it; 1200 x 630 (spec, section 9). */
export const SOCIAL_IMAGE = {
  url: "https://www.bluenosesprayfoam.ca/og-image.png",
  width: "1200",
  height: "630",
  alt: "Bluenose Spray Foam Insulation, Halifax Regional Municipality",
};

/**
 * The places the geo tags name, latitude first, north positive and west negative. Halifax is the
 * business's own spot, downtown by the harbour (44.65 N, 63.58 W); Dartmouth lies across the
 * harbour to the north-east, Bedford at the head of Bedford Basin to the north-west, Lower
 * Sackville beyond it, Fall River to the north by Lake Thomas.
 */
export const PLACES = {
  Halifax: { latitude: 44.6488, longitude: -63.5752 },
  Dartmouth: { latitude: 44.6713, longitude: -63.5772 },
  Bedford: { latitude: 44.7325, longitude: -63.6556 },
  "Fall River": { latitude: 44.8167, longitude: -63.612 },
  "Lower Sackville": { latitude: 44.776, longitude: -63.677 },
} as const;
export type PlaceName = keyof typeof PLACES;

export interface ExpectedHead {
  title: string;
  description: string;
  /** The canonical link and og:url; none on the not-found page. */
  canonical: string | null;
  robots: string;
  ogType: "website" | "article";
  /** The community geo.placename, geo.position and ICBM name. */
  place: PlaceName;
}

function page(path: string, options: { ogType?: "website" | "article"; place?: PlaceName } = {}): ExpectedHead {
  const words = PAGE_HEADS[path];
  if (!words) throw new Error(`no title and description written out for ${path}`);
  const host = OLDER_HOST_PAGES.includes(path) ? OLDER_HOST : SITE;
  return {
    title: words.title,
    description: words.description,
    canonical: `${host}${path}`,
    robots: INDEX,
    ogType: options.ogType ?? "website",
    place: options.place ?? "Halifax",
  };
}

/** Each of the spec's pages, the privacy policy and the terms, and the not-found page ("404"). */
export const EXPECTED_HEADS: Record<string, ExpectedHead> = {
  "/": page("/"),
  "/services/residential": page("/services/residential"),
  "/services/commercial": page("/services/commercial"),
  "/services/attic": page("/services/attic"),
  "/services/crawl-space": page("/services/crawl-space"),
  "/services/wall": page("/services/wall"),
  "/services/soundproofing": page("/services/soundproofing"),
  "/areas/bedford": page("/areas/bedford", { place: "Bedford" }),
  "/areas/fall-river": page("/areas/fall-river", { place: "Fall River" }),
  "/areas/lower-sackville": page("/areas/lower-sackville", { place: "Lower Sackville" }),
  "/areas/halifax": page("/areas/halifax", { place: "Halifax" }),
  "/areas/dartmouth": page("/areas/dartmouth", { place: "Dartmouth" }),
  "/about": page("/about"),
  "/facts": page("/facts", { ogType: "article" }),
  "/contact": page("/contact"),
  "/privacy": page("/privacy"),
  "/terms": page("/terms"),
  "404": {
    title: "Page Not Found | Bluenose Spray Foam Insulation",
    description:
      "Sorry, this page doesn't exist or has moved. Head back to the Bluenose Spray Foam Insulation home page for our services, service areas and free quote form.",
    canonical: null,
    robots: NO_INDEX,
    ogType: "website",
    place: "Halifax",
  },
};

/** A page's written-out title; fails on a page with none. */
export function expectedTitle(path: string): string {
  const head = EXPECTED_HEADS[path];
  if (!head) throw new Error(`no head written out for ${path}`);
  return head.title;
}
