// The pages in <main>. Besides the page shown, the app keeps pages rendered and hidden in
// React's <Activity>, so that a navigation only has to show one:
// - the page ahead: the page of the link the visitor points at, focuses or touches, once its
//   chunks are there (prefetcher.ts). React renders a hidden page when the browser has nothing
//   more urgent to do, and yields to the visitor meanwhile; the click then shows it.
// - the pages left: the last few pages shown, hidden rather than removed. Back and forward (or a
//   link) to one of them show it again as the visitor left it, form values included, with
//   nothing rendered or fetched again. This is the one mechanism for returning to a page; the
//   first page, adopted from its prerendered markup (adoption.tsx), is kept the same way.
// A hidden page runs no effects: its head, its map and its focus handling wait until it is shown.
// Only pages of the route table are kept (never a redirect or the not-found page, which follow
// the address). The page shown comes first in <main>; the others are hidden with display: none,
// out of sight, of the accessibility tree and of find in page (shown-page.ts).
import { Activity, memo, startTransition, Suspense, useCallback, useMemo, useState } from "react";
import type { ReactNode } from "react";
import { Navigate } from "react-router-dom";
import { resolve } from "../site/resolve.ts";
import { routeRef } from "../site/routes.tsx";
import type { PageRoute } from "../site/route-types.ts";
import { CurrentRoute } from "../seo/current-route.ts";
import type { PageRouteRef } from "../seo/head.ts";
import { ErrorBoundary } from "../components/error-boundary.tsx";

/**
 * The pages left that stay rendered, hidden, at most: the ones back and forward reach first. Each
 * keeps its DOM (some hundreds of elements) and its part of React's tree; eight cover every
 * history entry of a visit of a dozen pages (docs/decisions.md has the memory measured).
 */
const KEPT_PAGES = 8;

/** Each page's place for its head: its path and breadcrumb trail, made once per route. */
const ROUTE_REFS = new WeakMap<PageRoute, PageRouteRef>();

function refOf(route: PageRoute): PageRouteRef {
  let ref = ROUTE_REFS.get(route);
  if (!ref) {
    ref = routeRef(route);
    ROUTE_REFS.set(route, ref);
  }
  return ref;
}

/**
 * The routed page: a page of the route table, a legacy path's redirect, or the not-found page.
 * Looked up with resolve() directly: a router <Routes> would rank every route again at each
 * navigation, work the click would wait for.
 */
function RoutedPage({ pathname }: { pathname: string }) {
  const resolution = resolve(pathname);
  if (resolution.kind === "redirect") return <Navigate to={resolution.redirect.to} replace />;
  const { Component } = resolution.route.page;
  return (
    <CurrentRoute value={resolution.kind === "page" ? refOf(resolution.route) : null}>
      <ErrorBoundary resetKey={pathname}>
        <Suspense fallback={null}>
          <Component />
        </Suspense>
      </ErrorBoundary>
    </CurrentRoute>
  );
}

/** Whether the path is a page of the route table (the only pages kept hidden). */
function isPage(pathname: string): boolean {
  return resolve(pathname).kind === "page";
}

/**
 * One page, shown or hidden. Its content is the same element at every render, so that showing
 * or hiding the page renders none of it again.
 */
const PageView = memo(function PageView({ pathname, shown }: { pathname: string; shown: boolean }) {
  const content = useMemo(() => <RoutedPage pathname={pathname} />, [pathname]);
  return <Activity mode={shown ? "visible" : "hidden"}>{content}</Activity>;
});

interface PageViews {
  /** The content of <main>. */
  views: ReactNode;
  /** Renders the page at this path ahead, hidden (a page of the route table only). */
  renderAhead: (pathname: string) => void;
}

export function usePageViews(pathname: string): PageViews {
  const [ahead, setAhead] = useState<string | null>(null);
  // The page left is known in the very render that shows the next one: it is hidden there and
  // then, instead of being removed. (State set while rendering, as React allows for the component
  // rendering: it renders again at once, before committing anything.) Latest first; the oldest
  // beyond KEPT_PAGES is removed.
  const [shown, setShown] = useState({ pathname, left: [] as readonly string[] });
  if (shown.pathname !== pathname) {
    const left = isPage(shown.pathname) ? [shown.pathname, ...shown.left] : shown.left;
    setShown({ pathname, left: left.filter((path) => path !== pathname).slice(0, KEPT_PAGES) });
  }
  // The page shown first in <main>: pages of one kind share ids (a section's, the heading that
  // labels it), and an id names the first element that has it, so the page shown must come
  // before the hidden ones for its own labels and anchors.
  const views = [pathname, ...shown.left, ahead].filter((path, index, all): path is string => path !== null && all.indexOf(path) === index);
  const renderAhead = useCallback((path: string) => {
    if (isPage(path)) startTransition(() => setAhead(path));
  }, []);
  return {
    // One list of siblings keyed by path: a page keeps what it rendered as it is shown or hidden.
    views: views.map((path) => <PageView key={path} pathname={path} shown={path === pathname} />),
    renderAhead,
  };
}
