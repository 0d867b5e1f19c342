// The output checks, as pure functions: given the built pages, the sitemap and the route table,
// list every problem (errors fail the build) and every kept inconsistency (warnings). A page is
// checked on its own as it is written (pageFacts in page-facts.ts: one parse, and what the checks
// across pages need of it, a few strings), and the site from those facts (siteProblems, here), so
// that the build never holds more than one page's document at a time, whatever the number of pages.
import { load } from "cheerio";
import { notFoundFacts, pageFacts } from "./page-facts.ts";
import type { CheckReport, FragmentLink, PageFacts } from "./page-facts.ts";
import { siteContext } from "./site-context.ts";
import type { SiteInput } from "./site-context.ts";

/**
 * What the pages' facts say of the site: every page of the route table built, no two pages
 * sharing a title or a description, every link to another page's #fragment landing, and the
 * sitemap listing each page once. Reads the facts once, keeping a few strings a page.
 */
export function siteProblems(
  facts: Iterable<PageFacts>,
  routePaths: readonly string[],
  siteOrigin: string,
  sitemapXml: string | readonly string[],
): CheckReport {
  const report: CheckReport = { errors: [], warnings: [] };
  const ids = new Map<string, ReadonlySet<string>>();
  const titles = new Map<string, string[]>();
  const descriptions = new Map<string, string[]>();
  const fragmentLinks: FragmentLink[] = [];
  for (const page of facts) {
    report.errors.push(...page.errors);
    report.warnings.push(...page.warnings);
    fragmentLinks.push(...page.fragmentLinks);
    if (page.path === "404.html") continue;
    ids.set(page.path, new Set(page.ids));
    titles.set(page.title, [...(titles.get(page.title) ?? []), page.path]);
    descriptions.set(page.description, [...(descriptions.get(page.description) ?? []), page.path]);
  }
  for (const path of routePaths) {
    if (!ids.has(path)) report.errors.push(`${path}: the route table lists it, but no page was built`);
  }
  for (const [title, paths] of titles) {
    if (paths.length > 1) report.errors.push(`${paths.join(", ")}: share the title "${title}"`);
  }
  for (const [description, paths] of descriptions) {
    if (paths.length > 1) report.errors.push(`${paths.join(", ")}: share the description "${description}"`);
  }
  for (const link of fragmentLinks) {
    if (!ids.get(link.path)?.has(link.id))
      report.errors.push(`${link.where}: link "${link.href}" names #${link.id}, which ${link.path} does not have`);
  }
  checkSitemap(sitemapXml, routePaths, siteOrigin, report.errors);
  return report;
}

/** A sitemap file lists at most this many URLs (sitemaps.org). */
const SITEMAP_URL_LIMIT = 50_000;

/**
 * The sitemap lists each page of the route table once and nothing else, across its files when
 * it is an index and the files it names (given after it), none of more than 50,000 URLs.
 */
function checkSitemap(sitemapXml: string | readonly string[], routePaths: readonly string[], siteOrigin: string, errors: string[]) {
  const listed: string[] = [];
  for (const xml of typeof sitemapXml === "string" ? [sitemapXml] : sitemapXml) {
    const $ = load(xml, { xml: true });
    const urls = $("url > loc")
      .map((_, element) => $(element).text().trim())
      .get();
    if (urls.length > SITEMAP_URL_LIMIT) errors.push(`sitemap: a file lists ${urls.length} URLs, past the ${SITEMAP_URL_LIMIT} allowed`);
    listed.push(...urls);
  }
  const expected = routePaths.map((path) => `${siteOrigin}${path === "/" ? "/" : path}`);
  const listedSet = new Set(listed);
  const expectedSet = new Set(expected);
  for (const url of expected) {
    if (!listedSet.has(url)) errors.push(`sitemap.xml: missing ${url}`);
  }
  for (const url of listed) {
    if (!expectedSet.has(url)) errors.push(`sitemap.xml: lists ${url}, which the route table does not`);
  }
  const seen = new Set<string>();
  for (const url of listed) {
    if (seen.has(url)) errors.push(`sitemap.xml: lists ${url} twice`);
    seen.add(url);
  }
}

/** The whole check of a site held in memory: each page on its own, then the site. */
export function checkSite(input: SiteInput): CheckReport {
  const context = siteContext(input);
  const facts = [...input.pages.map((page) => pageFacts(page, context)), notFoundFacts(input.notFoundHtml, context)];
  return siteProblems(facts, input.routePaths, input.siteOrigin, input.sitemapXml);
}
