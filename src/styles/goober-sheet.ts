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
  // goober asks the sheet whether it holds a rule (data.indexOf(rule) === -1) at every render of
  // a styled component: a search of the whole text, some 30 kB once the page's rules are there,
  // which took a tenth of a navigation's render. The rules known to be there answer at once; the
  // text is searched (kept as one string, not joined anew) only for a rule not seen yet.
  const known = new Set<string>();
  let text = before + after;
  const lookUp = (rule: string): number => {
    if (known.has(rule)) return 0;
    const at = text.indexOf(rule);
    if (at !== -1) known.add(rule);
    return at;
  };
  let data = Object.assign(new String(text), { indexOf: lookUp });
  const sheet = {
    get data(): string {
      // A String object: goober concatenates and replaces it as the text it holds.
      return data as unknown as string;
    },
    set data(value: string) {
      const current = text;
      if (value.startsWith(current)) {
        const appended = value.slice(current.length);
        after += appended;
        known.add(appended);
      } else if (value.endsWith(current)) {
        const prepended = value.slice(0, value.length - current.length);
        before = prepended + before;
        known.add(prepended);
      } else {
        // A change goober makes in the middle (it has none but for global styles, which the
        // site does not use): all of it in the first sheet.
        before = value;
        after = "";
        known.clear();
      }
      text = before + after;
      data = Object.assign(new String(text), { indexOf: lookUp });
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
