// The pages in <main>: the page shown, and the last pages left, kept rendered and hidden in
// React's <Activity> rather than removed. Back and forward (or a link) to one of them show it again
// as the visitor left it, what they typed in its form included, with nothing rendered or fetched
// again; the first page, adopted from its prerendered markup (adoption.tsx), is kept the same way.
// A hidden page runs no effects: its head, its map and its focus handling wait until it is shown.
// Only pages of the route table are kept (never a redirect or the not-found page, which follow
// the address). The page shown comes first in <main>; the others are hidden with display: none,
// out of sight, of the accessibility tree and of find in page: inHiddenPage and shownInMain below
// are the one test of "the page shown", which the tests and the bench run in the page too.
import { Activity, memo, Suspense, use, useEffect, useMemo, useState } from "react";
import type { ReactNode } from "react";
import { trailOf } from "../site/routes.tsx";
import type { PageRouteRef } from "../seo/head.ts";
import { ErrorBoundary } from "../components/error-boundary.tsx";
import { AdoptedPage, PAGE_WRAPPER } from "./adoption.tsx";
import { PageHead, useRuntime } from "./runtime.tsx";
import type { LoadedPage } from "./runtime.tsx";

/**
 * The pages left that stay rendered, hidden, at most: the ones back and forward reach first. Each
 * keeps its DOM (some hundreds of elements) and its part of React's tree; eight cover every
 * history entry of a visit of a dozen pages (docs/decisions.md has the memory measured).
 */
const KEPT_PAGES = 8;

/**
 * A page's code, rendered at once once loaded, suspending until then (the router holds a
 * navigation until the next page is ready, so the suspension is only ever seen by a failed load).
 * The page mounted by hydration renders without its head (the prerendered one is its head), and a
 * static one is adopted as prerendered (adoption.tsx); any other declares its head, so it waits
 * for Helmet too.
 */
function PageContent({ page, route }: { page: LoadedPage; route: PageRouteRef | null }) {
  const runtime = useRuntime();
  const { adoption } = runtime;
  // Decided once per mount: a page mounted by hydration stays adopted until it unmounts.
  const [mount] = useState(() => ({ adopted: adoption.page === page, byHydration: adoption.firstPage === page }));
  useEffect(() => {
    // The first page has committed: pages mounted from now on declare their head.
    if (mount.byHydration && adoption.firstPage === page) adoption.firstPage = null;
  }, [mount, adoption, page]);
  if (mount.adopted) return <AdoptedPage headOf={() => page.code()?.head} route={route} runtime={runtime} />;
  const needsHead = !mount.byHydration && !runtime.headRenderer();
  // use() only while something is still loading (it may be called conditionally, unlike a hook):
  // use() of a promise already settled would still suspend until a microtask, and a navigation
  // outside a transition would show the Suspense fallback (an empty page) for 300 ms.
  if (page.code() === undefined || needsHead) use(page.load(needsHead));
  const { Component, head } = page.code() as NonNullable<ReturnType<LoadedPage["code"]>>;
  return (
    <>
      <PageHead spec={head} route={route} />
      <div {...PAGE_WRAPPER}>
        <Component />
      </div>
    </>
  );
}

/**
 * The routed page: a page of the route table, a legacy path's redirect, or the not-found page.
 * Looked up with resolve() directly: a router <Routes> would rank every route again at each
 * navigation, work the click would wait for.
 */
function RoutedPage({ pathname }: { pathname: string }) {
  const runtime = useRuntime();
  const resolution = runtime.resolve(pathname);
  const page = resolution.kind === "redirect" ? null : runtime.page(resolution.route);
  // Where the page is shown, for its head: its path, and its breadcrumb trail with its label,
  // read once the page has loaded (a content page's label is its content's name).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the route follows the page at this path, made once per page.
  const route = useMemo((): PageRouteRef | null => {
    if (resolution.kind !== "page" || !page) return null;
    return {
      path: resolution.route.path,
      get trail() {
        return trailOf(resolution.route, page.code()?.label);
      },
    };
  }, [page]);
  const redirectTo = resolution.kind === "redirect" ? resolution.redirect.to : null;
  // A legacy path replaces its history entry with its page's (the server never renders one).
  useEffect(() => {
    if (redirectTo) runtime.history?.replace(redirectTo);
  }, [redirectTo, runtime]);
  if (resolution.kind === "redirect") return null;
  return (
    <ErrorBoundary resetKey={pathname}>
      <Suspense fallback={null}>
        <PageContent page={page as LoadedPage} route={route} />
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * One page, shown or hidden. Its content is the same element at every render, so that showing
 * or hiding the page renders none of it again.
 */
const PageView = memo(function PageView({ pathname, shown }: { pathname: string; shown: boolean }) {
  const content = useMemo(() => <RoutedPage pathname={pathname} />, [pathname]);
  return <Activity mode={shown ? "visible" : "hidden"}>{content}</Activity>;
});

/** The content of <main>: the page at `pathname`, shown, and the pages left, hidden. */
export function usePageViews(pathname: string): ReactNode {
  const runtime = useRuntime();
  // The page left is known in the very render that shows the next one: it is hidden there and
  // then, instead of being removed. (State set while rendering, as React allows for the component
  // rendering: it renders again at once, before committing anything.) Latest first; the oldest
  // beyond KEPT_PAGES is removed.
  const [shown, setShown] = useState({ pathname, left: [] as readonly string[] });
  if (shown.pathname !== pathname) {
    const left = runtime.resolve(shown.pathname).kind === "page" ? [shown.pathname, ...shown.left] : shown.left;
    setShown({ pathname, left: left.filter((path) => path !== pathname).slice(0, KEPT_PAGES) });
  }
  // The page shown first in <main>: pages of one kind share ids (a section's, the heading that
  // labels it), and an id names the first element that has it. One list of siblings keyed by
  // path: a page keeps what it rendered as it is shown or hidden.
  return [pathname, ...shown.left].map((path) => <PageView key={path} pathname={path} shown={path === pathname} />);
}

/**
 * Whether an element belongs to a page <main> holds hidden. Read from the elements' own style,
 * so that nothing makes the browser compute the page's styles early.
 */
export function inHiddenPage(element: Element): boolean {
  const main = element.closest("main");
  for (let node: Element | null = element; node && node !== main; node = node.parentElement) {
    if (node instanceof HTMLElement && node.style.display === "none") return true;
  }
  return false;
}

/** The first element in <main> that matches the selector and belongs to the page shown. */
export function shownInMain(selector: string): HTMLElement | null {
  for (const element of document.querySelectorAll<HTMLElement>(`main ${selector}`)) if (!inHiddenPage(element)) return element;
  return null;
}

/** The two functions above as a page under test or bench has them (shownPageScript). */
export interface ShownPageGlobals {
  inHiddenPage(element: Element): boolean;
  shownInMain(selector: string): HTMLElement | null;
}

/**
 * The two functions above as a script, for a page driven by the tests or the bench (Playwright's
 * addInitScript or evaluate): it defines window.inHiddenPage and window.shownInMain, the very code
 * the app runs, so that "the page shown" means the same thing to all three. Plain functions with
 * no imports, so their source runs in the page as it is.
 */
export function shownPageScript(): string {
  return `(window.inHiddenPage = ${inHiddenPage.toString()}, window.shownInMain = ${shownInMain.toString()}, undefined)`;
}
