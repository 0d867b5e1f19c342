// Which page <main> shows. Besides the page shown, <main> may hold the page ahead and the page
// left, hidden by React's <Activity> with an inline display: none (page-views.tsx). The one test
// of "in the page shown", used by the app, the browser tests and the bench: each must mean the
// same thing by it.

/** The props of every page's wrapper in <main>: the same element on the server and in the browser. */
export const PAGE_WRAPPER = { "data-page": "" } as const;
/** A page's wrapper in <main>, shown or hidden. */
export const PAGE_SELECTOR = "[data-page]";

/**
 * Whether an element belongs to a page <main> holds hidden. Read from the elements' own style,
 * so that nothing makes the browser compute the page's styles early.
 */
export function inHiddenPage(element: Element): boolean {
  const main = element.closest("main");
  for (let node: Element | null = element; node && node !== main; node = node.parentElement) {
    if (node instanceof HTMLElement && node.style.display === "none") return true;
  }
  return false;
}

/** The first element in <main> that matches the selector and belongs to the page shown. */
export function shownInMain(selector: string): HTMLElement | null {
  for (const element of document.querySelectorAll<HTMLElement>(`main ${selector}`)) if (!inHiddenPage(element)) return element;
  return null;
}

/** The two functions above as a page under test or bench has them (shownPageScript). */
export interface ShownPageGlobals {
  inHiddenPage(element: Element): boolean;
  shownInMain(selector: string): HTMLElement | null;
}

/**
 * The two functions above as a script, for a page driven by the tests or the bench (Playwright's
 * addInitScript or evaluate): it defines window.inHiddenPage and window.shownInMain, the very code
 * the app runs, so that "the page shown" means the same thing to all three. Plain functions with
 * no imports, so their source runs in the page as it is.
 */
export function shownPageScript(): string {
  return `(window.inHiddenPage = ${inHiddenPage.toString()}, window.shownInMain = ${shownInMain.toString()}, undefined)`;
}
