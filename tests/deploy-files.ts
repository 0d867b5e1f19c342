// The deploy files at any size: built for the spec's site and for one of 10,000 area pages (and
// 50,000 for the sitemap, just past a file's 50,000 URLs), each stays within its host's limit,
// and none grows a rule per page.
// The limits are the hosts' own, written out here: Cloudflare Pages reads 100 _headers rules and
// 2,000 static redirects and rejects Netlify's "301!"; S3 takes 50 routing rules; a sitemap file
// holds 50,000 URLs (docs/deployment.md).
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { load } from "cheerio";
import { parseAllHeaders } from "@netlify/headers-parser";
import { parseAllRedirects } from "@netlify/redirect-parser";
// The TOML parser Netlify's own redirect parser reads netlify.toml with (its dependency).
import { parse as parseToml } from "smol-toml";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { buildBucketWebsite, bucketObjects } from "../scripts/build/bucket-website.ts";
import type { BucketObject } from "../scripts/build/bucket-website.ts";
import { buildNginxConf } from "../scripts/build/nginx-conf.ts";
import { pageFile } from "../scripts/build/page-files.ts";
import { buildHeaders, buildRedirects, buildSitemaps, securityHeaders } from "../scripts/build/site-files.ts";
import { pages as specPages } from "../src/site/site-pages.ts";
import type { PageRoute } from "../src/site/route-types.ts";
import { redirects } from "../src/site/redirects.ts";
import { DIST, ROOT } from "../scripts/build/dist.ts";

const CLOUDFLARE_HEADER_RULES = 100;
const CLOUDFLARE_STATIC_REDIRECTS = 2_000;
const S3_ROUTING_RULES = 50;
const SITEMAP_URLS = 50_000;
const SITE = "https://www.bluenosesprayfoam.ca";

/** The spec's pages and `count` more area pages, with the index pages they need, as the build lists them. */
function siteOf(count: number): PageRoute[] {
  const area = specPages.find((page) => page.path.startsWith("/areas/"));
  if (!area) throw new Error("the spec's site has area pages");
  const added = Array.from({ length: count }, (_, index) => ({ ...area, path: `/areas/generated-${index + 1}` }));
  const indexes = Array.from({ length: Math.ceil(count / 100) }, (_, index) => ({
    ...area,
    path: index === 0 ? "/areas" : `/areas/page-${index + 1}`,
  }));
  return [...specPages, ...indexes, ...added];
}

const inline = { scripts: ["console.log(1)"], styles: ["body{margin:0}"] };
const rulesOf = (headers: string) => headers.split("\n").filter((line) => line !== "" && !line.startsWith(" ") && !line.startsWith("#"));

const deploy = suite("deploy files within the hosts' limits at any size");

deploy("_headers has the same rules at 17 pages and at 10,000 more, far under Cloudflare's 100", () => {
  const small = rulesOf(buildHeaders(specPages, inline));
  const large = rulesOf(buildHeaders(siteOf(10_000), inline));
  assert.ok(small.length <= CLOUDFLARE_HEADER_RULES, `${small.length} rules`);
  assert.equal(large, small);
  assert.ok(!large.some((rule) => rule.includes("generated")), "no rule names a page");
});

deploy("_redirects holds the legacy paths within Cloudflare's 2,000, with a plain 301 (Cloudflare rejects 301!)", () => {
  const lines = buildRedirects(redirects)
    .split("\n")
    .filter((line) => line.trim() !== "" && !line.startsWith("#"));
  assert.ok(lines.length > 0 && lines.length <= CLOUDFLARE_STATIC_REDIRECTS, `${lines.length} lines`);
  for (const line of lines) assert.match(line, /^\S+\s+\S+\s+301$/, line);
});

deploy("nginx.conf is the same file at 17 pages and at 10,000 more: no location per page, the security headers written once", () => {
  const security = securityHeaders(inline);
  const conf = buildNginxConf(redirects, security);
  // No location names a page: each page is found by its file (try_files), whatever the count. The
  // locations are the fixed ones: the home page, the not-found page, the assets, the two rule
  // files, the page names that are not pages, and the trailing-slash and .html forms.
  const locations = [...conf.matchAll(/^\s*location\s+(.*?)\s*\{/gm)].map((match) => match[1] ?? "");
  const pagePaths = siteOf(10_000).map((page) => page.path);
  for (const location of locations) {
    const path = location.split(/\s+/).at(-1) ?? "";
    assert.ok(path === "/" || !pagePaths.includes(path), `a location for the page ${path}`);
  }
  assert.ok(locations.length < 30, `${locations.length} locations`);
  assert.ok(conf.length < 16_000, `${conf.length} bytes`);
  const policy = security["Content-Security-Policy"] ?? "";
  assert.ok(policy.length > 0);
  assert.is(conf.split(policy).length - 1, 1, "the policy is written once");
});

deploy("S3: no routing rule at any size; a page is one object at its path and a legacy path one redirect object", () => {
  const website = JSON.parse(buildBucketWebsite()) as { RoutingRules?: unknown[] };
  assert.ok((website.RoutingRules?.length ?? 0) <= S3_ROUTING_RULES);
  assert.is(website.RoutingRules?.length ?? 0, 0);
  const files = siteOf(10_000).map((page) => `/${pageFile(page.path)}`);
  const objects = bucketObjects(["/404.html", "/assets/index-abc.js", ...files], redirects);
  const byKey = new Map<string, BucketObject>(objects.map((object) => [object.key, object]));
  const generated = byKey.get("areas/generated-10000");
  assert.ok(generated && "file" in generated && generated.contentType.startsWith("text/html"), "the last page at its key");
  const legacy = byKey.get(redirects[0]?.from.slice(1) ?? "-");
  assert.ok(legacy && "redirect" in legacy && legacy.redirect === redirects[0]?.to, "a legacy path as a redirect object");
});

deploy("sitemaps: one file up to 50,000 URLs, past that an index of files of at most 50,000", async () => {
  const small = await buildSitemaps(specPages, SITE);
  assert.equal(
    small.map((file) => file.file),
    ["sitemap.xml"],
  );
  // Just past a file's limit: 50,000 areas, the areas' index and the spec's pages.
  const pages = siteOf(50_000);
  assert.ok(pages.length > SITEMAP_URLS && pages.length < 2 * SITEMAP_URLS, `${pages.length} pages`);
  const files = await buildSitemaps(pages, SITE);
  assert.equal(
    files.map((file) => file.file),
    ["sitemap.xml", "sitemap-1.xml", "sitemap-2.xml"],
  );
  const index = load(files[0]?.xml ?? "", { xml: true });
  assert.equal(
    index("sitemapindex > sitemap > loc")
      .map((_, element) => index(element).text())
      .get(),
    [`${SITE}/sitemap-1.xml`, `${SITE}/sitemap-2.xml`],
  );
  let total = 0;
  for (const file of files.slice(1)) {
    const urls = load(file.xml, { xml: true })("urlset > url > loc").length;
    assert.ok(urls <= SITEMAP_URLS, `${file.file}: ${urls} URLs`);
    total += urls;
  }
  assert.is(total, pages.length, "every page in one of them");
});

const hostConfig = suite("each host's own configuration file");

hostConfig(
  "netlify.toml builds with npm run build on a Node that Vite 8 runs on, publishes dist/, and adds no rule of its own",
  async () => {
    const file = join(ROOT, "netlify.toml");
    const config = JSON.parse(JSON.stringify(parseToml(await readFile(file, "utf8")))) as {
      build?: { command?: string; publish?: string; environment?: Record<string, string> };
    };
    // Written out from README (Node 20.19 or newer; Vite 8 does not install on older) and docs/deployment.md.
    assert.equal(config.build, { command: "npm run build", publish: "dist", environment: { NODE_VERSION: "20.19.0" } });
    assert.ok(
      (await readFile(join(ROOT, config.build?.publish ?? "-", "index.html"), "utf8")).includes("<title"),
      "the published folder holds the pages",
    );
    assert.is(join(ROOT, config.build?.publish ?? "-"), DIST);
    // Netlify's own parsers read netlify.toml beside the rule files: no error, and no rule from it.
    const fromConfig = await parseAllRedirects({ redirectsFiles: [], netlifyConfigPath: file, configRedirects: [], minimal: false });
    assert.equal([fromConfig.redirects.length, fromConfig.errors.map(String)], [0, []]);
    const headers = await parseAllHeaders({ headersFiles: [], netlifyConfigPath: file, configHeaders: [], minimal: false });
    assert.equal([headers.headers.length, headers.errors.map(String)], [0, []]);
  },
);

deploy.run();
hostConfig.run();
