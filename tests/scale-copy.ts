// The generator of area pages for a site at size (tools/scale/), read back as the build reads
// it: 50 pages written by the recipe into a copy of src/, then imported. Each page has its own
// words (no sentence on two pages, no pair of pages a near-copy of each other, prose that
// compresses like the hand-written pages', not like text said twice), titles and descriptions of
// the lengths the content types ask and unique, and the catalog and the home page's cards edited
// as docs/recipes.md says.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { ROOT } from "../scripts/build/dist.ts";
import { addAreas, generateAreas } from "../tools/scale/scaled-copy.ts";
import { areas as siteAreas } from "../src/content/areas.ts";
import { AREA_CATALOG } from "../src/content/catalog.ts";
import { SHOWN_PER_KIND } from "../src/content/menu-catalog.ts";
import type { AreaCopy } from "../src/content/types.ts";
import { sentences, strings } from "./helpers/copy-sentences.ts";

const COUNT = 50;
/** The recipe's slug: lower-case words joined by hyphens. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The prose a visitor reads on an area page, its head and its list of names aside. */
function prose(area: AreaCopy): string[] {
  return strings({ intro: area.intro, housing: area.localHousing, reasons: area.reasons, applications: area.applications });
}

/** Every run of five words of the page's prose, lower case. */
function shingles(area: AreaCopy): Set<string> {
  const words = prose(area).join(" ").toLowerCase().split(/\W+/).filter(Boolean);
  const runs = new Set<string>();
  for (let at = 0; at + 5 <= words.length; at++) runs.add(words.slice(at, at + 5).join(" "));
  return runs;
}

/** Gzip's bytes per character of the page's prose: text said twice compresses far better. */
function gzipRatio(area: AreaCopy): number {
  const text = prose(area).join("\n");
  return gzipSync(text, { level: 9 }).length / Buffer.byteLength(text);
}

const generated = suite("area pages generated at size");

let dir = "";
let pages: { slug: string; copy: AreaCopy; source: string }[] = [];

generated.before(async () => {
  dir = mkdtempSync(join(tmpdir(), "scale-copy-"));
  cpSync(join(ROOT, "src"), join(dir, "src"), { recursive: true });
  const areas = generateAreas(COUNT);
  addAreas(dir, areas);
  pages = await Promise.all(
    areas.map(async (area) => {
      const file = join(dir, "src", "content", "areas", `${area.slug}.ts`);
      const module = (await import(pathToFileURL(file).href)) as { default: AreaCopy };
      return { slug: area.slug, copy: module.default, source: readFileSync(file, "utf8") };
    }),
  );
});

generated.after(() => {
  rmSync(dir, { recursive: true, force: true });
});

generated("each page is added by the recipe: its copy file, its catalog line, its card among the first eight", async () => {
  assert.is(pages.length, COUNT);
  const catalog = (await import(pathToFileURL(join(dir, "src", "content", "catalog.ts")).href)) as {
    AREA_CATALOG: { slug: string; name: string }[];
  };
  const slugs = catalog.AREA_CATALOG.map((entry) => entry.slug);
  // The site's own areas first (the spec's five, and any added since by the recipe), then the generated ones.
  const own = AREA_CATALOG.length;
  assert.equal(slugs.slice(0, 5), ["halifax", "dartmouth", "bedford", "fall-river", "lower-sackville"]);
  assert.equal(
    slugs.slice(0, own),
    AREA_CATALOG.map((area) => area.slug),
  );
  assert.equal(
    slugs.slice(own),
    pages.map((page) => page.slug),
  );
  assert.is(new Set(slugs).size, COUNT + own, "no slug twice");
  for (const slug of slugs) {
    assert.ok(SLUG.test(slug) && !/^page-\d+$/.test(slug), slug);
    assert.ok(existsSync(join(dir, "src", "content", "areas", `${slug}.ts`)), `${slug} has its copy file`);
  }
  const home = readFileSync(join(dir, "src", "content", "home.ts"), "utf8");
  const areasSection = home.slice(home.indexOf("areasSection"));
  for (const slug of slugs.slice(own, SHOWN_PER_KIND)) assert.ok(areasSection.includes(`"${slug}":`), `${slug} has its home card`);
  for (const slug of slugs.slice(Math.max(own, SHOWN_PER_KIND))) {
    assert.not.ok(home.includes(`"${slug}":`), `${slug} is past the first eight: no card`);
  }
});

generated("titles are 50-60 characters and descriptions 140-160, none of them twice on the site", () => {
  const titles = new Set(siteAreas.map((area) => area.title));
  const descriptions = new Set(siteAreas.map((area) => area.description));
  for (const { slug, copy } of pages) {
    assert.ok(copy.title.length >= 50 && copy.title.length <= 60, `${slug}: "${copy.title}" is ${copy.title.length} characters`);
    assert.ok(
      copy.description.length >= 140 && copy.description.length <= 160,
      `${slug}: "${copy.description}" is ${copy.description.length} characters`,
    );
    assert.not.ok(titles.has(copy.title), `${slug}: its title is another page's`);
    assert.not.ok(descriptions.has(copy.description), `${slug}: its description is another page's`);
    titles.add(copy.title);
    descriptions.add(copy.description);
  }
});

generated("no two pages share a sentence, the site's own five included", () => {
  const owner = new Map<string, string>();
  for (const { slug, copy } of [...siteAreas.map((area) => ({ slug: area.slug, copy: area })), ...pages]) {
    const own = sentences(prose(copy));
    assert.ok(own.length >= 12, `${slug}: ${own.length} sentences is no page`);
    for (const sentence of own) {
      const other = owner.get(sentence);
      assert.ok(!other || other === slug, `"${sentence}" is on ${other} and ${slug}`);
      owner.set(sentence, slug);
    }
  }
});

generated("no page is a near-copy of another: two pages share at most a fifth of their five-word runs", () => {
  const runs = pages.map((page) => ({ slug: page.slug, runs: shingles(page.copy) }));
  let most = { share: 0, pair: "" };
  for (let i = 0; i < runs.length; i++) {
    for (let j = i + 1; j < runs.length; j++) {
      const a = runs[i] as (typeof runs)[number];
      const b = runs[j] as (typeof runs)[number];
      let shared = 0;
      for (const run of a.runs) if (b.runs.has(run)) shared++;
      const share = shared / Math.min(a.runs.size, b.runs.size);
      if (share > most.share) most = { share, pair: `${a.slug} and ${b.slug}` };
    }
  }
  console.log(`Most five-word runs two pages share: ${(most.share * 100).toFixed(1)}% (${most.pair})`);
  assert.ok(most.share <= 0.2, `${most.pair} share ${(most.share * 100).toFixed(1)}% of their five-word runs`);
});

generated("each page's prose compresses no better than the hand-written pages' (nothing said twice)", () => {
  const floor = Math.min(...siteAreas.map(gzipRatio));
  for (const { slug, copy } of pages) {
    const ratio = gzipRatio(copy);
    assert.ok(ratio >= floor * 0.9, `${slug}: gzip keeps ${ratio.toFixed(3)} of its prose, the site's pages at least ${floor.toFixed(3)}`);
  }
});

generated("figures come from claims, never typed out, and no placeholder text", () => {
  for (const { slug, copy, source } of pages) {
    assert.not.match(source, /\d+%/, `${slug} types a percentage out`);
    assert.not.match(strings(copy).join(" "), /lorem|ipsum|\bTODO\b|placeholder|undefined|\$[a-z]|[{}«»]/i, slug);
  }
});

generated.run();
