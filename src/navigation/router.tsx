// A navigation, from the click to the new page on screen (docs/navigation.md walks it): the click
// listener for the site's plain anchors, the session history (React Router's <Router> takes it as
// its navigator), and the router, which shows the next page once it can render, in the task just
// after the tap's frame when it was loaded ahead; then the scroll and the focus, before the paint,
// as a page load does.
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import type { ReactNode } from "react";
import { createPath, NavigationType, Router } from "react-router-dom";
import type { Location, To } from "react-router-dom";
import { afterNextPaint } from "../lib/schedule.ts";
import { inHiddenPage, shownInMain } from "./page-views.tsx";
import { useRuntime } from "./runtime.tsx";
import type { HistoryUpdate, Runtime, SessionHistory } from "./runtime.tsx";

/** On <html> from a link's tap until its page is shown: the header marks it (components/header/styles.ts). */
const NAVIGATING = "data-navigating";

/** What the app writes into history.state for each entry it creates: its key, and navigate()'s state (location.state). */
interface EntryState {
  key: string;
  usr: unknown;
}

/** The entry the browser shows now, as a router location; the visit's first entry has no key of the app's. */
function currentLocation(): Location {
  const { pathname, search, hash } = window.location;
  const state = (typeof window.history.state === "object" && window.history.state) || {};
  const { key, usr } = state as Partial<EntryState>;
  return { pathname, search, hash, state: usr ?? null, key: typeof key === "string" ? key : "default" };
}

/** A router address as a URL path. */
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
      // Safari throws past 100 calls in 30 s: the address is loaded in full, prerendered.
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

/** The address of the site's link at (or around) an event's target: to this site, in this window, no download. */
export function internalLinkUrl(target: EventTarget | null): URL | null {
  const anchor = target instanceof Element ? target.closest("a[href]") : null;
  if (!(anchor instanceof HTMLAnchorElement) || (anchor.target !== "" && anchor.target !== "_self") || anchor.hasAttribute("download")) {
    return null;
  }
  const url = new URL(anchor.href);
  return url.origin === window.location.origin ? url : null;
}

/** A plain left click on a link to another page of the site; any other click is the browser's (a new tab, a spot on the page). */
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

/** Scroll and focus: what a page load would have done, for the page just rendered (before its paint). */
function arrive(runtime: Runtime, { action, location }: HistoryUpdate): void {
  document.documentElement.removeAttribute(NAVIGATING);
  const anchor = fragmentTarget(location.hash);
  if (action === NavigationType.Pop) window.scrollTo(0, runtime.scroll.get(location.key) ?? 0);
  else if (anchor) anchor.scrollIntoView();
  else window.scrollTo(0, 0);
  const target = (action !== NavigationType.Pop ? anchor : null) ?? shownInMain("h1") ?? document.getElementById("main");
  if (!target) return;
  // An element that is not focusable by itself becomes so, without entering the Tab order.
  if (target.tabIndex < 0 && !target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
}

export function AppRouter({ children }: { children: ReactNode }) {
  const runtime = useRuntime();
  const { history } = runtime;
  if (!history) throw new Error("The runtime has no session history");
  const [shown, setShown] = useState<HistoryUpdate>(() => history.update);
  const first = useRef(shown);

  // The latest navigation is shown once its page can render; a failed load shows it anyway, for
  // the error boundary (or chunk-loader.ts's full load) to answer.
  useLayoutEffect(() => {
    let left = history.update.location;
    return history.listen((next) => {
      // A link to a legacy path: its entry becomes its page's before anything is shown, so the
      // page left stays on screen, marked, while that page loads (a redirect renders nothing).
      const resolution = runtime.resolve(next.location.pathname);
      if (resolution.kind === "redirect") return history.replace(resolution.redirect.to);
      const show = () => {
        if (next !== history.update) return;
        // Read before React renders the next page: the position the visitor leaves.
        runtime.scroll.set(left.key, window.scrollY);
        // The page left, all its bands rendered, keeps their sizes: shown again (as after back, or
        // at once for a link to the page shown), it lays out only those near the screen
        // (global-styles.ts).
        shownInMain("[data-page]")?.setAttribute("data-kept", "");
        left = next.location;
        runtime.adopted = null;
        setShown(next);
      };
      const page = runtime.page(resolution.route);
      // What the tap paints at once: the link was taken (the header's amber edge), until arrive().
      if (next.action !== NavigationType.Pop) document.documentElement.setAttribute(NAVIGATING, "");
      if (!page.isReady()) page.load().then(show, show);
      // A link's page renders after the tap's own frame is drawn: the tap's task ends at once (the
      // menu's current mark and a closing menu are its answer), and the page follows. Back and
      // forward show a kept page at once: no tap waits on them.
      else if (next.action === NavigationType.Pop) show();
      else afterNextPaint(show);
    });
  }, [history, runtime]);

  // The new page is rendered (not the first): scroll and focus as a page load would.
  useLayoutEffect(() => {
    if (shown === first.current) return;
    arrive(runtime, shown);
  }, [shown, runtime]);

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
