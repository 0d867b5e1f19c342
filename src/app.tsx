// The application: the shared frame around the routed page. Used inside the app's router in the
// browser (navigation/router.tsx) and <StaticRouter> on the server, so both render the same tree,
// each inside the runtime its entry made (navigation/runtime.tsx).
import { Suspense, useEffect } from "react";
import type { ReactNode } from "react";
import { NavigationType, useLocation, useNavigationType } from "react-router-dom";
import { CtaBand } from "./components/cta-band.tsx";
import { OpenedByLink } from "./components/opened-by-link.ts";
import { Footer } from "./components/footer.tsx";
import { Header } from "./components/header/header.tsx";
import { buildMenu } from "./components/header/menu.ts";
import { QuoteSection } from "./components/quote-section.tsx";
import { SkipLink } from "./components/skip-link.tsx";
import { ToastRegion } from "./components/toasts.tsx";
import { prefetchWhenIdle, usePageViews, useRuntime } from "./navigation/index.ts";
import { footerPages, menuPages } from "./site/routes.tsx";

/**
 * A boundary around one piece of the frame. Text that a translator or an extension rewrote
 * before the app started no longer matches what React renders; React then renders the nearest
 * Suspense boundary again on the client, or the whole root if there is none, which would drop an
 * adopted page's markup. Inside one, a rewritten header or footer is rendered again on its own and
 * the rest of the page stays as it is.
 */
function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

const MENU = buildMenu(menuPages);

/*
 * The frame's pieces, made once. React skips an element it rendered before when it gets the very
 * same element again, so a navigation renders the new page and not the header, the contact form
 * and the footer as well; the parts of them that follow the location (the menu's current link)
 * still update through the router's context.
 */
const HEADER = (
  <HydrationBoundary>
    <SkipLink />
    <Header menu={MENU} />
  </HydrationBoundary>
);
const QUOTE = <QuoteSection />;
const FOOTER = (
  <HydrationBoundary>
    <CtaBand />
    <Footer legal={footerPages} />
    <ToastRegion />
  </HydrationBoundary>
);

export function App() {
  const { pathname, hash } = useLocation();
  // A link to a page's top: the quote section, mounted by it (leaving /contact), renders its content just after the click's task.
  const openedByLink = useNavigationType() !== NavigationType.Pop && hash === "";
  const runtime = useRuntime();
  const resolution = runtime.resolve(pathname);
  const views = usePageViews(pathname);
  // Pages loaded ahead of the visitor, from the app's start in the browser (effects never run on the server).
  useEffect(() => prefetchWhenIdle(runtime), [runtime]);

  return (
    <>
      {HEADER}
      <main id="main" tabIndex={-1}>
        {views}
      </main>
      <HydrationBoundary>
        <OpenedByLink value={openedByLink}>{resolution.kind !== "redirect" && resolution.route.showQuote && QUOTE}</OpenedByLink>
      </HydrationBoundary>
      {FOOTER}
    </>
  );
}
