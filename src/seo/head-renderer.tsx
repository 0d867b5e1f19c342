// The head renderer, loaded on demand with Helmet (by the runtime, src/navigation/runtime.tsx): a page's head spec, completed
// by the route (composeHead, with the structured-data builders), rendered with Helmet. Each page
// renders its own HelmetProvider, so every render starts from a fresh head and nothing carries
// over from the page before; on the server the provider hands its state to the prerender.
// First: the policy that lets Helmet write the JSON-LD exists before Helmet runs.
import "./json-ld-policy.ts";
import { Helmet, HelmetProvider } from "@dr.pogodin/react-helmet";
import type { HelmetServerState } from "@dr.pogodin/react-helmet";
import { business } from "../content/business.ts";
import { composeHead, GEO_REGION, serializeJsonForScript } from "./head.ts";
import type { HeadData, HeadSpec, PageRouteRef } from "./head.ts";
import { absoluteUrl } from "./urls.ts";

/** The tags of a head, in the order they are written: the lead photo's hints first. */
function headTags(head: HeadData) {
  const image = absoluteUrl(business.socialImage.path);
  const meta = (key: string, content: string, attribute: "name" | "property" = "name") =>
    attribute === "name" ? (
      <meta key={`${attribute}:${key}`} name={key} content={content} />
    ) : (
      <meta key={`${attribute}:${key}`} property={key} content={content} />
    );
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
      // biome-ignore lint/suspicious/noArrayIndexKey: a page's structured data is a fixed list, never reordered.
      <script key={`ld-${index}`} type="application/ld+json">
        {serializeJsonForScript(data)}
      </script>
    )),
  ];
}

export function HeadRenderer({
  spec,
  route,
  collect,
}: {
  spec: HeadSpec;
  route: PageRouteRef | null;
  collect: ((state: HelmetServerState) => void) | undefined;
}) {
  return (
    <HelmetProvider onServerState={collect}>
      <Helmet>{headTags(composeHead(spec, route))}</Helmet>
    </HelmetProvider>
  );
}
