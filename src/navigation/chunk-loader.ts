// Loading the app's later chunks so that a failure never costs the visitor a page: after a deploy
// (the old hashed files gone) or on a dropped network, the address is loaded in full, prerendered,
// once, as Vite's `vite:preloadError` documentation recommends; a mark in sessionStorage stops a loop.

/** A second failure at the same URL within this time is not a stale build: stop reloading. */
const RELOAD_GUARD_MS = 10_000;
const RELOAD_KEY = "app:reloaded-for-missing-chunk";

/** Whether the URL was loaded in full for a missing chunk moments ago (or, with storage blocked, the document is a reload). */
function reloadedJustNow(url: string): boolean {
  try {
    const mark = JSON.parse(sessionStorage.getItem(RELOAD_KEY) ?? "null") as { url?: unknown; at?: unknown } | null;
    if (mark?.url === url && typeof mark.at === "number" && Date.now() - mark.at < RELOAD_GUARD_MS) return true;
    sessionStorage.setItem(RELOAD_KEY, JSON.stringify({ url, at: Date.now() }));
    return false;
  } catch {
    const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    return navigation?.type === "reload";
  }
}

/** Never settles: the page is being replaced, and nothing should render meanwhile. */
const UNTIL_UNLOAD = new Promise<never>(() => {});

/**
 * Runs a dynamic import; if it fails, loads the page in full instead (once). A failure that the
 * guard lets through rejects as usual, for the error boundary to show.
 */
export function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((error: unknown) => {
    if (typeof window === "undefined" || reloadedJustNow(window.location.href)) throw error;
    console.warn(`Loading the page again: part of the app could not be loaded (${String(error)})`);
    window.location.reload();
    return UNTIL_UNLOAD;
  });
}
