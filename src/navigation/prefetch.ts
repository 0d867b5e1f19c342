// Loading pages ahead of the visitor (prefetcher.ts), so that a navigation renders at once
// (router.tsx). The prefetcher is loaded, and starts, once the app has started and the browser is
// idle, so the first paint and the first load carry none of it; never for a visitor who asks to
// save data or is on 2G: only what they click is loaded.
import { whenIdle } from "../lib/schedule.ts";
import type { Runtime } from "./runtime.tsx";

/** The visitor asks to save data, or the connection is 2G. */
function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  return connection?.saveData === true || /(^|-)2g$/.test(connection?.effectiveType ?? "");
}

/** Loads and starts the prefetcher when the browser is next idle (the app's frame, once mounted); returns its stop. */
export function prefetchWhenIdle(runtime: Runtime): () => void {
  let stopped = savesData();
  let stop = () => {};
  whenIdle(() => {
    if (stopped) return;
    // The mark tells the benchmark where loading ahead begins: the prefetcher is part of it.
    performance.mark("app:prefetch");
    // Not loaded (a dropped network, a new deploy): the links work as they are.
    import("./prefetcher.ts").then(
      ({ startPrefetching }) => {
        if (!stopped) stop = startPrefetching(runtime);
      },
      () => {},
    );
  });
  return () => {
    stopped = true;
    stop();
  };
}
