// The bench's client-only reference (no prerendered page, so no prerendered <style>): the global
// rules the server would have inlined, as a constructed sheet ahead of goober's, since the
// Content-Security-Policy refuses a <style> written by script. A chunk of its own: no visitor
// takes this path, so the first load does not carry it.
import { GLOBAL_CSS } from "./global-styles.ts";

export function adoptGlobalStyles(): void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(GLOBAL_CSS);
  document.adoptedStyleSheets = [sheet, ...document.adoptedStyleSheets];
}
