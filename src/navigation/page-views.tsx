// The pages in <main>: the page shown, and the last pages left, kept rendered and hidden in
// React's <Activity> rather than removed. Back and forward (or a link) to one of them show it again
// as the visitor left it, what they typed in its form included, with nothing rendered or fetched
// again. A hidden page runs no effects: its head, its map and its focus handling wait until it is
// shown. Only pages of the route table are kept (never a redirect or the not-found page, which
// follow the address). The page shown comes first in <main>; the others are hidden with display:
// none, out of sight, of the accessibility tree and of find in page: inHiddenPage and shownInMain
// below are the one test of "the page shown", which the tests and the bench run in the page too.
//
// The first page, when static, is adopted: its prerendered markup is taken as it is (hydrated as
// the wrapper's dangerouslySetInnerHTML, which React leaves untouched) instead of rendered again
// from its code, which the first load then never downloads. Should React ever render it again
// (after a hydration error nearby), it writes back the markup it read, so the page never goes blank.
import { Activity, memo, Suspense, use, useEffect, useMemo, useState } from "react";
import type { ReactNode } from "react";
import { ErrorBoundary } from "../components/error-boundary.tsx";
import { siteMarkup } from "../lib/trusted-types.ts";
import { PageHead, useRuntime } from "./runtime.tsx";
import type { LoadedPage } from "./runtime.tsx";

/**
 * The pages left that stay rendered, hidden, at most: the ones back and forward reach first. Each
 * keeps its DOM (some hundreds of elements) and its part of React's tree; eight cover every
 * history entry of a visit of a dozen pages (docs/decisions.md has the memory measured).
 */
const KEPT_PAGES = 8;

/** Every page's wrapper in <main>: the same element on the server and in the browser. */
const PAGE_WRAPPER = { "data-page": "" } as const;

/**
 * A page: adopted as prerendered, or its code, which the router has loaded before showing it
 * (use() suspends only after a failed load, for the error boundary to answer). Its head is
 * declared once Helmet is there (PageHead): the first page's is the prerendered head until then.
 */
function PageContent({ page }: { page: LoadedPage }) {
  const runtime = useRuntime();
  // Read once per mount, while the document still holds the prerendered markup.
  const [adopted] = useState(() =>
    runtime.adopted === page ? { __html: siteMarkup(document.querySelector("main [data-page]")?.innerHTML ?? "") } : null,
  );
  if (!adopted && !page.code()) use(page.load(true));
  const code = page.code();
  return (
    <>
      <PageHead page={page} />
      {adopted ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own prerendered markup of this very page, kept as it is.
        <div {...PAGE_WRAPPER} dangerouslySetInnerHTML={adopted} suppressHydrationWarning />
      ) : (
        <div {...PAGE_WRAPPER}>{code && <code.Component content={code.content} />}</div>
      )}
    </>
  );
}

/**
 * The routed page: a page of the route table, a legacy path's redirect (which replaces its history
 * entry with its page's), or the not-found page. Looked up with resolve() directly: a router
 * <Routes> would rank every route again at each navigation.
 */
function RoutedPage({ pathname }: { pathname: string }) {
  const runtime = useRuntime();
  const resolution = runtime.resolve(pathname);
  const redirectTo = resolution.kind === "redirect" ? resolution.redirect.to : null;
  useEffect(() => {
    if (redirectTo) runtime.history?.replace(redirectTo);
  }, [redirectTo, runtime]);
  if (resolution.kind === "redirect") return null;
  return (
    <ErrorBoundary resetKey={pathname}>
      <Suspense fallback={null}>
        <PageContent page={runtime.page(resolution.route)} />
      </Suspense>
    </ErrorBoundary>
  );
}

/** One page, shown or hidden: its content is the same element at every render, so showing or hiding it renders none of it again. */
const PageView = memo(function PageView({ pathname, shown }: { pathname: string; shown: boolean }) {
  const content = useMemo(() => <RoutedPage pathname={pathname} />, [pathname]);
  return <Activity mode={shown ? "visible" : "hidden"}>{content}</Activity>;
});

/** The content of <main>: the page at `pathname`, shown, and the pages left, hidden. */
export function usePageViews(pathname: string): ReactNode {
  const runtime = useRuntime();
  // The page left is known in the very render that shows the next one: it is hidden there and
  // then, instead of being removed (state set while rendering, as React allows: it renders again
  // at once, before committing anything). Latest first; the oldest beyond KEPT_PAGES is removed.
  const [shown, setShown] = useState({ pathname, left: [] as readonly string[] });
  if (shown.pathname !== pathname) {
    const left = runtime.resolve(shown.pathname).kind === "page" ? [shown.pathname, ...shown.left] : shown.left;
    setShown({ pathname, left: left.filter((path) => path !== pathname).slice(0, KEPT_PAGES) });
  }
  // The page shown first: pages of one kind share ids, and an id names the first element that has
  // it. One list of siblings keyed by path: a page keeps what it rendered as it is shown or hidden.
  return [pathname, ...shown.left].map((path) => <PageView key={path} pathname={path} shown={path === pathname} />);
}

/** Whether an element belongs to a page <main> holds hidden (read from the elements' own style, computing none). */
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
 * The two functions above as a script for a page the tests or the bench drive: the very code the
 * app runs, so that "the page shown" means the same to all three (plain functions, no imports).
 */
export function shownPageScript(): string {
  return `(window.inHiddenPage = ${inHiddenPage.toString()}, window.shownInMain = ${shownInMain.toString()}, undefined)`;
}
