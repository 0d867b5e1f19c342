// The content of a band below a page's hero (a section, the contact page's form, the quote section
// with its form). When a link has just opened a page at its top, a band mounted by that
// navigation that starts below the first screen renders its content just after the paint, in a
// transition: the click's task renders the first screen, not the whole page (useBandsWait in
// src/navigation/after-navigation.ts says when, for the app's frame). A band that starts on the
// first screen renders before the paint: it measures where it starts in the frame's own animation
// callback, once the page's styles, scroll position and layout are the ones the frame will paint,
// so that reading them costs no layout of its own. Bands above it that wait count as empty there,
// so a band may render that then starts lower, never the other way. Everywhere else every band
// renders at once: on the server, at hydration, for a page rendered ahead or kept hidden, for back
// and forward (which return to a position down the page) and for a link to an anchor.
import { createContext, use, useLayoutEffect, useState } from "react";
import type { ReactNode, RefObject } from "react";
import { flushSync } from "react-dom";

/** Whether the content of bands below the first screen waits for the frame after the paint. */
export const BandsWait = createContext(false);

/** Whether the element starts on the first screen of the page seen from its top. */
function startsOnFirstScreen(element: HTMLElement): boolean {
  return element.getBoundingClientRect().top + window.scrollY < window.innerHeight;
}

/**
 * A band's content: rendered now, or (while a link's navigation waits for its paint, the band
 * starting below the first screen) just after the paint. `band` is the band's element. Only this
 * component reads the wait: when it begins or ends, the bands already shown render nothing again
 * (their content is the same element).
 */
export function BandContent({ band, children }: { band: RefObject<HTMLElement | null>; children: ReactNode }) {
  const waiting = use(BandsWait);
  const [shown, setShown] = useState(!waiting);
  // Once the wait is over the content stays, whatever a later navigation does: a band mounted
  // before it (the quote section's form, with what the visitor typed) never renders empty again.
  if (!waiting && !shown) setShown(true);
  useLayoutEffect(() => {
    if (shown) return;
    // In the frame's animation callback the band's element is in place, styled and laid out.
    const frame = requestAnimationFrame(() => {
      // Rendered before the paint: nothing on the first screen is ever missing.
      if (band.current && startsOnFirstScreen(band.current)) flushSync(() => setShown(true));
    });
    return () => cancelAnimationFrame(frame);
  }, [shown, band]);
  return shown ? children : null;
}
