// A page's <head>, declared by the page with Helmet (@dr.pogodin/react-helmet): title,
// description, canonical, Open Graph, Twitter, geo tags and JSON-LD. Each page renders its own
// HelmetProvider, so every render starts from a fresh head and nothing carries over from the
// page before; on the server the provider hands its state to the prerender (HeadCollector).
//
// The browser needs Helmet only to change the head on a client-side navigation: the first page's
// head is already in its prerendered HTML. So Helmet is not part of the first load; it loads with
// the first page the visitor navigates to (head-manager.ts), and until then a page renders no head
// of its own, exactly as Helmet renders nothing into the page.
import { use, useEffect, useState } from "react";
import { afterNextPaint } from "../components/after-paint.ts";
import { business } from "../content/business.ts";
import { CurrentRoute } from "./current-route.ts";
import { HeadCollector, headManager } from "./head-manager.ts";
import { composeHead, GEO_REGION, serializeJsonForScript } from "./head.ts";
import type { HeadData, HeadSpec } from "./head.ts";
import { absoluteUrl } from "./urls.ts";

/** The tags of a head, in the order they are written: the lead photo's hints first. */
function headTags(head: HeadData) {
  const image = absoluteUrl(business.socialImage.path);
  const meta = (key: string, content: string, attribute: "name" | "property" = "name") =>
    attribute === "name" ? <meta key={`${attribute}:${key}`} name={key} content={content} /> : <meta key={`${attribute}:${key}`} property={key} content={content} />;
  const lead = head.leadImage;
  return [
    ...(lead ? [<link key="preconnect" rel="preconnect" href={lead.origin} />] : []),
    ...(lead?.variants ?? []).map((variant) => (
      <link key={variant.url} rel="preload" as="image" href={variant.url} media={variant.media} fetchPriority="high" />
    )),
    <title key="title">{head.title}</title>,
    meta("description", head.description),
    ...(head.canonical ? [<link key="canonical" rel="canonical" href={head.canonical} />] : []),
    meta("robots", head.noindex ? "noindex, follow" : "index, follow, max-image-preview:large"),
    meta("og:type", head.ogType, "property"),
    meta("og:site_name", business.name, "property"),
    meta("og:locale", business.locale, "property"),
    meta("og:title", head.title, "property"),
    meta("og:description", head.description, "property"),
    ...(head.canonical ? [meta("og:url", head.canonical, "property")] : []),
    meta("og:image", image, "property"),
    meta("og:image:width", String(business.socialImage.width), "property"),
    meta("og:image:height", String(business.socialImage.height), "property"),
    meta("og:image:alt", business.socialImage.alt, "property"),
    meta("twitter:card", "summary_large_image"),
    meta("twitter:title", head.title),
    meta("twitter:description", head.description),
    meta("twitter:image", image),
    meta("twitter:image:alt", business.socialImage.alt),
    meta("geo.region", GEO_REGION),
    meta("geo.placename", head.geo.placename),
    meta("geo.position", `${head.geo.latitude};${head.geo.longitude}`),
    meta("ICBM", `${head.geo.latitude}, ${head.geo.longitude}`),
    // Escaped so that no content can close the script element or open a comment.
    ...head.jsonLd.map((data, index) => (
      <script key={`ld-${index}`} type="application/ld+json">
        {serializeJsonForScript(data)}
      </script>
    )),
  ];
}

/**
 * In the browser, the head changes just after the new page is painted: Helmet rewrites some 30
 * tags of the head, work that need not delay the visitor's first sight of the page. On the server
 * the head is rendered at once.
 */
function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(typeof window === "undefined");
  useEffect(() => {
    if (!painted) afterNextPaint(() => setPainted(true));
  }, [painted]);
  return painted;
}

export function PageHead({ spec }: { spec: HeadSpec }) {
  const route = use(CurrentRoute);
  const collect = use(HeadCollector);
  const helmet = headManager();
  const painted = useAfterFirstPaint();
  if (!helmet || !painted) return null;
  const { Helmet, HelmetProvider } = helmet;
  return (
    <HelmetProvider onServerState={collect}>
      <Helmet>{headTags(composeHead(spec, route))}</Helmet>
    </HelmetProvider>
  );
}
