// A page's <head> as data, composed on the server: what the page declares (HeadSpec), completed by
// its route (composeHead). The build writes it into each page's HTML (through head-renderer.tsx and
// Helmet) and into the page's data file, which is all the browser gets of it: no module here runs
// in the browser (src/site/page-data.ts composes each page's).
import type { Thing, WithContext } from "schema-dts";
import { business, SITE_URL } from "../content/business.ts";
import { SERVICES } from "../content/menu-catalog.ts";
import * as structuredData from "./structured-data.ts";
import { breadcrumbJsonLd, businessJsonLd } from "./structured-data.ts";
import type { Crumb } from "./structured-data.ts";
import { canonicalFor } from "./urls.ts";
import type { HeadData } from "./head-tags.ts";

export type { HeadData };

export function escapeHtml(value: string): string {
  return value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#39;");
}

/** What a page says of its own head; the route it is shown at adds the rest (composeHead). */
export interface HeadSpec {
  title: string;
  description: string;
  ogType?: HeadData["ogType"];
  leadImage?: HeadData["leadImage"];
  geo?: HeadData["geo"];
  /**
   * Structured data besides the business and the breadcrumb, which every page gets, made with the
   * builders it is handed (structured-data.ts): a page's own module never imports them, so that
   * its chunk in the browser, which composes no head, carries none of them.
   */
  jsonLd: (url: string, ld: StructuredData) => WithContext<Thing>[];
}

type StructuredData = typeof structuredData;

/** Where a page is shown: its path, and its breadcrumb trail from the route table. */
export interface PageRouteRef {
  path: string;
  /** Home, then the page; empty on the home page itself. */
  trail: readonly Crumb[];
}

const businessGeo = { placename: "Halifax", latitude: business.geo.latitude, longitude: business.geo.longitude };

/**
 * A page's whole head: its own spec, with the canonical URL, the breadcrumb and the business's
 * structured data from the route it is shown at. Without a route (the not-found page) the head
 * has no canonical and asks not to be indexed.
 */
export function composeHead(spec: HeadSpec, route: PageRouteRef | null): HeadData {
  const base = {
    title: spec.title,
    description: spec.description,
    ogType: spec.ogType ?? "website",
    geo: spec.geo ?? businessGeo,
    ...(spec.leadImage ? { leadImage: spec.leadImage } : {}),
  } as const;
  if (!route) return { ...base, noindex: true, jsonLd: [businessJsonLd(SERVICES)] };
  const url = `${SITE_URL}${route.path === "/" ? "/" : route.path}`;
  const crumbs = route.trail.length > 0 ? [breadcrumbJsonLd(route.trail)] : [];
  return {
    ...base,
    canonical: canonicalFor(route.path),
    jsonLd: [businessJsonLd(SERVICES), ...spec.jsonLd(url, structuredData), ...crumbs],
  };
}
