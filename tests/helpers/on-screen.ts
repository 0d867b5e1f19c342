// What a visitor's screen and screen reader get from a page after its first paint, read in the
// page itself, so that Chromium, Firefox and WebKit run the same code: functions sent as their
// source, each standing alone (no import, no helper or named function inside, which the test
// runner's compiler would wrap in a helper the page does not have).

/**
 * The language a screen reader picks for each piece of text the page offers: every text node in
 * the body, and every alt, aria-label, title and placeholder text, resolved as browsers resolve
 * it (the nearest element with a lang attribute, <html> included). Returns how many were read,
 * and up to five that resolve to another language than `expected`, each with its language.
 */
export function textsInOtherLanguages(expected: string): { read: number; others: string[] } {
  const others: string[] = [];
  let read = 0;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue?.trim() ?? "";
    const parent = node.parentElement;
    if (!text || !parent || parent.closest("script, style, template")) continue;
    read += 1;
    const lang = parent.closest("[lang]")?.getAttribute("lang") ?? "(none)";
    if (lang !== expected && others.length < 5) others.push(`${lang}: "${text.slice(0, 60)}"`);
  }
  for (const element of document.body.querySelectorAll("[alt], [aria-label], [title], [placeholder]")) {
    for (const name of ["alt", "aria-label", "title", "placeholder"]) {
      const text = element.getAttribute(name)?.trim() ?? "";
      if (!text) continue;
      read += 1;
      const lang = element.closest("[lang]")?.getAttribute("lang") ?? "(none)";
      if (lang !== expected && others.length < 5) others.push(`${lang}: ${name}="${text.slice(0, 60)}"`);
    }
  }
  return { read, others };
}

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
