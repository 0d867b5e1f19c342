// The checks of a built dist/, read from disk: the pages' titles, descriptions, canonicals, h1,
// Open Graph, JSON-LD, internal links and the sitemap (site-problems.ts, a pure function), every
// HTML file against html-validate, and every inline script and style (and any style attribute)
// against the Content-Security-Policy in _headers; for the build
// (scripts/build/prerender.ts) and `npm run check` (scripts/check.ts).
import { join } from "node:path";
import { LEGACY_CANONICAL_ORIGIN, LEGACY_CANONICAL_PATHS, SITE_URL } from "../../src/content/business.ts";
import { pages } from "../../src/site/site-pages.ts";
import { redirects } from "../../src/site/redirects.ts";
import { headersFor, parseHeaders } from "../server/host-rules.ts";
import { inlineProblems } from "./inline-content.ts";
import { checkSite } from "./site-problems.ts";
import type { CheckReport } from "./site-problems.ts";
import { DEPLOY, DIST, htmlFileFor, listFiles, readText } from "./dist.ts";
import { legacyPageFile, NOT_FOUND_FILE, pathOfFile } from "./page-files.ts";
import { validateHtml } from "./validate-html.ts";

/**
 * Every inline script and style of every HTML file is allowed by the Content-Security-Policy in
 * _headers, by the hash of its bytes, and no element has a style attribute (inline-content.ts).
 */
async function checkInlineContent(dist: string, filePaths: readonly string[]): Promise<string[]> {
  const rules = parseHeaders(await readText(join(dist, "_headers")).catch(() => ""));
  const errors: string[] = [];
  for (const path of filePaths.filter((file) => file.endsWith(".html"))) {
    const policy = headersFor(rules, pathOfFile(path) ?? path).get("Content-Security-Policy") ?? "";
    errors.push(...inlineProblems(path, await readText(join(dist, path)), policy));
  }
  return errors;
}

/** Every HTML file in the output (pages, 404.html) and the redirect pages beside it, checked by html-validate. */
async function validateHtmlFiles(dist: string, deploy: string, filePaths: readonly string[]): Promise<CheckReport> {
  const names = filePaths.filter((path) => path.endsWith(".html")).map((path) => path.slice(1));
  const legacy = redirects.map((redirect) => legacyPageFile(redirect.from));
  return validateHtml([
    ...(await Promise.all(names.map(async (name) => ({ name, html: await readText(join(dist, name)) })))),
    ...(await Promise.all(legacy.map(async (name) => ({ name: `deploy/${name}`, html: await readText(join(deploy, name)) })))),
  ]);
}

export async function checkDist(dist = DIST, deploy = DEPLOY): Promise<CheckReport> {
  const built = await Promise.all(
    pages.map(async (page) => ({ path: page.path, html: await readText(htmlFileFor(page.path, dist)).catch(() => "") })),
  );
  const filePaths = await listFiles(dist);
  const site = checkSite({
    pages: built.filter((page) => page.html !== ""),
    notFoundHtml: await readText(join(dist, NOT_FOUND_FILE)),
    sitemapXml: await readText(join(dist, "sitemap.xml")),
    routePaths: pages.map((page) => page.path),
    redirectPaths: redirects.map((redirect) => redirect.from),
    filePaths,
    siteOrigin: SITE_URL,
    foreignCanonical: { origin: LEGACY_CANONICAL_ORIGIN, paths: LEGACY_CANONICAL_PATHS },
  });
  const html = await validateHtmlFiles(dist, deploy, filePaths);
  const inline = await checkInlineContent(dist, filePaths);
  return { errors: [...site.errors, ...html.errors, ...inline], warnings: [...site.warnings, ...html.warnings] };
}

export function printReport(report: CheckReport): void {
  for (const warning of report.warnings) console.warn(`warning: ${warning}`);
  if (report.errors.length === 0) {
    console.log(`check: ${pages.length} pages, 404.html, the redirect pages and sitemap.xml are in order, and every HTML file validates`);
    return;
  }
  console.error(`check: ${report.errors.length} problem(s):`);
  for (const error of report.errors) console.error(`  - ${error}`);
}
