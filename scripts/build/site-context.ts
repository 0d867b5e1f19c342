// What the output checks are given: the built site as a whole (checkSite's input), and what
// checking one page needs to know of the whole site (siteContext), a few sets made once.
export interface BuiltPage {
  /** The route's path, e.g. "/services/attic". */
  path: string;
  html: string;
}

export interface SiteInput {
  pages: readonly BuiltPage[];
  /** The not-found page's HTML (404.html). */
  notFoundHtml: string;
  /** The sitemap: sitemap.xml, or past 50,000 pages its index and each file the index names. */
  sitemapXml: string | readonly string[];
  /** The paths the route table lists. */
  routePaths: readonly string[];
  redirectPaths: readonly string[];
  /** Every other file in the output, as URL paths ("/favicon.svg"), for links to assets. */
  filePaths: readonly string[];
  /** The site's origin, e.g. "https://www.example.ca". */
  siteOrigin: string;
  /** Pages allowed to name another host in their canonical (a kept inconsistency). */
  foreignCanonical: { origin: string; paths: readonly string[] };
}

/** What the checks need to know of the whole site while checking one page. */
export interface SiteContext {
  pagePaths: ReadonlySet<string>;
  redirectPaths: ReadonlySet<string>;
  /** Every other file in the output, as URL paths ("/favicon.svg"), for links to assets. */
  filePaths: ReadonlySet<string>;
  siteOrigin: string;
  foreignCanonical: { origin: string; paths: readonly string[] };
}

export function siteContext(input: Omit<SiteInput, "pages" | "notFoundHtml" | "sitemapXml">): SiteContext {
  return {
    pagePaths: new Set(input.routePaths),
    redirectPaths: new Set(input.redirectPaths),
    filePaths: new Set(input.filePaths),
    siteOrigin: input.siteOrigin,
    foreignCanonical: input.foreignCanonical,
  };
}
