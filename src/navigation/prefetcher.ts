// The prefetcher (prefetch.ts says when it runs): loads a page's code, content and Helmet before
// the visitor follows a link to it,
// - on intent: the pointer entering a link, focus on it, or a touch starting on it;
// - when the browser is idle, for the links on screen: at most IDLE_PREFETCH_CAP (prefetch.ts) pages for each page
//   shown, requested together as they come into view (a tap on a footer link that came into view a
//   moment before finds its page's request already under way), never a page whose route loads "on
//   intent" only (the footer's legal pages: route-types.ts);
// - the page the visitor just left, when the browser is idle, for the back button.
// A failed prefetch is forgotten; the navigation itself tries again.
import { whenIdle } from "../lib/schedule.ts";
import { internalLinkUrl } from "./router.tsx";
import type { LoadedPage } from "./runtime.tsx";

type PageAt = (pathname: string) => LoadedPage | null;

/** The page a link leads to within the site, if it is another page. */
function linkedPage(target: EventTarget | null, pageAt: PageAt): LoadedPage | null {
  const url = internalLinkUrl(target);
  return url && url.pathname !== window.location.pathname ? pageAt(url.pathname) : null;
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

export interface Prefetcher {
  /** Call after each navigation, once the new page is shown, with the page left. */
  pageShown(left: LoadedPage | null): void;
  stop(): void;
}

/** Starts both kinds of prefetch; the idle one loads at most `cap` pages for each page shown. */
export function startPrefetching(pageAt: PageAt, cap: number): Prefetcher {
  const onIntent = (event: Event) => prefetch(linkedPage(event.target, pageAt));
  const intents = ["pointerover", "focusin", "touchstart"] as const;
  for (const type of intents) document.addEventListener(type, onIntent, { capture: true, passive: true });

  // The links on screen with a page to load ahead, loaded together in the next idle period.
  let onScreen = new Map<Element, LoadedPage>();
  let loaded = 0;
  let scheduled = false;
  const loadOnScreen = () => {
    scheduled = false;
    for (const page of new Set(onScreen.values())) {
      if (loaded >= cap) return;
      if (page.isReady()) continue;
      loaded += 1;
      prefetch(page);
    }
  };
  const observer = new IntersectionObserver((entries) => {
    for (const { target, isIntersecting } of entries) {
      const page = isIntersecting ? linkedPage(target, pageAt) : null;
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

  whenIdle(observeLinks);
  return {
    pageShown(left) {
      whenIdle(() => {
        prefetch(left);
        observeLinks();
      });
    },
    stop() {
      for (const type of intents) document.removeEventListener(type, onIntent, { capture: true });
      observer.disconnect();
    },
  };
}
