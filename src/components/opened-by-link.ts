// Whether the page rendering now was mounted by a link to its top: not hydrated, not shown by
// back or forward, not opened at an anchor. The page's view gives it (src/navigation/page-views.tsx);
// its bands render their content just after the click's task (page-section.tsx).
import { createContext } from "react";

export const OpenedByLink = createContext(false);
