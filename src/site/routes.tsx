// The route table: every page the site has, by its path, as plain data (resolve, below, answers what
// a path shows). The fixed pages are written out here; the service and area pages are one route
// per kind, with the slug from the path and their content loaded with the page (page-content.ts),
// and past the few that every page names (menu-catalog.ts), each kind has an index page in pages
// of INDEX_PAGE_SIZE. The browser knows the kinds, not every slug: the list of every page is the
// server's (site-pages.ts). A route is made afresh for each lookup and never changed; what a visit
// has loaded is the runtime's (src/navigation/runtime.tsx). Each page declares its head in its
// page module; this table gives it its canonical path and breadcrumb label.
import type { ComponentType } from "react";
import { kindLinks } from "../components/kind-links.ts";
import type { MenuPage } from "../components/kind-links.ts";
import { MENU_AREAS, MENU_SERVICES } from "../content/menu-catalog.ts";
import type { ContentKind, PageContentOf } from "../content/page-content.ts";
import { shell } from "../content/shell.ts";
import { areaPath, indexPath, PATHS, servicePath } from "../paths.ts";
import type { Crumb } from "../seo/structured-data.ts";
import { redirects } from "./redirects.ts";
import type { RedirectRoute } from "./redirects.ts";
import type { LoadPage, NotFoundRoute, PageCode, PageKind, PageRoute } from "./route-types.ts";

const HOME_LABEL = "Home";

/** A page of its own module, not made from content: its component, with its head from its data. */
function fixedPage(path: string | null, component: () => Promise<ComponentType>): LoadPage {
  return (data) => Promise.all([component(), data(path)]).then(([Component, { head }]) => ({ Component, head }));
}

export const fixedPages: readonly PageRoute[] = [
  {
    path: PATHS.home,
    label: HOME_LABEL,
    menu: "bar",
    load: fixedPage(PATHS.home, () => import("../pages/home-page.tsx").then((module) => module.HomePage)),
    isStatic: true,
    showQuote: true,
    loadAhead: "on screen",
    sitemap: { priority: 1, changefreq: "monthly" },
  },
  {
    path: PATHS.about,
    label: "About Us",
    menu: "bar",
    load: fixedPage(PATHS.about, () => import("../pages/about-page.tsx").then((module) => module.AboutPage)),
    isStatic: true,
    showQuote: true,
    loadAhead: "on screen",
    sitemap: { priority: 0.6, changefreq: "yearly" },
  },
  {
    path: PATHS.facts,
    label: "FAQs",
    menu: "bar",
    load: fixedPage(PATHS.facts, () => import("../pages/facts-page.tsx").then((module) => module.FactsPage)),
    isStatic: true,
    showQuote: true,
    loadAhead: "on screen",
    sitemap: { priority: 0.7, changefreq: "monthly" },
  },
  {
    path: PATHS.contact,
    label: "Contact",
    menu: "bar",
    load: fixedPage(PATHS.contact, () => import("../pages/contact-page.tsx").then((module) => module.ContactPage)),
    isStatic: false,
    showQuote: false,
    loadAhead: "on screen",
    sitemap: { priority: 0.8, changefreq: "yearly" },
  },
  {
    path: PATHS.privacy,
    label: "Privacy Policy",
    menu: "footer",
    load: fixedPage(PATHS.privacy, () => import("../pages/legal-page.tsx").then((module) => module.PrivacyPage)),
    isStatic: true,
    showQuote: true,
    loadAhead: "on intent",
    sitemap: { priority: 0.3, changefreq: "yearly" },
  },
  {
    path: PATHS.terms,
    label: "Terms of Service",
    menu: "footer",
    load: fixedPage(PATHS.terms, () => import("../pages/legal-page.tsx").then((module) => module.TermsPage)),
    isStatic: true,
    showQuote: true,
    loadAhead: "on intent",
    sitemap: { priority: 0.3, changefreq: "yearly" },
  },
];

/** What every path that is no page shows (resolve), and where a page the host lacks goes. */
export const notFound: NotFoundRoute = {
  path: null,
  load: fixedPage(null, () => import("../pages/not-found-page.tsx").then((module) => module.NotFoundPage)),
  isStatic: false,
  showQuote: false,
};

const FIXED = new Map(fixedPages.map((route) => [route.path, route]));

const INDEX_SITEMAP = { priority: 0.5, changefreq: "monthly" } as const;

/** Each kind's named few (for their labels) and its sitemap entry. */
const KINDS = {
  services: { list: MENU_SERVICES, sitemap: { priority: 0.9, changefreq: "monthly" } },
  areas: { list: MENU_AREAS, sitemap: { priority: 0.8, changefreq: "monthly" } },
} as const;

/** The component of each kind of page made from content, which renders the page's content. */
const CONTENT_PAGES: { [Kind in ContentKind]: () => Promise<ComponentType<{ content: PageContentOf[Kind] }>> } = {
  services: () => import("../pages/service-page.tsx").then((module) => module.ServicePage),
  areas: () => import("../pages/area-page.tsx").then((module) => module.AreaPage),
  index: () => import("../pages/index-page.tsx").then((module) => module.IndexPage),
};

/** A slug as the catalog spells them: lower-case words joined by hyphens. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** An index page after the first: <kind path>/page-<n>. A slug may not take this form. */
const INDEX_PAGE = /^page-([1-9][0-9]*)$/;

/** A page made from content: its kind's page module with its data (its content and head), both loaded at once. */
function contentPage<Kind extends ContentKind>(
  kind: Kind,
  slug: string,
  route: Omit<PageRoute, "load" | "isStatic" | "showQuote" | "loadAhead">,
): PageRoute {
  return {
    ...route,
    content: { kind, slug },
    isStatic: true,
    showQuote: true,
    loadAhead: "on screen",
    load: (data) =>
      Promise.all([CONTENT_PAGES[kind](), data(route.path)]).then(([Component, { content, head }]) => ({
        Component: Component as PageCode["Component"],
        content,
        head,
      })),
  };
}

/** A service or area page. */
export function kindRoute(kind: PageKind, slug: string, label: string): PageRoute {
  return contentPage(kind, slug, { path: `${PATHS[kind]}/${slug}`, label, menu: kind, sitemap: KINDS[kind].sitemap });
}

/** One page of a kind's index: every page of the kind, INDEX_PAGE_SIZE at a time. */
export function indexRoute(kind: PageKind, page: number): PageRoute {
  const label = page === 1 ? shell.indexLinks[kind] : `${shell.indexLinks[kind]}, page ${page}`;
  return contentPage("index", `${kind}-${page}`, { path: indexPath(kind, page), label, menu: kind, sitemap: INDEX_SITEMAP });
}

/** The route of a kind's page or index page at a (normalized) path, if the path is one. */
function kindRouteAt(path: string): PageRoute | undefined {
  for (const kind of ["services", "areas"] as const) {
    const prefix = PATHS[kind];
    const pages = KINDS[kind].list.indexPages;
    if (path === prefix) return pages > 0 ? indexRoute(kind, 1) : undefined;
    if (!path.startsWith(`${prefix}/`)) continue;
    const slug = path.slice(prefix.length + 1);
    const index = INDEX_PAGE.exec(slug);
    if (index) {
      const page = Number(index[1]);
      return page >= 2 && page <= pages ? indexRoute(kind, page) : undefined;
    }
    if (!SLUG.test(slug)) return undefined;
    const named = (KINDS[kind].list.shown as readonly { slug: string; name: string }[]).find((entry) => entry.slug === slug);
    return kindRoute(kind, slug, named?.name ?? slug);
  }
  return undefined;
}

/**
 * The page at a (normalized) path, if the table has one. A kind's path with a slug is a page as
 * far as the browser knows: the links it follows are the site's own, and a slug the catalog lacks
 * has no content file, which the runtime answers with the not-found page. The server asks the
 * catalog as well (site-pages.ts).
 */
export function pageRouteAt(path: string): PageRoute | undefined {
  return FIXED.get(path) ?? kindRouteAt(path);
}

/** A page's breadcrumb trail: Home, then the page (its content's name, once loaded); none for home. */
export function trailOf(page: PageRoute, label: string = page.label): Crumb[] {
  return page.path === PATHS.home
    ? []
    : [
        { name: HOME_LABEL, path: PATHS.home },
        { name: label, path: page.path },
      ];
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

/** The service and area pages every page names (the header's groups, the footer), whose data comes in one file too (page-content.ts). */
export const shownPaths: readonly string[] = [
  ...MENU_SERVICES.shown.map((entry) => servicePath(entry.slug)),
  ...MENU_AREAS.shown.map((entry) => areaPath(entry.slug)),
];

/** Paths compare without a trailing slash: hosts serve /about/ and /about alike. */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
}

// What the site answers at a path: one of its pages, a legacy path's redirect, or the not-found
// page. The one place that decides it, for the browser's runtime, the server's render, the dev
// server and the tests.
export type Resolution =
  | { kind: "page"; route: PageRoute }
  | { kind: "redirect"; redirect: RedirectRoute; route: PageRoute }
  | { kind: "not-found"; route: NotFoundRoute };

/** Maps, not a search: the click on a link waits for this lookup. */
const redirectsByPath = new Map(redirects.map((redirect) => [redirect.from, redirect]));

/**
 * What the site answers at this path (hosts serve /about/ as /about, so a trailing slash is
 * ignored). The route table knows the kinds, not every slug: `isPage` says whether a path it
 * answers is a page after all (the server asks the catalog, site-pages.ts; the browser's runtime
 * knows the paths the host had no page for).
 */
export function resolve(pathname: string, isPage: (path: string) => boolean): Resolution {
  const path = normalizePath(pathname);
  const page = pageRouteAt(path);
  if (page && isPage(path)) return { kind: "page", route: page };
  const redirect = redirectsByPath.get(path);
  if (redirect) {
    const route = pageRouteAt(redirect.to);
    if (!route) throw new Error(`The redirect from ${redirect.from} leads to ${redirect.to}, which is not a page`);
    return { kind: "redirect", redirect, route };
  }
  return { kind: "not-found", route: notFound };
}
