// The prefetcher (prefetch.ts starts it; docs/navigation.md, "Loaded ahead"): a page's code and
// data before the visitor follows a link to it, on intent (pointer, focus, touch), for the
// links on screen when the browser is idle (together, never a route loaded "on intent" only), and
// for the first page, adopted without its code. A failed prefetch is forgotten; the navigation
// itself tries again.
import { whenIdle } from "../lib/schedule.ts";
import { internalLinkUrl } from "./router.tsx";
import type { LoadedPage, Runtime } from "./runtime.tsx";

/**
 * The pages the idle prefetch loads at most for each page shown: the footer's nine services and
 * nine areas at most (menu-catalog.ts), so a footer link tapped as it scrolls into view finds its
 * page loaded, while an index page's hundred links load no more than twenty.
 */
const IDLE_PREFETCH_CAP = 20;

/** The page a link leads to within the site, if it is another page (a legacy path's: the page it redirects to). */
function linkedPage(target: EventTarget | null, runtime: Runtime): LoadedPage | null {
  const url = internalLinkUrl(target);
  return url && url.pathname !== window.location.pathname ? runtime.page(runtime.resolve(url.pathname).route) : null;
}

/** A page the idle prefetch leaves for the visitor's intent (its route says so). */
function onIntentOnly(page: LoadedPage): boolean {
  return page.route.path !== null && page.route.loadAhead === "on intent";
}

/** Loads a page not loaded yet, with a mark the benchmark tells these chunks from the first load's by. */
function prefetch(page: LoadedPage | null): void {
  if (!page || page.isReady()) return;
  performance.mark("app:prefetch");
  void page.prefetch();
}

/** Starts both kinds of prefetch, and follows the pages shown; returns its stop. */
export function startPrefetching(runtime: Runtime): () => void {
  const onIntent = (event: Event) => prefetch(linkedPage(event.target, runtime));
  const intents = ["pointerover", "focusin", "touchstart"] as const;
  for (const type of intents) document.addEventListener(type, onIntent, { capture: true, passive: true });

  // The links on screen with a page to load ahead, loaded together in the next idle period.
  let onScreen = new Map<Element, LoadedPage>();
  let loaded = 0;
  let scheduled = false;
  const loadOnScreen = () => {
    scheduled = false;
    for (const page of new Set(onScreen.values())) {
      if (loaded >= IDLE_PREFETCH_CAP) return;
      if (page.isReady()) continue;
      loaded += 1;
      prefetch(page);
    }
  };
  const observer = new IntersectionObserver((entries) => {
    for (const { target, isIntersecting } of entries) {
      const page = isIntersecting ? linkedPage(target, runtime) : null;
      if (page && !onIntentOnly(page)) onScreen.set(target, page);
      else onScreen.delete(target);
    }
    if (scheduled || onScreen.size === 0) return;
    scheduled = true;
    whenIdle(loadOnScreen);
  });
  const observeLinks = () => {
    observer.disconnect();
    onScreen = new Map();
    loaded = 0;
    for (const link of document.querySelectorAll("a[href]")) observer.observe(link);
  };

  // Once idle: the first page's own code (adopted as prerendered, it has none: back to it needs
  // its head), then in an idle period of its own the links on screen, so that neither makes a long
  // task of the other; after each navigation, once idle, the links on screen.
  whenIdle(() => prefetch(runtime.page(runtime.resolve(runtime.firstPath).route)));
  whenIdle(observeLinks);
  const unlisten = runtime.history?.listen(() => whenIdle(observeLinks));
  return () => {
    unlisten?.();
    for (const type of intents) document.removeEventListener(type, onIntent, { capture: true });
    observer.disconnect();
  };
}
