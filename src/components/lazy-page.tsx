// A page component whose code is its own chunk. `preload()` fetches it; the component renders it
// synchronously once loaded, and suspends until then. The server preloads every page before
// rendering, and navigation in the browser suspends until the next page's chunk has arrived.
//
// A page marked `static` has nothing to do in the browser: it is text, pictures and links.
// When the browser starts on such a page, the app adopts the page's prerendered markup as it is
// instead of downloading the page's code and content to render the same markup again. Its
// wrapper hydrates with an empty dangerouslySetInnerHTML, which React leaves untouched. Should React ever render the
// wrapper again on the client (after a hydration error nearby), it writes back the markup it
// found, so the page never goes blank. Its links are followed like every link of the site
// (site-link.tsx). Only pages the visitor navigates
// to afterwards load their chunks. So the first visit downloads and hydrates the frame (header,
// footer, contact form) and not the page's copy.
import { use, useEffect, useState } from "react";
import type { ComponentType } from "react";
import { headManager, loadHeadManager } from "../seo/head-manager.ts";
import type { HeadSpec } from "../seo/head.ts";
import { PageHead } from "../seo/page-head.tsx";
import { sessionHistory } from "../navigation/session-history.ts";
import { loadChunk } from "./chunk-loader.ts";
import { bandsPending } from "./first-screen.ts";

/** A page's code: its component, and the head it declares (for markup shown again, below). */
export interface PageCode {
  Component: ComponentType;
  head: HeadSpec;
}

export interface LazyPage {
  Component: ComponentType;
  /** The page's own code; a navigation also loads Helmet for its head (page-head.tsx). */
  preload(): Promise<void>;
  /**
   * What a navigation to the page needs (its code and Helmet), loaded ahead of the visitor: the
   * page then renders at once. Settles once both have loaded or failed; a failure is quietly
   * forgotten: the navigation, if it comes, tries again and handles it.
   */
  prefetch(): Promise<void>;
  /** Whether a navigation to the page can render it at once, without waiting for a chunk. */
  isReady(): boolean;
  /** Loads what a navigation to the page needs; a failure loads the page in full. */
  prepare(): Promise<void>;
  /**
   * The page is static (text, pictures and links, no state): the browser adopts its prerendered
   * markup on the first visit, and shows its kept markup again on back and forward. Every page
   * is prerendered; the others (the contact page's form and map, the not-found page's log)
   * hydrate from their code.
   */
  isStatic: boolean;
}

/** The wrapper's attribute: the same element on the server and in the browser. */
const PAGE_ATTRIBUTE = { "data-page": "" };
/**
 * Whether an element belongs to a page <main> holds hidden: the page ahead or the page left
 * (page-views.tsx), hidden by React's <Activity> with an inline display: none. Read from the
 * elements' own style, so that nothing makes the browser compute the page's styles early.
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

/** The adopted page's prerendered markup, read once before hydration. */
let adoptedMarkup = { __html: "" };

/**
 * The page whose prerendered markup the browser is hydrating, until that page has committed or
 * the visitor has navigated. React may hydrate the page's Suspense boundary after the rest of
 * the app, and may render it more than once before committing, so the adoption ends only then.
 */
let adoptable: LazyPage | null = null;

/**
 * Called before hydration with the page the prerendered markup shows. Returns whether the page
 * is adopted; if not, its code must be loaded before hydration.
 */
export function adoptPrerenderedPage(page: LazyPage): boolean {
  startPage = page;
  adoptable = page.isStatic ? page : null;
  if (adoptable) adoptedMarkup = { __html: document.querySelector("main [data-page]")?.innerHTML ?? "" };
  return adoptable !== null;
}

export function endAdoption(): void {
  adoptable = null;
  startPage = null;
  readopted = null;
}

/**
 * The page the prerendered markup shows, until hydration has mounted it or the visitor has
 * navigated. Mounted by hydration, it renders without waiting for Helmet: its head is the
 * prerendered one, and Helmet stays out of the first load. A page mounted any other way declares
 * its head, so it waits for Helmet as for its own code, unless Helmet is already there (as on
 * the server). Decided per mount, not by a flag set when the app has hydrated: React may
 * hydrate the page's Suspense boundary after the rest of the app.
 */
let startPage: LazyPage | null = null;

/**
 * Marks a promise with its outcome the way React's use() reads it, so that once settled, use()
 * returns at once instead of suspending for a tick (and the server render never suspends on a
 * page it has preloaded).
 */
function tracked<T>(promise: Promise<T>): Promise<T> {
  const thenable = promise as Promise<T> & { status?: string; value?: T; reason?: unknown };
  thenable.status = "pending";
  thenable.then(
    (value) => {
      thenable.status = "fulfilled";
      thenable.value = value;
    },
    (reason: unknown) => {
      thenable.status = "rejected";
      thenable.reason = reason;
    },
  );
  return thenable;
}

/**
 * A load run once and shared, tracked for use(); a failure is not kept, so the next call tries
 * again instead of repeating the rejection.
 */
function loadOnce(load: () => Promise<void>): () => Promise<void> {
  let pending: Promise<void> | undefined;
  return () =>
    (pending ??= tracked(
      load().catch((error: unknown) => {
        pending = undefined;
        throw error;
      }),
    ));
}

const ignore = () => {};

/** A promise that use() reads as fulfilled at once. */
const LOADED = Object.assign(Promise.resolve(), { status: "fulfilled", value: undefined });

export function lazyPage(load: () => Promise<PageCode>, options: { static?: boolean } = {}): LazyPage {
  let Loaded: PageCode | undefined;
  const code = loadOnce(() =>
    load().then((loaded) => {
      Loaded = loaded;
    }),
  );
  // For rendering, a failed load loads the page in full (chunk-loader.ts).
  const preload = loadOnce(() => loadChunk(code));
  const preloadWithHead = loadOnce(() => Promise.all([preload(), loadChunk(loadHeadManager)]).then(() => undefined));

  function LazyPageComponent() {
    // Decided once per mount: a page mounted by hydration stays adopted until it unmounts.
    const [adopted] = useState(() => adoptable === page);
    const [mountedByHydration] = useState(() => startPage === page);
    useEffect(() => {
      if (mountedByHydration && startPage === page) startPage = null;
    }, [mountedByHydration]);
    const [shownAgain] = useState(() => adopted && readopted === page);
    if (adopted) return <AdoptedPage head={shownAgain ? Loaded?.head : undefined} headOf={() => Loaded?.head} />;
    // use() on every render, never conditionally (React's rule). When everything is loaded it reads
    // a promise already marked fulfilled, so the page renders in this very render: a promise made
    // now would be pending until a microtask, and a navigation outside a transition would show
    // the Suspense fallback (an empty page) for React's fallback throttle of 300 ms.
    const withHead = !mountedByHydration && !headManager();
    use(Loaded !== undefined && !withHead ? LOADED : withHead ? preloadWithHead() : preload());
    const Page = (Loaded as PageCode).Component;
    return (
      <div {...PAGE_ATTRIBUTE}>
        <Page />
      </div>
    );
  }

  const page: LazyPage = {
    Component: LazyPageComponent,
    preload,
    prefetch: () => Promise.all([code().catch(ignore), loadHeadManager().catch(ignore)]).then(ignore),
    isReady: () => Loaded !== undefined && headManager() !== undefined,
    prepare: preloadWithHead,
    isStatic: options.static === true,
  };
  return page;
}

/**
 * Prerendered markup, or markup shown again; with its head when it is not the first page. The
 * first page declares its head once it is shown again after being hidden (page-views.tsx), its
 * code loaded by then (`headOf`): until then its prerendered head is its head.
 */
function AdoptedPage({ head: headAtMount, headOf }: { head: HeadSpec | undefined; headOf: () => HeadSpec | undefined }) {
  // The markup of this mount: the next adoption's must never replace it.
  const [markup] = useState(adoptedMarkup);
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
      <div {...PAGE_ATTRIBUTE} dangerouslySetInnerHTML={markup} suppressHydrationWarning />
    </>
  );
}

/**
 * Markup shown again. A static page the visitor leaves keeps its rendered markup with the history
 * entry (the last few entries); back or forward to that entry shows the markup again, as the
 * first page's prerendered markup is adopted, instead of rendering the whole page from its code:
 * everything above the position the visitor returns to must be there at once, and on a long page
 * that render alone took longer than a tenth of a second on a throttled phone. Only once the
 * page's code is loaded (its head comes from it), and never markup with a band still waiting to
 * render (first-screen.ts).
 */
const kept = new Map<string, { page: LazyPage; html: string }>();
const KEPT_ENTRIES = 8;
let readopted: LazyPage | null = null;

/**
 * Keeps the markup of the history entry shown, if its page is static and fully rendered: called
 * when the browser is idle, so the click that leaves the page never waits for it.
 */
export function keepMarkup(key: string, page: LazyPage | null): void {
  // The entry shown still.
  if (sessionHistory().update.location.key !== key) return;
  const html = shownInMain("[data-page]")?.innerHTML;
  if (!page?.isStatic || !html || bandsPending()) return;
  kept.delete(key);
  kept.set(key, { page, html });
  for (const oldest of kept.keys()) {
    if (kept.size <= KEPT_ENTRIES) break;
    kept.delete(oldest);
  }
}

/** Before rendering a history entry: shows its kept markup again if it can. */
export function readoptMarkup(key: string, page: LazyPage | null): void {
  const entry = kept.get(key);
  readopted = entry && entry.page === page && page.isReady() ? page : null;
  if (readopted && entry) {
    adoptable = readopted;
    adoptedMarkup = { __html: entry.html };
  }
}
