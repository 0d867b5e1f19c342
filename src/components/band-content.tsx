// The content of a band below a page's hero (a section, the contact page's form). When a link has
// just opened the page at its top, a band that starts below the first screen renders its content
// just after the paint, in a transition: the click's task renders the first screen, not the whole
// page (page-views.tsx in src/navigation/ decides per page, and ends the wait after the paint). A
// band that starts on the first screen renders before the paint: it measures where it starts in
// the frame's own animation callback, once the page's styles, scroll position and layout are the
// ones the frame will paint, so that reading them costs no layout of its own. Bands above it that
// wait count as empty there, so a band may render that then starts lower, never the other way.
// Everywhere else every band renders at once: on the server, at hydration, for a page rendered
// ahead or kept hidden, for back and forward (which return to a position down the page) and for a
// link to an anchor.
import { createContext, use, useLayoutEffect, useState } from "react";
import type { RefObject } from "react";
import { flushSync } from "react-dom";

/** Whether the content of bands below the first screen waits for the frame after the paint. */
export const BandsWait = createContext(false);

/** Whether the element starts on the first screen of the page seen from its top. */
function startsOnFirstScreen(element: HTMLElement): boolean {
  return element.getBoundingClientRect().top + window.scrollY < window.innerHeight;
}

/** Whether the band's content renders now; `band` is the band's element. */
export function useBandContent(band: RefObject<HTMLElement | null>): boolean {
  const waiting = use(BandsWait);
  const [onFirstScreen, setOnFirstScreen] = useState(false);
  useLayoutEffect(() => {
    if (!waiting || onFirstScreen) return;
    const frame = requestAnimationFrame(() => {
      // Rendered before the paint: nothing on the first screen is ever missing.
      if (band.current && startsOnFirstScreen(band.current)) flushSync(() => setOnFirstScreen(true));
    });
    return () => cancelAnimationFrame(frame);
  }, [waiting, onFirstScreen, band]);
  return !waiting || onFirstScreen;
}
