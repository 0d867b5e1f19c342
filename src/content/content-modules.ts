// Every service and area page's content read from its copy module (services/<slug>.ts,
// areas/<slug>.ts), for the server: the prerender, the development server, the page heads and
// the tests. The browser never loads this module: it fetches one page's content at a time
// (page-content.ts).
import { AREA_CATALOG, SERVICE_CATALOG } from "./catalog.ts";
import type { AreaEntry, ServiceEntry } from "./catalog.ts";
import { INDEX_PAGE_SIZE } from "./menu-catalog.ts";
import type { ContentKind, PageContentOf } from "./page-content.ts";
import type { AreaCopy, IndexContent, ServiceCopy } from "./types.ts";

const SERVICES = new Map<string, ServiceEntry>(SERVICE_CATALOG.map((entry) => [entry.slug, entry]));
const AREAS = new Map<string, AreaEntry>(AREA_CATALOG.map((entry) => [entry.slug, entry]));

/** One page of a kind's index, by its slug "<kind>-<page>". */
function indexContent(slug: string): IndexContent {
  const [, kind, number] = /^(services|areas)-([1-9][0-9]*)$/.exec(slug) ?? [];
  if (kind !== "services" && kind !== "areas") throw new Error(`Unknown index page: ${slug}`);
  const catalog: readonly { slug: string; name: string }[] = kind === "services" ? SERVICE_CATALOG : AREA_CATALOG;
  const page = Number(number);
  const pages = Math.ceil(catalog.length / INDEX_PAGE_SIZE);
  if (page > pages) throw new Error(`Unknown index page: ${slug}`);
  const entries = catalog
    .slice((page - 1) * INDEX_PAGE_SIZE, page * INDEX_PAGE_SIZE)
    .map((entry) => ({ slug: entry.slug, name: entry.name }));
  return { kind, page, pages, total: catalog.length, entries };
}

/** A page's content from its catalog entry and its copy module. */
export async function readContent<Kind extends ContentKind>(kind: Kind, slug: string): Promise<PageContentOf[Kind]> {
  if (kind === "index") return indexContent(slug) as PageContentOf[Kind];
  if (kind === "services") {
    const entry = SERVICES.get(slug);
    if (!entry) throw new Error(`Unknown service: ${slug}`);
    const { default: copy } = (await import(`./services/${slug}.ts`)) as { default: ServiceCopy };
    return { ...copy, slug: entry.slug, name: entry.name, icon: entry.icon } as PageContentOf[Kind];
  }
  const entry = AREAS.get(slug);
  if (!entry) throw new Error(`Unknown service area: ${slug}`);
  const { default: copy } = (await import(`./areas/${slug}.ts`)) as { default: AreaCopy };
  return { ...copy, slug: entry.slug, name: entry.name } as PageContentOf[Kind];
}
