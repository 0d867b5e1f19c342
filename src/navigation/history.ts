// The session history: the History API, with a key of the app's own in each entry's state, so that
// the scroll position of each entry can be kept. React Router's public <Router> takes it as its
// navigator (its `Navigator` type). And the path of the page shown, which the few components that
// follow it alone subscribe to (useIsShownPage, runtime.tsx).
import { createPath, NavigationType } from "react-router-dom";
import type { Location, Navigator, To } from "react-router-dom";
import { normalizePath } from "../paths.ts";

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

/** What the app writes into history.state for each entry it creates. */
interface EntryState {
  key: string;
  /** The state given to navigate(), as React Router hands it back in location.state. */
  usr: unknown;
}

/** The entry the browser shows now, as a router location; the visit's first entry has no key of the app's. */
function currentLocation(): Location {
  const { pathname, search, hash } = window.location;
  const state = (typeof window.history.state === "object" && window.history.state) || {};
  const { key, usr } = state as Partial<EntryState>;
  return { pathname, search, hash, state: usr ?? null, key: typeof key === "string" ? key : "default" };
}

function href(to: To): string {
  return typeof to === "string" ? to : createPath(to);
}

/** The session history of the page: the browser entry makes it once. */
export function createSessionHistory(): SessionHistory {
  const listeners = new Set<(update: HistoryUpdate) => void>();
  let update: HistoryUpdate = { action: NavigationType.Pop, location: currentLocation() };
  const changeTo = (action: NavigationType) => {
    update = { action, location: currentLocation() };
    for (const listener of listeners) listener(update);
  };
  const write = (action: NavigationType.Push | NavigationType.Replace, to: To, usr: unknown) => {
    const state: EntryState = { key: Math.random().toString(36).slice(2, 10), usr };
    const url = href(to);
    try {
      if (action === NavigationType.Push) window.history.pushState(state, "", url);
      else window.history.replaceState(state, "", url);
    } catch {
      // Safari limits calls to the History API (100 in 30 s) and throws past it; the address is
      // then loaded in full, which the prerendered pages answer.
      window.location.assign(url);
      return;
    }
    changeTo(action);
  };
  window.addEventListener("popstate", () => changeTo(NavigationType.Pop));
  return {
    get update() {
      return update;
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    createHref: href,
    go: (delta) => window.history.go(delta),
    push: (to, state) => write(NavigationType.Push, to, state),
    replace: (to, state) => write(NavigationType.Replace, to, state),
  };
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
