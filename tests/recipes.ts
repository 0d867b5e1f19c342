// The recipes of docs/recipes.md, followed in a copy of the project: a new service page and a new
// area page each take the edits the recipe names (its copy file, its catalog line, and its card on
// the home page as it is among the first eight) and nothing else. The copy then type-checks, the
// route table has the new pages and no redirect for them, and the copy builds and passes the
// suites that read the built site and the content: a recipe gap fails one of them.
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { ROOT, TSX } from "../scripts/build/dist.ts";
import { copyOfProject, insertAfter, removeCopy } from "../tools/project-copy.ts";
import { typeCheck } from "./helpers/type-check.ts";

/** The spec's legacy paths: the only redirects, whatever pages are added. */
const SPEC_LEGACY_PATHS = [
  "/residential",
  "/commercial",
  "/attic",
  "/crawl-space",
  "/wall",
  "/soundproofing",
  "/halifax",
  "/dartmouth",
  "/bedford",
  "/fall-river",
  "/lower-sackville",
];

/** The new pages' copy, written for them (tests/fixtures/recipes/). */
const FIXTURES = join(ROOT, "tests", "fixtures", "recipes");

/**
 * The suites that read the built site, the route table, the content, the header's menus or a count
 * of pages (not those of fixed inputs: the head builder, the checker fed broken pages, the
 * validator, the deploy files built for 10,000 pages in deploy-files.ts). The hosts are not asked
 * again here: hosts/at-size.ts builds a copy whose 120 more areas are added by this very recipe
 * (tools/scale/scaled-copy.ts) and checks every page of it on all four hosts, and no host file
 * names a page.
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
  "scale-copy.ts",
];

/** What the copied site answers, read by running its own modules. */
function siteOf(dir: string): { paths: string[]; redirects: string[]; answers: Record<string, string>; menu: string[] } {
  const probe = `
    import { resolve } from "./src/site/routes.tsx";
    import { redirects } from "./src/site/redirects.ts";
    import { isSitePage, pages } from "./src/site/site-pages.ts";
    import { services } from "./src/content/services.ts";
    import { areas } from "./src/content/areas.ts";
    const answers = {};
    for (const path of ["/services/roofing", "/roofing", "/areas/cole-harbour", "/cole-harbour", "/attic"]) answers[path] = resolve(path, isSitePage).kind;
    console.log(JSON.stringify({
      paths: pages.map((page) => page.path),
      redirects: redirects.map((redirect) => redirect.from),
      answers,
      menu: [...services, ...areas].map((page) => page.name),
    }));`;
  writeFileSync(join(dir, "probe.ts"), probe);
  const result = spawnSync(process.execPath, [...TSX, "probe.ts"], { cwd: dir, encoding: "utf8" });
  assert.is(result.status, 0, result.stderr);
  return JSON.parse(result.stdout);
}

const recipes = suite("recipes");

recipes("a new service page and a new area page among the first eight take three edits each, and add no redirect", () => {
  const dir = copyOfProject("recipe-");
  try {
    const content = join(dir, "src", "content");
    // A service: its copy, its catalog entry, its card on the home page.
    writeFileSync(join(content, "services", "roofing.ts"), readFileSync(join(FIXTURES, "roofing.ts.txt"), "utf8"));
    insertAfter(
      join(content, "catalog.ts"),
      'slug: "soundproofing"',
      '  { slug: "roofing", name: "Roof Deck Insulation", icon: "shield" },',
    );
    insertAfter(
      join(content, "home.ts"),
      "cards: {",
      '      roofing: "Closed-cell foam under the roof deck for cathedral ceilings and flat roofs.",',
    );
    // An area, likewise.
    writeFileSync(join(content, "areas", "cole-harbour.ts"), readFileSync(join(FIXTURES, "cole-harbour.ts.txt"), "utf8"));
    insertAfter(join(content, "catalog.ts"), 'slug: "lower-sackville"', '  { slug: "cole-harbour", name: "Cole Harbour" },');
    insertAfter(join(content, "home.ts"), "cards: {", '      "cole-harbour": "Split-levels and bungalows near the harbour.",', 1);

    const types = typeCheck(dir);
    assert.is(types.status, 0, `the copy type-checks after the three edits each:\n${types.stdout}${types.stderr}`);
    const site = siteOf(dir);
    assert.ok(site.paths.includes("/services/roofing"), "the service has its page");
    assert.ok(site.paths.includes("/areas/cole-harbour"), "the area has its page");
    assert.ok(site.menu.includes("Roof Deck Insulation") && site.menu.includes("Cole Harbour"), "both have their content");
    assert.equal(site.redirects, SPEC_LEGACY_PATHS, "the redirects are still the spec's 11");
    assert.equal(site.answers, {
      "/services/roofing": "page",
      "/roofing": "not-found",
      "/areas/cole-harbour": "page",
      "/cole-harbour": "not-found",
      "/attic": "redirect",
    });

    const build = spawnSync(process.execPath, [...TSX, "scripts/build.ts"], { cwd: dir, encoding: "utf8" });
    assert.is(build.status, 0, `the copy builds with its checks:\n${build.stdout}${build.stderr}`);
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
  } finally {
    removeCopy(dir);
  }
});

recipes.run();
