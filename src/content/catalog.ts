// The services and service areas, in their order: each one's slug, name (and icon), and where its
// page's copy is. The header, footer, form and route table read the names from here; each page's
// copy is a module of its own under services/ or areas/, loaded only for its page, so a name is
// written once and the menus never pull in a page's copy. Adding a service or an area: its copy
// file, its entry here, its card on the home page (docs/recipes.md).
import type { IconName } from "./icon-name.ts";
import type { AreaCopy, ServiceCopy } from "./types.ts";

interface CatalogEntry<Copy> {
  slug: string;
  /** Shown on cards and in menus; for a service also the contact form's option. */
  name: string;
  /**
   * The page's copy, in its kind's chunk (vite.config.ts): written out, so the bundle carries no
   * lookup of file names.
   */
  copy: () => Promise<{ default: Copy }>;
}

interface ServiceEntry extends CatalogEntry<ServiceCopy> {
  icon: IconName;
}

type AreaEntry = CatalogEntry<AreaCopy>;

export const SERVICE_CATALOG = [
  { slug: "residential", name: "Residential Spray Foam", icon: "home", copy: () => import("./services/residential.ts") },
  { slug: "commercial", name: "Commercial Spray Foam", icon: "building", copy: () => import("./services/commercial.ts") },
  { slug: "attic", name: "Attic Insulation", icon: "attic", copy: () => import("./services/attic.ts") },
  { slug: "crawl-space", name: "Crawl Space Insulation", icon: "crawl-space", copy: () => import("./services/crawl-space.ts") },
  { slug: "wall", name: "Wall Insulation", icon: "wall", copy: () => import("./services/wall.ts") },
  { slug: "soundproofing", name: "Soundproofing", icon: "sound", copy: () => import("./services/soundproofing.ts") },
] as const satisfies readonly ServiceEntry[];

export const AREA_CATALOG = [
  { slug: "halifax", name: "Halifax", copy: () => import("./areas/halifax.ts") },
  { slug: "dartmouth", name: "Dartmouth", copy: () => import("./areas/dartmouth.ts") },
  { slug: "bedford", name: "Bedford", copy: () => import("./areas/bedford.ts") },
  { slug: "fall-river", name: "Fall River", copy: () => import("./areas/fall-river.ts") },
  { slug: "lower-sackville", name: "Lower Sackville", copy: () => import("./areas/lower-sackville.ts") },
] as const satisfies readonly AreaEntry[];

/** A service's slug: its page is /services/<slug>. */
export type ServiceSlug = (typeof SERVICE_CATALOG)[number]["slug"];
/** A community's slug: its page is /areas/<slug>. */
export type AreaSlug = (typeof AREA_CATALOG)[number]["slug"];

/** A service page's content: its catalog entry's slug, name and icon, and its copy. */
export interface ServiceContent extends ServiceCopy {
  slug: ServiceSlug;
  name: string;
  icon: IconName;
}

/** An area page's content: its catalog entry's slug and name, and its copy. */
export interface AreaContent extends AreaCopy {
  slug: AreaSlug;
  name: string;
}

export async function loadServiceContent(slug: ServiceSlug): Promise<ServiceContent> {
  const entry = SERVICE_CATALOG.find((candidate) => candidate.slug === slug);
  if (!entry) throw new Error(`Unknown service: ${slug}`);
  const { default: copy } = await entry.copy();
  return { ...copy, slug: entry.slug, name: entry.name, icon: entry.icon };
}

export async function loadAreaContent(slug: AreaSlug): Promise<AreaContent> {
  const entry = AREA_CATALOG.find((candidate) => candidate.slug === slug);
  if (!entry) throw new Error(`Unknown service area: ${slug}`);
  const { default: copy } = await entry.copy();
  return { ...copy, slug: entry.slug, name: entry.name };
}
