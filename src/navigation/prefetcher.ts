// The prefetcher (prefetch.ts says when it runs): loads a page's own chunks before the visitor
// follows a link to it,
// - on intent: the pointer entering a link, focus on it, or a touch starting on it;
// - when the browser is idle, for the links on screen, a few pages per page shown, requested
//   together as they come into view; a page whose route loads ahead only "on intent" (the
//   footer's legal pages: route-types.ts) is left for the visitor's intent.
// A failed prefetch is forgotten; the navigation itself tries again.
import { whenIdle } from "../lib/schedule.ts";
import type { NotFoundRoute, PageRoute } from "../site/route-types.ts";
import { IDLE_PREFETCH_CAP } from "./prefetch-cap.ts";
import { internalLinkUrl } from "./router.tsx";

/** What the prefetcher needs of a page (runtime.tsx: LoadedPage). */
interface Prefetchable {
  /** Settles once the page's chunks have loaded, or failed to. */
  prefetch(): Promise<void>;
  isReady(): boolean;
  /** Its route: a page of the route table says when it loads ahead. */
  readonly route: PageRoute | NotFoundRoute;
}

/** The path of the page a link leads to within the site, if it is another page. */
function linkedPath(target: EventTarget | null): string | null {
  const url = internalLinkUrl(target);
  return url && url.pathname !== window.location.pathname ? url.pathname : null;
}

/** The page a link leads to within the site, if any. */
function linkedPage(target: EventTarget | null, pageFor: (pathname: string) => Prefetchable | null): Prefetchable | null {
  const pathname = linkedPath(target);
  return pathname === null ? null : pageFor(pathname);
}

/** A page the idle prefetch leaves for the visitor's intent (its route says so). */
function onIntentOnly(page: Prefetchable): boolean {
  return page.route.path !== null && page.route.loadAhead === "on intent";
}

/** A mark for each page loaded ahead (the benchmark tells these chunks from the first load's). */
function prefetchPage(page: Prefetchable): Promise<void> {
  performance.mark("app:prefetch");
  return page.prefetch();
}

export interface Prefetcher {
  /** Looks for links on screen again: call after each navigation, once the new page is shown. */
  pageShown(): void;
  /** Loads a page the visitor may return to (back button), when the browser is idle. */
  keepForReturn(page: Prefetchable): void;
  stop(): void;
}

/** Starts both kinds of prefetch. */
export function startPrefetching(pageFor: (pathname: string) => Prefetchable | null): Prefetcher {
  const onIntent = (event: Event) => {
    const page = linkedPage(event.target, pageFor);
    if (page && !page.isReady()) prefetchPage(page);
  };
  const listening = ["pointerover", "focusin", "touchstart"] as const;
  for (const type of listening) document.addEventListener(type, onIntent, { capture: true, passive: true });

  // Links on screen: queued as they come into view, and loaded together in the next idle period.
  // Together, not one per idle period: a tap on a link that came into view a moment before
  // (the phone's footer) finds its page's request already under way.
  let queue: { link: Element; page: Prefetchable }[] = [];
  const onScreen = new Set<Element>();
  let loadedForThisPage = 0;
  let idleScheduled = false;
  const next = () => {
    idleScheduled = false;
    const entries = queue;
    queue = [];
    for (const { link, page } of entries) {
      if (loadedForThisPage >= IDLE_PREFETCH_CAP) return;
      // A link the visitor scrolled past before the browser was idle is left for later.
      if (page.isReady() || !onScreen.has(link)) continue;
      loadedForThisPage += 1;
      prefetchPage(page);
    }
  };
  const schedule = () => {
    if (idleScheduled || queue.length === 0) return;
    idleScheduled = true;
    whenIdle(next);
  };
  const observer = new IntersectionObserver((entries) => {
    for (const { target: link, isIntersecting } of entries) {
      if (!isIntersecting) {
        onScreen.delete(link);
        continue;
      }
      onScreen.add(link);
      const page = linkedPage(link, pageFor);
      if (page && !onIntentOnly(page) && !page.isReady() && !queue.some((queued) => queued.page === page)) queue.push({ link, page });
    }
    schedule();
  });
  const observeLinks = () => {
    observer.disconnect();
    queue = [];
    onScreen.clear();
    loadedForThisPage = 0;
    for (const link of document.querySelectorAll("a[href]")) observer.observe(link);
  };

  whenIdle(observeLinks);
  return {
    pageShown() {
      whenIdle(observeLinks);
    },
    keepForReturn(page) {
      whenIdle(() => {
        if (!page.isReady()) prefetchPage(page);
      });
    },
    stop() {
      for (const type of listening) document.removeEventListener(type, onIntent, { capture: true });
      observer.disconnect();
      queue = [];
    },
  };
}
