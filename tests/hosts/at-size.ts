// The four hosts, each asked once, of a site at size: a copy of the project with 120 more area
// pages (added by the recipe, each with words of its own: tools/scale/scaled-copy.ts) is built,
// then each host serves the copy's dist/ and deploy/ in this process, one host after another:
// Debian's nginx with the config the build writes, S3's website endpoint (s3rver) uploaded by the
// copy's npm run deploy:s3, Cloudflare's wrangler pages dev and Netlify's engines. On each, the
// checks of tests/helpers/hosts/ (every page of the copy's sitemap, the legacy paths, the 404, the
// security headers) and what each directive of the host's files does there
// (tests/helpers/hosts/effects.ts, the values written out in tests/expected/host-effects.ts).
// The copy holds every page of the project, built by the same build; its size is past every
// per-page limit the hosts have below Cloudflare's 2,000 redirects (which deploy-files.ts checks
// at 10,000 pages): Cloudflare's 100 _headers rules, S3's 50 routing rules; a deploy file that
// grew a rule per page would stop the build or fail a host's checks. (It was 300 more: the same
// limits passed, at twice the build and check time.) S3's deploys one after another: hosts/s3.ts.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { load } from "cheerio";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { TSX } from "../../scripts/build/dist.ts";
import { removeCopy } from "../../tools/project-copy.ts";
import { scaledCopy } from "../../tools/scale/scaled-copy.ts";
import { AREA_CATALOG } from "../../src/content/catalog.ts";
import { INDEX_PAGE_SIZE } from "../../src/content/menu-catalog.ts";
import type { RedirectRoute } from "../../src/site/redirects.ts";
import { pages } from "../../src/site/site-pages.ts";
import { CLOUDFLARE, NETLIFY, NGINX, S3 } from "../expected/host-effects.ts";
import { cloudflareChecks } from "../helpers/hosts/cloudflare.ts";
import { hostEffects } from "../helpers/hosts/effects.ts";
import { netlifyChecks } from "../helpers/hosts/netlify.ts";
import { nginxChecks } from "../helpers/hosts/nginx.ts";
import { s3Checks } from "../helpers/hosts/s3.ts";
import type { BuiltSite } from "../helpers/hosts/site.ts";

const ADDED_AREAS = 120;
/**
 * The site's own pages (the spec's, the privacy policy, the terms and any the recipes added; no
 * index page while each kind has eight or fewer), the added areas, and the areas' index in pages
 * of a hundred.
 */
const PAGES = pages.length + ADDED_AREAS + Math.ceil((AREA_CATALOG.length + ADDED_AREAS) / INDEX_PAGE_SIZE);
const HOSTS = [
  ["nginx with deploy/nginx.conf", nginxChecks, NGINX],
  ["S3 website endpoint (s3rver), uploaded by npm run deploy:s3", s3Checks, S3],
  ["Cloudflare Pages (wrangler pages dev)", cloudflareChecks, CLOUDFLARE],
  ["Netlify (its redirect, static and headers engines)", netlifyChecks, NETLIFY],
] as const;

/** The copy's pages, as its sitemap lists them. */
function sitemapPaths(dist: string): string[] {
  const $ = load(readFileSync(join(dist, "sitemap.xml"), "utf8"), { xml: true });
  return $("urlset > url > loc")
    .map((_, element) => new URL($(element).text()).pathname)
    .get();
}

// Built before any suite is registered: the hosts' checks are given the copy's pages. The build
// inherits this environment, SOURCE_DATE_EPOCH included (a copy has no commit to date it by).
const dir = scaledCopy(ADDED_AREAS);
process.once("exit", () => removeCopy(dir));
const build = spawnSync(process.execPath, [...TSX, "scripts/build.ts"], { cwd: dir, encoding: "utf8", env: process.env });
if (build.status !== 0) throw new Error(`the copy with ${ADDED_AREAS} more areas did not build:\n${build.stdout}${build.stderr}`);
const { redirects } = (await import(pathToFileURL(join(dir, "src", "site", "redirects.ts")).href)) as {
  redirects: readonly RedirectRoute[];
};
const site: BuiltSite = {
  root: dir,
  dist: join(dir, "dist"),
  deploy: join(dir, "deploy"),
  pages: sitemapPaths(join(dir, "dist")).map((path) => ({ path })),
  redirects,
};

const copy = suite(`the copy with ${ADDED_AREAS} more area pages`);

copy(`its sitemap lists its ${PAGES} pages, the areas' index among them`, () => {
  assert.is(site.pages.length, PAGES);
  assert.ok(
    site.pages.some((page) => page.path === "/areas/page-2"),
    "the areas' index has two pages",
  );
  assert.ok(
    site.pages.some((page) => page.path === "/"),
    "the home page",
  );
});

copy.run();

for (const [name, checks, effects] of HOSTS) {
  const test = suite<{ base?: string }>(`${name}, ${PAGES} pages`);
  hostEffects(test, checks(test, site), site.dist, effects);
  test.run();
}
