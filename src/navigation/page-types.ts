// What the runtime knows of a page: its component, how to load its code, whether it is static.
import type { ComponentType } from "react";
import type { HeadSpec } from "../seo/head.ts";

/** A page's code: its component, and the head it declares (for markup shown again: adoption.tsx). */
export interface PageCode {
  Component: ComponentType;
  head: HeadSpec;
}

/** A page whose code is a chunk of its own (page-loader.tsx makes one). */
export interface LazyPage {
  /** Renders the page: at once once loaded, suspending until then. */
  Component: ComponentType;
  /**
   * Loads the page's code, and Helmet with it when the page will declare its head (every page
   * mounted by a navigation; page-head.tsx). Shared and tracked for React's use(); a failure
   * loads the page in full once (chunk-loader.ts), and the next call tries again.
   */
  load(withHead: boolean): Promise<void>;
  /**
   * What a navigation to the page needs (its code and Helmet), loaded ahead of the visitor.
   * Settles once both have loaded or failed; a failure is quietly forgotten: the navigation, if
   * it comes, tries again and handles it.
   */
  prefetch(): Promise<void>;
  /** Whether a navigation to the page can render it at once, without waiting for a chunk. */
  isReady(): boolean;
  /**
   * The page is static (text, pictures and links, no state): the browser adopts its prerendered
   * markup on the first visit instead of loading its code. Every page
   * is prerendered; the others (the contact page's form and map, the not-found page's log)
   * hydrate from their code.
   */
  isStatic: boolean;
}
