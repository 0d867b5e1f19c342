// What the site answers at a path: one of its pages, a legacy path's redirect, or the not-found
// page. The one place that decides it, for the browser's entry, the server's render, the page
// views in <main>, the dev server and the tests.
import type { LazyPage } from "../navigation/page-types.ts";
import { normalizePath } from "../paths.ts";
import type { RedirectRoute } from "./redirects.ts";
import { redirects } from "./redirects.ts";
import { notFound, pages } from "./routes.tsx";
import type { NotFoundRoute, PageRoute } from "./routes.tsx";

type Resolution =
  | { kind: "page"; route: PageRoute }
  | { kind: "redirect"; redirect: RedirectRoute; route: PageRoute }
  | { kind: "not-found"; route: NotFoundRoute };

/** A resolver over the tables. Maps, not a search: the click on a link waits for this lookup. */
function createResolver(
  pageTable: readonly PageRoute[],
  redirectTable: readonly RedirectRoute[],
  notFoundRoute: NotFoundRoute,
): (pathname: string) => Resolution {
  const byPath = new Map(pageTable.map((page) => [page.path, page]));
  const redirectsByPath = new Map<string, { redirect: RedirectRoute; route: PageRoute }>();
  for (const redirect of redirectTable) {
    const route = byPath.get(redirect.to);
    if (!route) throw new Error(`The redirect from ${redirect.from} leads to ${redirect.to}, which is not a page`);
    redirectsByPath.set(redirect.from, { redirect, route });
  }
  return (pathname) => {
    const path = normalizePath(pathname);
    const page = byPath.get(path);
    if (page) return { kind: "page", route: page };
    const redirect = redirectsByPath.get(path);
    if (redirect) return { kind: "redirect", ...redirect };
    return { kind: "not-found", route: notFoundRoute };
  };
}

/** What the site answers at this path (hosts serve /about/ as /about, so a trailing slash is ignored). */
export const resolve = createResolver(pages, redirects, notFound);

/**
 * The page a client-side navigation to this path renders: its own or the not-found page; none
 * for a legacy path, which renders a redirect (then the page it leads to, a navigation of its own).
 */
export function pageAt(pathname: string): LazyPage | null {
  const resolution = resolve(pathname);
  return resolution.kind === "redirect" ? null : resolution.route.page;
}
