// A page component whose code is its own chunk. `preload()` fetches it; the component renders it
// synchronously once loaded, and suspends until then. The server preloads every page before
// rendering, and navigation in the browser suspends until the next page's chunk has arrived.
//
// A page marked `prerendered` has nothing to do in the browser: it is text, pictures and links.
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
import { loadChunk } from "./chunk-loader.ts";

export interface LazyPage {
  Component: ComponentType;
  /** The page's own code; a navigation also loads Helmet for its head (page-head.tsx). */
  preload(): Promise<void>;
  /**
   * What a navigation to the page needs (its code and Helmet), loaded ahead of the visitor: the
   * page then renders at once. A failure is quietly forgotten: the navigation, if it comes,
   * tries again and handles it.
   */
  prefetch(): void;
  /** Whether a navigation to the page can render it at once, without waiting for a chunk. */
  isReady(): boolean;
  /** Loads what a navigation to the page needs; a failure loads the page in full. */
  prepare(): Promise<void>;
  /** The page is static: the browser adopts its prerendered markup on the first visit. */
  prerendered: boolean;
}

/** The wrapper's attribute: the same element on the server and in the browser. */
const PAGE_ATTRIBUTE = { "data-page": "" };
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
  adoptable = page.prerendered ? page : null;
  if (adoptable) adoptedMarkup = { __html: document.querySelector("main [data-page]")?.innerHTML ?? "" };
  return adoptable !== null;
}

export function endAdoption(): void {
  adoptable = null;
  startPage = null;
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

export function lazyPage(load: () => Promise<ComponentType>, options: { prerendered?: boolean } = {}): LazyPage {
  let Loaded: ComponentType | undefined;
  const code = loadOnce(() =>
    load().then((component) => {
      Loaded = component;
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
    if (adopted) return <AdoptedPage />;
    // use() on every render, never conditionally (React's rule). When everything is loaded it reads
    // a promise already marked fulfilled, so the page renders in this very render: a promise made
    // now would be pending until a microtask, and a navigation outside a transition would show
    // the Suspense fallback (an empty page) for React's fallback throttle of 300 ms.
    const withHead = !mountedByHydration && !headManager();
    use(Loaded !== undefined && !withHead ? LOADED : withHead ? preloadWithHead() : preload());
    const Page = Loaded as ComponentType;
    return (
      <div {...PAGE_ATTRIBUTE}>
        <Page />
      </div>
    );
  }

  const page: LazyPage = {
    Component: LazyPageComponent,
    preload,
    prefetch() {
      code().catch(ignore);
      loadHeadManager().catch(ignore);
    },
    isReady: () => Loaded !== undefined && headManager() !== undefined,
    prepare: preloadWithHead,
    prerendered: options.prerendered === true,
  };
  return page;
}

function AdoptedPage() {
  useEffect(endAdoption, []);
  return (
    <div
      {...PAGE_ATTRIBUTE}
      dangerouslySetInnerHTML={adoptedMarkup}
      suppressHydrationWarning
    />
  );
}
