// How a navigation starts: a click on a link of the site, the session history, and the router.
//
// - Links are plain anchors, followed through one click listener on the document instead of a
//   router <Link> each. A router link reads the location and re-renders on every navigation; the
//   site's pages carry some sixty links in their header, menus and footer, and rendering them
//   again made up a good part of the work of a navigation click. The prerendered markup of an
//   adopted page (adoption.tsx) is followed the same way.
// - The session history is the History API, with a key of the app's own in each entry's state,
//   so that the app can tell entries apart (the scroll position of each entry is kept by its key;
//   the pages kept for back and forward, by path: page-views.tsx). React Router's <Router> takes
//   any navigator of this shape (its public `Navigator` type); this replaces the history it builds
//   for its own <BrowserRouter>, whose internals are not public.
// - The router is React Router's public <Router> over that history, like <BrowserRouter>, but a
//   navigation is shown only once the next page can render:
//   - the next page's chunks already loaded (prefetched, or visited before): the new location is
//     set at once, outside a transition, so React renders the page in the same task as the click
//     or the back button, with no Suspense fallback in between;
//   - not loaded: the current page stays on screen while they load, then the new location is set.
//     Only the latest navigation is shown; a failed load still sets it, so that the page's error
//     boundary (or the full load of chunk-loader.ts) answers.
//   It also keeps each history entry's scroll position (in the runtime; after-navigation.ts
//   restores it). A page left is still rendered, hidden (page-views.tsx): back and forward to it
//   only show it.
import { useEffect, useLayoutEffect, useState } from "react";
import type { ReactNode } from "react";
import { createPath, NavigationType, Router } from "react-router-dom";
import type { Location, To } from "react-router-dom";
import { useRuntime } from "./runtime.tsx";
import type { HistoryUpdate, SessionHistory } from "./runtime.tsx";

/** What the app writes into history.state for each entry it creates. */
interface EntryState {
  key: string;
  /** The state given to navigate(), as React Router hands it back in location.state. */
  usr: unknown;
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

/** The session history of the page: the browser entry makes it once. */
export function createSessionHistory(): SessionHistory {
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

/**
 * What a router link does, for any link of the site: a plain left click on a link to another page
 * of the site becomes a client-side navigation. Modified clicks, other targets, downloads, other
 * sites and a spot on the same page are the browser's to follow, as is a click that a handler
 * has already handled.
 */
function followInternalLink(event: MouseEvent, history: SessionHistory): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  const url = internalLinkUrl(event.target);
  if (!url) return;
  if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash !== "") return;
  event.preventDefault();
  history.push(`${url.pathname}${url.search}${url.hash}`);
}

/**
 * The address of the site's link at (or around) an event's target, when the app may follow it: a
 * link to this site, in this window, not a download. Null for anything else.
 */
export function internalLinkUrl(target: EventTarget | null): URL | null {
  const anchor = target instanceof Element ? target.closest("a[href]") : null;
  if (!(anchor instanceof HTMLAnchorElement) || (anchor.target !== "" && anchor.target !== "_self") || anchor.hasAttribute("download")) {
    return null;
  }
  const url = new URL(anchor.href);
  return url.origin === window.location.origin ? url : null;
}

interface RouterState {
  action: NavigationType;
  location: Location;
}

export function AppRouter({ children }: { children: ReactNode }) {
  const runtime = useRuntime();
  const { history } = runtime;
  if (!history) throw new Error("The browser's runtime has the session history (entry-client.tsx)");
  const [state, setState] = useState<RouterState>(() => history.update);

  useLayoutEffect(() => {
    let shown = history.update.location;
    let latest = 0;
    const show = (next: RouterState) => {
      // Read before React renders the next page: the position the visitor leaves.
      runtime.scroll.set(shown.key, window.scrollY);
      shown = next.location;
      setState(next);
    };
    return history.listen(({ action, location }) => {
      latest += 1;
      const ticket = latest;
      const target = runtime.pageAt(location.pathname);
      if (!target || target.isReady()) {
        show({ action, location });
        return;
      }
      const showIfLatest = () => {
        if (ticket === latest) show({ action, location });
      };
      target.load(true).then(showIfLatest, showIfLatest);
    });
  }, [history, runtime]);

  // The site's links, followed by the app from its start.
  useEffect(() => {
    const onClick = (event: MouseEvent) => followInternalLink(event, history);
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [history]);

  return (
    <Router location={state.location} navigationType={state.action} navigator={history} useTransitions={false}>
      {children}
    </Router>
  );
}
