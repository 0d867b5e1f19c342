// Loads a page's own chunks (its layout, its copy, the head renderer) before the visitor follows
// a link to it, so that the navigation renders at once (router.tsx): the prefetcher
// (prefetcher.ts) loads pages on intent and, when the browser is idle, for the links on screen.
// It starts, and is itself loaded, once the app has started and the browser is idle, so the first
// paint and the first load never carry any of it; and never for a visitor who asks to save data
// or is on a 2G connection: only what they click is loaded.
import { useEffect, useRef } from "react";
import { useLocation } from "react-router-dom";
import type { Prefetcher } from "./prefetcher.ts";
import { useRuntime } from "./runtime.tsx";
import { whenIdle } from "../lib/schedule.ts";

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** The visitor asks to save data, or the connection is 2G. */
function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return connection?.saveData === true || /(^|-)2g$/.test(connection?.effectiveType ?? "");
}

/**
 * Prefetching for the app, from its start in the browser: links on screen after each page shown,
 * and the page the visitor just left (an adopted first page has not loaded its code).
 */
export function usePrefetching(): void {
  const runtime = useRuntime();
  const { pathname } = useLocation();
  const prefetcher = useRef<Prefetcher | null>(null);
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (savesData()) return;
    let stopped = false;
    whenIdle(() => {
      if (stopped) return;
      // The mark tells the benchmark where loading ahead begins: the prefetcher is part of it.
      performance.mark("app:prefetch");
      import("./prefetcher.ts").then(
        ({ startPrefetching }) => {
          if (!stopped) prefetcher.current = startPrefetching(runtime.pageAt);
        },
        // Not loaded (a dropped network, a new deploy): the links work as they are.
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
    const left = runtime.pageAt(shownPath.current);
    shownPath.current = pathname;
    if (left) prefetcher.current?.keepForReturn(left);
    prefetcher.current?.pageShown();
  }, [pathname, runtime]);
}
