// After a navigation, the frame after the click (or the back button) should show the new page's
// screen as soon as it can; what lies below that screen waits for the frame after. A band (a
// section below a page's hero, the contact page's form and map, the quote section) rendered by a
// navigation starts empty. Before the browser paints, it checks where it starts on the page: above
// the bottom of the screen the visitor will see (the top of the page, or the position the back
// button returns to), it renders at once (React renders it again before the paint), so nothing on
// screen is ever missing and everything above keeps its real height; below, it renders just after
// the paint, as a transition that yields to the visitor's input. The check counts the bands above
// as empty, so it may render a band at once that turns out lower: never the other way. On the
// server, at hydration and towards an anchor, every band renders at once (scroll.ts).
import { startTransition, useLayoutEffect, useState } from "react";
import type { RefObject } from "react";
import { flushStyles } from "../styles/goober-sheet.ts";
import { afterNextPaint } from "../lib/schedule.ts";
import { navigationScrollTarget } from "./scroll.ts";

/** Whether the element starts above the bottom of the screen, the page scrolled to `target`. */
function startsOnScreen(element: HTMLElement, target: number): boolean {
  return element.getBoundingClientRect().top + window.scrollY < target + window.innerHeight;
}

/** Whether the band's content renders now; the band's element is `band`. */
export function useBandContent(band: RefObject<HTMLElement | null>): boolean {
  const [target] = useState(navigationScrollTarget);
  const [rendered, setRendered] = useState(target === null);
  useLayoutEffect(() => {
    if (rendered || target === null) return;
    // The new page's rules are in place before its layout is read.
    flushStyles();
    if (band.current && startsOnScreen(band.current, target)) {
      setRendered(true);
      return;
    }
    afterNextPaint(() => startTransition(() => setRendered(true)));
  }, [rendered, band, target]);
  return rendered;
}
