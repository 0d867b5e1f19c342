// The five service-area pages. Each page is written on its own, grounded in the housing, weather and
// streets of that community, so no two pages read as copies of one another (near-duplicate town
// pages are doorway pages). Figures come only from `claims` in business.ts.
//
// Every area page's content, for the server, the page heads and the tests (the browser loads
// only the page it shows: catalog.ts). In the catalog's order.
import { AREA_CATALOG, loadAreaContent } from "./catalog.ts";
import type { AreaContent } from "./catalog.ts";

export const areas: readonly AreaContent[] = await Promise.all(AREA_CATALOG.map((entry) => loadAreaContent(entry.slug)));
