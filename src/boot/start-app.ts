// How the app starts on a prerendered page: browser code, written into every page as one small
// inline script (scripts/build/boot-script.ts compiles and minifies it, and the page's
// Content-Security-Policy allows it by the hash of the bytes written). The script names the
// app's entry in data-entry and imports it only once the browser has put the page's largest
// paint on screen. So nothing is requested before first paint but the page itself, and
// downloading, compiling and hydrating React never delays it.
//
// It runs as a classic script (document.currentScript is only set for those), before the app,
// in every browser the site supports: nothing here may import anything.

/** After the load event: a frame, then time for a photo that did load to report its paint. */
const AFTER_LOAD_MS = 200;
/** The latest the app starts, from this script's run, whatever the photo does. */
const AT_THE_LATEST_MS = 3000;

/**
 * The app starts once the page's largest paint is on screen: the first largest-contentful-paint
 * entry, or on a page with a lead photo (the one that preloads an image) the photo's entry; the
 * browser reports either only after it is displayed. The photo comes from another host, which
 * may fail, stall or be blocked, so it never holds the app back for long: a frame and 200 ms after
 * the load event (what also starts the app in browsers that report no paints), or 3 s after this
 * script ran, whichever comes first. At that moment it also sets data-painted on <html>, which
 * lets the bands below the first screen render (global-styles.ts); its value names what started
 * the app ("paint", "load" or "deadline"), so that the tests see which path each engine took.
 * Every control of the page works before the app starts (the header's menus are native popovers
 * and disclosures), so nothing a visitor does waits for this.
 */
export function startApp(script: HTMLOrSVGScriptElement | null): void {
  const entry = script instanceof HTMLScriptElement ? script.dataset.entry : undefined;
  if (!entry) return;
  const hasPhoto = document.querySelector("link[rel=preload][as=image]") !== null;
  let started = false;
  const start = (reason: "paint" | "load" | "deadline") => {
    if (started) return;
    started = true;
    document.documentElement.setAttribute("data-painted", reason);
    // A task of its own: the paint's own work finishes first.
    setTimeout(() => import(entry), 0);
  };
  const afterLoad = () => requestAnimationFrame(() => setTimeout(() => start("load"), AFTER_LOAD_MS));
  if (document.readyState === "complete") afterLoad();
  else addEventListener("load", afterLoad, { once: true });
  setTimeout(() => start("deadline"), AT_THE_LATEST_MS);
  if (PerformanceObserver.supportedEntryTypes?.includes("largest-contentful-paint")) {
    new PerformanceObserver((list, observer) => {
      // A paint with a url is an image's: on a page with a photo, only the photo's counts.
      if (list.getEntries().some((paint) => !hasPhoto || (paint as LargestContentfulPaint).url)) {
        observer.disconnect();
        start("paint");
      }
    }).observe({ type: "largest-contentful-paint", buffered: true });
  }
}
