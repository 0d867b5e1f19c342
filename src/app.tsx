// The application: the shared frame around the routed page. Used inside <BrowserRouter> in the
// browser and <StaticRouter> on the server, so both render the same tree.
import "./styles/goober-setup.ts";
import { Activity, memo, startTransition, Suspense, useCallback, useMemo, useState } from "react";
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { CtaBand } from "./components/cta-band.tsx";
import { ErrorBoundary } from "./components/error-boundary.tsx";
import { Footer } from "./components/footer.tsx";
import { Header } from "./components/header/header.tsx";
import { buildMenu } from "./components/header/menu.ts";
import { useNavigationEffects } from "./components/navigation-effects.ts";
import { usePrefetching } from "./components/prefetch.ts";
import { QuoteSection } from "./components/quote-section.tsx";
import { useInternalLinks } from "./components/site-link.tsx";
import { SkipLink } from "./components/skip-link.tsx";
import { ToastRegion } from "./components/toasts.tsx";
import { findPage, findRedirect, notFound, pageAt, pages, routeRef } from "./routes.tsx";
import type { PageRoute } from "./routes.tsx";
import { CurrentRoute } from "./seo/current-route.ts";
import type { PageRouteRef } from "./seo/head.ts";

/**
 * A boundary around one piece of the frame. Text that a translator or an extension rewrote
 * before the app started no longer matches what React renders; React then renders the nearest
 * Suspense boundary again on the client, or the whole root if there is none, which would drop an
 * adopted page's markup. Fenced, a rewritten header or footer is rendered again on its own and
 * the rest of the page stays as it is.
 */
function Fenced({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

const MENU = buildMenu(pages);

/** Each page's place for its head: its path and breadcrumb trail, made once. */
const ROUTE_REFS = new Map<PageRoute, PageRouteRef>(pages.map((page) => [page, routeRef(page)]));

/*
 * The frame's pieces, made once. React skips an element it rendered before when it gets the very
 * same element again, so a navigation renders the new page and not the header, the contact form
 * and the footer as well; the parts of them that follow the location (the menu's current link)
 * still update through the router's context.
 */
const HEADER = (
  <Fenced>
    <SkipLink />
    <Header menu={MENU} />
  </Fenced>
);
const QUOTE = <QuoteSection />;
const FOOTER = (
  <Fenced>
    <CtaBand />
    <Footer />
    <ToastRegion />
  </Fenced>
);

/**
 * The routed page: a page of the route table, a legacy path's redirect, or the not-found page.
 * Looked up in the route table directly (findPage, findRedirect): a router <Routes> would rank
 * every route again at each navigation, work the click would wait for.
 */
function RoutedPage({ pathname }: { pathname: string }) {
  const redirect = findRedirect(pathname);
  if (redirect) return <Navigate to={redirect.to} replace />;
  const page = findPage(pathname);
  const { Component } = (page ?? notFound).page;
  return (
    <CurrentRoute value={page ? (ROUTE_REFS.get(page) ?? null) : null}>
      <ErrorBoundary resetKey={pathname}>
        <Suspense fallback={null}>
          <Component />
        </Suspense>
      </ErrorBoundary>
    </CurrentRoute>
  );
}

/**
 * A page in <main>: the page shown, or the page of the link the visitor is about to follow,
 * rendered ahead and hidden (prefetcher.ts). React renders a hidden page when the browser has
 * nothing more urgent to do, and yields to the visitor meanwhile; its effects (its head, its
 * map) wait until it is shown. The click then shows it, rendering none of it again: the page's
 * element is the same at every render. Keyed by its path in <main>.
 */
const PageView = memo(function PageView({ pathname, shown }: { pathname: string; shown: boolean }) {
  const content = useMemo(() => <RoutedPage pathname={pathname} />, [pathname]);
  return <Activity mode={shown ? "visible" : "hidden"}>{content}</Activity>;
});

export function App() {
  const { pathname } = useLocation();
  const route = findPage(pathname) ?? notFound;
  const mainRef = useNavigationEffects();
  // The page rendered ahead: a page of the route table (never a redirect or an unknown path).
  const [ahead, setAhead] = useState<string | null>(null);
  const renderAhead = useCallback((path: string) => {
    if (findPage(path)) startTransition(() => setAhead(path));
  }, []);
  usePrefetching(pageAt, renderAhead);
  useInternalLinks();

  return (
    <>
      {HEADER}
      <main id="main" ref={mainRef} tabIndex={-1}>
        <PageView key={pathname} pathname={pathname} shown />
        {ahead !== null && ahead !== pathname && <PageView key={ahead} pathname={ahead} shown={false} />}
      </main>
      <Fenced>{route.showQuote && QUOTE}</Fenced>
      {FOOTER}
    </>
  );
}
