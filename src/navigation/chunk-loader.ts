// Loading the app's later chunks (page code, copy, head data) so that a failure never costs the
// visitor a page. After a new deploy the old build's hashed files are gone from the host, and a
// dropped network fails them too; either way the URL the visitor asked for exists on the host as
// a prerendered page, so the app loads it in full, once, as React Router's framework mode and
// Vite's `vite:preloadError` documentation recommend. A guard in sessionStorage stops a loop when
// the full load fails the same way.

/** A second failure at the same URL within this time is not a stale build: stop reloading. */
const RELOAD_GUARD_MS = 10_000;
const RELOAD_KEY = "app:reloaded-for-missing-chunk";

interface ReloadMark {
  url: string;
  at: number;
}

function readMark(): ReloadMark | null {
  try {
    const mark = JSON.parse(sessionStorage.getItem(RELOAD_KEY) ?? "null") as ReloadMark | null;
    return mark && typeof mark.url === "string" && typeof mark.at === "number" ? mark : null;
  } catch {
    return null;
  }
}

/** Whether the current document itself came from a reload; the guard when storage is blocked. */
function documentWasReloaded(): boolean {
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return navigation?.type === "reload";
}

/**
 * Loads the current URL in full unless it was just loaded for the same reason. Returns whether
 * a load is under way (the caller then waits for the page to go).
 */
function reloadForMissingChunk(error: unknown): boolean {
  if (typeof window === "undefined") return false;
  const url = window.location.href;
  const mark = readMark();
  // The caller reports the error it then lets through.
  if (mark && mark.url === url && Date.now() - mark.at < RELOAD_GUARD_MS) return false;
  try {
    sessionStorage.setItem(RELOAD_KEY, JSON.stringify({ url, at: Date.now() } satisfies ReloadMark));
  } catch {
    if (documentWasReloaded()) return false;
  }
  console.warn(`Loading the page again: part of the app could not be loaded (${String(error)})`);
  window.location.reload();
  return true;
}

/** Never settles: the page is being replaced, and nothing should render meanwhile. */
const UNTIL_UNLOAD = new Promise<never>(() => {});

/**
 * Runs a dynamic import; if it fails, loads the page in full instead (once). A failure that the
 * guard lets through rejects as usual, for the error boundary to show.
 */
export function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((error: unknown) => {
    if (reloadForMissingChunk(error)) return UNTIL_UNLOAD;
    throw error;
  });
}
