// The browser's session history, as the router's navigator: the History API, with a key of the
// app's own in each entry's state, so that the app can tell entries apart (the scroll position
// of each entry is stored by its key; the pages kept for back and forward, by path:
// page-views.tsx). React Router's <Router> takes any
// navigator of this shape (its public `Navigator` type); this replaces the history it builds for
// its own <BrowserRouter>, whose internals are not public.
import { createPath, NavigationType } from "react-router-dom";
import type { Location, Navigator, To } from "react-router-dom";

/** What the app writes into history.state for each entry it creates. */
interface EntryState {
  key: string;
  /** The state given to navigate(), as React Router hands it back in location.state. */
  usr: unknown;
}

interface HistoryUpdate {
  action: NavigationType;
  location: Location;
}

interface SessionHistory extends Navigator {
  /** How the entry shown was reached, and the entry itself. */
  readonly update: HistoryUpdate;
  /** Called after every change of entry: a link followed, a redirect, back or forward. */
  listen(listener: (update: HistoryUpdate) => void): () => void;
}

/** The key of an entry the app did not create: the first entry of the visit. */
const FIRST_ENTRY_KEY = "default";

function entryState(value: unknown): Partial<EntryState> {
  return typeof value === "object" && value !== null ? (value as Partial<EntryState>) : {};
}

/** The entry the browser shows now, as a router location. */
function currentLocation(): Location {
  const { pathname, search, hash } = window.location;
  const state = entryState(window.history.state);
  return { pathname, search, hash, state: state.usr ?? null, key: typeof state.key === "string" ? state.key : FIRST_ENTRY_KEY };
}

function newKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

function href(to: To): string {
  return typeof to === "string" ? to : createPath(to);
}

function createSessionHistory(): SessionHistory {
  const listeners = new Set<(update: HistoryUpdate) => void>();
  let update: HistoryUpdate = { action: NavigationType.Pop, location: currentLocation() };
  const changeTo = (action: NavigationType) => {
    update = { action, location: currentLocation() };
    for (const listener of listeners) listener(update);
  };
  const write = (action: NavigationType.Push | NavigationType.Replace, to: To, usr: unknown) => {
    const state: EntryState = { key: newKey(), usr };
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
    createURL: (to) => new URL(href(to), window.location.href),
    encodeLocation(to) {
      const { pathname, search, hash } = new URL(href(to), window.location.href);
      return { pathname, search, hash };
    },
    go: (delta) => window.history.go(delta),
    push: (to, state) => write(NavigationType.Push, to, state),
    replace: (to, state) => write(NavigationType.Replace, to, state),
  };
}

let instance: SessionHistory | undefined;

/** The one session history of the page, made on first use (browser only). */
export function sessionHistory(): SessionHistory {
  instance ??= createSessionHistory();
  return instance;
}
