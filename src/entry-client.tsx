// The browser entry: hydrates the prerendered markup (loading the current page's code first,
// unless the page is adopted as prerendered), or renders afresh when #root is empty (the
// bench's client-only reference).
import { startTransition, StrictMode } from "react";
import { App } from "./app.tsx";
import { AppRouter, createRuntime, createSessionHistory, loadChunk, RuntimeProvider } from "./navigation/index.ts";
import { pageDataFetcher } from "./content/page-content.ts";
import { NOT_FOUND_SELECTOR } from "./lib/not-found-mark.ts";
import { normalizePath, shownPaths } from "./site/routes.tsx";
import { createPageRules } from "./styles/styled.ts";

const root = document.getElementById("root");
if (!root) throw new Error("Root element not found");

// The path of the first page, as the route table writes it.
const firstPath = normalizePath(window.location.pathname);
// The host answered an address that looks like a page's (a service or area slug the catalog
// lacks) with its not-found page: that address is no page.
const missing = root.querySelector(`main ${NOT_FOUND_SELECTOR}`) ? [firstPath] : [];

// The visit's one runtime: what it loads and keeps, provided to the app (navigation/runtime.tsx).
// goober's new rules go into the page from the first render on (styles/styled.ts). The first page's
// data comes from its own file: loaded ahead in the first idle moment (prefetcher.ts), it brings
// no other page's data before their links come into view.
const runtime = createRuntime({
  data: pageDataFetcher(shownPaths.filter((path) => path !== firstPath)),
  missing,
  history: createSessionHistory(),
  path: window.location.pathname,
  pageRules: createPageRules(),
});

// The page the app shows first: a legacy path's is the page it redirects to.
const { route } = runtime.resolve(window.location.pathname);
const firstPage = runtime.page(route);

const app = (
  <StrictMode>
    <RuntimeProvider runtime={runtime}>
      <AppRouter>
        <App />
      </AppRouter>
    </RuntimeProvider>
  </StrictMode>
);

/**
 * A hydration mismatch React recovered from by rendering part of the page again on the client
 * (text a translator or an extension rewrote, say): one console line each, not an uncaught error.
 */
function reportRecoverableError(error: unknown): void {
  console.warn(`Hydration recovered: part of the page was rendered again in the browser (${String(error)})`);
}

/**
 * Not awaited at the top level: the page chunks import this chunk's modules, so this module must
 * finish evaluating before a page chunk it waits for can run.
 */
async function start(root: HTMLElement): Promise<void> {
  // React DOM is the largest module: a chunk of its own, so that compiling and running it is a
  // task of its own too, apart from the rest of the app's code.
  const { createRoot, hydrateRoot } = await loadChunk(() => import("react-dom/client"));
  if (root.firstElementChild) {
    // A static page's prerendered markup is adopted as it is (page-views.tsx); any other page's
    // code must be there to hydrate it.
    runtime.adopted = firstPage.route.isStatic ? firstPage : null;
    if (!runtime.adopted) await firstPage.load();
    // Hydration starts in a task of its own, apart from the one that ran React DOM.
    await new Promise((resolve) => setTimeout(resolve, 0));
    // As a transition, hydration yields to the browser between components instead of holding the
    // main thread in one long task; the prerendered page is already on screen meanwhile.
    startTransition(() => {
      hydrateRoot(root, app, { onRecoverableError: reportRecoverableError });
    });
  } else {
    // No prerendered head either: the first page writes it once rendered (page-views.tsx).
    await firstPage.load();
    // No prerendered page (the bench's client-only reference): nothing waits for a first paint.
    document.documentElement.setAttribute("data-painted", "");
    // The global rules the server would have inlined.
    (await import("./styles/client-only-styles.ts")).adoptGlobalStyles();
    createRoot(root).render(app);
  }
}

// A start that fails even after loading the page again leaves the prerendered page as it is:
// every link and the form work as plain HTML.
start(root).catch((error: unknown) => {
  console.error("The app could not start; the page works as prerendered", error);
});
