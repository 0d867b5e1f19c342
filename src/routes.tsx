// The route table: every page with its head tags and structured data, every legacy redirect and
// the not-found page. The client router, the server render, the prerender script, the sitemap,
// _redirects, the output checks and the tests all read this list; nothing else lists paths.
import type { Thing, WithContext } from "schema-dts";
import { about } from "./content/about.ts";
import { areas } from "./content/areas.ts";
import { business, LEGACY_CANONICAL_ORIGIN, LEGACY_CANONICAL_PATHS, SITE_URL } from "./content/business.ts";
import { facts } from "./content/facts.ts";
import { HERO_IMAGE_ORIGIN, HERO_VARIANTS } from "./content/hero-image.ts";
import { home } from "./content/home.ts";
import { contactPage, notFoundPage } from "./content/pages.ts";
import { services } from "./content/services.ts";
import type { AreaSlug, ServiceSlug } from "./content/types.ts";
import { lazyPage } from "./components/lazy-page.tsx";
import type { LazyPage } from "./components/lazy-page.tsx";
import { areaPath, PATHS, servicePath } from "./paths.ts";
import type { HeadData } from "./seo/head.ts";
import {
  areaJsonLd,
  articleJsonLd,
  breadcrumbJsonLd,
  businessJsonLd,
  faqJsonLd,
  serviceJsonLd,
  webPageJsonLd,
  websiteJsonLd,
} from "./seo/structured-data.ts";

/** The facts article's publication dates, for its Article structured data. */
const FACTS_PUBLISHED = "2024-03-04";
const FACTS_MODIFIED = "2026-10-15";

export interface PageRoute {
  path: string;
  /** The page's name in breadcrumbs. */
  label: string;
  head: HeadData;
  page: LazyPage;
  /** Whether the quote section (pitch and contact form) follows the page. */
  showQuote: boolean;
  sitemap: { priority: number; changefreq: "weekly" | "monthly" | "yearly" };
}

export interface RedirectRoute {
  from: string;
  to: string;
  status: 301;
}

export interface NotFoundRoute {
  head: HeadData;
  page: LazyPage;
  showQuote: false;
}

/** The canonical URL of a path: the site's own host, or the older host the facts module names. */
export function canonicalFor(path: string): string {
  const origin = LEGACY_CANONICAL_PATHS.includes(path) ? LEGACY_CANONICAL_ORIGIN : SITE_URL;
  return path === "/" ? `${origin}/` : `${origin}${path}`;
}

interface PageSpec {
  path: string;
  label: string;
  title: string;
  description: string;
  ogType?: HeadData["ogType"];
  leadImage?: HeadData["leadImage"];
  geo?: HeadData["geo"];
  /** Structured data besides the business and the breadcrumb, which every page gets. */
  jsonLd: (url: string) => WithContext<Thing>[];
  page: LazyPage;
  showQuote?: boolean;
  sitemap: PageRoute["sitemap"];
}

const HOME_LABEL = "Home";
const businessGeo = { placename: "Halifax", latitude: business.geo.latitude, longitude: business.geo.longitude };

function definePage(spec: PageSpec): PageRoute {
  const canonical = canonicalFor(spec.path);
  const pageUrl = `${SITE_URL}${spec.path === "/" ? "/" : spec.path}`;
  const crumbs =
    spec.path === PATHS.home
      ? []
      : [breadcrumbJsonLd([{ name: HOME_LABEL, path: PATHS.home }, { name: spec.label, path: spec.path }])];
  return {
    path: spec.path,
    label: spec.label,
    showQuote: spec.showQuote ?? true,
    sitemap: spec.sitemap,
    page: spec.page,
    head: {
      title: spec.title,
      description: spec.description,
      canonical,
      ogType: spec.ogType ?? "website",
      geo: spec.geo ?? businessGeo,
      ...(spec.leadImage ? { leadImage: spec.leadImage } : {}),
      jsonLd: [businessJsonLd(services), ...spec.jsonLd(pageUrl), ...crumbs],
    },
  };
}

function servicePage(slug: ServiceSlug): LazyPage {
  return lazyPage(() => import("./pages/service-page.tsx").then(({ ServicePage }) => () => <ServicePage slug={slug} />));
}

function areaPage(slug: AreaSlug): LazyPage {
  return lazyPage(() => import("./pages/area-page.tsx").then(({ AreaPage }) => () => <AreaPage slug={slug} />));
}

export const pages: readonly PageRoute[] = [
  definePage({
    path: PATHS.home,
    label: HOME_LABEL,
    title: home.title,
    description: home.description,
    leadImage: { origin: HERO_IMAGE_ORIGIN, variants: HERO_VARIANTS },
    jsonLd: (url) => [websiteJsonLd(), webPageJsonLd("WebPage", { title: home.title, description: home.description, url })],
    page: lazyPage(() => import("./pages/home-page.tsx").then((module) => module.HomePage)),
    sitemap: { priority: 1, changefreq: "monthly" },
  }),
  ...services.map((service) =>
    definePage({
      path: servicePath(service.slug),
      label: service.name,
      title: service.title,
      description: service.description,
      jsonLd: (url) => [serviceJsonLd(service, url)],
      page: servicePage(service.slug),
      sitemap: { priority: 0.9, changefreq: "monthly" },
    }),
  ),
  ...areas.map((area) =>
    definePage({
      path: areaPath(area.slug),
      label: area.name,
      title: area.title,
      description: area.description,
      geo: { placename: area.name, ...area.geo },
      jsonLd: (url) => areaJsonLd(area, url),
      page: areaPage(area.slug),
      sitemap: { priority: 0.8, changefreq: "monthly" },
    }),
  ),
  definePage({
    path: PATHS.about,
    label: "About Us",
    title: about.title,
    description: about.description,
    jsonLd: (url) => [webPageJsonLd("AboutPage", { title: about.title, description: about.description, url })],
    page: lazyPage(() => import("./pages/about-page.tsx").then((module) => module.AboutPage)),
    sitemap: { priority: 0.6, changefreq: "yearly" },
  }),
  definePage({
    path: PATHS.facts,
    label: "FAQs",
    title: facts.title,
    description: facts.description,
    ogType: "article",
    jsonLd: (url) => [
      articleJsonLd({
        headline: facts.heading,
        description: facts.description,
        url,
        datePublished: FACTS_PUBLISHED,
        dateModified: FACTS_MODIFIED,
      }),
      faqJsonLd(facts.faq.items, url),
    ],
    page: lazyPage(() => import("./pages/facts-page.tsx").then((module) => module.FactsPage)),
    sitemap: { priority: 0.7, changefreq: "monthly" },
  }),
  definePage({
    path: PATHS.contact,
    label: "Contact",
    title: contactPage.title,
    description: contactPage.description,
    jsonLd: (url) => [
      webPageJsonLd("ContactPage", { title: contactPage.title, description: contactPage.description, url }),
    ],
    page: lazyPage(() => import("./pages/contact-page.tsx").then((module) => module.ContactPage)),
    showQuote: false,
    sitemap: { priority: 0.8, changefreq: "yearly" },
  }),
];

/** The old flat paths of the first site, each now a page under /services or /areas. */
export const redirects: readonly RedirectRoute[] = [
  ...services.map((service) => ({ from: `/${service.slug}`, to: servicePath(service.slug), status: 301 as const })),
  ...areas.map((area) => ({ from: `/${area.slug}`, to: areaPath(area.slug), status: 301 as const })),
];

export const notFound: NotFoundRoute = {
  showQuote: false,
  page: lazyPage(() => import("./pages/not-found-page.tsx").then((module) => module.NotFoundPage)),
  head: {
    title: notFoundPage.title,
    description: notFoundPage.description,
    ogType: "website",
    noindex: true,
    geo: businessGeo,
    jsonLd: [businessJsonLd(services)],
  },
};

/** Paths compare without a trailing slash: hosts serve /about/ and /about alike. */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
}

export function findPage(pathname: string): PageRoute | undefined {
  const path = normalizePath(pathname);
  return pages.find((page) => page.path === path);
}

export function findRedirect(pathname: string): RedirectRoute | undefined {
  const path = normalizePath(pathname);
  return redirects.find((redirect) => redirect.from === path);
}
