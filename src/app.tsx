// The application: the shared frame around the routed page. Used inside <BrowserRouter> in the
// browser and <StaticRouter> on the server, so both render the same tree.
import "./styles/goober-setup.ts";
import { Suspense, useEffect, useRef } from "react";
import type { ReactNode } from "react";
import { Navigate, Route, Routes, useLocation } from "react-router-dom";
import { CtaBand } from "./components/cta-band.tsx";
import { ErrorBoundary } from "./components/error-boundary.tsx";
import { endAdoption } from "./components/lazy-page.tsx";
import { Footer } from "./components/footer.tsx";
import { Header } from "./components/header/header.tsx";
import { buildMenu } from "./components/header/menu.ts";
import { QuoteSection } from "./components/quote-section.tsx";
import { SkipLink } from "./components/skip-link.tsx";
import { ToastRegion } from "./components/toasts.tsx";
import { PATHS } from "./paths.ts";
import { findPage, HOME_LABEL, notFound, pages, redirects } from "./routes.tsx";
import type { PageRoute } from "./routes.tsx";
import { CurrentRoute } from "./seo/current-route.ts";
import type { PageRouteRef } from "./seo/head.ts";

/** After a client-side navigation, start at the top and move focus to the new page's content. */
function useFocusOnNavigation(pathname: string) {
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    // Pages mounted from now on render from their own code (lazy-page.tsx).
    endAdoption();
    window.scrollTo(0, 0);
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);
  return mainRef;
}

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
const ROUTE_REFS = new Map<PageRoute, PageRouteRef>(
  pages.map((page) => [
    page,
    {
      path: page.path,
      trail: page.path === PATHS.home ? [] : [{ name: HOME_LABEL, path: PATHS.home }, { name: page.label, path: page.path }],
    },
  ]),
);

export function App() {
  const { pathname } = useLocation();
  const page = findPage(pathname);
  const route = page ?? notFound;
  const mainRef = useFocusOnNavigation(pathname);

  return (
    <CurrentRoute value={page ? (ROUTE_REFS.get(page) ?? null) : null}>
      <Fenced>
        <SkipLink />
        <Header menu={MENU} />
      </Fenced>
      <main id="main" ref={mainRef} tabIndex={-1}>
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={null}>
            <Routes>
              {pages.map(({ path, page: { Component } }) => (
                <Route key={path} path={path} element={<Component />} />
              ))}
              {redirects.map(({ from, to }) => (
                <Route key={from} path={from} element={<Navigate to={to} replace />} />
              ))}
              <Route path="*" element={<notFound.page.Component />} />
            </Routes>
          </Suspense>
        </ErrorBoundary>
      </main>
      <Fenced>{route.showQuote && <QuoteSection />}</Fenced>
      <Fenced>
        <CtaBand />
        <Footer />
        <ToastRegion />
      </Fenced>
    </CurrentRoute>
  );
}
