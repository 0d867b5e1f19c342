// Every service page's content, for the server, the page heads and the tests (the browser loads
// only the page it shows: catalog.ts). In the catalog's order.
import { loadServiceContent, SERVICE_CATALOG } from "./catalog.ts";
import type { ServiceContent } from "./catalog.ts";

export const services: readonly ServiceContent[] = await Promise.all(SERVICE_CATALOG.map((entry) => loadServiceContent(entry.slug)));
