// A page's <head> rendered with Helmet, from its head as data (HeadData): composed by the server
// (head.ts), whose build writes it into the page's HTML and into its data file, which the browser
// loads with the page (src/content/page-content.ts). In the browser this module loads on demand,
// with Helmet (src/navigation/runtime.tsx), and composes nothing: it writes the tags as given.
// Each page renders its own HelmetProvider, so every render starts from a fresh head and nothing
// carries over from the page before; on the server the provider hands its state to the prerender.
import { Helmet, HelmetProvider } from "@dr.pogodin/react-helmet";
import type { HelmetServerState } from "@dr.pogodin/react-helmet";
import type { Thing, WithContext } from "schema-dts";
import { business, SITE_URL } from "../content/business.ts";
import { trustedTypes } from "../lib/trusted-types.ts";

/** The geo tags' region code: Nova Scotia, Canada (ISO 3166-2). */
export const GEO_REGION = "CA-NS";

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
 * else (the browser then throws and reports the write). Helmet writes each page's JSON-LD into a
 * <script> through innerHTML after a navigation, and the site's policy
 * (require-trusted-types-for 'script') sends both strings there; no rule for script URLs, so none
 * passes. Created here, with Helmet, before Helmet renders anything.
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

/** The tags of a head, in the order they are written: the lead photo's hints first. */
function headTags(head: HeadData) {
  const image = `${SITE_URL}${business.socialImage.path}`;
  const named = (name: string, content: string) => <meta key={`name:${name}`} name={name} content={content} />;
  const property = (key: string, content: string) => <meta key={`property:${key}`} property={key} content={content} />;
  const lead = head.leadImage;
  return [
    ...(lead ? [<link key="preconnect" rel="preconnect" href={lead.origin} />] : []),
    ...(lead?.variants ?? []).map((variant) => (
      <link key={variant.url} rel="preload" as="image" href={variant.url} media={variant.media} fetchPriority="high" />
    )),
    <title key="title">{head.title}</title>,
    named("description", head.description),
    ...(head.canonical ? [<link key="canonical" rel="canonical" href={head.canonical} />] : []),
    named("robots", head.noindex ? "noindex, follow" : "index, follow, max-image-preview:large"),
    property("og:type", head.ogType),
    property("og:site_name", business.name),
    property("og:locale", business.locale),
    property("og:title", head.title),
    property("og:description", head.description),
    ...(head.canonical ? [property("og:url", head.canonical)] : []),
    property("og:image", image),
    property("og:image:width", String(business.socialImage.width)),
    property("og:image:height", String(business.socialImage.height)),
    property("og:image:alt", business.socialImage.alt),
    named("twitter:card", "summary_large_image"),
    named("twitter:title", head.title),
    named("twitter:description", head.description),
    named("twitter:image", image),
    named("twitter:image:alt", business.socialImage.alt),
    named("geo.region", GEO_REGION),
    named("geo.placename", head.geo.placename),
    named("geo.position", `${head.geo.latitude};${head.geo.longitude}`),
    named("ICBM", `${head.geo.latitude}, ${head.geo.longitude}`),
    // Escaped so that no content can close the script element or open a comment.
    ...head.jsonLd.map((data, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: a page's structured data is a fixed list, never reordered.
      <script key={`ld-${index}`} type="application/ld+json">
        {serializeJsonForScript(data)}
      </script>
    )),
  ];
}

export function HeadRenderer({ head, collect }: { head: HeadData; collect?: ((state: HelmetServerState) => void) | undefined }) {
  return (
    <HelmetProvider onServerState={collect}>
      <Helmet>{headTags(head)}</Helmet>
    </HelmetProvider>
  );
}
