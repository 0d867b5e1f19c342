// Adoption: the first page's prerendered markup taken as it is, instead of rendering the same
// markup again from the page's code. The app hydrates the frame (header, footer, contact form)
// and not the page's copy, which it never downloads. The wrapper hydrates with the markup as its
// dangerouslySetInnerHTML, which React leaves untouched; should React ever render it again (after
// a hydration error nearby), it writes back the markup it found, so the page never goes blank.
// Its links are followed like every link of the site (links.ts). Left, the adopted page stays
// rendered and hidden like any page left (page-views.tsx), so back shows that markup again.
import { useEffect, useState } from "react";
import { siteMarkup } from "../lib/trusted-types.ts";
import type { HeadSpec } from "../seo/head.ts";
import { PageHead } from "../seo/page-head.tsx";
import type { LazyPage } from "./page-types.ts";
import { PAGE_SELECTOR, PAGE_WRAPPER } from "./shown-page.ts";

/**
 * The state of adoption, written before hydration and read while hydration mounts the adopted
 * page (useState initialisers), until the page has committed or the visitor has navigated
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
};

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
}

/** How a page mounting now renders; read once per mount (a useState initialiser). */
export function mountOf(page: LazyPage): { adopted: boolean; byHydration: boolean } {
  return { adopted: adoption.page === page, byHydration: adoption.firstPage === page };
}

/** The first page, mounted by hydration, has committed: pages mounted later declare their head. */
export function firstPageMounted(page: LazyPage): void {
  if (adoption.firstPage === page) adoption.firstPage = null;
}

/**
 * The prerendered markup, with its head once it is shown again after being hidden
 * (page-views.tsx): its code is loaded by then (`headOf`; the prefetcher loads the code of the
 * page left when the browser is idle, and the router waits for it otherwise). Until then its
 * prerendered head is its head.
 */
export function AdoptedPage({ headOf }: { headOf: () => HeadSpec | undefined }) {
  // The markup of this mount: the next adoption's must never replace it.
  const [markup] = useState(adoption.markup);
  const [head, setHead] = useState<HeadSpec | undefined>(undefined);
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
