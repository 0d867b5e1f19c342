// Every page of the site, for the server: the prerender, the sitemap, the host files, the checks,
// the development server and the tests. The route table's fixed pages, each service and area of
// the catalog, and the kinds' index pages when there are any, in the order the sitemap lists them.
// The browser never loads this module: it knows the kinds, not every slug (routes.tsx).
import { AREA_CATALOG, SERVICE_CATALOG } from "../content/catalog.ts";
import { MENU_AREAS, MENU_SERVICES } from "../content/menu-catalog.ts";
import { PATHS } from "../paths.ts";
import { fixedPages, indexRoute, kindRoute } from "./routes.tsx";
import type { PageRoute } from "./route-types.ts";

function indexPages(kind: "services" | "areas", count: number): PageRoute[] {
  return Array.from({ length: count }, (_, index) => indexRoute(kind, index + 1));
}

const [home, ...otherFixed] = fixedPages;
if (home?.path !== PATHS.home) throw new Error("The route table's first page must be the home page");

/** Every page: home, the services, the areas, the other fixed pages, then the index pages. */
export const pages: readonly PageRoute[] = [
  home,
  ...SERVICE_CATALOG.map((service) => kindRoute("services", service.slug, service.name)),
  ...AREA_CATALOG.map((area) => kindRoute("areas", area.slug, area.name)),
  ...otherFixed,
  ...indexPages("services", MENU_SERVICES.indexPages),
  ...indexPages("areas", MENU_AREAS.indexPages),
];

const PAGE_PATHS: ReadonlySet<string> = new Set(pages.map((page) => page.path));

/** Whether the site has a page at this (normalized) path. */
export function isSitePage(path: string): boolean {
  return PAGE_PATHS.has(path);
}
