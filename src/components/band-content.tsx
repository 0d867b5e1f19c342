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
import { createContext, startTransition, use, useLayoutEffect, useState } from "react";
import type { ReactNode, RefObject } from "react";
import { flushSync } from "react-dom";

/**
 * The wait, as the bands read it: one object for the app's life (useBandsWait makes it), so that a
 * navigation that starts or ends a wait renders no reader and looks for none in the tree.
 */
export interface BandsWaitState {
  /** Whether the content of a band below the first screen, mounting now, waits for the paint. */
  waiting(): boolean;
  /** Calls `end` once the present wait is over (at once if it is); returns what stops it being called. */
  onEnd(end: () => void): () => void;
}

const NO_WAIT: BandsWaitState = { waiting: () => false, onEnd: () => () => {} };

/** The wait of the app's frame (src/app.tsx); without a frame, no band ever waits. */
export const BandsWait = createContext<BandsWaitState>(NO_WAIT);

/** Whether the element starts on the first screen of the page seen from its top. */
function startsOnFirstScreen(element: HTMLElement): boolean {
  return element.getBoundingClientRect().top + window.scrollY < window.innerHeight;
}

/**
 * A band's content: rendered now, or (while a link's navigation waits for its paint, the band
 * starting below the first screen) just after the paint. `band` is the band's element. Whether it
 * waits is read once, when it mounts: content once shown stays, whatever a later navigation does,
 * so a band mounted before it (the quote section's form, with what the visitor typed) never
 * renders empty again.
 */
export function BandContent({ band, children }: { band: RefObject<HTMLElement | null>; children: ReactNode }) {
  const wait = use(BandsWait);
  const [shown, setShown] = useState(() => !wait.waiting());
  useLayoutEffect(() => {
    if (shown) return;
    // In the frame's animation callback the band's element is in place, styled and laid out.
    const frame = requestAnimationFrame(() => {
      // Rendered before the paint: nothing on the first screen is ever missing.
      if (band.current && startsOnFirstScreen(band.current)) flushSync(() => setShown(true));
    });
    // The bands the wait held render together, in one transition after the paint.
    const stop = wait.onEnd(() => startTransition(() => setShown(true)));
    return () => {
      cancelAnimationFrame(frame);
      stop();
    };
  }, [shown, band, wait]);
  return shown ? children : null;
}
