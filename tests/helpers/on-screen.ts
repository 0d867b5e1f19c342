// What a visitor's screen and screen reader get from a page after its first paint, read in the
// page itself, so that Chromium, Firefox and WebKit run the same code: functions sent as their
// source, each standing alone (no import, no helper or named function inside, which the test
// runner's compiler would wrap in a helper the page does not have).

/**
 * Where the site's header is drawn once the page has scrolled: its top and height on screen, how
 * far the page is scrolled (in screens), and whether the header is what a tap at its middle and at
 * its right end would reach (on screen, over the page's content).
 */
export function headerOnScreen(): { top: number; height: number; screensScrolled: number; onTop: boolean } {
  const header = document.querySelector("body header");
  if (!header) return { top: Number.NaN, height: 0, screensScrolled: window.scrollY / window.innerHeight, onTop: false };
  const box = header.getBoundingClientRect();
  const middle = box.top + box.height / 2;
  const hits = [document.elementFromPoint(box.left + box.width / 2, middle), document.elementFromPoint(box.right - 4, middle)];
  return {
    top: Math.round(box.top),
    height: Math.round(box.height),
    screensScrolled: Math.round((window.scrollY / window.innerHeight) * 10) / 10,
    onTop: hits.every((hit) => hit !== null && header.contains(hit)),
  };
}
