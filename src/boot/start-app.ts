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
 * script ran, whichever comes first. At that moment the bands below the first screen render, one
 * per task; then it sets data-painted on <html>, which keeps them rendered (global-styles.ts); its
 * value names what started the app ("paint", "load" or "deadline"), so that the tests see which
 * path each engine took.
 * Every control of the page works before the app starts (the header's menus are native popovers
 * and disclosures), so nothing a visitor does waits for this.
 */
export function startApp(script: HTMLOrSVGScriptElement | null): void {
  const entry = script?.dataset.entry;
  if (!entry) return;
  const hasPhoto = document.querySelector("link[rel=preload][as=image]") !== null;
  let started = false;
  const start = (reason: "paint" | "load" | "deadline") => {
    if (started) return;
    started = true;
    // The bands the browser has not rendered yet (far from the screen), one per task: each is
    // styled and laid out in a task of its own, as its size is read, so that no task or frame
    // does the whole page's (on the home page, up to 135 ms of style and layout at CPU 4x). data-render-now
    // renders a band as data-painted does (global-styles.ts). Timers, not frames: a tab opened in
    // the background draws none, and the app starts there too.
    const bands = document.querySelectorAll<HTMLElement>("[data-render-when-near]");
    let index = 0;
    const renderNext = () => {
      const band = bands[index++];
      if (band) {
        band.setAttribute("data-render-now", "");
        band.getBoundingClientRect();
        setTimeout(renderNext);
      } else {
        // Every band rendered: the page's own rule keeps them so, the app starts in a task of its
        // own, and what it hydrates is the markup as the server wrote it.
        for (const rendered of bands) rendered.removeAttribute("data-render-now");
        document.documentElement.setAttribute("data-painted", reason);
        setTimeout(() => import(entry));
      }
    };
    // A task of its own: the paint's own work finishes first.
    setTimeout(renderNext);
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
