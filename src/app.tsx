// The application: the shared frame around the routed page. Used inside <BrowserRouter> in the
// browser and <StaticRouter> on the server, so both render the same tree.
import "./styles/goober-setup.ts";
import { Suspense, useEffect, useRef } from "react";
import { Navigate, Route, Routes, useLocation } from "react-router-dom";
import { CtaBand } from "./components/cta-band.tsx";
import { ErrorBoundary } from "./components/error-boundary.tsx";
import { endAdoption } from "./components/lazy-page.tsx";
import { Footer } from "./components/footer.tsx";
import { Header } from "./components/header.tsx";
import { QuoteSection } from "./components/quote-section.tsx";
import { SkipLink } from "./components/skip-link.tsx";
import { ToastRegion } from "./components/toasts.tsx";
import { HeadSync } from "./head-sync.tsx";
import { findPage, findRedirect, notFound, pages, redirects } from "./routes.tsx";

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

export function App() {
  const { pathname } = useLocation();
  const page = findPage(pathname);
  const route = page ?? notFound;
  const mainRef = useFocusOnNavigation(pathname);

  return (
    <>
      <HeadSync pathname={pathname} redirecting={findRedirect(pathname) !== undefined} />
      <SkipLink />
      <Header />
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
      {route.showQuote && <QuoteSection />}
      <CtaBand />
      <Footer />
      <ToastRegion />
    </>
  );
}
