// Each page's <head> tags as data, and the one function that turns them into markup. The prerender
// script writes that markup into every HTML file; the client writes the same markup on navigation.
import type { Thing, WithContext } from "schema-dts";
import { business, SITE_URL } from "../content/business.ts";
import { HEAD_ATTRIBUTE } from "./head-attribute.ts";

/** The geo tags' region code: Nova Scotia, Canada (ISO 3166-2). */
const GEO_REGION = "CA-NS";

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
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
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

export function absoluteUrl(path: string): string {
  return new URL(path, SITE_URL).href;
}

function meta(attribute: "name" | "property", key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}" ${HEAD_ATTRIBUTE}>`;
}

/** The markup of a page's head tags, one per line. */
export function renderHeadHtml(head: HeadData): string {
  const image = absoluteUrl(business.socialImage.path);
  const position = `${head.geo.latitude};${head.geo.longitude}`;
  const lead = head.leadImage;
  const lines = [
    ...(lead ? [`<link rel="preconnect" href="${escapeHtml(lead.origin)}" ${HEAD_ATTRIBUTE}>`] : []),
    ...(lead?.variants ?? []).map(
      (variant) =>
        `<link rel="preload" as="image" href="${escapeHtml(variant.url)}" media="${escapeHtml(variant.media)}" fetchpriority="high" ${HEAD_ATTRIBUTE}>`,
    ),
    `<title ${HEAD_ATTRIBUTE}>${escapeHtml(head.title)}</title>`,
    meta("name", "description", head.description),
    ...(head.canonical ? [`<link rel="canonical" href="${escapeHtml(head.canonical)}" ${HEAD_ATTRIBUTE}>`] : []),
    meta("name", "robots", head.noindex ? "noindex, follow" : "index, follow, max-image-preview:large"),
    meta("property", "og:type", head.ogType),
    meta("property", "og:site_name", business.name),
    meta("property", "og:locale", business.locale),
    meta("property", "og:title", head.title),
    meta("property", "og:description", head.description),
    ...(head.canonical ? [meta("property", "og:url", head.canonical)] : []),
    meta("property", "og:image", image),
    meta("property", "og:image:width", String(business.socialImage.width)),
    meta("property", "og:image:height", String(business.socialImage.height)),
    meta("property", "og:image:alt", business.socialImage.alt),
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:title", head.title),
    meta("name", "twitter:description", head.description),
    meta("name", "twitter:image", image),
    meta("name", "twitter:image:alt", business.socialImage.alt),
    meta("name", "geo.region", GEO_REGION),
    meta("name", "geo.placename", head.geo.placename),
    meta("name", "geo.position", position),
    meta("name", "ICBM", `${head.geo.latitude}, ${head.geo.longitude}`),
    ...head.jsonLd.map(
      (data) => `<script type="application/ld+json" ${HEAD_ATTRIBUTE}>${serializeJsonForScript(data)}</script>`,
    ),
  ];
  return lines.join("\n");
}
