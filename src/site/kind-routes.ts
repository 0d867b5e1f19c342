// The service and area pages' routes, one per kind with the slug from the path, and each kind's
// index pages: made when a path is asked for (the browser knows the kinds, not every slug), their
// content loaded with the page (page-content.ts). routes.tsx asks here for any path that is not
// a fixed page's.
import { MENU_AREAS, MENU_SERVICES } from "../content/menu-catalog.ts";
import { ContentMissing, loadPageContent } from "../content/page-content.ts";
import type { ContentKind, PageContentOf } from "../content/page-content.ts";
import { shell } from "../content/shell.ts";
import { lazyPage } from "../navigation/page-loader.tsx";
import type { PageCode } from "../navigation/page-types.ts";
import { indexPath, normalizePath, PATHS } from "../paths.ts";
import { notFound } from "./not-found-route.ts";
import type { PageKind, PageRoute } from "./route-types.ts";

const INDEX_SITEMAP = { priority: 0.5, changefreq: "monthly" } as const;

/** Each kind's named few (for their labels) and its sitemap entry. */
const KINDS = {
  services: { list: MENU_SERVICES, sitemap: { priority: 0.9, changefreq: "monthly" } },
  areas: { list: MENU_AREAS, sitemap: { priority: 0.8, changefreq: "monthly" } },
} as const;

/** The module of each kind of page made from content: its pageCode(content) renders it. */
const CONTENT_PAGES: { [Kind in ContentKind]: () => Promise<{ pageCode: (content: PageContentOf[Kind]) => PageCode }> } = {
  services: () => import("../pages/service-page.tsx"),
  areas: () => import("../pages/area-page.tsx"),
  index: () => import("../pages/index-page.tsx"),
};

/** A slug as the catalog spells them: lower-case words joined by hyphens. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** An index page after the first: <kind path>/page-<n>. A slug may not take this form. */
const INDEX_PAGE = /^page-([1-9][0-9]*)$/;

/**
 * A page made from content: its kind's page module with the content file of its slug, both
 * loaded at once. A service or area page's label becomes its content's name (the browser knows
 * the names of only the few every page lists), set before the page renders, which waits for this.
 */
function contentPage<Kind extends ContentKind>(kind: Kind, slug: string, route: Omit<PageRoute, "page" | "showQuote">): PageRoute {
  const made: PageRoute = {
    ...route,
    showQuote: true,
    content: { kind, slug },
    page: lazyPage(
      () =>
        Promise.all([CONTENT_PAGES[kind](), loadPageContent(kind, slug)]).then(
          ([module, content]) => {
            if ("name" in content) made.label = content.name;
            return module.pageCode(content);
          },
          async (error: unknown) => {
            // The host has no such page: from now on the path is the not-found page's, loaded
            // before the navigation that asked for this one goes on (a network failure goes on to
            // the chunk loader's full load instead).
            if (!(error instanceof ContentMissing)) throw error;
            markMissing(route.path);
            await notFound.page.load(true);
            return NO_PAGE;
          },
        ),
      { static: true },
    ),
  };
  return made;
}

/** A service or area page. */
function kindPage(kind: PageKind, slug: string, label: string): PageRoute {
  return contentPage(kind, slug, { path: `${PATHS[kind]}/${slug}`, label, menu: kind, sitemap: KINDS[kind].sitemap });
}

/** One page of a kind's index: every page of the kind, INDEX_PAGE_SIZE at a time. */
function indexPage(kind: PageKind, page: number): PageRoute {
  const label = page === 1 ? shell.indexLinks[kind] : `${shell.indexLinks[kind]}, page ${page}`;
  return contentPage("index", `${kind}-${page}`, { path: indexPath(kind, page), label, menu: kind, sitemap: INDEX_SITEMAP });
}

/**
 * Paths of a kind the host has no page for: its answer there was the not-found page (the browser
 * entry reads its mark) or no content file (kindPage). The table answers none for them.
 */
const missing = new Set<string>();

export function markMissing(path: string): void {
  missing.add(normalizePath(path));
  made.delete(normalizePath(path));
}

/** What a missing page's route holds as its code: never rendered, as the path is no page now. */
const NO_PAGE = { Component: () => null, head: { title: "", description: "", jsonLd: () => [] } };
/**
 * Routes made for the paths of a kind, the latest used last. A page keeps one route, and so one
 * loader, while it is among these: far more than the pages a visit keeps rendered (page-views.tsx),
 * and few enough that the prerender, which makes one per page, never holds the whole site.
 */
const MADE_ROUTES_KEPT = 256;
const made = new Map<string, PageRoute>();

function routeFor(path: string, make: () => PageRoute): PageRoute {
  const route = made.get(path) ?? make();
  made.delete(path);
  made.set(path, route);
  if (made.size > MADE_ROUTES_KEPT) made.delete(made.keys().next().value as string);
  return route;
}

/** The route of a kind's page or index page at a path (normalized), if the path is one. */
export function kindRouteAt(path: string): PageRoute | undefined {
  if (missing.has(path)) return undefined;
  for (const kind of ["services", "areas"] as const) {
    const prefix = PATHS[kind];
    const pages = KINDS[kind].list.indexPages;
    if (path === prefix) return pages > 0 ? routeFor(path, () => indexPage(kind, 1)) : undefined;
    if (!path.startsWith(`${prefix}/`)) continue;
    const slug = path.slice(prefix.length + 1);
    const index = INDEX_PAGE.exec(slug);
    if (index) {
      const page = Number(index[1]);
      return page >= 2 && page <= pages ? routeFor(path, () => indexPage(kind, page)) : undefined;
    }
    if (!SLUG.test(slug)) return undefined;
    const named = (KINDS[kind].list.shown as readonly { slug: string; name: string }[]).find((entry) => entry.slug === slug);
    return routeFor(path, () => kindPage(kind, slug, named?.name ?? slug));
  }
  return undefined;
}

/** The route of a page the server lists, with its label (site-pages.ts). */
export function kindRoute(kind: PageKind, slug: string, label: string): PageRoute {
  return routeFor(`${PATHS[kind]}/${slug}`, () => kindPage(kind, slug, label));
}

/** The route of one index page (site-pages.ts). */
export function indexRoute(kind: PageKind, page: number): PageRoute {
  return routeFor(indexPath(kind, page), () => indexPage(kind, page));
}
