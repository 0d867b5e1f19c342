// Whether the page rendering now was mounted by a link to its top: not hydrated, not shown by
// back or forward, not opened at an anchor. The page's view gives it (src/navigation/page-views.tsx),
// and the frame to the quote section (src/app.tsx); BandContent, below, renders its children
// just after the click's task where it is true.
import { createContext, use, useDeferredValue } from "react";
import type { ReactNode } from "react";

export const OpenedByLink = createContext(false);

/**
 * Content below a page's first screen: rendered with its page, or, where OpenedByLink is true, just
 * after the click's task, in a render of its own that React starts at once and may pause for the
 * paint (useDeferredValue's initial value). Here, not in page-section.tsx: the frame's quote
 * section uses it too, and the frame's chunk stays without the bands' modules.
 */
export function BandContent({ children }: { children: ReactNode }): ReactNode {
  const shown = useDeferredValue(true, use(OpenedByLink) ? false : undefined);
  return shown ? children : null;
}
