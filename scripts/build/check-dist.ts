// The checks of a built dist/: each page on its own (page-checks.ts: head, h1, CSS, JSON-LD,
// canonical, links, style attributes, html-validate on the sample), then the site from the
// pages' facts (site-problems.ts: every page built, titles and descriptions unique, fragment
// links, the sitemap), the legacy redirect pages against html-validate, and every inline script
// and style against the Content-Security-Policy in _headers. The build checks each page as its
// workers write it (render-pages.ts) and then calls siteChecks; `npm run check` (scripts/check.ts)
// reads a built dist/ one page at a time (checkDist).
import { join } from "node:path";
import { load } from "cheerio";
import { LEGACY_CANONICAL_ORIGIN, LEGACY_CANONICAL_PATHS, SITE_URL } from "../../src/content/business.ts";
import { redirects } from "../../src/site/redirects.ts";
import { pages } from "../../src/site/site-pages.ts";
import { headersFor, parseHeaders } from "../server/host-rules.ts";
import { hashSource } from "./inline-content.ts";
import type { InlineContent } from "./inline-content.ts";
import { checkPage, validationSample } from "./page-checks.ts";
import { siteProblems } from "./site-problems.ts";
import type { CheckReport, PageFacts } from "./page-facts.ts";
import { siteContext } from "./site-context.ts";
import type { SiteContext } from "./site-context.ts";
import { DEPLOY, DIST, htmlFileFor, listFiles, readText } from "./dist.ts";
import { legacyPageFile, NOT_FOUND_FILE, pageFile } from "./page-files.ts";
import { validateHtml } from "./validate-html.ts";
import { SITEMAP_FILE } from "./site-files.ts";

/** The site the checks compare each page with: its pages, redirects, files and host. */
export function siteContextOf(filePaths: readonly string[]): SiteContext {
  return siteContext({
    routePaths: pages.map((page) => page.path),
    redirectPaths: redirects.map((redirect) => redirect.from),
    filePaths,
    siteOrigin: SITE_URL,
    foreignCanonical: { origin: LEGACY_CANONICAL_ORIGIN, paths: LEGACY_CANONICAL_PATHS },
  });
}

/** The sources a directive of a policy lists ("script-src", "style-src"). */
function sourcesOf(policy: string, directive: string): Set<string> {
  return new Set(new RegExp(`(?:^|;)\\s*${directive} ([^;]*)`).exec(policy)?.[1]?.trim().split(/\s+/) ?? []);
}

/**
 * Every inline script and <style> the pages carry is allowed by the policy in _headers, by the
 * hash of its bytes: a page whose inline content changed after the policy was written would
 * start no app, or show unstyled. `firstPage` names where each text first appears.
 */
async function inlineProblems(dist: string, inline: InlineContent, firstPage: ReadonlyMap<string, string>): Promise<string[]> {
  const rules = parseHeaders(await readText(join(dist, "_headers")).catch(() => ""));
  const policy = headersFor(rules, "/").get("Content-Security-Policy") ?? "";
  const scripts = sourcesOf(policy, "script-src");
  const styles = sourcesOf(policy, "style-src");
  return [
    ...inline.scripts
      .filter((text) => !scripts.has(hashSource(text)))
      .map((text) => `${firstPage.get(text) ?? "a page"}: an inline script the Content-Security-Policy does not allow`),
    ...inline.styles
      .filter((text) => !styles.has(hashSource(text)))
      .map((text) => `${firstPage.get(text) ?? "a page"}: an inline <style> the Content-Security-Policy does not allow`),
  ];
}

/**
 * The sitemap as built: sitemap.xml, and when it is an index, each file it names on the site's
 * host, read from the published folder (a file it names but the build did not write is an error
 * of siteChecks': its pages are then missing from the sitemap).
 */
export async function readSitemaps(dist = DIST): Promise<string[]> {
  const entry = await readText(join(dist, SITEMAP_FILE)).catch(() => "");
  const $ = load(entry, { xml: true });
  const named = $("sitemapindex > sitemap > loc")
    .map((_, element) => $(element).text().trim())
    .get();
  const parts = await Promise.all(
    named.map((url) =>
      url.startsWith(`${SITE_URL}/`) ? readText(join(dist, url.slice(SITE_URL.length + 1))).catch(() => "") : Promise.resolve(""),
    ),
  );
  return [entry, ...parts];
}

/** The checks across the site, once every page has been checked on its own. */
export async function siteChecks(
  facts: readonly PageFacts[],
  pageChecks: { inline: InlineContent; firstPage: ReadonlyMap<string, string>; validation: CheckReport },
  dist = DIST,
  deploy = DEPLOY,
): Promise<CheckReport> {
  const site = siteProblems(
    facts,
    pages.map((page) => page.path),
    SITE_URL,
    await readSitemaps(dist),
  );
  const legacy = await validateHtml(
    await Promise.all(
      redirects.map(async (redirect) => {
        const name = legacyPageFile(redirect.from);
        return { name: `deploy/${name}`, html: await readText(join(deploy, name)) };
      }),
    ),
  );
  return {
    errors: [
      ...site.errors,
      ...pageChecks.validation.errors,
      ...legacy.errors,
      ...(await inlineProblems(dist, pageChecks.inline, pageChecks.firstPage)),
    ],
    warnings: [...site.warnings, ...pageChecks.validation.warnings, ...legacy.warnings],
  };
}

/** Checks a built dist/ read from disk, one page at a time (npm run check). */
export async function checkDist(dist = DIST, deploy = DEPLOY): Promise<CheckReport> {
  const context = siteContextOf(await listFiles(dist));
  const sample = validationSample();
  const facts: PageFacts[] = [];
  const validation: CheckReport = { errors: [], warnings: [] };
  const firstPage = new Map<string, string>();
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const outputs = [
    ...pages.map((page) => ({ path: page.path, file: htmlFileFor(page.path, dist), name: pageFile(page.path) })),
    { path: "404.html", file: join(dist, NOT_FOUND_FILE), name: NOT_FOUND_FILE },
  ];
  for (const { path, file, name } of outputs) {
    const html = await readText(file).catch(() => undefined);
    if (html === undefined) continue;
    const checked = await checkPage(path, name, html, context, sample(path), dist);
    facts.push(checked.facts);
    for (const text of checked.inline.scripts) if (!scripts.has(text) && scripts.add(text)) firstPage.set(text, `/${name}`);
    for (const text of checked.inline.styles) if (!styles.has(text) && styles.add(text)) firstPage.set(text, `/${name}`);
    validation.errors.push(...(checked.validation?.errors ?? []));
    validation.warnings.push(...(checked.validation?.warnings ?? []));
  }
  return siteChecks(facts, { inline: { scripts: [...scripts], styles: [...styles] }, firstPage, validation }, dist, deploy);
}

export function printReport(report: CheckReport): void {
  for (const warning of report.warnings) console.warn(`warning: ${warning}`);
  if (report.errors.length === 0) {
    console.log(
      `check: ${pages.length} pages, 404.html, the redirect pages and sitemap.xml are in order, and every HTML file html-validate reads validates`,
    );
    return;
  }
  console.error(`check: ${report.errors.length} problem(s):`);
  for (const error of report.errors) console.error(`  - ${error}`);
}
