// What the site answers at a path: one of its pages, a legacy path's redirect, or the not-found
// page. The one place that decides it, for the browser's runtime, the server's render, the dev
// server and the tests.
import { normalizePath } from "../paths.ts";
import type { RedirectRoute } from "./redirects.ts";
import { redirects } from "./redirects.ts";
import { notFound, pageRouteAt } from "./routes.tsx";
import type { NotFoundRoute, PageRoute } from "./route-types.ts";

export type Resolution =
  | { kind: "page"; route: PageRoute }
  | { kind: "redirect"; redirect: RedirectRoute; route: PageRoute }
  | { kind: "not-found"; route: NotFoundRoute };

/** Maps, not a search: the click on a link waits for this lookup. */
const redirectsByPath = new Map(redirects.map((redirect) => [redirect.from, redirect]));

/**
 * What the site answers at this path (hosts serve /about/ as /about, so a trailing slash is
 * ignored). The route table knows the kinds, not every slug: `isPage` says whether a path it
 * answers is a page after all (the server asks the catalog, site-pages.ts; the browser's runtime
 * knows the paths the host had no page for).
 */
export function resolve(pathname: string, isPage: (path: string) => boolean): Resolution {
  const path = normalizePath(pathname);
  const page = pageRouteAt(path);
  if (page && isPage(path)) return { kind: "page", route: page };
  const redirect = redirectsByPath.get(path);
  if (redirect) {
    const route = pageRouteAt(redirect.to);
    if (!route) throw new Error(`The redirect from ${redirect.from} leads to ${redirect.to}, which is not a page`);
    return { kind: "redirect", redirect, route };
  }
  return { kind: "not-found", route: notFound };
}
