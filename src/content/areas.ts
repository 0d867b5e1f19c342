// Every area page's content, for the server, the page heads and the tests (the browser loads only
// the page it shows: page-content.ts). In the catalog's order. Each page is written on its own,
// grounded in the housing, weather and streets of that community, so no two pages read as copies
// of one another (near-duplicate town pages are doorway pages). Figures come only from `claims`
// in business.ts.
import { AREA_CATALOG } from "./catalog.ts";
import { readContent } from "./content-modules.ts";
import type { AreaContent } from "./types.ts";

export const areas: readonly AreaContent[] = await Promise.all(AREA_CATALOG.map((entry) => readContent("areas", entry.slug)));
