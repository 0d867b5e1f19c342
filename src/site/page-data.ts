// Each page's data (src/content/page-content.ts) as the server makes it: its head composed from its
// page module's spec and its route (src/seo/head.ts), and for a page made from content, that
// content from its copy module. For the build's data files (scripts/build/write-content.ts), the
// development server and the tests; the browser never loads this module, it fetches the files.
import type { ContentLoader, PageContentOf, PageData, ShownData } from "../content/page-content.ts";
import { aboutHead } from "../pages/about-page.tsx";
import { areaHead } from "../pages/area-page.tsx";
import { contactHead } from "../pages/contact-page.tsx";
import { factsHead } from "../pages/facts-page.tsx";
import { homeHead } from "../pages/home-page.tsx";
import { indexHead } from "../pages/index-page.tsx";
import { privacyHead, termsHead } from "../pages/legal-page.tsx";
import { notFoundHead } from "../pages/not-found-page.tsx";
import { serviceHead } from "../pages/service-page.tsx";
import { PATHS } from "../paths.ts";
import { composeHead } from "../seo/head.ts";
import type { HeadSpec } from "../seo/head.ts";
import { shownPaths, pageRouteAt, trailOf } from "./routes.tsx";

const FIXED_HEADS = new Map<string, HeadSpec>([
  [PATHS.home, homeHead],
  [PATHS.about, aboutHead],
  [PATHS.facts, factsHead],
  [PATHS.contact, contactHead],
  [PATHS.privacy, privacyHead],
  [PATHS.terms, termsHead],
]);

/** The head a page made from content declares. */
function contentHead(content: PageContentOf[keyof PageContentOf], kind: keyof PageContentOf): HeadSpec {
  if (kind === "services") return serviceHead(content as PageContentOf["services"]);
  if (kind === "areas") return areaHead(content as PageContentOf["areas"]);
  return indexHead(content as PageContentOf["index"]);
}

/** The data of the page at a path of the route table (its content read with `read`), or of the not-found page (null). */
export async function readPageData(path: string | null, read: ContentLoader): Promise<PageData> {
  if (path === null) return { head: composeHead(notFoundHead, null) };
  const route = pageRouteAt(path);
  if (!route) throw new Error(`No page at ${path}`);
  if (route.content) {
    const content = await read(route.content.kind, route.content.slug);
    // A service or area page's breadcrumb names it as its content does.
    const trail = trailOf(route, "name" in content ? content.name : route.label);
    return { content, head: composeHead(contentHead(content, route.content.kind), { path, trail }) };
  }
  const spec = FIXED_HEADS.get(path);
  if (!spec) throw new Error(`No head for ${path}`);
  return { head: composeHead(spec, { path, trail: trailOf(route) }) };
}

/** The file of the pages every page names (SHOWN_DATA_PATH): each one's data, by path. */
export async function readShownData(read: ContentLoader): Promise<ShownData> {
  const all: ShownData = {};
  for (const path of shownPaths) all[path] = await readPageData(path, read);
  return all;
}
