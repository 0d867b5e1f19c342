// The runtime: everything a visit (in the browser) or a render (on the server) keeps while it
// runs, in one object that each entry creates (src/entry-client.tsx once, src/entry-server.tsx
// for each page) and provides to the app through React's context. No module of src/ keeps state
// of its own: the route table is plain data (src/site/routes.tsx), and what has been loaded for
// it (a page's code, its content, Helmet) is kept here, by path. docs/navigation.md walks through
// a click from start to end.
import { createContext, use, useEffect, useRef, useState, useSyncExternalStore } from "react";
import type { ReactNode } from "react";
import type { HelmetServerState } from "@dr.pogodin/react-helmet";
import { createToasts, ToastsContext } from "../components/toasts.tsx";
import type { Toasts } from "../components/toasts.tsx";
import { ContentMissing } from "../content/page-content.ts";
import type { ContentLoader } from "../content/page-content.ts";
import type * as HeadRendererExports from "../seo/head-renderer.tsx";
import type { HeadSpec, PageRouteRef } from "../seo/head.ts";
import { resolve } from "../site/resolve.ts";
import type { Resolution } from "../site/resolve.ts";
import { notFound } from "../site/routes.tsx";
import type { NotFoundRoute, PageCode, PageRoute } from "../site/route-types.ts";
import { PageRulesContext } from "../styles/page-rules.ts";
import type { PageRules } from "../styles/page-rules.ts";
import { shownPath } from "./history.ts";
import type { SessionHistory, ShownPath } from "./history.ts";
import { loadChunk } from "./chunk-loader.ts";

/** Helmet and the head builders (head-renderer.tsx): a chunk of their own, loaded on demand. */
type HeadRendererModule = typeof HeadRendererExports;

/** One page as the runtime keeps it: its code, loaded once per visit (or per render). */
export interface LoadedPage {
  readonly route: PageRoute | NotFoundRoute;
  /** The page's code once loaded, or undefined before. */
  code(): PageCode | undefined;
  /**
   * Loads the page's code, and Helmet with it when the page will declare its head (every page
   * mounted by a navigation). Shared, for React's use(); a failure loads the page in full once
   * (chunk-loader.ts), and the next call tries again.
   */
  load(withHead: boolean): Promise<void>;
  /** What a navigation to the page needs, loaded ahead; a failure is quietly forgotten. */
  prefetch(): Promise<void>;
  /** Whether a navigation to the page can render it at once, without waiting for a chunk. */
  isReady(): boolean;
}

export interface Runtime {
  /** What the site answers at a path, as far as this runtime knows (resolve.ts). */
  resolve(pathname: string): Resolution;
  /** The runtime's one record of a route's page. */
  page(route: PageRoute | NotFoundRoute): LoadedPage;
  /** The page a client-side navigation to the path renders; none for a legacy path's redirect. */
  pageAt(pathname: string): LoadedPage | null;
  /** Helmet, once loaded. */
  headRenderer(): HeadRendererModule | undefined;
  /** Loads Helmet (once; a failure is forgotten). */
  loadHeadRenderer(): Promise<void>;
  /** In the browser: the session history the router and the redirects move. */
  readonly history: SessionHistory | undefined;
  /** On the server: where each page's Helmet state goes. */
  readonly collectHead: ((state: HelmetServerState) => void) | undefined;
  /** The scroll position of each history entry the visitor left, by the entry's key. */
  readonly scroll: Map<string, number>;
  /** The first page, while its prerendered markup is adopted as it is (page-views.tsx): set before hydration, cleared by the first navigation. */
  adopted: LoadedPage | null;
  readonly toasts: Toasts;
  /** The path of the page shown, for the few components that follow it alone (useIsShownPage). */
  readonly shown: ShownPath;
  /** In the browser: where goober's rules go into the page. */
  readonly pageRules: PageRules | undefined;
}

export interface RuntimeOptions {
  /** Where a page's content comes from: the host's files in the browser, the build's on the server. */
  content: ContentLoader;
  /** Whether a path the route table answers is a page (the server asks the catalog). */
  isPage?: (path: string) => boolean;
  history?: SessionHistory;
  collectHead?: (state: HelmetServerState) => void;
  /** The path of the first page rendered (the server's page; the browser's address). */
  path: string;
  pageRules?: PageRules;
}

/** A load run once and shared; a failure is not kept, so the next call tries again. */
function loadOnce(load: () => Promise<void>): () => Promise<void> {
  let pending: Promise<void> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}

const ignore = () => {};

/** What a page the host turned out not to have holds as its code: never rendered. */
const NO_PAGE: PageCode = { Component: () => null, head: { title: "", description: "", jsonLd: () => [] } };

export function createRuntime(options: RuntimeOptions): Runtime {
  const pages = new Map<string | null, LoadedPage>();
  /** Paths of a kind the host has no page for: its answer was its not-found page or no content file. */
  const missing = new Set<string>();
  const isPage = (path: string) => !missing.has(path) && (options.isPage?.(path) ?? true);
  let renderer: HeadRendererModule | undefined;
  const loadHeadRenderer = loadOnce(() =>
    import("../seo/head-renderer.tsx").then((module) => {
      renderer = module;
    }),
  );

  const makePage = (route: PageRoute | NotFoundRoute): LoadedPage => {
    let code: PageCode | undefined;
    const loadCode = loadOnce(() =>
      route.load(options.content).then(
        (loaded) => {
          code = loaded;
        },
        async (error: unknown) => {
          // The host has no such page: from now on the path is the not-found page's, loaded
          // before the navigation that asked for this one goes on (a network failure goes on to
          // the chunk loader's full load instead).
          if (!(error instanceof ContentMissing) || route.path === null) throw error;
          missing.add(route.path);
          await runtime.page(notFound).load(true);
          code = NO_PAGE;
        },
      ),
    );
    const withoutHead = loadOnce(() => loadChunk(loadCode));
    const withHead = loadOnce(() => Promise.all([withoutHead(), loadChunk(loadHeadRenderer)]).then(ignore));
    return {
      route,
      code: () => code,
      load: (head) => (head ? withHead() : withoutHead()),
      prefetch: () => Promise.all([loadCode().catch(ignore), loadHeadRenderer().catch(ignore)]).then(ignore),
      isReady: () => code !== undefined && renderer !== undefined,
    };
  };

  const runtime: Runtime = {
    resolve: (pathname) => resolve(pathname, isPage),
    page(route) {
      let page = pages.get(route.path);
      if (!page) {
        page = makePage(route);
        pages.set(route.path, page);
      }
      return page;
    },
    pageAt(pathname) {
      const resolution = runtime.resolve(pathname);
      return resolution.kind === "redirect" ? null : runtime.page(resolution.route);
    },
    headRenderer: () => renderer,
    loadHeadRenderer,
    history: options.history,
    collectHead: options.collectHead,
    scroll: new Map(),
    adopted: null,
    toasts: createToasts(),
    shown: shownPath(options.path),
    pageRules: options.pageRules,
  };
  return runtime;
}

const RuntimeContext = createContext<Runtime | null>(null);

/** Provides the runtime (and its toasts, to the components that raise them) to the app. */
export function RuntimeProvider({ runtime, children }: { runtime: Runtime; children?: ReactNode }) {
  return (
    <RuntimeContext value={runtime}>
      <PageRulesContext value={runtime.pageRules ?? null}>
        <ToastsContext value={runtime.toasts}>{children}</ToastsContext>
      </PageRulesContext>
    </RuntimeContext>
  );
}

export function useRuntime(): Runtime {
  const runtime = use(RuntimeContext);
  if (!runtime) throw new Error("The app renders inside its RuntimeProvider (entry-client.tsx, entry-server.tsx)");
  return runtime;
}

/**
 * Whether the page shown is at this path (a menu link's current-page mark): a component renders
 * again only when its own answer changes, not at every navigation.
 */
export function useIsShownPage(path: string): boolean {
  const { shown } = useRuntime();
  const isShown = () => shown.path === path;
  return useSyncExternalStore(shown.listen, isShown, isShown);
}

/** Calls `callback` after each navigation to another page (not on the first render). */
export function useAfterNavigation(callback: () => void): void {
  const { shown } = useRuntime();
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => shown.listen(() => latest.current()), [shown]);
}

/** In the first task after the browser has painted (a frame callback, then a task of its own). */
export function afterNextPaint(callback: () => void): void {
  requestAnimationFrame(() => {
    setTimeout(callback, 0);
  });
}

/**
 * A page's <head>, rendered with Helmet (head-renderer.tsx), which the browser needs only to change
 * the head on a client-side navigation: it loads with the first page the visitor navigates to or
 * that the app loads ahead, and until then the prerendered head stands. In the browser the head is
 * declared just after the page is painted (Helmet rewrites some 30 tags, work that need not delay
 * the visitor's sight of the page), and again each time a page kept hidden is shown (its effects
 * run again, page-views.tsx); on the server, at once. `spec` reads the page's head from its code.
 */
export function PageHead({ spec, route }: { spec: () => HeadSpec | undefined; route: PageRouteRef | null }) {
  const runtime = useRuntime();
  const [renderer, setRenderer] = useState(() => (typeof window === "undefined" ? runtime.headRenderer() : undefined));
  useEffect(() => {
    if (!renderer) afterNextPaint(() => setRenderer(runtime.headRenderer()));
  }, [renderer, runtime]);
  const head = renderer && spec();
  return head ? <renderer.HeadRenderer spec={head} route={route} collect={runtime.collectHead} /> : null;
}
