// The five service-area pages. Each page is written on its own, grounded in the housing, weather and
// streets of that community, so no two pages read as copies of one another (near-duplicate town
// pages are doorway pages). Figures come only from `claims` in business.ts.
//
// Each page's content is a module under areas/, so that the browser loads only the one it shows;
// this list, with all five, is for the server, the page heads and the tests.

import halifax from "./areas/halifax.ts";
import dartmouth from "./areas/dartmouth.ts";
import bedford from "./areas/bedford.ts";
import fallRiver from "./areas/fall-river.ts";
import lowerSackville from "./areas/lower-sackville.ts";
import type { AreaContent } from "./types.ts";

export const areas: readonly AreaContent[] = [halifax, dartmouth, bedford, fallRiver, lowerSackville];
