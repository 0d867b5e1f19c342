// goober's sheet in the browser, written to the page once per batch instead of once per rule.
//
// goober keeps its rules as the text of <style id="_goober"> (the prerendered page's rules are
// already there) and appends each new rule to that text. The browser parses the whole sheet again
// at every change: with the 13 kB of a prerendered page, one rule costs about 3 ms on a phone
// (40 rules: 129 ms under Lighthouse's 4x CPU slowdown), and a navigation to a page with new
// components adds dozens. goober reads its sheet from `window._goober` (the element with that id),
// so the app puts a stand-in there: goober reads and writes the stand-in's text, and the page's
// <style> gets the result in one write, in a microtask (before the browser next styles the page),
// or sooner when the app needs styles at once (flushStyles, before it measures the new page).
const SHEET_ID = "_goober";

let write: () => void = () => {};

/** Writes the rules goober has added since the last write into the page's stylesheet. */
export function flushStyles(): void {
  write();
}

function installBufferedSheet(): void {
  const style =
    (document.getElementById(SHEET_ID) as HTMLStyleElement | null) ??
    document.head.appendChild(Object.assign(document.createElement("style"), { id: SHEET_ID }));
  // goober needs a text node; an empty one crashes it (a known goober bug), so it starts with a space.
  if (!(style.firstChild instanceof Text)) style.replaceChildren(document.createTextNode(" "));
  const text = style.firstChild as Text;
  let data = text.data;
  let scheduled = false;
  write = () => {
    scheduled = false;
    if (text.data !== data) text.data = data;
  };
  const sheet = {
    get data() {
      return data;
    },
    set data(value: string) {
      data = value;
      if (!scheduled) {
        scheduled = true;
        queueMicrotask(write);
      }
    },
  };
  // What goober's getSheet() reads: an element whose first child holds the rules.
  Object.defineProperty(window, SHEET_ID, { configurable: true, value: { firstChild: sheet, parentNode: style.parentNode } });
}

if (typeof window === "object" && typeof document === "object") installBufferedSheet();
