// What a client-side navigation does once the new page is rendered, before it is painted, in the
// place of the browser's own handling of a page load:
// - scroll: a link goes to the top of the new page, or to its anchor; back and forward return to
//   where the visitor was on that page (the runtime keeps each entry's position: router.tsx);
// - focus: moves to the new page's h1 (or the anchor's target), so that a screen reader reads the
//   new page's heading and the next Tab starts from there, as after a page load (just after the
//   new page is painted);
// - the first frame: for a page seen from its top, the bands below the first screen are laid out
//   in the frame after (paintFirstScreenFirst), and the content of those the navigation mounts is
//   rendered just after the paint (useBandsWait, with src/components/band-content.tsx).
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import type { RefObject } from "react";
import type { BandsWaitState } from "../components/band-content.tsx";
import { useLocation, useNavigationType } from "react-router-dom";
import { endAdoption } from "./adoption.tsx";
import { inHiddenPage, shownInMain } from "./page-views.tsx";
import { afterNextPaint, useRuntime } from "./runtime.tsx";

/** The element a fragment names, as the browser finds it for #id, on the page shown. */
function fragmentTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
  // Pages kept hidden in <main> may have an element of the same id: the first one not in them.
  return [...document.querySelectorAll<HTMLElement>(`[id="${CSS.escape(id)}"]`)].find((element) => !inHiddenPage(element)) ?? null;
}

/** Focuses an element that is not focusable by itself, without scrolling to it. */
function focusWithoutScrolling(element: HTMLElement): void {
  if (element.tabIndex < 0 && !element.hasAttribute("tabindex")) element.setAttribute("tabindex", "-1");
  element.focus({ preventScroll: true });
}

/**
 * Until the next paint, the bands below the first screen are laid out and painted only when near
 * it, as on a full load before the largest paint (data-painted, global-styles.ts): the click's
 * frame does the first screen's work, not the whole page's. Only for a page seen from its top: a
 * position further down needs the real heights of the bands above it.
 */
function paintFirstScreenFirst(): void {
  const root = document.documentElement;
  // Its value names what started the app (start-app.ts); it comes back as it was.
  const painted = root.getAttribute("data-painted");
  if (painted === null) return;
  root.removeAttribute("data-painted");
  afterNextPaint(() => root.setAttribute("data-painted", painted));
}

/** Returns the ref for <main>, the focus target of last resort. */
export function useNavigationEffects(): RefObject<HTMLElement | null> {
  const runtime = useRuntime();
  const location = useLocation();
  const navigationType = useNavigationType();
  const mainRef = useRef<HTMLElement>(null);
  const shownKey = useRef(location.key);

  useLayoutEffect(() => {
    if (shownKey.current === location.key) return;
    shownKey.current = location.key;
    // Pages mounted from now on render from their own code (adoption.tsx).
    endAdoption(runtime);
    // The new page's rules are in the page before anything below measures it.
    runtime.flushStyles();
    const anchor = fragmentTarget(location.hash);
    // Before the scroll, which lays the page out: that layout is then the one the frame paints.
    if (navigationType !== "POP" && !anchor) paintFirstScreenFirst();
    if (navigationType === "POP") window.scrollTo(0, runtime.scroll.get(location.key) ?? 0);
    else if (anchor) anchor.scrollIntoView();
    else window.scrollTo(0, 0);
    const main = mainRef.current;
    const focusTarget = (navigationType !== "POP" ? anchor : null) ?? shownInMain("h1") ?? main;
    // Focus moves in the task after the paint, a frame after the click: focusing updates the
    // page's style and fires events, work the click's frame then does not wait for.
    const key = location.key;
    afterNextPaint(() => {
      if (focusTarget?.isConnected && shownKey.current === key) focusWithoutScrolling(focusTarget);
    });
  }, [location.key, location.hash, navigationType, runtime]);

  return mainRef;
}

/** The wait as useBandsWait keeps it: the key of the location whose paint it waits for. */
class BandsWaitOfFrame implements BandsWaitState {
  private waitingFor: string | null = null;
  private readonly ends = new Set<() => void>();

  constructor(private seen: string) {}

  /** In the frame's render: a new location starts a wait, or none; the same one changes nothing. */
  follow(key: string, waits: boolean): void {
    if (key === this.seen) return;
    this.seen = key;
    this.waitingFor = waits ? key : null;
  }

  /** Once the location's page is painted, the bands its wait held render. */
  end(key: string): void {
    if (this.waitingFor !== key) return;
    this.waitingFor = null;
    for (const end of [...this.ends]) end();
  }

  waiting(): boolean {
    return this.waitingFor !== null;
  }

  onEnd(end: () => void): () => void {
    // A band rendered during a wait may be committed after it: it renders at once.
    if (this.waitingFor === null) {
      end();
      return () => {};
    }
    this.ends.add(end);
    return () => this.ends.delete(end);
  }
}

/**
 * The wait of the bands a navigation mounts (src/components/band-content.tsx): from the render of a
 * link's navigation to the top of a page until just after that page's first paint. Never for the
 * first page (its bands are prerendered), back and forward (they return to a position down the
 * page, which needs the bands above it) or a link to an anchor. One object for the app's life:
 * starting and ending a wait renders nothing by itself (the bands it holds render at its end).
 */
export function useBandsWait(): BandsWaitState {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [wait] = useState(() => new BandsWaitOfFrame(location.key));
  // Read by the bands this render mounts, below: the same location gives the same answer, so a
  // render React starts again or throws away leaves it as it was.
  wait.follow(location.key, navigationType !== "POP" && location.hash === "");
  useEffect(() => {
    const key = location.key;
    afterNextPaint(() => wait.end(key));
  }, [location.key, wait]);
  return wait;
}
