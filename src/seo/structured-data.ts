// JSON-LD builders, typed with schema-dts. Pure functions from content to objects; the head
// renderer serializes them. No review or rating markup for the business itself: search engines
// treat self-served review stars as spam.
import type {
  Article,
  BreadcrumbList,
  City,
  FAQPage,
  HomeAndConstructionBusiness,
  Service,
  WebPage,
  WebSite,
  WithContext,
} from "schema-dts";
import { business, SITE_URL } from "../content/business.ts";
import { MENU_AREAS } from "../content/menu-catalog.ts";
import type { AreaContent, ServiceContent } from "../content/types.ts";
import type { FaqItem } from "../content/types.ts";
import { servicePath } from "../paths.ts";
import { absoluteUrl } from "./urls.ts";

const CONTEXT = "https://schema.org" as const;
const BUSINESS_ID = `${SITE_URL}/#business`;
const WEBSITE_ID = `${SITE_URL}/#website`;

/** A node of the site's own graph, by reference. */
const businessRef = { "@id": BUSINESS_ID } as const;

/**
 * The places served, from the catalog: the communities every page names, and past them, when the
 * catalog lists more (each on its own page and the areas' index), the whole region they lie in.
 */
function areasServed(): ({ "@type": "City"; name: string } | { "@type": "AdministrativeArea"; name: string })[] {
  const cities = MENU_AREAS.shown.map((area) => ({ "@type": "City" as const, name: area.name }));
  return MENU_AREAS.total > MENU_AREAS.shown.length ? [...cities, { "@type": "AdministrativeArea", name: business.region }] : cities;
}

export interface Crumb {
  name: string;
  path: string;
}

export function businessJsonLd(
  offeredServices: readonly Pick<ServiceContent, "name" | "slug">[],
): WithContext<HomeAndConstructionBusiness> {
  return {
    "@context": CONTEXT,
    "@type": "HomeAndConstructionBusiness",
    "@id": BUSINESS_ID,
    name: business.name,
    alternateName: [...business.alternateNames],
    description: business.description,
    url: `${SITE_URL}/`,
    telephone: business.structuredDataPhone.e164,
    email: business.email,
    image: absoluteUrl(business.socialImage.path),
    logo: absoluteUrl("/favicon-512.png"),
    priceRange: business.priceRange,
    currenciesAccepted: business.currency,
    paymentAccepted: business.paymentAccepted.join(", "),
    foundingDate: business.foundingDate,
    address: { "@type": "PostalAddress", ...business.address },
    geo: { "@type": "GeoCoordinates", latitude: business.geo.latitude, longitude: business.geo.longitude },
    areaServed: areasServed(),
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: [...business.hours.days],
        opens: business.hours.opens,
        closes: business.hours.closes,
      },
    ],
    sameAs: business.social.map((network) => network.url),
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: "Spray foam insulation services",
      itemListElement: offeredServices.map((service) => ({
        "@type": "Offer",
        itemOffered: { "@type": "Service", name: service.name, url: absoluteUrl(servicePath(service.slug)) },
      })),
    },
  };
}

export function websiteJsonLd(): WithContext<WebSite> {
  return {
    "@context": CONTEXT,
    "@type": "WebSite",
    "@id": WEBSITE_ID,
    name: business.name,
    url: `${SITE_URL}/`,
    inLanguage: "en-CA",
    publisher: businessRef,
  };
}

export function webPageJsonLd(
  type: "WebPage" | "AboutPage" | "ContactPage" | "CollectionPage",
  page: { title: string; description: string; url: string },
): WithContext<WebPage> {
  return {
    "@context": CONTEXT,
    "@type": type,
    name: page.title,
    description: page.description,
    url: page.url,
    isPartOf: { "@id": WEBSITE_ID },
    about: businessRef,
    inLanguage: "en-CA",
  };
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

export function serviceJsonLd(service: ServiceContent, url: string): WithContext<Service> {
  return {
    "@context": CONTEXT,
    "@type": "Service",
    name: service.name,
    serviceType: service.name,
    description: service.description,
    url,
    provider: businessRef,
    areaServed: areasServed(),
  };
}

export function areaJsonLd(area: AreaContent, url: string): [WithContext<City>, WithContext<Service>] {
  const city: WithContext<City> = {
    "@context": CONTEXT,
    "@type": "City",
    "@id": `${url}#place`,
    name: area.name,
    containedInPlace: { "@type": "AdministrativeArea", name: business.region },
    geo: { "@type": "GeoCoordinates", latitude: area.geo.latitude, longitude: area.geo.longitude },
  };
  const service: WithContext<Service> = {
    "@context": CONTEXT,
    "@type": "Service",
    name: `Spray foam insulation in ${area.name}`,
    serviceType: "Spray foam insulation",
    description: area.description,
    url,
    provider: businessRef,
    areaServed: { "@id": `${url}#place` },
  };
  return [city, service];
}

export function articleJsonLd(page: {
  headline: string;
  description: string;
  url: string;
  datePublished: string;
  dateModified: string;
}): WithContext<Article> {
  return {
    "@context": CONTEXT,
    "@type": "Article",
    headline: page.headline,
    description: page.description,
    url: page.url,
    mainEntityOfPage: page.url,
    image: absoluteUrl(business.socialImage.path),
    datePublished: page.datePublished,
    dateModified: page.dateModified,
    author: businessRef,
    publisher: businessRef,
    inLanguage: "en-CA",
  };
}

export function faqJsonLd(items: readonly FaqItem[], url: string): WithContext<FAQPage> {
  return {
    "@context": CONTEXT,
    "@type": "FAQPage",
    url,
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
