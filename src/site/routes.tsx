// The route table: every page and the not-found page (the legacy redirects are in redirects.ts,
// and resolve.ts answers what a path shows). The client router, the server render, the prerender
// script, the sitemap, _redirects, the output checks and the tests all read this list; nothing
// else lists paths. Each page declares its own head in its page
// module (src/seo/page-head.tsx); this table gives it its canonical path and breadcrumb label.
import { AREA_CATALOG, loadAreaContent, loadServiceContent, SERVICE_CATALOG } from "../content/catalog.ts";
import type { AreaSlug, ServiceSlug } from "../content/catalog.ts";
import { lazyPage } from "../navigation/page-loader.tsx";
import type { LazyPage } from "../navigation/page-types.ts";
import { areaPath, PATHS, servicePath } from "../paths.ts";
import type { PageRouteRef } from "../seo/head.ts";

/** Where the header's menu lists a page: on the bar itself, or inside one of its two groups. */
export type MenuPlace = "bar" | "services" | "areas";

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
}

export interface NotFoundRoute {
  page: LazyPage;
  showQuote: false;
}

const HOME_LABEL = "Home";

/** A service page loads its layout and its own content, never the other services' copy. */
function servicePage(slug: ServiceSlug): LazyPage {
  return lazyPage(
    () =>
      Promise.all([import("../pages/service-page.tsx"), loadServiceContent(slug)]).then(([{ ServicePage, serviceHead }, service]) => ({
        Component: () => <ServicePage service={service} />,
        head: serviceHead(service),
      })),
    { static: true },
  );
}

/** An area page, likewise: its layout and its own community's content. */
function areaPage(slug: AreaSlug): LazyPage {
  return lazyPage(
    () =>
      Promise.all([import("../pages/area-page.tsx"), loadAreaContent(slug)]).then(([{ AreaPage, areaHead }, area]) => ({
        Component: () => <AreaPage area={area} />,
        head: areaHead(area),
      })),
    { static: true },
  );
}

export const pages: readonly PageRoute[] = [
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
  ...SERVICE_CATALOG.map((service) => ({
    path: servicePath(service.slug),
    label: service.name,
    menu: "services" as const,
    page: servicePage(service.slug),
    showQuote: true,
    sitemap: { priority: 0.9, changefreq: "monthly" as const },
  })),
  ...AREA_CATALOG.map((area) => ({
    path: areaPath(area.slug),
    label: area.name,
    menu: "areas" as const,
    page: areaPage(area.slug),
    showQuote: true,
    sitemap: { priority: 0.8, changefreq: "monthly" as const },
  })),
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
];

export const notFound: NotFoundRoute = {
  showQuote: false,
  page: lazyPage(() =>
    import("../pages/not-found-page.tsx").then((module) => ({ Component: module.NotFoundPage, head: module.notFoundHead })),
  ),
};

/** Where a page is shown, for its head: its path, and its breadcrumb trail (Home, then the page). */
export function routeRef(page: PageRoute): PageRouteRef {
  return {
    path: page.path,
    trail:
      page.path === PATHS.home
        ? []
        : [
            { name: HOME_LABEL, path: PATHS.home },
            { name: page.label, path: page.path },
          ],
  };
}
