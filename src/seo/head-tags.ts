// A page's <head> as a list of tags, from its head as data (HeadData): composed by the server
// (head.ts), whose build renders the tags with Helmet into the page's HTML (head-renderer.tsx) and
// writes the data into the page's data file, which the browser loads with the page
// (src/content/page-content.ts). After a navigation the browser writes the same tags itself
// (writeHead), in place of those the page before had: it composes nothing, and loads no Helmet.
import type { Thing, WithContext } from "schema-dts";
import { business, SITE_URL } from "../content/business.ts";
import { trustedTypes } from "../lib/trusted-types.ts";

/** The geo tags' region code: Nova Scotia, Canada (ISO 3166-2). */
const GEO_REGION = "CA-NS";

/** A page's whole head, as the server composes it (head.ts) and the page's data file carries it. */
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

/** One tag of a head: its element, its attributes as Helmet writes them, and its text. */
export interface HeadTag {
  element: "title" | "meta" | "link" | "script";
  attributes: Readonly<Record<string, string>>;
  text?: string;
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

/**
 * Whether text is JSON and cannot leave a <script> element it is written into: the rule of the
 * Trusted Types default policy below, which lets through only such text and refuses everything
 * else (the browser then throws and reports the write). writeHead sets each page's JSON-LD as a
 * script's text, and the site's policy (require-trusted-types-for 'script') sends that string
 * here; no rule for script URLs, so none passes. Created as this module loads, before any write.
 */
export function isScriptSafeJson(text: string): boolean {
  if (text.includes("<")) return false;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

const jsonOnly = (input: string): string | null => (isScriptSafeJson(input) ? input : null);
trustedTypes?.createPolicy("default", { createHTML: jsonOnly, createScript: jsonOnly });

/** A meta tag, by its name or its Open Graph property. */
function meta(key: "name" | "property", value: string, content: string): HeadTag {
  return { element: "meta", attributes: { [key]: value, content } };
}

/** The tags of a head, in the order they are written: the lead photo's hints first. */
export function headTags(head: HeadData): HeadTag[] {
  const image = `${SITE_URL}${business.socialImage.path}`;
  const lead = head.leadImage;
  const canonical = head.canonical;
  return [
    ...(lead ? [{ element: "link", attributes: { rel: "preconnect", href: lead.origin } } as const] : []),
    ...(lead?.variants ?? []).map(
      (variant): HeadTag => ({
        element: "link",
        attributes: { rel: "preload", as: "image", href: variant.url, media: variant.media, fetchPriority: "high" },
      }),
    ),
    { element: "title", attributes: {}, text: head.title },
    meta("name", "description", head.description),
    ...(canonical ? [{ element: "link", attributes: { rel: "canonical", href: canonical } } as const] : []),
    meta("name", "robots", head.noindex ? "noindex, follow" : "index, follow, max-image-preview:large"),
    meta("property", "og:type", head.ogType),
    meta("property", "og:site_name", business.name),
    meta("property", "og:locale", business.locale),
    meta("property", "og:title", head.title),
    meta("property", "og:description", head.description),
    ...(canonical ? [meta("property", "og:url", canonical)] : []),
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
    meta("name", "geo.position", `${head.geo.latitude};${head.geo.longitude}`),
    meta("name", "ICBM", `${head.geo.latitude}, ${head.geo.longitude}`),
    // Escaped so that no content can close the script element or open a comment.
    ...head.jsonLd.map(
      (data): HeadTag => ({ element: "script", attributes: { type: "application/ld+json" }, text: serializeJsonForScript(data) }),
    ),
  ];
}

/**
 * Writes a page's head in the browser: the tags of the page before (Helmet's on the prerendered
 * page, marked data-rh, or this function's, marked alike) give way to this page's, at the end of
 * <head> as Helmet writes them.
 */
export function writeHead(head: HeadData): void {
  for (const old of document.head.querySelectorAll("[data-rh]")) old.remove();
  for (const tag of headTags(head)) {
    const element = document.createElement(tag.element);
    element.setAttribute("data-rh", "true");
    for (const [name, value] of Object.entries(tag.attributes)) element.setAttribute(name, value);
    if (tag.text !== undefined) element.textContent = tag.text;
    document.head.append(element);
  }
}
