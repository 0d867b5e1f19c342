// The recipes of docs/recipes.md, followed in a copy of the project (tests/hosts/at-size.ts): a new
// service page and a new area page each take the edits the recipe names (its copy file, its
// catalog line, and its card on the home page as it is among the first eight) and nothing else.
// What the copy then answers is read by running its own modules.
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as assert from "uvu/assert";
import { ROOT, TSX } from "../../scripts/build/dist.ts";
import { AREA_CATALOG } from "../../src/content/catalog.ts";
import { insertAfter } from "../../tools/project-copy.ts";

/** The spec's legacy paths: the only redirects, whatever pages are added. */
export const SPEC_LEGACY_PATHS = [
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

/** The pages the two recipes add. */
export const RECIPE_PAGES = ["/services/roofing", "/areas/cole-harbour"];

/** The copy's areas once the recipe has added its own: this project's, then Cole Harbour. */
export const AREAS_AFTER_RECIPE = [...AREA_CATALOG, { slug: "cole-harbour", name: "Cole Harbour" }];

/** Adds a service (Roof Deck Insulation) and an area (Cole Harbour) to the copy at `dir`, three edits each. */
export function followRecipes(dir: string): void {
  const content = join(dir, "src", "content");
  // A service: its copy, its catalog entry, its card on the home page.
  writeFileSync(join(content, "services", "roofing.ts"), readFileSync(join(FIXTURES, "roofing.ts.txt"), "utf8"));
  insertAfter(join(content, "catalog.ts"), 'slug: "soundproofing"', '  { slug: "roofing", name: "Roof Deck Insulation", icon: "shield" },');
  insertAfter(
    join(content, "home.ts"),
    "cards: {",
    '      roofing: "Closed-cell foam under the roof deck for cathedral ceilings and flat roofs.",',
  );
  // An area, likewise.
  writeFileSync(join(content, "areas", "cole-harbour.ts"), readFileSync(join(FIXTURES, "cole-harbour.ts.txt"), "utf8"));
  insertAfter(join(content, "catalog.ts"), 'slug: "lower-sackville"', '  { slug: "cole-harbour", name: "Cole Harbour" },');
  insertAfter(join(content, "home.ts"), "cards: {", '      "cole-harbour": "Split-levels and bungalows near the harbour.",', 1);
}

/** What the copied site answers, read by running its own modules. */
export interface CopiedSite {
  paths: string[];
  redirects: string[];
  /** What the route table makes of the new pages' paths and their would-be legacy forms. */
  answers: Record<string, string>;
  /** Every service's and area's name, in the catalog's order. */
  menu: string[];
}

export function siteOf(dir: string): CopiedSite {
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
