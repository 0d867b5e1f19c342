// Each route's head, as its page declares it (the page modules' head specs, completed by the route
// as the app does: composeHead), keyed by the route table's paths. For the build's checks, the
// tests and the load script, which compare the HTML with the page's data; the browser never
// loads this module: each page carries its own head in its own chunk.
import { areas } from "../content/areas.ts";
import { services } from "../content/services.ts";
import { aboutHead } from "../pages/about-page.tsx";
import { areaHead } from "../pages/area-page.tsx";
import { contactHead } from "../pages/contact-page.tsx";
import { factsHead } from "../pages/facts-page.tsx";
import { homeHead } from "../pages/home-page.tsx";
import { privacyHead, termsHead } from "../pages/legal-page.tsx";
import { notFoundHead } from "../pages/not-found-page.tsx";
import { serviceHead } from "../pages/service-page.tsx";
import { areaPath, normalizePath, PATHS, servicePath } from "../paths.ts";
import { notFound as notFoundRoute, trailOf } from "./routes.tsx";
import { pages as routePages } from "./site-pages.ts";
import type { NotFoundRoute, PageRoute } from "./route-types.ts";
import { composeHead } from "../seo/head.ts";
import type { HeadData, HeadSpec } from "../seo/head.ts";

const HEAD_SPECS = new Map<string, HeadSpec>([
  [PATHS.home, homeHead],
  ...services.map((service): [string, HeadSpec] => [servicePath(service.slug), serviceHead(service)]),
  ...areas.map((area): [string, HeadSpec] => [areaPath(area.slug), areaHead(area)]),
  [PATHS.about, aboutHead],
  [PATHS.facts, factsHead],
  [PATHS.contact, contactHead],
  [PATHS.privacy, privacyHead],
  [PATHS.terms, termsHead],
]);

function headOf(route: PageRoute): HeadData {
  const spec = HEAD_SPECS.get(route.path);
  if (!spec) throw new Error(`No head for ${route.path}`);
  return composeHead(spec, { path: route.path, trail: trailOf(route) });
}

interface PageWithHead extends PageRoute {
  head: HeadData;
}

/** The route table's pages, each with its head. */
export const pagesWithHeads: readonly PageWithHead[] = routePages.map((route) => ({ ...route, head: headOf(route) }));

export const notFoundWithHead: NotFoundRoute & { head: HeadData } = { ...notFoundRoute, head: composeHead(notFoundHead, null) };

/** The head of a path: its page's, or the not-found page's. */
export function headFor(pathname: string): HeadData {
  const path = normalizePath(pathname);
  return pagesWithHeads.find((page) => page.path === path)?.head ?? notFoundWithHead.head;
}
