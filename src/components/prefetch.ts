// Loads a page's own chunks (its layout, its copy, Helmet for its head) before the visitor follows
// a link to it, so that the navigation renders at once (app-router.tsx):
// - on intent: the pointer entering a link, focus on it, or a touch starting on it;
// - when the browser is idle, for the links on screen, a few pages per page shown.
// Nothing is loaded for a visitor who asks to save data or is on a 2G connection, and nothing
// before the app has started, so the first paint and the first load never carry any of it.
// A failed prefetch is forgotten; the navigation itself tries again.
import { useEffect, useRef } from "react";
import { useLocation } from "react-router-dom";

/** The pages the idle prefetch loads at most for each page shown. */
export const IDLE_PREFETCH_CAP = 8;

export interface Prefetchable {
  prefetch(): void;
  isReady(): boolean;
}

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** The visitor asks to save data, or the connection is 2G: only what they click is loaded. */
export function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return connection?.saveData === true || /(^|-)2g$/.test(connection?.effectiveType ?? "");
}

/** The page a link leads to within the site, if any. */
function linkedPage(target: EventTarget | null, pageFor: (pathname: string) => Prefetchable | null): Prefetchable | null {
  const anchor = target instanceof Element ? target.closest("a[href]") : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute("download")) return null;
  if (anchor.target !== "" && anchor.target !== "_self") return null;
  const url = new URL(anchor.href);
  if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return null;
  return pageFor(url.pathname);
}

/** A mark for each page loaded ahead (the benchmark tells these chunks from the first load's). */
function prefetchPage(page: Prefetchable): void {
  performance.mark("app:prefetch");
  page.prefetch();
}

/** When the browser has nothing else to do (or soon, where it cannot tell). */
function whenIdle(callback: () => void): void {
  if (typeof requestIdleCallback === "function") requestIdleCallback(callback, { timeout: 2000 });
  else setTimeout(callback, 200);
}

export interface Prefetcher {
  /** Looks for links on screen again: call after each navigation, once the new page is shown. */
  pageShown(): void;
  /** Loads a page the visitor may return to (back button), when the browser is idle. */
  keepForReturn(page: Prefetchable): void;
  stop(): void;
}

/** Starts both kinds of prefetch; a prefetcher that does nothing when the visitor saves data. */
export function startPrefetching(pageFor: (pathname: string) => Prefetchable | null): Prefetcher {
  if (savesData()) return { pageShown() {}, keepForReturn() {}, stop() {} };

  const onIntent = (event: Event) => {
    const page = linkedPage(event.target, pageFor);
    if (page && !page.isReady()) prefetchPage(page);
  };
  const listening = ["pointerover", "focusin", "touchstart"] as const;
  for (const type of listening) document.addEventListener(type, onIntent, { capture: true, passive: true });

  // Links on screen: queued as they come into view, loaded one page per idle period.
  let queue: { link: Element; page: Prefetchable }[] = [];
  const onScreen = new Set<Element>();
  let loadedForThisPage = 0;
  let idleScheduled = false;
  const next = () => {
    idleScheduled = false;
    const entry = queue.shift();
    if (!entry || loadedForThisPage >= IDLE_PREFETCH_CAP) return;
    const { link, page } = entry;
    // A link the visitor scrolled past before its turn came is left for later.
    if (!page.isReady() && onScreen.has(link)) {
      loadedForThisPage += 1;
      prefetchPage(page);
    }
    schedule();
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
      if (page && !page.isReady() && !queue.some((queued) => queued.page === page)) queue.push({ link, page });
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
    pageShown: () => whenIdle(observeLinks),
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

/**
 * Prefetching for the app, from its start in the browser: links on screen after each page shown,
 * and the page the visitor just left (an adopted first page has not loaded its code).
 */
export function usePrefetching(pageFor: (pathname: string) => Prefetchable | null): void {
  const { pathname } = useLocation();
  const prefetcher = useRef<Prefetcher | null>(null);
  const shownPath = useRef(pathname);
  useEffect(() => {
    const started = startPrefetching(pageFor);
    prefetcher.current = started;
    return () => started.stop();
  }, [pageFor]);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    const left = pageFor(shownPath.current);
    shownPath.current = pathname;
    if (left) prefetcher.current?.keepForReturn(left);
    prefetcher.current?.pageShown();
  }, [pathname, pageFor]);
}
