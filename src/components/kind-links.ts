// The services and areas every page names (the header's groups, the footer): the few of each kind
// that menu-catalog.ts names, and past them a link to the kind's index, which lists every one.
import { shell } from "../content/shell.ts";
import { MENU_AREAS, MENU_SERVICES } from "../content/menu-catalog.ts";
import { areaPath, PATHS, servicePath } from "../paths.ts";

/**
 * Where the header's menu lists a page: on the bar itself, or inside one of its two groups; or
 * not in the header at all, only on the footer's last line (the privacy policy and the terms).
 */
export type MenuPlace = "bar" | "services" | "areas" | "footer";

/** A link the header's menu and the footer list: a page's path, its label and its menu place. */
export interface MenuPage {
  path: string;
  label: string;
  menu: MenuPlace;
}

const KINDS = {
  services: { list: MENU_SERVICES, path: servicePath },
  areas: { list: MENU_AREAS, path: areaPath },
} as const;

/** A kind's links on every page: the few it names, then its index when it has more. */
export function kindLinks(kind: "services" | "areas"): MenuPage[] {
  const { list, path } = KINDS[kind];
  const named = list.shown.map((entry) => ({ path: path(entry.slug), label: entry.name, menu: kind }));
  return list.indexPages > 0 ? [...named, { path: PATHS[kind], label: shell.indexLinks[kind], menu: kind }] : named;
}
