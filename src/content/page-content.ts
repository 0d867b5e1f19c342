// A service or area page's content: its catalog entry with its copy. In the browser it is the JSON
// file the build writes for that page alone (/content/areas/halifax.json,
// scripts/build/write-content.ts), fetched by its slug: no code the browser loads lists the pages
// of a kind, however many there are. On the server, the caller of the server entry installs a
// loader: the prerender reads the files it wrote (scripts/build/write-content.ts), the
// development server the copy modules themselves (content-modules.ts).
import type { AreaContent, IndexContent, ServiceContent } from "./types.ts";

export interface PageContentOf {
  services: ServiceContent;
  areas: AreaContent;
  /** One page of a kind's index; its slug is "<kind>-<page>". */
  index: IndexContent;
}

export type ContentKind = keyof PageContentOf;

type ContentLoader = <Kind extends ContentKind>(kind: Kind, slug: string) => Promise<PageContentOf[Kind]>;

/** Where the build writes a page's content, and where the browser asks for it. */
export function contentPath(kind: ContentKind, slug: string): string {
  return `/content/${kind}/${slug}.json`;
}

/** The host has no content file at that address: no such page (a network failure is another error). */
export class ContentMissing extends Error {}

async function fetchContent<Kind extends ContentKind>(kind: Kind, slug: string): Promise<PageContentOf[Kind]> {
  const response = await fetch(contentPath(kind, slug));
  if (response.status === 404) throw new ContentMissing(`${contentPath(kind, slug)}: 404`);
  if (!response.ok) throw new Error(`${contentPath(kind, slug)}: ${response.status}`);
  return (await response.json()) as PageContentOf[Kind];
}

/** Set once on the server, before anything renders; the browser keeps fetchContent. */
let loader: ContentLoader = fetchContent;

export function setContentLoader(serverLoader: ContentLoader): void {
  loader = serverLoader;
}

export function loadPageContent<Kind extends ContentKind>(kind: Kind, slug: string): Promise<PageContentOf[Kind]> {
  return loader(kind, slug);
}
