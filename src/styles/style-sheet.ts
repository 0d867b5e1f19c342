// How goober's new rules reach the page in the browser: through the CSSOM, in batches, beside the
// prerendered stylesheet, whose rules are never parsed again.
//
// goober keeps its rules as the text of a <style id="_goober"> and appends each new rule to that
// text. On the page itself that will not do, for two reasons:
// - The Content-Security-Policy allows the prerendered <style> by the hash of its bytes and no
//   inline style otherwise (docs/architecture.md): once its text changed, the browser would
//   refuse it. Rules added through the CSSOM (a constructed sheet, insertRule) are not inline
//   styles; the policy allows them.
// - The browser parses a <style>'s whole text again at every change: with the 13 kB of a
//   prerendered page, one rule cost about 3 ms on a phone (40 rules: 129 ms under Lighthouse's
//   4x CPU slowdown), and a navigation to a page with new components adds dozens.
// So goober writes into a <style> of the site's own target (styled.ts), never in the document,
// seeded with the prerendered sheet's text (goober then knows those rules and never writes them
// again). A MutationObserver sees each change goober makes to that text, and what goober added
// goes into the page in one batch, in a microtask (before the browser next styles the page), or
// at once when the app needs styles before it measures a new page (flush()).
//
// A batch goober appends becomes a constructed sheet of its own, adopted after the document's
// sheets: the cascade treats it as rules written after the page's. Not an insertRule into the
// prerendered sheet: a sheet whose rules change is a changed sheet to the browser, which then
// looks through the whole document for elements that any of its rules might now match (in
// Chromium, 7 ms of a tap's frame under Lighthouse's 4x slowdown, and some 90 elements of the
// header and footer styled again); a sheet added only asks about its own new rules, which no
// element on the page has yet. A rule goober puts first (a component extending another) goes
// before the prerendered rules, into that sheet, as goober would have written it; the page's
// rules stand in the order goober gave them. A browser without constructed sheets gets every
// batch through insertRule, as one `@media all { … }` block (insertRule takes one rule), which the
// cascade treats as its rules written at that place. Without a prerendered sheet (the bench's
// client-only reference), a constructed sheet holds the rules goober puts first.
import { gooberTarget } from "./styled.ts";

/** The id goober looks for in its target, and the prerendered sheet's. */
const SHEET_ID = "_goober";

export interface StyleSheetConnection {
  /** Writes the rules goober has added since the last write into the page now. */
  flush(): void;
}

/** The prerendered sheet, or a constructed one adopted by the document when there is none. */
function pageSheet(prerendered: HTMLStyleElement | null): CSSStyleSheet {
  if (prerendered?.sheet) return prerendered.sheet;
  const sheet = new CSSStyleSheet();
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  return sheet;
}

/** A batch of goober's rules, as one rule insertRule takes at `index`. */
function insertBatch(sheet: CSSStyleSheet, css: string, index: number): void {
  if (css !== "") sheet.insertRule(`@media all{${css}}`, index);
}

/**
 * Writes each batch goober appends as a constructed sheet adopted after the document's (Chromium
 * 73, Firefox 101, Safari 16.4), or else through insertRule at the end of the page's sheet.
 * clear() takes the adopted batches out again.
 */
function batchAppender(sheet: CSSStyleSheet): { append: (css: string) => void; clear: () => void } {
  const added: CSSStyleSheet[] = [];
  if (!("adoptedStyleSheets" in document && "replaceSync" in CSSStyleSheet.prototype)) {
    return { append: (css) => insertBatch(sheet, css, sheet.cssRules.length), clear: () => {} };
  }
  return {
    append(css) {
      if (css === "") return;
      const batch = new CSSStyleSheet();
      batch.replaceSync(css);
      added.push(batch);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, batch];
    },
    clear() {
      if (added.length === 0) return;
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => !added.includes(adopted));
      added.length = 0;
    },
  };
}

/** Gives goober its rules' store, seeded with the page's, and writes what goober adds to the page. Call once, before React renders. */
export function connectStyleSheet(): StyleSheetConnection {
  if (!gooberTarget) throw new Error("connectStyleSheet runs in the browser only");
  const prerendered = document.getElementById(SHEET_ID) as HTMLStyleElement | null;
  const sheet = pageSheet(prerendered);
  const batches = batchAppender(sheet);
  const store = document.createElement("style");
  store.id = SHEET_ID;
  // goober reads its rules from the <style>'s first child, so the text is never empty (nor does
  // goober create the <style> itself, with innerHTML, which Trusted Types refuse).
  store.textContent = prerendered?.textContent || " ";
  gooberTarget.append(store);
  const rules = store.firstChild as Text;
  // Each change goober made, with the text before it: what it put first, what it appended, or
  // (a change in the middle, which goober makes only for global styles, which the site does not
  // use) the whole text.
  const write = (changes: MutationRecord[]): void => {
    let before = "";
    let after = "";
    let whole: string | null = null;
    changes.forEach(({ oldValue }, i) => {
      const old = oldValue ?? "";
      const value = changes[i + 1]?.oldValue ?? rules.data;
      if (whole === null && value.startsWith(old)) after += value.slice(old.length);
      else if (whole === null && value.endsWith(old)) before = value.slice(0, value.length - old.length) + before;
      else whole = value;
    });
    if (whole !== null) {
      while (sheet.cssRules.length > 0) sheet.deleteRule(0);
      batches.clear();
      insertBatch(sheet, whole, 0);
      return;
    }
    insertBatch(sheet, before, 0);
    batches.append(after);
  };
  const observer = new MutationObserver(write);
  observer.observe(rules, { characterData: true, characterDataOldValue: true });
  return { flush: () => write(observer.takeRecords()) };
}
