// A service or area page's content: its catalog entry with its copy. In the browser it is the JSON
// file the build writes for that page alone (/content/areas/halifax.json,
// scripts/build/write-content.ts), fetched by its slug (contentFetcher): no code the browser loads
// lists the pages of a kind, however many there are. On the server, the caller of the server
// entry gives the loader: the prerender reads the files it wrote, the development server the copy
// modules themselves (content-modules.ts). The runtime holds the loader (src/navigation/runtime.tsx).
import { MENU_AREAS, MENU_SERVICES } from "./menu-catalog.ts";
import type { AreaContent, IndexContent, ServiceContent } from "./types.ts";

export interface PageContentOf {
  services: ServiceContent;
  areas: AreaContent;
  /** One page of a kind's index; its slug is "<kind>-<page>". */
  index: IndexContent;
}

export type ContentKind = keyof PageContentOf;

export type ContentLoader = <Kind extends ContentKind>(kind: Kind, slug: string) => Promise<PageContentOf[Kind]>;

/** Where the build writes a page's content, and where the browser asks for it. */
export function contentPath(kind: ContentKind, slug: string): string {
  return `/content/${kind}/${slug}.json`;
}

/**
 * The content of the pages every page names (menu-catalog.ts: at most SHOWN_PER_KIND of each
 * kind), also written together in one file. The footer's links come into view together, and the
 * prefetcher asks for all their pages at once (prefetcher.ts): one request for their content
 * instead of one a page, which over HTTP/1.1's six connections to a host would leave the last of
 * them a round trip or two behind a tap (docs/decisions.md). Its size is bounded by the lists,
 * whatever the size of the catalog.
 */
export const SHOWN_CONTENT_PATH = "/content/shown.json";

export type ShownContent = { [Kind in "services" | "areas"]: Record<string, PageContentOf[Kind]> };

/** The pages of a kind that every page names, by slug. */
export function shownSlugs(kind: "services" | "areas"): string[] {
  return (kind === "services" ? MENU_SERVICES : MENU_AREAS).shown.map((entry) => entry.slug);
}

/** The file at SHOWN_CONTENT_PATH, made from each page's content (the build and the development server). */
export async function readShownContent(read: ContentLoader): Promise<ShownContent> {
  const all: ShownContent = { services: {}, areas: {} };
  for (const slug of shownSlugs("services")) all.services[slug] = await read("services", slug);
  for (const slug of shownSlugs("areas")) all.areas[slug] = await read("areas", slug);
  return all;
}

/** The host has no content file at that address: no such page (a network failure is another error). */
export class ContentMissing extends Error {}

/** The browser's content loader: the host's files, the shown pages' from one file fetched once. */
export function contentFetcher(): ContentLoader {
  let shown: Promise<ShownContent> | undefined;
  /** The shown pages' content, fetched once; a failure is forgotten, so the next call tries again. */
  const loadShown = (): Promise<ShownContent> => {
    shown ??= fetch(SHOWN_CONTENT_PATH).then((response) => {
      if (!response.ok) throw new Error(`${SHOWN_CONTENT_PATH}: ${response.status}`);
      return response.json() as Promise<ShownContent>;
    });
    shown.catch(() => {
      shown = undefined;
    });
    return shown;
  };
  return async <Kind extends ContentKind>(kind: Kind, slug: string): Promise<PageContentOf[Kind]> => {
    if (kind !== "index" && shownSlugs(kind as "services" | "areas").includes(slug)) {
      // Its own file is the fallback: the page loads as long as either file does.
      const content = await loadShown().then(
        (all) => all[kind as "services" | "areas"][slug],
        () => undefined,
      );
      if (content) return content as PageContentOf[Kind];
    }
    const response = await fetch(contentPath(kind, slug));
    if (response.status === 404) throw new ContentMissing(`${contentPath(kind, slug)}: 404`);
    if (!response.ok) throw new Error(`${contentPath(kind, slug)}: ${response.status}`);
    return (await response.json()) as PageContentOf[Kind];
  };
}
