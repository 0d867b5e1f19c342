// A navigation, from the click to the new page on screen: the one click listener for the site's
// links, the session history, and the router that shows the next page once it can render.
//
// - Links are plain anchors, followed by one click listener on the document (a router <Link>
//   each would read the location and render again at every navigation).
// - The session history: the History API, with a key of the app's own in each entry's state, so
//   that the scroll position of each entry can be kept; React Router's public <Router> takes it as
//   its navigator (its `Navigator` type).
// - A navigation is shown once the next page can render: its code loaded (ahead, or before), the
//   location is set at once and React renders the page in the click's task; not loaded, the page
//   on screen stays while it loads. Only the latest navigation is shown; a failed load still shows
//   it, so that the page's error boundary (or chunk-loader.ts's full load) answers.
// - Once the new page is rendered, before its paint: the scroll (a link goes to the top or to its
//   anchor, back and forward to where the visitor was), then, after the paint, focus on the new
//   page's h1 (or the anchor), so that a screen reader reads it and the next Tab starts there.
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import type { ReactNode } from "react";
import { createPath, NavigationType, Router } from "react-router-dom";
import type { Location, To } from "react-router-dom";
import { inHiddenPage, shownInMain } from "./page-views.tsx";
import { afterNextPaint, useRuntime } from "./runtime.tsx";
import type { HistoryUpdate, Runtime, SessionHistory } from "./runtime.tsx";

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

/**
 * A plain left click on a link to another page of the site becomes a client-side navigation.
 * Modified clicks (a new tab or window), other targets, downloads, other sites and a spot on the
 * same page are the browser's to follow, as is a click a handler has already handled.
 */
function followInternalLink(event: MouseEvent, history: SessionHistory): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  const url = internalLinkUrl(event.target);
  if (!url) return;
  if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash !== "") return;
  event.preventDefault();
  history.push(`${url.pathname}${url.search}${url.hash}`);
}

/** The element a fragment names on the page shown (pages kept hidden may have one of the same id). */
function fragmentTarget(hash: string): HTMLElement | null {
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
  if (id === "") return null;
  return [...document.querySelectorAll<HTMLElement>(`[id="${CSS.escape(id)}"]`)].find((element) => !inHiddenPage(element)) ?? null;
}

/** Scroll now, focus after the paint: what a page load would have done, for the page just rendered. */
function arrive(runtime: Runtime, { action, location }: HistoryUpdate, isLatest: () => boolean): void {
  const anchor = fragmentTarget(location.hash);
  if (action === NavigationType.Pop) window.scrollTo(0, runtime.scroll.get(location.key) ?? 0);
  else if (anchor) anchor.scrollIntoView();
  else window.scrollTo(0, 0);
  const target = (action !== NavigationType.Pop ? anchor : null) ?? shownInMain("h1") ?? document.getElementById("main");
  afterNextPaint(() => {
    if (!target?.isConnected || !isLatest()) return;
    // An element that is not focusable by itself becomes so, without entering the Tab order.
    if (target.tabIndex < 0 && !target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus({ preventScroll: true });
  });
}

export function AppRouter({ children }: { children: ReactNode }) {
  const runtime = useRuntime();
  const { history } = runtime;
  if (!history) throw new Error("The browser's runtime has the session history (entry-client.tsx)");
  const [shown, setShown] = useState<HistoryUpdate>(() => history.update);
  const first = useRef(shown);

  useLayoutEffect(() => {
    let left = history.update.location;
    const show = (next: HistoryUpdate) => {
      if (next !== history.update) return;
      // Read before React renders the next page: the position the visitor leaves.
      runtime.scroll.set(left.key, window.scrollY);
      left = next.location;
      runtime.adopted = null;
      runtime.shown.set(next.location.pathname);
      setShown(next);
    };
    return history.listen((next) => {
      const page = runtime.pageAt(next.location.pathname);
      if (!page || page.isReady()) show(next);
      else
        page.load(true).then(
          () => show(next),
          () => show(next),
        );
    });
  }, [history, runtime]);

  // The new page is rendered: scroll and focus as a page load would (not for the first page).
  useLayoutEffect(() => {
    if (shown === first.current) return;
    arrive(runtime, shown, () => history.update === shown);
  }, [shown, runtime, history]);

  // The site's links, followed by the app from its start.
  useEffect(() => {
    const onClick = (event: MouseEvent) => followInternalLink(event, history);
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [history]);

  return (
    <Router location={shown.location} navigationType={shown.action} navigator={history} useTransitions={false}>
      {children}
    </Router>
  );
}
