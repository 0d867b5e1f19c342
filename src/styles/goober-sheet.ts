// goober's sheet in the browser: its new rules go into the page's stylesheet through the CSSOM,
// in batches, and the prerendered rules are never parsed again.
//
// goober keeps its rules as the text of <style id="_goober"> (the prerendered page's rules are
// already there) and appends each new rule to that text. That will not do here, for two reasons:
// - The Content-Security-Policy allows the prerendered <style> by the hash of its bytes and no
//   inline style otherwise (docs/architecture.md): once its text changed, the browser would
//   refuse it. Rules added through the CSSOM (insertRule) are not inline styles; the policy
//   allows them.
// - The browser parses a <style>'s whole text again at every change: with the 13 kB of a
//   prerendered page, one rule cost about 3 ms on a phone (40 rules: 129 ms under Lighthouse's
//   4x CPU slowdown), and a navigation to a page with new components adds dozens. insertRule
//   parses the new rules alone.
// goober reads its sheet from `window._goober` (the element with that id), so the app puts a
// stand-in there: goober reads and writes the stand-in's text, and the rules it adds are inserted
// into the prerendered sheet in one batch, in a microtask (before the browser next styles the
// page), or sooner when the app needs styles at once (flushStyles, before it measures a new
// page). A batch is text that may hold several rules (a component's, its @media blocks), and
// insertRule takes one: the batch goes in as one `@media all { … }` block, which the cascade
// treats as its rules written at that place, and which the browser parses as a sheet's text (a
// rule it does not know is dropped, the others kept). A rule goober puts first (a component
// extending another) goes before the prerendered rules, as goober would have written it; the
// page's rules stand in the order goober gave them. Without a prerendered sheet (the bench's
// client-only reference), a constructed sheet holds them.
const SHEET_ID = "_goober";

let write: () => void = () => {};

/** Writes the rules goober has added since the last write into the page's stylesheet. */
export function flushStyles(): void {
  write();
}

/** The prerendered sheet, or a constructed one adopted by the document when there is none. */
function targetSheet(first: HTMLStyleElement | null): CSSStyleSheet {
  if (first?.sheet) return first.sheet;
  const sheet = new CSSStyleSheet();
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  return sheet;
}

/** A batch of goober's rules, as one rule insertRule takes at `index`. */
function insertBatch(sheet: CSSStyleSheet, css: string, index: number): void {
  if (css !== "") sheet.insertRule(`@media all{${css}}`, index);
}

function installBufferedSheet(): void {
  const first = document.getElementById(SHEET_ID) as HTMLStyleElement | null;
  const target = targetSheet(first);
  // What goober sees: the rules it put first, then the prerendered rules, then those it appended.
  let text = first?.textContent ?? "";
  // What goober added since the last write: put first, appended, or (for a change in the
  // middle, which goober makes only for global styles, which the site does not use) all of it.
  let pendingBefore = "";
  let pendingAfter = "";
  let replaceAll: string | null = null;
  let scheduled = false;
  write = () => {
    // Taken first: a batch the browser cannot parse at all throws, and is not offered again.
    const batches = { all: replaceAll, before: pendingBefore, after: pendingAfter };
    scheduled = false;
    replaceAll = null;
    pendingBefore = "";
    pendingAfter = "";
    if (batches.all !== null) {
      while (target.cssRules.length > 0) target.deleteRule(0);
      insertBatch(target, batches.all, 0);
    }
    insertBatch(target, batches.before, 0);
    insertBatch(target, batches.after, target.cssRules.length);
  };
  // goober asks the sheet whether it holds a rule (data.indexOf(rule) === -1) at every render of
  // a styled component: a search of the whole text, some 30 kB once the page's rules are there,
  // which took a tenth of a navigation's render. The rules known to be there answer at once; the
  // text is searched (kept as one string, not joined anew) only for a rule not seen yet.
  const known = new Set<string>();
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
      if (replaceAll === null && value.startsWith(current)) {
        const appended = value.slice(current.length);
        pendingAfter += appended;
        known.add(appended);
      } else if (replaceAll === null && value.endsWith(current)) {
        const prepended = value.slice(0, value.length - current.length);
        pendingBefore = prepended + pendingBefore;
        known.add(prepended);
      } else {
        replaceAll = value;
        pendingBefore = "";
        pendingAfter = "";
        known.clear();
      }
      text = String(value);
      data = Object.assign(new String(text), { indexOf: lookUp });
      if (!scheduled) {
        scheduled = true;
        queueMicrotask(write);
      }
    },
  };
  // What goober's getSheet() reads: an element whose first child holds the rules.
  Object.defineProperty(window, SHEET_ID, { configurable: true, value: { firstChild: sheet, parentNode: document.head } });
}

if (typeof window === "object" && typeof document === "object") installBufferedSheet();
