// What the app keeps about client-side navigations between the router (app-router.tsx), the
// page it renders and what follows the render (navigation-effects.ts).
import { afterNextPaint } from "./schedule.ts";

/**
 * The scroll position of each history entry the visitor left, by the entry's key. The browser
 * restores the position itself when the page renders during the back or forward button's
 * popstate event (a page already loaded); when the page renders later (its chunks were still
 * loading), it has restored the old page's position, and the app restores this one.
 */
const positions = new Map<string, number>();

export function rememberScroll(key: string): void {
  positions.set(key, window.scrollY);
}

/** Where the visitor was on this entry, if they were there before. */
export function rememberedScroll(key: string): number | undefined {
  return positions.get(key);
}

/** Where the page being rendered will be scrolled to, when the render is for a navigation. */
let scrollTarget: number | null = null;

/**
 * Set by the router as it shows a location: where the page will be scrolled to, the top or the
 * position the visitor left it at (the back button); null when that is not known before the page
 * is laid out (an anchor). Until the render is done (endNavigationRender), bands further down may
 * wait for the frame after (first-screen.ts).
 */
export function beginNavigationRender(target: number | null): void {
  scrollTarget = target;
}

export function endNavigationRender(): void {
  scrollTarget = null;
}

/** During a navigation's render, where the page will be scrolled to; null otherwise. */
export function navigationScrollTarget(): number | null {
  return scrollTarget;
}

/**
 * Until the next paint, the bands below the first screen are laid out and painted only when near
 * it, as on a full load before the largest paint (data-painted, global-styles.ts): the click's
 * frame does the first screen's work, not the whole page's. Only for a page seen from its top: a
 * position further down needs the real heights of the bands above it.
 */
export function paintFirstScreenFirst(): void {
  const root = document.documentElement;
  if (!root.hasAttribute("data-painted")) return;
  root.removeAttribute("data-painted");
  afterNextPaint(() => root.setAttribute("data-painted", ""));
}
