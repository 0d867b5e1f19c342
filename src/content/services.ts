// Every service page's content, for the server, the page heads and the tests (the browser loads
// only the page it shows: page-content.ts). In the catalog's order.
import { SERVICE_CATALOG } from "./catalog.ts";
import { readContent } from "./content-modules.ts";
import type { ServiceContent } from "./types.ts";

export const services: readonly ServiceContent[] = await Promise.all(SERVICE_CATALOG.map((entry) => readContent("services", entry.slug)));
