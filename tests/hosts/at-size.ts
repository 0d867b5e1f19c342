// The project grown by its recipes and served at size by the four hosts. A copy of the project
// takes the recipes of docs/recipes.md (a new service page and a new area page, three edits each:
// tests/helpers/recipes.ts) and 120 more area pages added by the same recipe, each with words of
// its own (tools/scale/scaled-copy.ts). The copy type-checks, its route table has the new pages
// and no redirect for them, and it builds and passes the suites that read the built site, the
// route table and the content: a recipe gap fails one of them. Then each host serves the copy's
// dist/ and deploy/ in this process, one host after another: Debian's nginx with the config the
// build writes, S3's website endpoint (s3rver) uploaded by the copy's npm run deploy:s3,
// Cloudflare's wrangler pages dev and Netlify's engines. On each, the checks of
// tests/helpers/hosts/ (every page of the copy's sitemap, the legacy paths, the 404, the security
// headers) and what each directive of the host's files does there (tests/helpers/hosts/effects.ts,
// the values written out in tests/expected/host-effects.ts).
// The copy holds every page of the project, built by the same build; its size is past every
// per-page limit the hosts have below Cloudflare's 2,000 redirects (which deploy-files.ts checks
// at 10,000 pages): Cloudflare's 100 _headers rules, S3's 50 routing rules; a deploy file that
// grew a rule per page would stop the build or fail a host's checks. (It was 300 more: the same
// limits passed, at twice the build and check time.) S3's deploys one after another: hosts/s3.ts.
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { load } from "cheerio";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { TSX } from "../../scripts/build/dist.ts";
import { copyOfProject, removeCopy } from "../../tools/project-copy.ts";
import { addAreas, generateAreas } from "../../tools/scale/scaled-copy.ts";
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
import { AREAS_AFTER_RECIPE, followRecipes, RECIPE_PAGES, siteOf, SPEC_LEGACY_PATHS } from "../helpers/recipes.ts";
import { typeCheck } from "../helpers/type-check.ts";

const ADDED_AREAS = 120;
/**
 * The site's own pages (the spec's, the privacy policy, the terms; no index page while each kind
 * has eight or fewer), the recipes' service and area, the added areas, and the areas' index in
 * pages of a hundred.
 */
const PAGES = pages.length + RECIPE_PAGES.length + ADDED_AREAS + Math.ceil((AREAS_AFTER_RECIPE.length + ADDED_AREAS) / INDEX_PAGE_SIZE);
/**
 * The suites the copy runs: those that read the built site, the route table, the content, the
 * header's menus or a count of pages (not those of fixed inputs: the head builder, the checker fed
 * broken pages, the validator, the deploy files built for 10,000 pages in deploy-files.ts). Not
 * scale-copy.ts either: it adds the same generated areas again, and content.ts reads these ones.
 */
const SUITES = [
  "routes.ts",
  "pages.ts",
  "page-bodies.ts",
  "content.ts",
  "contact-form.ts",
  "structured-data.ts",
  "site-files.ts",
  "build-output.ts",
  "crawl.ts",
];
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
const dir = copyOfProject("at-size-");
process.once("exit", () => removeCopy(dir));
followRecipes(dir);
addAreas(dir, generateAreas(ADDED_AREAS), AREAS_AFTER_RECIPE);
const build = spawnSync(process.execPath, [...TSX, "scripts/build.ts"], { cwd: dir, encoding: "utf8", env: process.env });
if (build.status !== 0)
  throw new Error(`the copy with the recipes' pages and ${ADDED_AREAS} more areas did not build:\n${build.stdout}${build.stderr}`);
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

const copy = suite(`the copy with the recipes' two pages and ${ADDED_AREAS} more areas`);

copy("a new service page and a new area page among the first eight take three edits each, type-check, and add no redirect", () => {
  const types = typeCheck(dir);
  assert.is(types.status, 0, `the copy type-checks after the edits:\n${types.stdout}${types.stderr}`);
  const copied = siteOf(dir);
  assert.ok(copied.paths.includes("/services/roofing"), "the service has its page");
  assert.ok(copied.paths.includes("/areas/cole-harbour"), "the area has its page");
  assert.ok(copied.menu.includes("Roof Deck Insulation") && copied.menu.includes("Cole Harbour"), "both have their content");
  assert.equal(copied.redirects, SPEC_LEGACY_PATHS, "the redirects are still the spec's 11");
  assert.equal(copied.answers, {
    "/services/roofing": "page",
    "/roofing": "not-found",
    "/areas/cole-harbour": "page",
    "/cole-harbour": "not-found",
    "/attic": "redirect",
  });
});

copy("the copy passes the suites that read its built site, route table and content", () => {
  const suites = spawnSync(process.execPath, [...TSX, "tests/run.ts", ...SUITES], {
    cwd: dir,
    encoding: "utf8",
    // One suite at a time: this suite holds one of npm test's lanes, and takes no more.
    env: { ...process.env, SKIP_BUILD: "1", TEST_LANES: "1" },
  });
  const summary = suites.stdout.trim().split("\n").at(-1) ?? "";
  assert.ok(
    /^\d+ passed, 0 failed$/.test(summary) && suites.status === 0,
    `the suites pass in the copy:\n${suites.stdout}${suites.stderr}`,
  );
  // Each named suite ran, and no other.
  const ran = [...suites.stdout.matchAll(/^ok {3}tests\/(\S+):/gm)].map((line) => line[1]).sort();
  assert.equal(ran, [...SUITES].sort(), "the named suites ran in the copy");
});

// The site writes no stylesheet file of its own (goober's rules are inlined, sonner's come in its
// module), but each host keeps its rules for one, for the next build that does: a stylesheet is put
// among the copy's hashed assets once its suites have run, before the hosts serve it.
copy("a stylesheet among the copy's assets, for the hosts' rules for one", () => {
  const rules = Array.from({ length: 40 }, (_, index) => `.band-${index}{margin:0 auto;padding:${index}px;color:#16324f}`).join("\n");
  writeFileSync(join(dir, "dist", "assets", "hosts-Bq3vX9aL.css"), `${rules}\n`);
});

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
