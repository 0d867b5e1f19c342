// The host suite at size: a copy of the project with 300 more area pages (added by the recipe,
// each with words of its own: scripts/scale/scaled-copy.ts) is built, and the four host suites
// run in it against its own dist/ and deploy/, every page of its route table checked. 300 pages
// is past every per-page limit the hosts have: Cloudflare's 100 _headers rules, S3's 50 routing
// rules; a deploy file that grew a rule per page would stop the build or fail a host's checks.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { load } from "cheerio";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { ROOT } from "../../scripts/build/dist.ts";
import { removeCopy } from "../../scripts/scale/project-copy.ts";
import { scaledCopy } from "../../scripts/scale/scaled-copy.ts";

const TSX = join(ROOT, "node_modules", "tsx", "dist", "cli.mjs");
const ADDED_AREAS = 300;
/** The site's 17 pages (the spec's 15, the privacy policy and the terms), the 300 areas, and the areas' index in pages of a hundred (four). */
const PAGES = 17 + ADDED_AREAS + 4;
const HOST_SUITES = ["hosts/nginx", "hosts/s3", "hosts/cloudflare", "hosts/netlify"];

const test = suite<{ dir?: string }>(`the hosts with ${ADDED_AREAS} more area pages`);
let dir = "";

test.before(() => {
  dir = scaledCopy(ADDED_AREAS);
  const build = spawnSync(process.execPath, [TSX, "scripts/build.ts"], { cwd: dir, encoding: "utf8" });
  assert.is(build.status, 0, `the copy builds with its checks:\n${build.stdout}${build.stderr}`);
});

test.after(() => {
  if (dir) removeCopy(dir);
});

test(`the copy's sitemap lists its ${PAGES} pages`, () => {
  const $ = load(readFileSync(join(dir, "dist", "sitemap.xml"), "utf8"), { xml: true });
  const paths = $("urlset > url > loc")
    .map((_, element) => new URL($(element).text()).pathname)
    .get();
  assert.is(paths.length, PAGES);
  assert.ok(paths.includes("/areas/page-4"), "the areas' index has four pages");
});

for (const name of HOST_SUITES) {
  test(`${name}: every check passes on the copy's ${PAGES} pages`, () => {
    const run = spawnSync(process.execPath, [TSX, "tests/run.ts", name], {
      cwd: dir,
      encoding: "utf8",
      env: { ...process.env, SKIP_BUILD: "1" },
    });
    const summary = run.stdout.trim().split("\n").at(-1) ?? "";
    assert.ok(/^[1-9]\d* passed, 0 failed$/.test(summary) && run.status === 0, `${name} in the copy:\n${run.stdout}${run.stderr}`);
  });
}

test.run();
