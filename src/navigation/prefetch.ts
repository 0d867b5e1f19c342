// Loading pages before the visitor follows a link to them (prefetcher.ts), so that the navigation
// renders at once (router.tsx). The prefetcher starts, and is itself loaded, once the app has
// started and the browser is idle, so the first paint and the first load never carry any of it;
// never for a visitor who asks to save data or is on 2G: only what they click is loaded.
import { useEffect, useRef } from "react";
import { whenIdle } from "../lib/schedule.ts";
import type { Prefetcher } from "./prefetcher.ts";
import { useRuntime } from "./runtime.tsx";

/**
 * The pages the idle prefetch loads at most for each page shown. The footer, in view on every
 * page, names up to nine services and nine areas (menu-catalog.ts: eight and the index); twenty
 * covers them all, so a footer link tapped just after it scrolls into view finds its page
 * loaded, while an index page's hundred links load no more than twenty.
 */
export const IDLE_PREFETCH_CAP = 20;

/** The visitor asks to save data, or the connection is 2G. */
function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  return connection?.saveData === true || /(^|-)2g$/.test(connection?.effectiveType ?? "");
}

/** Prefetching for the app, from its start in the browser; after each page shown, its links and the page left. */
export function usePrefetching(pathname: string): void {
  const runtime = useRuntime();
  const prefetcher = useRef<Prefetcher | null>(null);
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (savesData()) return;
    let stopped = false;
    whenIdle(() => {
      if (stopped) return;
      // The mark tells the benchmark where loading ahead begins: the prefetcher is part of it.
      performance.mark("app:prefetch");
      // Not loaded (a dropped network, a new deploy): the links work as they are.
      import("./prefetcher.ts").then(
        ({ startPrefetching }) => {
          if (!stopped) prefetcher.current = startPrefetching(runtime.pageAt, IDLE_PREFETCH_CAP);
        },
        () => {},
      );
    });
    return () => {
      stopped = true;
      prefetcher.current?.stop();
      prefetcher.current = null;
    };
  }, [runtime]);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    // The page left: an adopted first page has not loaded its code, which back then needs.
    prefetcher.current?.pageShown(runtime.pageAt(shownPath.current));
    shownPath.current = pathname;
  }, [pathname, runtime]);
}
