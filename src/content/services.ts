// The six service pages. Each page's content is a module under services/, so that the browser
// loads only the one it shows (the route table imports it by slug); this list, with all six, is
// for the server, the page heads and the tests.

import residential from "./services/residential.ts";
import commercial from "./services/commercial.ts";
import attic from "./services/attic.ts";
import crawlSpace from "./services/crawl-space.ts";
import wall from "./services/wall.ts";
import soundproofing from "./services/soundproofing.ts";
import type { ServiceContent } from "./types.ts";

export const services: readonly ServiceContent[] = [residential, commercial, attic, crawlSpace, wall, soundproofing];
