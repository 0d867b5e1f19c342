// One built page checked on its own, as it is written: one parse, its errors and warnings, and
// the few strings the checks across pages need of it (title, description, ids, links to other
// pages' fragments). site-problems.ts reads these facts for the site as a whole.
import { load } from "cheerio";
import type { CheerioAPI } from "cheerio";
import type { BuiltPage, SiteContext } from "./site-context.ts";

export interface CheckReport {
  errors: string[];
  warnings: string[];
}

/**
 * Pages are parsed with htmlparser2 (cheerio's own, in HTML mode), three times faster than the
 * standards parser on a page of this site: the markup the build writes is well formed (html-validate
 * reads the sample), and what the checks read (head tags, ids, links, text) is the same either way.
 */
const FAST_HTML = { xml: { xmlMode: false, decodeEntities: true } } as const;

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

function checkCanonical($: CheerioAPI, page: BuiltPage, input: SiteContext, report: CheckReport) {
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

/** A link to a #fragment of another page: checked once every page's ids are known. */
export interface FragmentLink {
  where: string;
  href: string;
  path: string;
  id: string;
}

/** One page checked on its own, and what the checks across pages need of it. */
export interface PageFacts {
  path: string;
  title: string;
  description: string;
  ids: string[];
  fragmentLinks: FragmentLink[];
  errors: string[];
  warnings: string[];
}

function checkLinks($: CheerioAPI, where: string, ownPath: string | undefined, context: SiteContext, facts: PageFacts) {
  const ownIds = new Set(facts.ids);
  $("a[href], link[href]").each((_, element) => {
    const href = $(element).attr("href") ?? "";
    if ($(element).attr("rel") === "canonical") return;
    let url: URL;
    try {
      url = new URL(href, `${context.siteOrigin}${ownPath ?? "/"}`);
    } catch {
      facts.errors.push(`${where}: link "${href}" is not a valid URL`);
      return;
    }
    if (url.origin !== context.siteOrigin) return;
    const path = url.pathname.length > 1 ? url.pathname.replace(/\/$/, "") : url.pathname;
    const isPage = context.pagePaths.has(path);
    if (!isPage && !context.redirectPaths.has(path) && !context.filePaths.has(url.pathname)) {
      facts.errors.push(`${where}: link "${href}" goes to ${path}, which is neither a built page nor a redirect`);
      return;
    }
    if (!url.hash || url.hash === "#" || !isPage) return;
    const id = decodeURIComponent(url.hash.slice(1));
    if (path !== ownPath) facts.fragmentLinks.push({ where, href, path, id });
    else if (!ownIds.has(id)) facts.errors.push(`${where}: link "${href}" names #${id}, which ${path} does not have`);
  });
}

/** Checks one built page on its own: its head, its h1, its CSS, its JSON-LD, canonical and links. */
export function pageFacts(page: BuiltPage, context: SiteContext): PageFacts {
  const $ = load(page.html, FAST_HTML);
  const where = page.path;
  const facts: PageFacts = {
    path: page.path,
    title: $("title").text(),
    description: $('meta[name="description"]').attr("content") ?? "",
    ids: $("[id]")
      .map((_, element) => $(element).attr("id") ?? "")
      .get(),
    fragmentLinks: [],
    errors: [],
    warnings: [],
  };
  const { errors } = facts;
  exactlyOne($, "head title", "<title>", where, errors);
  exactlyOne($, 'head meta[name="description"]', "meta description", where, errors);
  exactlyOne($, 'head link[rel="canonical"]', "canonical link", where, errors);
  exactlyOne($, "h1", "<h1>", where, errors);
  for (const property of OPEN_GRAPH) exactlyOne($, `head meta[property="${property}"]`, property, where, errors);
  if (facts.title.trim() === "") errors.push(`${where}: the title is empty`);
  if (facts.description.trim() === "") errors.push(`${where}: the description is empty`);
  if ($("#root").children().length === 0) errors.push(`${where}: #root holds no rendered markup`);
  const gooberStyle = $("style#_goober");
  if (gooberStyle.length !== 1 || gooberStyle.text().trim() === "") errors.push(`${where}: the page's CSS is missing or empty`);
  checkJsonLd($, where, errors);
  checkCanonical($, page, context, facts);
  checkLinks($, where, page.path, context, facts);
  return facts;
}

/** Checks the not-found page (404.html) on its own. */
export function notFoundFacts(html: string, context: SiteContext): PageFacts {
  const $ = load(html, FAST_HTML);
  const facts: PageFacts = { path: "404.html", title: "", description: "", ids: [], fragmentLinks: [], errors: [], warnings: [] };
  exactlyOne($, "head title", "<title>", "404.html", facts.errors);
  exactlyOne($, "h1", "<h1>", "404.html", facts.errors);
  if (!($('meta[name="robots"]').attr("content") ?? "").includes("noindex")) facts.errors.push("404.html: lacks noindex");
  checkLinks($, "404.html", undefined, context, facts);
  return facts;
}
