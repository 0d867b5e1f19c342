// What the site answers at a path: one of its pages, a legacy path's redirect, or the not-found
// page. The one place that decides it, for the browser's entry, the server's render, the page
// views in <main>, the dev server and the tests.
import type { LazyPage } from "../navigation/page-types.ts";
import { normalizePath } from "../paths.ts";
import type { RedirectRoute } from "./redirects.ts";
import { redirects } from "./redirects.ts";
import { notFound } from "./not-found-route.ts";
import { pageRouteAt } from "./routes.tsx";
import type { NotFoundRoute, PageRoute } from "./route-types.ts";

type Resolution =
  | { kind: "page"; route: PageRoute }
  | { kind: "redirect"; redirect: RedirectRoute; route: PageRoute }
  | { kind: "not-found"; route: NotFoundRoute };

/** Maps, not a search: the click on a link waits for this lookup. */
const redirectsByPath = new Map(redirects.map((redirect) => [redirect.from, redirect]));

/**
 * Whether a path the route table answers is a page after all. The route table knows the kinds,
 * not every slug: the server entry limits it to the catalog's pages (site-pages.ts); the browser
 * learns of a missing one from the host (routes.tsx, markMissing).
 */
let isPage: (path: string) => boolean = () => true;

/** Set once, by an entry, before anything renders. */
export function limitPages(check: (path: string) => boolean): void {
  isPage = check;
}

/** What the site answers at this path (hosts serve /about/ as /about, so a trailing slash is ignored). */
export function resolve(pathname: string): Resolution {
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

/**
 * The page a client-side navigation to this path renders: its own or the not-found page; none
 * for a legacy path, which renders a redirect (then the page it leads to, a navigation of its own).
 */
export function pageAt(pathname: string): LazyPage | null {
  const resolution = resolve(pathname);
  return resolution.kind === "redirect" ? null : resolution.route.page;
}
