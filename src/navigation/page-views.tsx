// The pages in <main>: the page shown first, and the last pages of the route table left, kept hidden
// in React's <Activity> (display: none), so that back and forward show them as the visitor left them,
// what they typed included. A static first page is adopted: its prerendered markup is hydrated as
// the wrapper's dangerouslySetInnerHTML, and its code is never part of the first load.
import { Activity, memo, Suspense, use, useEffect, useState } from "react";
import type { ReactNode } from "react";
import { NavigationType } from "react-router-dom";
import { ErrorBoundary } from "../components/error-boundary.tsx";
import { OpenedByLink } from "../components/opened-by-link.ts";
import { siteMarkup } from "../lib/trusted-types.ts";
import { writeHead } from "../seo/head-tags.ts";
import { useRuntime } from "./runtime.tsx";
import type { LoadedPage } from "./runtime.tsx";

/** The pages left kept rendered, hidden, at most: eight cover a visit of a dozen pages (docs/decisions.md: the memory). */
const KEPT_PAGES = 8;

/** A page: adopted as prerendered, or its code, loaded before the router shows it (use() suspends only after a failed load). */
function PageContent({ page }: { page: LoadedPage }) {
  const runtime = useRuntime();
  // Read once per mount, while the document holds the prerendered markup: should React render it
  // again (after a hydration error nearby), it writes the same markup back, never a blank page.
  const [adopted] = useState(() =>
    runtime.adopted === page ? { __html: siteMarkup(document.querySelector("main [data-page]")?.innerHTML ?? "") } : null,
  );
  // Read once per mount: a link to the page's top (the bands' content after the click's task).
  const [openedByLink] = useState(() => {
    const update = runtime.history?.update;
    return update !== undefined && update.action !== NavigationType.Pop && update.location.hash === "";
  });
  if (!adopted && !page.code()) use(page.load());
  const code = page.code();
  // Each time the page is shown, its head: read then, for an adopted first page's data may have
  // come since its first render (loaded ahead for back, or by the navigation back to it). The
  // prerendered head is the first page's already, so its first showing writes the same tags again.
  useEffect(() => {
    const head = page.code()?.head;
    if (head) writeHead(head);
  }, [page]);
  return adopted ? (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own prerendered markup of this very page, kept as it is.
    <div data-page="" dangerouslySetInnerHTML={adopted} suppressHydrationWarning />
  ) : (
    <div data-page="">
      <OpenedByLink value={openedByLink}>{code && <code.Component content={code.content} />}</OpenedByLink>
    </div>
  );
}

/**
 * The routed page: a page of the route table, a legacy path's redirect (its entry replaced by its
 * page's), or the not-found page. Memoized by its path: showing or hiding it renders none of it again.
 */
const RoutedPage = memo(function RoutedPage({ pathname }: { pathname: string }) {
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
});

/** The content of <main>: the page at `pathname`, shown, and the pages left, hidden. */
export function usePageViews(pathname: string): ReactNode {
  const runtime = useRuntime();
  // The page left is hidden in the very render that shows the next one (state set while rendering).
  const [shown, setShown] = useState({ pathname, left: [] as readonly string[] });
  if (shown.pathname !== pathname) {
    const left = runtime.resolve(shown.pathname).kind === "page" ? [shown.pathname, ...shown.left] : shown.left;
    setShown({ pathname, left: left.filter((path) => path !== pathname).slice(0, KEPT_PAGES) });
  }
  // The page shown first (an id names the first element that has it); keyed by path.
  return [pathname, ...shown.left].map((path) => (
    <Activity key={path} mode={path === pathname ? "visible" : "hidden"}>
      <RoutedPage pathname={path} />
    </Activity>
  ));
}

/** Whether an element belongs to a page <main> holds hidden: "the page shown" for the app, the tests and the bench. */
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

/** The two functions above in a page the tests or the bench drive (shownPageScript): the very code the app runs. */
export interface ShownPageGlobals {
  inHiddenPage(element: Element): boolean;
  shownInMain(selector: string): HTMLElement | null;
}

export function shownPageScript(): string {
  return `(window.inHiddenPage = ${inHiddenPage.toString()}, window.shownInMain = ${shownInMain.toString()}, undefined)`;
}
