// goober's sheet in the browser, written to the page in batches, and never the prerendered rules
// again.
//
// goober keeps its rules as the text of <style id="_goober"> (the prerendered page's rules are
// already there) and appends each new rule to that text. The browser parses the whole sheet again
// at every change: with the 13 kB of a prerendered page, one rule costs about 3 ms on a phone
// (40 rules: 129 ms under Lighthouse's 4x CPU slowdown), and a navigation to a page with new
// components adds dozens. goober reads its sheet from `window._goober` (the element with that id),
// so the app puts a stand-in there. goober reads and writes the stand-in's text; the rules it
// appends go to a second <style> right after the first, so that only they are parsed again, and
// in one write per batch: in a microtask (before the browser next styles the page), or sooner when
// the app needs styles at once (flushStyles, before it measures a new page). A rule goober puts
// first (a component extending another) goes before the prerendered rules, as goober would have
// written it. Either way the page's rules stand in the order goober gave them.
const SHEET_ID = "_goober";

let write: () => void = () => {};

/** Writes the rules goober has added since the last write into the page's stylesheets. */
export function flushStyles(): void {
  write();
}

/** A <style> with one text node (goober crashes on an empty one, a known goober bug). */
function styleText(style: HTMLStyleElement): Text {
  if (!(style.firstChild instanceof Text)) style.replaceChildren(document.createTextNode(" "));
  return style.firstChild as Text;
}

function installBufferedSheet(): void {
  const first =
    (document.getElementById(SHEET_ID) as HTMLStyleElement | null) ??
    document.head.appendChild(Object.assign(document.createElement("style"), { id: SHEET_ID }));
  const added = document.createElement("style");
  first.after(added);
  const firstText = styleText(first);
  const addedText = styleText(added);
  // What goober sees: the rules it put first, then the prerendered rules, then those it appended.
  let before = firstText.data;
  let after = addedText.data;
  let scheduled = false;
  write = () => {
    scheduled = false;
    if (firstText.data !== before) firstText.data = before;
    if (addedText.data !== after) addedText.data = after;
  };
  const sheet = {
    get data() {
      return before + after;
    },
    set data(value: string) {
      const current = before + after;
      if (value.startsWith(current)) after += value.slice(current.length);
      else if (value.endsWith(current)) before = value.slice(0, value.length - current.length) + before;
      else {
        // A change goober makes in the middle (it has none but for global styles, which the
        // site does not use): all of it in the first sheet.
        before = value;
        after = "";
      }
      if (!scheduled) {
        scheduled = true;
        queueMicrotask(write);
      }
    },
  };
  // What goober's getSheet() reads: an element whose first child holds the rules.
  Object.defineProperty(window, SHEET_ID, { configurable: true, value: { firstChild: sheet, parentNode: first.parentNode } });
}

if (typeof window === "object" && typeof document === "object") installBufferedSheet();
