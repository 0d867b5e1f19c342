// Whether the page rendering now was mounted by a link to its top: not hydrated, not shown by
// back or forward, not opened at an anchor. The page's view gives it (src/navigation/page-views.tsx),
// and the frame to the quote section (src/app.tsx); BandContent (page-section.tsx) renders its
// children just after the click's task where it is true.
import { createContext } from "react";

export const OpenedByLink = createContext(false);
