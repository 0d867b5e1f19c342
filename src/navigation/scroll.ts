// Scrolling after client-side navigations, kept between the router (router.tsx), the page it
// renders (first-screen.ts) and what follows the render (after-navigation.ts).
import { afterNextPaint } from "../lib/schedule.ts";

/**
 * The scroll state of client-side navigations, in one place. Written by the router (router.tsx)
 * as it shows a location, before React renders it; read while that render mounts the page.
 */
const scroll = {
  /**
   * The scroll position of each history entry the visitor left, by the entry's key. The browser
   * restores the position itself when the page renders during the back or forward button's
   * popstate event (a page already loaded); when the page renders later (its chunks were still
   * loading), it has restored the old page's position, and the app restores this one.
   */
  positions: new Map<string, number>(),
  /**
   * Where the page being rendered by a navigation will be scrolled to: the top, or the position
   * the visitor left it at (back and forward); null outside a navigation's render, and when the
   * position is not known before the page is laid out (an anchor). Set before the render and
   * cleared in the layout effect after its commit (after-navigation.ts), so it is read only by
   * what mounts in that render: the bands of the page shown, in their useState initialiser
   * (first-screen.ts). The contract: a band that mounts at any other time (in a page rendered
   * ahead, or resumed after suspending) reads null and renders its content at once, the safe
   * branch: nothing is ever missing, only not deferred.
   */
  target: null as number | null,
};

export function rememberScroll(key: string): void {
  scroll.positions.set(key, window.scrollY);
}

/** Where the visitor was on this entry, if they were there before. */
export function rememberedScroll(key: string): number | undefined {
  return scroll.positions.get(key);
}

/** Called by the router just before it sets the location (see `scroll.target`). */
export function beginNavigationRender(target: number | null): void {
  scroll.target = target;
}

/** Called in the layout effect after the navigation's commit (see `scroll.target`). */
export function endNavigationRender(): void {
  scroll.target = null;
}

/** During a navigation's render, where the page will be scrolled to; null otherwise (see `scroll.target`). */
export function navigationScrollTarget(): number | null {
  return scroll.target;
}

/**
 * Until the next paint, the bands below the first screen are laid out and painted only when near
 * it, as on a full load before the largest paint (data-painted, global-styles.ts): the click's
 * frame does the first screen's work, not the whole page's. Only for a page seen from its top: a
 * position further down needs the real heights of the bands above it.
 */
export function paintFirstScreenFirst(): void {
  const root = document.documentElement;
  // Its value names what started the app (start-app.ts); it comes back as it was.
  const painted = root.getAttribute("data-painted");
  if (painted === null) return;
  root.removeAttribute("data-painted");
  afterNextPaint(() => root.setAttribute("data-painted", painted));
}
