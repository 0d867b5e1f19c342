// Adoption: the first page's prerendered markup taken as it is, instead of rendering the same
// markup again from the page's code. The app hydrates the frame (header, footer, contact form)
// and not the page's copy, which it never downloads. The wrapper hydrates with the markup as its
// dangerouslySetInnerHTML, which React leaves untouched; should React ever render it again (after
// a hydration error nearby), it writes back the markup it found, so the page never goes blank.
// Its links are followed like every link of the site (router.tsx). Left, the adopted page stays
// rendered and hidden like any page left (page-views.tsx), so back shows that markup again.
//
// The state of adoption is the runtime's (`adoption`, runtime.tsx): written before hydration,
// read while hydration mounts the adopted page (useState initialisers, page-views.tsx), and
// cleared once the page has committed or the visitor has navigated (endAdoption).
import { useEffect, useState } from "react";
import { siteMarkup } from "../lib/trusted-types.ts";
import type { HeadSpec, PageRouteRef } from "../seo/head.ts";
import { PageHead } from "./runtime.tsx";
import type { LoadedPage, Runtime } from "./runtime.tsx";

/** The props of every page's wrapper in <main>: the same element on the server and in the browser. */
export const PAGE_WRAPPER = { "data-page": "" } as const;
/** A page's wrapper in <main>, shown or hidden. */
export const PAGE_SELECTOR = "[data-page]";

/**
 * Called before hydration with the page the prerendered markup shows. Returns whether the page
 * is adopted; if not, its code must be loaded before hydration.
 */
export function adoptPrerenderedPage({ adoption }: Runtime, page: LoadedPage): boolean {
  adoption.firstPage = page;
  adoption.page = page.route.isStatic ? page : null;
  // The page's own markup, read from the document, so the site-markup policy lets it be written.
  if (adoption.page) adoption.markup = { __html: siteMarkup(document.querySelector(`main ${PAGE_SELECTOR}`)?.innerHTML ?? "") };
  return adoption.page !== null;
}

/** Pages mounted from now on render from their own code: the first page has committed or the visitor navigated. */
export function endAdoption({ adoption }: Runtime): void {
  adoption.page = null;
  adoption.firstPage = null;
}

/**
 * The prerendered markup, with its head once it is shown again after being hidden
 * (page-views.tsx): its code is loaded by then (`headOf`; the prefetcher loads the code of the
 * page left when the browser is idle, and the router waits for it otherwise). Until then its
 * prerendered head is its head.
 */
export function AdoptedPage({
  headOf,
  route,
  runtime,
}: {
  headOf: () => HeadSpec | undefined;
  route: PageRouteRef | null;
  runtime: Runtime;
}) {
  // The markup of this mount: the next adoption's must never replace it.
  const [markup] = useState(runtime.adoption.markup);
  const [head, setHead] = useState<HeadSpec | undefined>(undefined);
  // On mount, and again each time the page is shown after being hidden.
  // biome-ignore lint/correctness/useExhaustiveDependencies: headOf reads the page's code as it is when the effect runs.
  useEffect(() => {
    endAdoption(runtime);
    if (!head) setHead(headOf());
  }, [head]);
  return (
    <>
      {head && <PageHead spec={head} route={route} />}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own prerendered (or rendered) markup of this very page, kept as it is. */}
      <div {...PAGE_WRAPPER} dangerouslySetInnerHTML={markup} suppressHydrationWarning />
    </>
  );
}
