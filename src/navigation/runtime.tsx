// The runtime: everything a visit (in the browser) or a render (on the server) keeps, in one object
// each entry makes and provides through React's context. No other module of src/ keeps state: what
// has been loaded for the route table (a page's code and data, Helmet) is kept here, by path.
import { createContext, use } from "react";
import type { ReactNode } from "react";
import type { Location, NavigationType, Navigator } from "react-router-dom";
import { createToasts, ToastsContext } from "../components/toasts.tsx";
import { ContentMissing } from "../content/page-content.ts";
import type { PageDataLoader } from "../content/page-content.ts";
import { normalizePath, notFound, resolve } from "../site/routes.tsx";
import type { NotFoundRoute, PageCode, PageRoute } from "../site/route-types.ts";
import { PageRulesContext } from "../styles/styled.ts";
import type { PageRules } from "../styles/styled.ts";
import { loadChunk } from "./chunk-loader.ts";

/** How the entry shown was reached, and the entry itself. */
export interface HistoryUpdate {
  action: NavigationType;
  location: Location;
}

/** The browser's session history (router.tsx), the router's navigator; `listen` hears every change of entry. */
export interface SessionHistory extends Navigator {
  readonly update: HistoryUpdate;
  listen(listener: (update: HistoryUpdate) => void): () => void;
}

/** One page as the runtime keeps it: its code and data (code()), loaded once per visit (or per render). */
export interface LoadedPage {
  readonly route: PageRoute | NotFoundRoute;
  code(): PageCode | undefined;
  /** Loads its code and data; a failure loads the address in full once (chunk-loader.ts). */
  load(): Promise<void>;
  /** The same ahead of a navigation: a failure is forgotten. */
  prefetch(): Promise<void>;
  /** Whether a navigation can render it at once: its code and data are loaded. */
  isReady(): boolean;
}

export interface RuntimeOptions {
  /** A page's data: the host's files in the browser, the build's or the copy's on the server. */
  data: PageDataLoader;
  /** Whether a path the route table answers is a page (the server asks the catalog). */
  isPage?: (path: string) => boolean;
  /** Paths the host answered with its not-found page (the browser's first page, when it is one). */
  missing?: readonly string[];
  /** The path of the first page rendered. */
  path: string;
  /** In the browser: the session history (router.tsx) and goober's rules. */
  history?: SessionHistory;
  pageRules?: PageRules;
}

export type Runtime = ReturnType<typeof createRuntime>;

/** A load run once and shared; a failure is forgotten, so the next call tries again. */
function loadOnce(load: () => Promise<void>): () => Promise<void> {
  let pending: Promise<void> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}

const ignore = () => {};

export function createRuntime({ data, isPage, missing: missingAtStart = [], path, history, pageRules }: RuntimeOptions) {
  const pages = new Map<string | null, LoadedPage>();
  // Paths the host has no page for: its answer was its not-found page, or no data file.
  const missing = new Set<string>(missingAtStart);

  const makePage = (route: PageRoute | NotFoundRoute): LoadedPage => {
    let code: PageCode | undefined;
    const loadCode = loadOnce(async () => {
      try {
        code = await route.load(data);
      } catch (error) {
        // No such page made from content: its path is the not-found page's from now on (any other
        // failure goes on to the chunk loader's full load).
        if (!(error instanceof ContentMissing) || route.path === null || !route.content) throw error;
        missing.add(route.path);
        await runtime.page(notFound).load();
      }
    });
    return {
      route,
      code: () => code,
      load: loadOnce(() => loadChunk(loadCode)),
      prefetch: () => loadCode().catch(ignore),
      isReady: () => code !== undefined,
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
    history,
    pageRules,
    /** The scroll position of each history entry the visitor left, by the entry's key. */
    scroll: new Map<string, number>(),
    /** The first page while its prerendered markup is adopted (page-views.tsx): set before hydration, cleared by the first navigation. */
    adopted: null as LoadedPage | null,
    /** The path of the first page rendered, as the route table writes it (the server's one page). */
    firstPath: normalizePath(path),
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
  if (!runtime) throw new Error("No RuntimeProvider above the app");
  return runtime;
}
