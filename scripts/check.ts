// Checks the built site in dist/ (titles, descriptions, canonicals, h1, Open Graph, JSON-LD,
// internal links, the sitemap) and exits non-zero listing every problem. Run: npm run check
// (or `npx tsx scripts/check.ts <folder>` for a built site elsewhere).
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { LEGACY_CANONICAL_ORIGIN, LEGACY_CANONICAL_PATHS, SITE_URL } from "../src/content/business.ts";
import { pages, redirects } from "../src/routes.tsx";
import { checkSite } from "./lib/check-site.ts";
import type { CheckReport } from "./lib/check-site.ts";
import { DIST, htmlFileFor, listFiles, readText } from "./lib/dist.ts";

export async function checkDist(dist = DIST): Promise<CheckReport> {
  const built = await Promise.all(pages.map(async (page) => ({ path: page.path, html: await readText(htmlFileFor(page.path, dist)).catch(() => "") })));
  return checkSite({
    pages: built.filter((page) => page.html !== ""),
    notFoundHtml: await readText(join(dist, "404.html")),
    sitemapXml: await readText(join(dist, "sitemap.xml")),
    routePaths: pages.map((page) => page.path),
    redirectPaths: redirects.map((redirect) => redirect.from),
    filePaths: await listFiles(dist),
    siteOrigin: SITE_URL,
    foreignCanonical: { origin: LEGACY_CANONICAL_ORIGIN, paths: LEGACY_CANONICAL_PATHS },
  });
}

export function printReport(report: CheckReport): void {
  for (const warning of report.warnings) console.warn(`warning: ${warning}`);
  if (report.errors.length === 0) {
    console.log(`check: ${pages.length} pages, 404.html and sitemap.xml are in order`);
    return;
  }
  console.error(`check: ${report.errors.length} problem(s):`);
  for (const error of report.errors) console.error(`  - ${error}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const report = await checkDist(process.argv[2] ?? DIST);
  printReport(report);
  process.exitCode = report.errors.length > 0 ? 1 : 0;
}
