// A page's <head> as data: what the page declares (HeadSpec), completed by its route (composeHead).
// src/seo/head-renderer.tsx turns it into Helmet tags (PageHead in src/navigation/runtime.tsx renders
// it); the prerender collects them from Helmet.
import type { Thing, WithContext } from "schema-dts";
import { business, SITE_URL } from "../content/business.ts";
import { SERVICES } from "../content/menu-catalog.ts";
import * as structuredData from "./structured-data.ts";
import { breadcrumbJsonLd, businessJsonLd } from "./structured-data.ts";
import type { Crumb } from "./structured-data.ts";
import { canonicalFor } from "./urls.ts";

/** The geo tags' region code: Nova Scotia, Canada (ISO 3166-2). */
export const GEO_REGION = "CA-NS";

export interface HeadData {
  title: string;
  description: string;
  /** Absolute URL; the not-found page has none. */
  canonical?: string;
  /** Open Graph type. */
  ogType: "website" | "article";
  /** Adds `noindex` (the not-found page). */
  noindex?: boolean;
  geo: { placename: string; latitude: number; longitude: number };
  /** A large image the page paints first (the home hero): one preload per viewport range. */
  leadImage?: { origin: string; variants: readonly { media: string; url: string }[] };
  jsonLd: WithContext<Thing>[];
}

export function escapeHtml(value: string): string {
  return value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#39;");
}

/**
 * JSON for an inline <script>: `<`, `>` and `&` become unicode escapes so that no string in the
 * content can close the script element (`</script>`) or open a comment (`<!--`); U+2028/2029 are
 * escaped for old JavaScript parsers.
 */
export function serializeJsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll("<", "\\u003c")
    .replaceAll(">", "\\u003e")
    .replaceAll("&", "\\u0026")
    .replaceAll("\u2028", "\\u2028")
    .replaceAll("\u2029", "\\u2029");
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
   * they load with the head renderer, not with the page (the runtime loads it on demand).
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
