// Scrolling after client-side navigations, kept between the router (router.tsx) and what follows
// the render (after-navigation.ts).
import { afterNextPaint } from "../lib/schedule.ts";

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
