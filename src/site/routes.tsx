// The route table: every page the site has, by its path (the not-found page is in
// not-found-route.ts, the legacy redirects in redirects.ts, and resolve.ts answers what a path
// shows). The fixed pages are written out here; the service and area pages are one route each,
// by kind, with the slug from the path (kind-routes.ts: their content arrives with the page,
// page-content.ts), and past the few that every page names (menu-catalog.ts), each kind has an
// index page in pages of INDEX_PAGE_SIZE. The browser
// knows the kinds, not every slug: the list of every page is the server's (site-pages.ts), for
// the prerender, the sitemap, the host files, the checks and the tests. Each page declares its
// own head in its page module (src/seo/page-head.tsx); this table gives it its canonical path and
// breadcrumb label.
import { kindLinks } from "../components/kind-links.ts";
import type { MenuPage } from "../components/kind-links.ts";
import { lazyPage } from "../navigation/page-loader.tsx";
import { normalizePath, PATHS } from "../paths.ts";
import type { PageRouteRef } from "../seo/head.ts";
import { kindRouteAt } from "./kind-routes.ts";
import type { PageRoute } from "./route-types.ts";

const HOME_LABEL = "Home";

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

const FIXED = new Map(fixedPages.map((route) => [route.path, route]));

/**
 * The page at a path, if the table has one. A kind's path with a slug is a page as far as the
 * browser knows: the links it follows are the site's own, and a slug the catalog lacks fails to
 * load its content, which loads the address in full (the host's 404 page). The server asks the
 * catalog as well (site-pages.ts).
 */
export function pageRouteAt(pathname: string): PageRoute | undefined {
  const path = normalizePath(pathname);
  return FIXED.get(path) ?? kindRouteAt(path);
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
