// The shapes of the route table's entries (routes.tsx): plain data, made afresh for each lookup.
// What a visit has loaded is kept by the runtime (src/navigation/runtime.tsx), never here.
import type { ComponentType } from "react";
import type { MenuPlace } from "../components/kind-links.ts";
import type { ContentKind, PageData, PageDataLoader } from "../content/page-content.ts";
import type { HeadData } from "../seo/head-tags.ts";

export type { MenuPlace };

/** A page as it renders: its component, with its content if it is made from content, and its head. */
export interface PageCode {
  Component: ComponentType<{ content?: PageData["content"] }>;
  content?: PageData["content"];
  head: HeadData;
}

/** How a route's page is had: its chunk and its data (its head, and its content if it has any). */
export type LoadPage = (data: PageDataLoader) => Promise<PageCode>;

export interface PageRoute {
  path: string;
  /** The page's name in breadcrumbs and in the header's menu (a content page's, until its content says). */
  label: string;
  /** Where the header's menu lists the page: on the bar, or in the services or areas group. */
  menu: MenuPlace;
  load: LoadPage;
  /** A page made from content: which (the server reads it from its copy module, src/site/page-data.ts). */
  content?: { kind: ContentKind; slug: string };
  /**
   * The page is static (text, pictures and links, no state): the browser adopts its prerendered
   * markup on the first visit instead of loading its code. Every page is prerendered; the others
   * (the contact page's form and map, the not-found page's log) hydrate from their code.
   */
  isStatic: boolean;
  /** Whether the quote section (pitch and contact form) follows the page. */
  showQuote: boolean;
  /**
   * When the app loads the page ahead of a click (src/navigation/prefetcher.ts): "on screen", once
   * the browser is idle with a link to it in view, or only "on intent", when a pointer, focus or
   * touch comes to a link to it. A page few visitors open, with heavy code, waits for intent: it
   * would share a phone's bandwidth with the pages of the links beside it that visitors do tap.
   */
  loadAhead: "on screen" | "on intent";
  sitemap: { priority: number; changefreq: "weekly" | "monthly" | "yearly" };
}

export interface NotFoundRoute {
  path: null;
  load: LoadPage;
  isStatic: false;
  showQuote: false;
}

/** The kinds of page with one route for all their pages: the slug is the path's last part. */
export type PageKind = "services" | "areas";
