// The services and service areas, in their order: each one's slug, name (and icon). Each page's copy
// is a module of its own, services/<slug>.ts or areas/<slug>.ts, found by its slug. This list is
// for the build, the server and the tests: the browser never loads it, so it may grow to thousands
// of communities. What every page names of it (the first few of each kind, for the menus, the
// footer and the home page's cards) is menu-catalog.ts. Adding a service or an area: its copy
// file and its line here (docs/recipes.md).
import type { IconName } from "./icon-name.ts";

export interface ServiceEntry {
  /** Its page is /services/<slug>; its copy services/<slug>.ts. */
  slug: string;
  /** Shown on cards and in menus; also the contact form's option. */
  name: string;
  icon: IconName;
}

export interface AreaEntry {
  /** Its page is /areas/<slug>; its copy areas/<slug>.ts. */
  slug: string;
  /** Shown on cards, in menus and on the areas' index page. */
  name: string;
}

/** Every service. The first few are the ones the menus and the home page name (menu-catalog.ts). */
export const SERVICE_CATALOG: readonly ServiceEntry[] = [
  { slug: "residential", name: "Residential Spray Foam", icon: "home" },
  { slug: "commercial", name: "Commercial Spray Foam", icon: "building" },
  { slug: "attic", name: "Attic Insulation", icon: "attic" },
  { slug: "crawl-space", name: "Crawl Space Insulation", icon: "crawl-space" },
  { slug: "wall", name: "Wall Insulation", icon: "wall" },
  { slug: "soundproofing", name: "Soundproofing", icon: "sound" },
];

/** Every community served. The first few are the ones the menus and the home page name. */
export const AREA_CATALOG: readonly AreaEntry[] = [
  { slug: "halifax", name: "Halifax" },
  { slug: "dartmouth", name: "Dartmouth" },
  { slug: "bedford", name: "Bedford" },
  { slug: "fall-river", name: "Fall River" },
  { slug: "lower-sackville", name: "Lower Sackville" },
];
