// Adoption: a static page's markup taken as it is, instead of rendering the same markup again
// from the page's code.
//
// - On the first visit, the prerendered page: the app hydrates the frame (header, footer,
//   contact form) and not the page's copy, which it never downloads. The wrapper hydrates with
//   the markup as its dangerouslySetInnerHTML, which React leaves untouched; should React ever
//   render it again (after a hydration error nearby), it writes back the markup it found, so the
//   page never goes blank. Its links are followed like every link of the site (links.ts).
// - On back and forward, the markup a static page had when the visitor left it, kept with the
//   history entry (the last few entries): everything above the position the visitor returns to
//   must be there at once, and on a long page rendering it from its code alone took longer than
//   a tenth of a second on a throttled phone.
import { useEffect, useState } from "react";
import { siteMarkup } from "../lib/trusted-types.ts";
import type { HeadSpec } from "../seo/head.ts";
import { PageHead } from "../seo/page-head.tsx";
import { bandsPending } from "./first-screen.ts";
import type { LazyPage } from "./page-types.ts";
import { sessionHistory } from "./session-history.ts";
import { PAGE_SELECTOR, PAGE_WRAPPER, shownInMain } from "./shown-page.ts";

/** The history entries whose markup is kept, at most: the ones the back button reaches first. */
const KEPT_ENTRIES = 8;

/**
 * The state of adoption, written before the render that mounts the adopted page (before
 * hydration, or by the router before it sets the location) and read while that render mounts
 * it (useState initialisers), until the page has committed or the visitor has navigated
 * (endAdoption, called from the mounted page's effect and after each navigation's render).
 */
const adoption = {
  /** The page whose markup is to be adopted, or null. */
  page: null as LazyPage | null,
  /**
   * Its markup; each mount copies it, so the next adoption never replaces a mounted one's. The
   * page's own markup, read from the document, so the site-markup policy lets it be written.
   */
  markup: { __html: "" } as { __html: string | TrustedHTML },
  /**
   * The page the prerendered markup shows, until hydration has mounted it or the visitor has
   * navigated. Mounted by hydration, it renders without waiting for Helmet: its head is the
   * prerendered one. Decided per mount, not by a flag set once the app has hydrated: React may
   * hydrate the page's Suspense boundary after the rest of the app, and render it more than once
   * before committing.
   */
  firstPage: null as LazyPage | null,
  /** Whether the markup is kept markup shown again (it then declares its head at once). */
  shownAgain: false,
};

/** Kept markup by history entry key, oldest first. */
const kept = new Map<string, { page: LazyPage; html: string }>();

/**
 * Called before hydration with the page the prerendered markup shows. Returns whether the page
 * is adopted; if not, its code must be loaded before hydration.
 */
export function adoptPrerenderedPage(page: LazyPage): boolean {
  adoption.firstPage = page;
  adoption.page = page.isStatic ? page : null;
  if (adoption.page) adoption.markup = { __html: siteMarkup(document.querySelector(`main ${PAGE_SELECTOR}`)?.innerHTML ?? "") };
  return adoption.page !== null;
}

export function endAdoption(): void {
  adoption.page = null;
  adoption.firstPage = null;
  adoption.shownAgain = false;
}

/** How a page mounting now renders; read once per mount (a useState initialiser). */
export function mountOf(page: LazyPage): { adopted: boolean; byHydration: boolean; shownAgain: boolean } {
  const adopted = adoption.page === page;
  return { adopted, byHydration: adoption.firstPage === page, shownAgain: adopted && adoption.shownAgain };
}

/** The first page, mounted by hydration, has committed: pages mounted later declare their head. */
export function firstPageMounted(page: LazyPage): void {
  if (adoption.firstPage === page) adoption.firstPage = null;
}

/**
 * Keeps the markup of the history entry shown, if its page is static and fully rendered (no
 * band still waiting: first-screen.ts). Called when the browser is idle, so the click that
 * leaves the page never waits for it.
 */
export function keepMarkup(key: string, page: LazyPage | null): void {
  // The entry shown still.
  if (sessionHistory().update.location.key !== key) return;
  const html = shownInMain(PAGE_SELECTOR)?.innerHTML;
  if (!page?.isStatic || !html || bandsPending()) return;
  kept.delete(key);
  kept.set(key, { page, html });
  for (const oldest of kept.keys()) {
    if (kept.size <= KEPT_ENTRIES) break;
    kept.delete(oldest);
  }
}

/**
 * Before rendering a history entry (back or forward): shows its kept markup again if it can,
 * once the page's code is loaded (its head comes from it).
 */
export function readoptMarkup(key: string, page: LazyPage | null): void {
  const entry = kept.get(key);
  adoption.shownAgain = entry !== undefined && entry.page === page && page.isReady();
  if (adoption.shownAgain && entry) {
    adoption.page = entry.page;
    adoption.markup = { __html: siteMarkup(entry.html) };
  }
}

/**
 * Prerendered markup, or markup shown again; with its head when it is not the first page. The
 * first page declares its head once it is shown again after being hidden (page-views.tsx), its
 * code loaded by then (`headOf`): until then its prerendered head is its head.
 */
export function AdoptedPage({ head: headAtMount, headOf }: { head: HeadSpec | undefined; headOf: () => HeadSpec | undefined }) {
  // The markup of this mount: the next adoption's must never replace it.
  const [markup] = useState(adoption.markup);
  const [head, setHead] = useState(headAtMount);
  // On mount, and again each time the page is shown after being hidden.
  // biome-ignore lint/correctness/useExhaustiveDependencies: headOf reads the page's code as it is when the effect runs.
  useEffect(() => {
    endAdoption();
    if (!head) setHead(headOf());
  }, [head]);
  return (
    <>
      {head && <PageHead spec={head} />}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own prerendered (or rendered) markup of this very page, kept as it is. */}
      <div {...PAGE_WRAPPER} dangerouslySetInnerHTML={markup} suppressHydrationWarning />
    </>
  );
}
