// The runtime: everything a visit (in the browser) or a render (on the server) keeps while it
// runs, in one object each entry creates (src/entry-client.tsx once, src/entry-server.tsx for
// each page) and provides to the app through React's context. No module of src/ keeps state of
// its own: the route table is plain data, and what has been loaded for it (a page's code, its
// content, Helmet) is kept here, by path. docs/navigation.md follows a tap through it.
import { createContext, use, useEffect, useRef, useState, useSyncExternalStore } from "react";
import type { ReactNode } from "react";
import type { Location, NavigationType, Navigator } from "react-router-dom";
import type { HelmetServerState } from "@dr.pogodin/react-helmet";
import { createToasts, ToastsContext } from "../components/toasts.tsx";
import { ContentMissing } from "../content/page-content.ts";
import type { PageDataLoader } from "../content/page-content.ts";
import type * as HeadRendererExports from "../seo/head-renderer.tsx";
import { normalizePath, notFound, resolve } from "../site/routes.tsx";
import type { NotFoundRoute, PageCode, PageRoute } from "../site/route-types.ts";
import { PageRulesContext } from "../styles/goober-setup.ts";
import type { PageRules } from "../styles/goober-setup.ts";
import { loadChunk } from "./chunk-loader.ts";

export interface HistoryUpdate {
  action: NavigationType;
  location: Location;
}

/** The browser's session history (createSessionHistory in router.tsx), as the router's navigator. */
export interface SessionHistory extends Navigator {
  /** How the entry shown was reached, and the entry itself. */
  readonly update: HistoryUpdate;
  /** Called after every change of entry: a link followed, a redirect, back or forward. */
  listen(listener: (update: HistoryUpdate) => void): () => void;
}

/** The path of the page shown, as the route table writes it, and who is told when it changes. */
export interface ShownPath {
  readonly path: string;
  set(pathname: string): void;
  listen(listener: () => void): () => void;
}

export function shownPath(first: string): ShownPath {
  const listeners = new Set<() => void>();
  let path = normalizePath(first);
  return {
    get path() {
      return path;
    },
    set(pathname) {
      const next = normalizePath(pathname);
      if (next === path) return;
      path = next;
      for (const listener of [...listeners]) listener();
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** One page as the runtime keeps it: its code, loaded once per visit (or per render). */
export interface LoadedPage {
  readonly route: PageRoute | NotFoundRoute;
  /** The page's code once loaded. */
  code(): PageCode | undefined;
  /** Loads its code (and Helmet, `withHead`), shared; a failure loads the address in full once (chunk-loader.ts). */
  load(withHead: boolean): Promise<void>;
  /** The same ahead of a navigation: a failure is forgotten. */
  prefetch(): Promise<void>;
  /** Whether a navigation can render it at once: its code and Helmet are loaded. */
  isReady(): boolean;
}

export interface RuntimeOptions {
  /** Where a page's data (its head, its content) comes from: the host's files in the browser, the build's or the copy's on the server. */
  data: PageDataLoader;
  /** Whether a path the route table answers is a page (the server asks the catalog). */
  isPage?: (path: string) => boolean;
  /** Paths the host answered with its not-found page (the browser's first page, when it is one). */
  missing?: readonly string[];
  /** The path of the first page rendered. */
  path: string;
  /** In the browser: the session history (router.tsx) and where goober's rules go. */
  history?: SessionHistory;
  pageRules?: PageRules;
  /** On the server: where each page's Helmet state goes. */
  collectHead?: (state: HelmetServerState) => void;
}

export type Runtime = ReturnType<typeof createRuntime>;

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

export function createRuntime({ data, isPage, missing: missingAtStart = [], path, history, pageRules, collectHead }: RuntimeOptions) {
  const pages = new Map<string | null, LoadedPage>();
  /** Paths of a kind the host has no page for: its answer was its not-found page or no data file. */
  const missing = new Set<string>(missingAtStart);
  let renderer: typeof HeadRendererExports | undefined;
  const loadHeadRenderer = loadOnce(() =>
    import("../seo/head-renderer.tsx").then((module) => {
      renderer = module;
    }),
  );

  const makePage = (route: PageRoute | NotFoundRoute): LoadedPage => {
    let code: PageCode | undefined;
    const loadCode = loadOnce(() =>
      route.load(data).then(
        (loaded) => {
          code = loaded;
        },
        async (error: unknown) => {
          // The host has no such page made from content: the path is the not-found page's from now
          // on, and this record is never rendered (a network failure, or a missing file of any
          // other page, goes on to the chunk loader's full load instead).
          if (!(error instanceof ContentMissing) || route.path === null || !route.content) throw error;
          missing.add(route.path);
          await runtime.page(notFound).load(true);
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

  const runtime = {
    /** What the site answers at a path, as far as this runtime knows (resolve in routes.tsx). */
    resolve: (pathname: string) => resolve(pathname, (at) => !missing.has(at) && (isPage?.(at) ?? true)),
    /** The runtime's one record of a route's page. */
    page(route: PageRoute | NotFoundRoute): LoadedPage {
      const page = pages.get(route.path) ?? makePage(route);
      pages.set(route.path, page);
      return page;
    },
    /** The page a navigation to the path renders; none for a legacy path's redirect. */
    pageAt(pathname: string): LoadedPage | null {
      const resolution = runtime.resolve(pathname);
      return resolution.kind === "redirect" ? null : runtime.page(resolution.route);
    },
    headRenderer: () => renderer,
    loadHeadRenderer,
    history,
    collectHead,
    pageRules,
    /** The scroll position of each history entry the visitor left, by the entry's key. */
    scroll: new Map<string, number>(),
    /** The first page while its prerendered markup is adopted (page-views.tsx): set before hydration, cleared by the first navigation. */
    adopted: null as LoadedPage | null,
    /** The path of the page shown, which the few components that follow it alone subscribe to (useIsShownPage). */
    shown: shownPath(path),
    toasts: createToasts(),
  };
  return runtime;
}

const RuntimeContext = createContext<Runtime | null>(null);

/** Provides the runtime (and its toasts and page rules, to what uses them) to the app. */
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

/** Whether the page shown is at this path: a component renders again only when this answer changes. */
export function useIsShownPage(path: string): boolean {
  const { shown } = useRuntime();
  const isShown = () => shown.path === path;
  return useSyncExternalStore(shown.listen, isShown, isShown);
}

/**
 * Calls `callback` after each navigation to another page (not on the first render), while `active`:
 * a menu follows the navigations only while it is open, so a tap runs none of its code otherwise.
 */
export function useAfterNavigation(callback: () => void, active: boolean): void {
  const { shown } = useRuntime();
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => (active ? shown.listen(() => latest.current()) : undefined), [shown, active]);
}

/** In the first task after the browser has painted (a frame callback, then a task of its own). */
export function afterNextPaint(callback: () => void): void {
  requestAnimationFrame(() => setTimeout(callback, 0));
}

/**
 * A page's <head>, rendered with Helmet (head-renderer.tsx), which the browser needs only to change
 * the head after a navigation: it loads with the first page navigated to or loaded ahead, and the
 * prerendered head stands until then. In the browser the head is read just after the paint (Helmet
 * rewrites some 30 tags) each time the page is shown (a page kept hidden runs its effects again as
 * it is shown): an adopted first page's code, and Helmet, may have arrived since it was last shown.
 * On the server, at once.
 */
export function PageHead({ page }: { page: LoadedPage }) {
  const runtime = useRuntime();
  const [head, setHead] = useState(() => (typeof window === "undefined" ? headToRender(runtime, page) : null));
  // Once both are there neither changes (a page's code and Helmet load once per visit).
  useEffect(() => {
    afterNextPaint(() => setHead((shown) => shown ?? headToRender(runtime, page)));
  }, [runtime, page]);
  return head ? <head.renderer.HeadRenderer head={head.data} collect={runtime.collectHead} /> : null;
}

/** The page's head and Helmet's renderer, once both are loaded. */
function headToRender(runtime: Runtime, page: LoadedPage) {
  const renderer = runtime.headRenderer();
  const data = page.code()?.head;
  return renderer && data ? { renderer, data } : null;
}
