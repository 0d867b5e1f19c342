// Each route's head tags and structured data, keyed by the route table's paths. The prerender
// script, the checks and the tests read `pages` and `notFound` from here (the route table with
// heads attached); the browser imports this module only when a client-side navigation needs a
// new head, so the first load does not carry every page's copy.
import type { Thing, WithContext } from "schema-dts";
import { about } from "./content/about.ts";
import { areas } from "./content/areas.ts";
import { business, LEGACY_CANONICAL_ORIGIN, LEGACY_CANONICAL_PATHS, SITE_URL } from "./content/business.ts";
import { facts } from "./content/facts.ts";
import { HERO_IMAGE_ORIGIN, HERO_VARIANTS } from "./content/hero-image.ts";
import { home } from "./content/home.ts";
import { contactPage, notFoundPage } from "./content/pages.ts";
import { services } from "./content/services.ts";
import { areaPath, normalizePath, PATHS, servicePath } from "./paths.ts";
import { HOME_LABEL, notFound as notFoundRoute, pages as routePages } from "./routes.tsx";
import type { NotFoundRoute, PageRoute } from "./routes.tsx";
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

/** The canonical URL of a path: the site's own host, or the older host the facts module names. */
export function canonicalFor(path: string): string {
  const origin = LEGACY_CANONICAL_PATHS.includes(path) ? LEGACY_CANONICAL_ORIGIN : SITE_URL;
  return path === "/" ? `${origin}/` : `${origin}${path}`;
}

interface HeadSpec {
  title: string;
  description: string;
  ogType?: HeadData["ogType"];
  leadImage?: HeadData["leadImage"];
  geo?: HeadData["geo"];
  /** Structured data besides the business and the breadcrumb, which every page gets. */
  jsonLd: (url: string) => WithContext<Thing>[];
}

const businessGeo = { placename: "Halifax", latitude: business.geo.latitude, longitude: business.geo.longitude };

const HEAD_SPECS = new Map<string, HeadSpec>([
  [
    PATHS.home,
    {
      title: home.title,
      description: home.description,
      leadImage: { origin: HERO_IMAGE_ORIGIN, variants: HERO_VARIANTS },
      jsonLd: (url) => [websiteJsonLd(), webPageJsonLd("WebPage", { title: home.title, description: home.description, url })],
    },
  ],
  ...services.map((service): [string, HeadSpec] => [
    servicePath(service.slug),
    { title: service.title, description: service.description, jsonLd: (url) => [serviceJsonLd(service, url)] },
  ]),
  ...areas.map((area): [string, HeadSpec] => [
    areaPath(area.slug),
    {
      title: area.title,
      description: area.description,
      geo: { placename: area.name, ...area.geo },
      jsonLd: (url) => areaJsonLd(area, url),
    },
  ]),
  [
    PATHS.about,
    {
      title: about.title,
      description: about.description,
      jsonLd: (url) => [webPageJsonLd("AboutPage", { title: about.title, description: about.description, url })],
    },
  ],
  [
    PATHS.facts,
    {
      title: facts.title,
      description: facts.description,
      ogType: "article",
      jsonLd: (url) => [
        articleJsonLd({ headline: facts.heading, description: facts.description, url, datePublished: FACTS_PUBLISHED, dateModified: FACTS_MODIFIED }),
        faqJsonLd(facts.faq.items, url),
      ],
    },
  ],
  [
    PATHS.contact,
    {
      title: contactPage.title,
      description: contactPage.description,
      jsonLd: (url) => [webPageJsonLd("ContactPage", { title: contactPage.title, description: contactPage.description, url })],
    },
  ],
]);

function headOf(route: PageRoute): HeadData {
  const spec = HEAD_SPECS.get(route.path);
  if (!spec) throw new Error(`No head for ${route.path}`);
  const pageUrl = `${SITE_URL}${route.path === "/" ? "/" : route.path}`;
  const crumbs =
    route.path === PATHS.home ? [] : [breadcrumbJsonLd([{ name: HOME_LABEL, path: PATHS.home }, { name: route.label, path: route.path }])];
  return {
    title: spec.title,
    description: spec.description,
    canonical: canonicalFor(route.path),
    ogType: spec.ogType ?? "website",
    geo: spec.geo ?? businessGeo,
    ...(spec.leadImage ? { leadImage: spec.leadImage } : {}),
    jsonLd: [businessJsonLd(services), ...spec.jsonLd(pageUrl), ...crumbs],
  };
}

export interface PageWithHead extends PageRoute {
  head: HeadData;
}

/** The route table's pages, each with its head. */
export const pages: readonly PageWithHead[] = routePages.map((route) => ({ ...route, head: headOf(route) }));

export const notFound: NotFoundRoute & { head: HeadData } = {
  ...notFoundRoute,
  head: {
    title: notFoundPage.title,
    description: notFoundPage.description,
    ogType: "website",
    noindex: true,
    geo: businessGeo,
    jsonLd: [businessJsonLd(services)],
  },
};

/** The head of a path: its page's, or the not-found page's. */
export function headFor(pathname: string): HeadData {
  const path = normalizePath(pathname);
  return pages.find((page) => page.path === path)?.head ?? notFound.head;
}
