// The output checks, as a pure function: given the built pages, the sitemap and the route table,
// list every problem (errors fail the build) and every kept inconsistency (warnings).
import { load } from "cheerio";
import type { CheerioAPI } from "cheerio";

export interface BuiltPage {
  /** The route's path, e.g. "/services/attic". */
  path: string;
  html: string;
}

export interface SiteInput {
  pages: readonly BuiltPage[];
  /** The not-found page's HTML (404.html). */
  notFoundHtml: string;
  sitemapXml: string;
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

export interface CheckReport {
  errors: string[];
  warnings: string[];
}

/** The Open Graph tags every page must carry exactly once. */
const OPEN_GRAPH = ["og:title", "og:description", "og:type", "og:url", "og:image"] as const;

function exactlyOne($: CheerioAPI, selector: string, what: string, where: string, errors: string[]) {
  const count = $(selector).length;
  if (count !== 1) errors.push(`${where}: expected exactly one ${what}, found ${count}`);
}

function checkJsonLd($: CheerioAPI, where: string, errors: string[]) {
  const scripts = $('script[type="application/ld+json"]');
  if (scripts.length === 0) errors.push(`${where}: no JSON-LD structured data`);
  scripts.each((index, element) => {
    const text = $(element).text();
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (error) {
      errors.push(`${where}: JSON-LD block ${index + 1} does not parse (${(error as Error).message})`);
      return;
    }
    const items = Array.isArray(data) ? data : [data];
    for (const item of items) {
      if (!item || typeof item !== "object") {
        errors.push(`${where}: JSON-LD block ${index + 1} is not an object`);
        continue;
      }
      const record = item as Record<string, unknown>;
      if (!("@context" in record)) errors.push(`${where}: JSON-LD block ${index + 1} lacks @context`);
      if (!("@type" in record) && !("@graph" in record)) errors.push(`${where}: JSON-LD block ${index + 1} lacks @type`);
    }
  });
}

function checkCanonical($: CheerioAPI, page: BuiltPage, input: SiteInput, report: CheckReport) {
  const href = $('link[rel="canonical"]').attr("href");
  if (!href) return;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    report.errors.push(`${page.path}: canonical "${href}" is not an absolute URL`);
    return;
  }
  const path = url.pathname === "/" ? "/" : url.pathname.replace(/\/$/, "");
  if (path !== page.path) report.errors.push(`${page.path}: canonical points to ${url.pathname}, not to the page itself`);
  if (url.origin === input.siteOrigin) return;
  if (url.origin === input.foreignCanonical.origin && input.foreignCanonical.paths.includes(page.path)) {
    report.warnings.push(`${page.path}: canonical names ${url.origin}, not ${input.siteOrigin} (kept inconsistency)`);
  } else {
    report.errors.push(`${page.path}: canonical host ${url.origin} differs from the site's host ${input.siteOrigin}`);
  }
}

/** Ids on each page, for checking #fragment links. */
function collectIds(documents: Map<string, CheerioAPI>): Map<string, Set<string>> {
  const ids = new Map<string, Set<string>>();
  for (const [path, $] of documents) {
    ids.set(
      path,
      new Set(
        $("[id]")
          .map((_, element) => $(element).attr("id") ?? "")
          .get(),
      ),
    );
  }
  return ids;
}

function checkLinks(
  $: CheerioAPI,
  where: string,
  ownPath: string | undefined,
  input: SiteInput,
  ids: Map<string, Set<string>>,
  errors: string[],
) {
  const pagePaths = new Set(input.routePaths);
  const redirectPaths = new Set(input.redirectPaths);
  const files = new Set(input.filePaths);
  $("a[href], link[href]").each((_, element) => {
    const href = $(element).attr("href") ?? "";
    if ($(element).attr("rel") === "canonical") return;
    let url: URL;
    try {
      url = new URL(href, `${input.siteOrigin}${ownPath ?? "/"}`);
    } catch {
      errors.push(`${where}: link "${href}" is not a valid URL`);
      return;
    }
    if (url.origin !== input.siteOrigin) return;
    const path = url.pathname.length > 1 ? url.pathname.replace(/\/$/, "") : url.pathname;
    const isPage = pagePaths.has(path);
    if (!isPage && !redirectPaths.has(path) && !files.has(url.pathname)) {
      errors.push(`${where}: link "${href}" goes to ${path}, which is neither a built page nor a redirect`);
      return;
    }
    if (url.hash && url.hash !== "#") {
      const target = isPage ? path : ownPath;
      const id = decodeURIComponent(url.hash.slice(1));
      if (target !== undefined && isPage && !ids.get(target)?.has(id)) {
        errors.push(`${where}: link "${href}" names #${id}, which ${path} does not have`);
      }
    }
  });
}

function checkSitemap(input: SiteInput, errors: string[]) {
  const $ = load(input.sitemapXml, { xml: true });
  const listed = $("url > loc")
    .map((_, element) => $(element).text().trim())
    .get();
  const expected = input.routePaths.map((path) => `${input.siteOrigin}${path === "/" ? "/" : path}`);
  for (const url of expected) {
    if (!listed.includes(url)) errors.push(`sitemap.xml: missing ${url}`);
  }
  for (const url of listed) {
    if (!expected.includes(url)) errors.push(`sitemap.xml: lists ${url}, which the route table does not`);
  }
  const seen = new Set<string>();
  for (const url of listed) {
    if (seen.has(url)) errors.push(`sitemap.xml: lists ${url} twice`);
    seen.add(url);
  }
}

export function checkSite(input: SiteInput): CheckReport {
  const report: CheckReport = { errors: [], warnings: [] };
  const { errors } = report;
  const documents = new Map(input.pages.map((page) => [page.path, load(page.html)] as const));
  const ids = collectIds(documents);

  for (const path of input.routePaths) {
    if (!documents.has(path)) errors.push(`${path}: the route table lists it, but no page was built`);
  }

  const titles = new Map<string, string[]>();
  const descriptions = new Map<string, string[]>();
  for (const page of input.pages) {
    const $ = documents.get(page.path) as CheerioAPI;
    const where = page.path;
    exactlyOne($, "head title", "<title>", where, errors);
    exactlyOne($, 'head meta[name="description"]', "meta description", where, errors);
    exactlyOne($, 'head link[rel="canonical"]', "canonical link", where, errors);
    exactlyOne($, "h1", "<h1>", where, errors);
    for (const property of OPEN_GRAPH) exactlyOne($, `head meta[property="${property}"]`, property, where, errors);
    if ($("title").text().trim() === "") errors.push(`${where}: the title is empty`);
    if (($('meta[name="description"]').attr("content") ?? "").trim() === "") errors.push(`${where}: the description is empty`);
    if ($("#root").children().length === 0) errors.push(`${where}: #root holds no rendered markup`);
    const gooberStyle = $("style#_goober");
    if (gooberStyle.length !== 1 || gooberStyle.text().trim() === "") errors.push(`${where}: the page's CSS is missing or empty`);
    checkJsonLd($, where, errors);
    checkCanonical($, page, input, report);
    checkLinks($, where, page.path, input, ids, errors);
    titles.set($("title").text(), [...(titles.get($("title").text()) ?? []), page.path]);
    const description = $('meta[name="description"]').attr("content") ?? "";
    descriptions.set(description, [...(descriptions.get(description) ?? []), page.path]);
  }
  for (const [title, paths] of titles) {
    if (paths.length > 1) errors.push(`${paths.join(", ")}: share the title "${title}"`);
  }
  for (const [description, paths] of descriptions) {
    if (paths.length > 1) errors.push(`${paths.join(", ")}: share the description "${description}"`);
  }

  const $404 = load(input.notFoundHtml);
  exactlyOne($404, "head title", "<title>", "404.html", errors);
  exactlyOne($404, "h1", "<h1>", "404.html", errors);
  if (!($404('meta[name="robots"]').attr("content") ?? "").includes("noindex")) errors.push("404.html: lacks noindex");
  checkLinks($404, "404.html", undefined, input, ids, errors);

  checkSitemap(input, errors);
  return report;
}
