// Each page's data: its head, which the server composes (src/seo/head.ts), and for a service, area
// or index page its content (its catalog entry with its copy). In the browser it is the JSON file
// the build writes for that page alone, at pageDataPath(path) (scripts/build/write-content.ts),
// fetched by the page's path (pageDataFetcher): no code the browser loads lists the pages of a kind,
// however many there are, or composes a head. On the server the content comes from the copy modules
// (content-modules.ts) and the head from src/site/page-data.ts. The runtime holds the loader
// (src/navigation/runtime.tsx).
import type { HeadData } from "../seo/head-tags.ts";
import type { AreaContent, IndexContent, ServiceContent } from "./types.ts";

export interface PageContentOf {
  services: ServiceContent;
  areas: AreaContent;
  /** One page of a kind's index; its slug is "<kind>-<page>". */
  index: IndexContent;
}

export type ContentKind = keyof PageContentOf;

/** A page's content from its copy module (the server's: content-modules.ts). */
export type ContentLoader = <Kind extends ContentKind>(kind: Kind, slug: string) => Promise<PageContentOf[Kind]>;

/** What the browser gets of a page besides its code: its head, and the content a page made from content renders. */
export interface PageData {
  head: HeadData;
  content?: PageContentOf[ContentKind];
}

/** A page's data by its path; null asks for the not-found page's. */
export type PageDataLoader = (path: string | null) => Promise<PageData>;

/** Where the build writes a page's data, and where the browser asks for it. */
export function pageDataPath(path: string | null): string {
  if (path === null) return "/content/404.json";
  return path === "/" ? "/content/index.json" : `/content${path}.json`;
}

/**
 * The data of the service and area pages every page names (at most SHOWN_PER_KIND of each kind),
 * also written together in one file, by path. The footer's links come into view together, and the
 * prefetcher asks for all their pages at once (prefetcher.ts): one request instead of one a page,
 * which over HTTP/1.1's six connections to a host would leave the last of them a round trip or two
 * behind a tap (docs/decisions.md). Its size is bounded by the lists, whatever the size of the catalog.
 */
export const SHOWN_DATA_PATH = "/content/shown.json";

export type ShownData = Record<string, PageData>;

/** The host has no data file at that address: no such page (a network failure is another error). */
export class ContentMissing extends Error {}

/** The browser's loader: the host's files, the data of the pages at `shown` from one file fetched once. */
export function pageDataFetcher(shown: readonly string[]): PageDataLoader {
  let all: Promise<ShownData> | undefined;
  /** The shown pages' data, fetched once; a failure is forgotten, so the next call tries again. */
  const loadShown = (): Promise<ShownData> => {
    all ??= fetch(SHOWN_DATA_PATH).then((response) => {
      if (!response.ok) throw new Error(`${SHOWN_DATA_PATH}: ${response.status}`);
      return response.json() as Promise<ShownData>;
    });
    all.catch(() => {
      all = undefined;
    });
    return all;
  };
  return async (path) => {
    if (path !== null && shown.includes(path)) {
      // Its own file is the fallback: the page loads as long as either file does.
      const data = await loadShown().then(
        (pages) => pages[path],
        () => undefined,
      );
      if (data) return data;
    }
    const file = pageDataPath(path);
    const response = await fetch(file);
    if (response.status === 404) throw new ContentMissing(`${file}: 404`);
    if (!response.ok) throw new Error(`${file}: ${response.status}`);
    return (await response.json()) as PageData;
  };
}
