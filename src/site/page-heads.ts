// Each route's head, as the server composes it for the page's data (page-data.ts), keyed by the
// route table's paths: for the build's checks, the tests and the load script, which compare the
// HTML with the page's data. The browser never loads this module.
import { readContent } from "../content/content-modules.ts";
import type { HeadData } from "../seo/head-tags.ts";
import { readPageData } from "./page-data.ts";
import { normalizePath, notFound as notFoundRoute } from "./routes.tsx";
import { pages as routePages } from "./site-pages.ts";
import type { NotFoundRoute, PageRoute } from "./route-types.ts";

interface PageWithHead extends PageRoute {
  head: HeadData;
}

/** The route table's pages, each with its head. */
export const pagesWithHeads: readonly PageWithHead[] = await Promise.all(
  routePages.map(async (route) => ({ ...route, head: (await readPageData(route.path, readContent)).head })),
);

export const notFoundWithHead: NotFoundRoute & { head: HeadData } = {
  ...notFoundRoute,
  head: (await readPageData(null, readContent)).head,
};

/** The head of a path: its page's, or the not-found page's. */
export function headFor(pathname: string): HeadData {
  const path = normalizePath(pathname);
  return pagesWithHeads.find((page) => page.path === path)?.head ?? notFoundWithHead.head;
}
