// The route table: every page the site has, by its path, and the not-found page (the legacy
// redirects are in redirects.ts, and resolve.ts answers what a path shows). Four pages are
// written out; the service and area pages are one route each, by kind, with the slug from the
// path (their content arrives with the page: page-content.ts), and past the few that every page
// names (menu-catalog.ts), each kind has an index page in pages of INDEX_PAGE_SIZE. The browser
// knows the kinds, not every slug: the list of every page is the server's (site-pages.ts), for
// the prerender, the sitemap, the host files, the checks and the tests. Each page declares its
// own head in its page module (src/seo/page-head.tsx); this table gives it its canonical path and
// breadcrumb label.
import { MENU_AREAS, MENU_SERVICES } from "../content/menu-catalog.ts";
import { ContentMissing, loadPageContent } from "../content/page-content.ts";
import type { ContentKind, PageContentOf } from "../content/page-content.ts";
import { lazyPage } from "../navigation/page-loader.tsx";
import type { LazyPage, PageCode } from "../navigation/page-types.ts";
import { indexPath, normalizePath, PATHS } from "../paths.ts";
import { shell } from "../content/shell.ts";
import type { PageRouteRef } from "../seo/head.ts";
import { kindLinks } from "../components/kind-links.ts";
import type { MenuPage } from "../components/kind-links.ts";

import type { MenuPlace } from "../components/kind-links.ts";

export type { MenuPlace };

export interface PageRoute {
  path: string;
  /** The page's name in breadcrumbs and in the header's menu. */
  label: string;
  /** Where the header's menu lists the page: on the bar, or in the services or areas group. */
  menu: MenuPlace;
  page: LazyPage;
  /** Whether the quote section (pitch and contact form) follows the page. */
  showQuote: boolean;
  sitemap: { priority: number; changefreq: "weekly" | "monthly" | "yearly" };
  /** For a page made from content: the content file it loads (page-content.ts). */
  content?: { kind: ContentKind; slug: string };
}

export interface NotFoundRoute {
  page: LazyPage;
  showQuote: false;
}

const HOME_LABEL = "Home";
const INDEX_SITEMAP = { priority: 0.5, changefreq: "monthly" } as const;

/** The kinds of page with one route for all their pages: the slug is the path's last part. */
export type PageKind = "services" | "areas";

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

export const fixedPages: readonly PageRoute[] = [
  {
    path: PATHS.home,
    label: HOME_LABEL,
    menu: "bar",
    page: lazyPage(() => import("../pages/home-page.tsx").then((module) => ({ Component: module.HomePage, head: module.homeHead })), {
      static: true,
    }),
    showQuote: true,
    sitemap: { priority: 1, changefreq: "monthly" },
  },
  {
    path: PATHS.about,
    label: "About Us",
    menu: "bar",
    page: lazyPage(() => import("../pages/about-page.tsx").then((module) => ({ Component: module.AboutPage, head: module.aboutHead })), {
      static: true,
    }),
    showQuote: true,
    sitemap: { priority: 0.6, changefreq: "yearly" },
  },
  {
    path: PATHS.facts,
    label: "FAQs",
    menu: "bar",
    page: lazyPage(() => import("../pages/facts-page.tsx").then((module) => ({ Component: module.FactsPage, head: module.factsHead })), {
      static: true,
    }),
    showQuote: true,
    sitemap: { priority: 0.7, changefreq: "monthly" },
  },
  {
    path: PATHS.contact,
    label: "Contact",
    menu: "bar",
    page: lazyPage(() =>
      import("../pages/contact-page.tsx").then((module) => ({ Component: module.ContactPage, head: module.contactHead })),
    ),
    showQuote: false,
    sitemap: { priority: 0.8, changefreq: "yearly" },
  },
  {
    path: PATHS.privacy,
    label: "Privacy Policy",
    menu: "footer",
    page: lazyPage(
      () => import("../pages/legal-page.tsx").then((module) => ({ Component: module.PrivacyPage, head: module.privacyHead })),
      {
        static: true,
      },
    ),
    showQuote: true,
    sitemap: { priority: 0.3, changefreq: "yearly" },
  },
  {
    path: PATHS.terms,
    label: "Terms of Service",
    menu: "footer",
    page: lazyPage(() => import("../pages/legal-page.tsx").then((module) => ({ Component: module.TermsPage, head: module.termsHead })), {
      static: true,
    }),
    showQuote: true,
    sitemap: { priority: 0.3, changefreq: "yearly" },
  },
];

export const notFound: NotFoundRoute = {
  showQuote: false,
  page: lazyPage(() =>
    import("../pages/not-found-page.tsx").then((module) => ({ Component: module.NotFoundPage, head: module.notFoundHead })),
  ),
};

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

const FIXED = new Map(fixedPages.map((route) => [route.path, route]));

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

/**
 * The page at a path, if the table has one. A kind's path with a slug is a page as far as the
 * browser knows: the links it follows are the site's own, and a slug the catalog lacks fails to
 * load its content, which loads the address in full (the host's 404 page). The server asks the
 * catalog as well (site-pages.ts).
 */
export function pageRouteAt(pathname: string): PageRoute | undefined {
  const path = normalizePath(pathname);
  const fixed = FIXED.get(path);
  if (fixed) return fixed;
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

/**
 * Where a page is shown, for its head: its path, and its breadcrumb trail (Home, then the page).
 * The trail is read when the head is composed, after the page has loaded: a service or area
 * page's label is its content's name (kindPage).
 */
export function routeRef(page: PageRoute): PageRouteRef {
  return {
    path: page.path,
    get trail() {
      return page.path === PATHS.home
        ? []
        : [
            { name: HOME_LABEL, path: PATHS.home },
            { name: page.label, path: page.path },
          ];
    },
  };
}

/** The header's menu in order: home, the services, the areas (kind-links.ts), then the other fixed pages (menu.ts leaves out the footer's). */
export const menuPages: readonly MenuPage[] = [
  ...fixedPages.slice(0, 1),
  ...kindLinks("services"),
  ...kindLinks("areas"),
  ...fixedPages.slice(1),
];

/** The pages the footer's last line names (the privacy policy and the terms), in the table's order. */
export const footerPages: readonly MenuPage[] = fixedPages.filter((page) => page.menu === "footer");
