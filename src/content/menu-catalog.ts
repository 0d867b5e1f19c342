// What every page names of the catalog (catalog.ts): the first few services and areas, which the
// header's groups, the footer and the home page's cards list, and how many there are in all (past
// the few, each list ends with a link to its kind's index page, which lists every one). Every
// service is here too: the contact form offers each.
//
// The browser gets this module's value, not its code: the build writes the value in its place
// (scripts/build/catalog-plugin.ts), so the start-up code never carries the whole catalog,
// however many communities it lists. Its exports are therefore plain data.
import { AREA_CATALOG, SERVICE_CATALOG } from "./catalog.ts";
import type { AreaEntry, ServiceEntry } from "./catalog.ts";

/**
 * How many of each kind a list on every page names. Eight fit the desktop dropdown under the
 * header on a 720 px tall screen, keep a footer column no taller than the contact column beside
 * it on a phone, and fill two rows of the home page's card grid at 1440 px; the spec's six
 * services and five areas are all named, as before (docs/decisions.md).
 */
export const SHOWN_PER_KIND = 8;

/**
 * Links on one page of a kind's index. A hundred names keep the page, with the frame every page
 * carries, within the 14 KB budget for HTML and CSS (docs/performance-scale.md measures the largest).
 */
export const INDEX_PAGE_SIZE = 100;

export interface ShownList<Entry> {
  /** The entries named on every page, in the catalog's order. */
  shown: readonly Entry[];
  /** How many the kind has in all. */
  total: number;
  /** The pages of the kind's index: none while `shown` is all of the kind. */
  indexPages: number;
}

function shownOf<Entry>(entries: readonly Entry[]): ShownList<Entry> {
  const shown = entries.slice(0, SHOWN_PER_KIND);
  const indexPages = entries.length > shown.length ? Math.ceil(entries.length / INDEX_PAGE_SIZE) : 0;
  return { shown, total: entries.length, indexPages };
}

/**
 * Every service, in order: the contact form offers each and the business's structured data lists
 * each. Services are the company's trades, a handful; the communities are what grows.
 */
export const SERVICES: readonly ServiceEntry[] = SERVICE_CATALOG;
export const MENU_SERVICES: ShownList<ServiceEntry> = shownOf(SERVICE_CATALOG);
export const MENU_AREAS: ShownList<AreaEntry> = shownOf(AREA_CATALOG);
