// The names of the services and service areas, in their order: what the header, footer, form and
// route table need. The full page content lives in services.ts and areas.ts, which take their
// slug, name and icon from here, so a name is written once and the menus never pull in a page's
// content.
import type { AreaSlug, IconName, ServiceSlug } from "./types.ts";

export interface ServiceEntry {
  slug: ServiceSlug;
  /** Shown on cards and in menus; also the contact form's service option. */
  name: string;
  icon: IconName;
}

export interface AreaEntry {
  slug: AreaSlug;
  name: string;
}

export const SERVICE_CATALOG: readonly ServiceEntry[] = [
  { slug: "residential", name: "Residential Spray Foam", icon: "home" },
  { slug: "commercial", name: "Commercial Spray Foam", icon: "building" },
  { slug: "attic", name: "Attic Insulation", icon: "attic" },
  { slug: "crawl-space", name: "Crawl Space Insulation", icon: "crawl-space" },
  { slug: "wall", name: "Wall Insulation", icon: "wall" },
  { slug: "soundproofing", name: "Soundproofing", icon: "sound" },
];

export const AREA_CATALOG: readonly AreaEntry[] = [
  { slug: "halifax", name: "Halifax" },
  { slug: "dartmouth", name: "Dartmouth" },
  { slug: "bedford", name: "Bedford" },
  { slug: "fall-river", name: "Fall River" },
  { slug: "lower-sackville", name: "Lower Sackville" },
];

export function serviceEntry(slug: ServiceSlug): ServiceEntry {
  const entry = SERVICE_CATALOG.find((candidate) => candidate.slug === slug);
  if (!entry) throw new Error(`Unknown service: ${slug}`);
  return entry;
}

export function areaEntry(slug: AreaSlug): AreaEntry {
  const entry = AREA_CATALOG.find((candidate) => candidate.slug === slug);
  if (!entry) throw new Error(`Unknown service area: ${slug}`);
  return entry;
}
