// Area pages' copy for a site at size: each community gets a name, a title, a description and
// paragraphs of its own, composed by a seeded generator from sentence templates (prose/*.json) whose every few
// words are a choice (a street, a decade, a housing type, a count, a phrasing), so that no two
// pages share a sentence or read as near-copies, and a page's gzip is that of real prose, not of
// the same text again. The same seed gives the same pages. Used by scaled-copy.ts.
import { AREA_CATALOG } from "../../src/content/catalog.ts";
import heads from "./prose/heads.json" with { type: "json" };
import places from "./prose/places.json" with { type: "json" };
import sentenceTemplates from "./prose/sentences.json" with { type: "json" };
import { pick, pickSome, seededRandom, shuffle } from "./prose-random.ts";
import type { Random } from "./prose-random.ts";
import { expand, HOUSES, paragraphs, STREETS } from "./prose-templates.ts";
import type { Place } from "./prose-templates.ts";

/** The figures an area page may state, written in its module as `claims` (src/content/business.ts). */
export type Claim = "heatingSavings" | "payback";

/** A generated community: its catalog entry, its copy (claims marked, see CLAIM_MARK) and its home card. */
export interface GeneratedArea {
  slug: string;
  name: string;
  card: string;
  copy: {
    kind: "short" | "long";
    title: string;
    description: string;
    heading: string;
    geo: { latitude: number; longitude: number };
    intro: string[];
    localHousing: { heading: string; paragraphs: string[] };
    neighbourhoods?: { heading: string; lead: string; names: string[] };
    applications?: { heading: string; lead: string; items: { title: string; description: string }[] };
    reasons: { heading: string; items: { title: string; description: string }[] };
  };
}

/** Where a figure of `claims` stands in generated text: «heatingSavings». */
export const CLAIM_MARK = /«(heatingSavings|payback)»/g;

/** The site's own communities: no generated page takes one of their names. */
const TAKEN_NAMES = new Set(AREA_CATALOG.map((area) => area.name));

/** Every community name the generator can give, in a fixed order for a seed. */
function communityNames(random: Random, count: number): string[] {
  const names: string[] = [];
  const seen = new Set<string>();
  for (const prefix of places.prefixes) {
    const batch = shuffle(
      random,
      places.first.flatMap((first) => places.last.map((last) => `${prefix}${first} ${last}`)),
    );
    for (const name of batch) {
      if (names.length === count) return names;
      if (!TAKEN_NAMES.has(name) && !seen.has(name)) {
        names.push(name);
        seen.add(name);
      }
    }
  }
  if (names.length < count) throw new Error(`the generator names at most ${names.length} communities, not ${count}`);
  return names;
}

/** The largest number of communities the generator names. */
export const MAX_AREAS = places.prefixes.length * places.first.length * places.last.length - TAKEN_NAMES.size;

/** Page titles run 50-60 characters and descriptions 140-160 (src/content/types.ts). */
export const TITLE_LENGTH = { min: 50, max: 60 } as const;
export const DESCRIPTION_LENGTH = { min: 140, max: 160 } as const;

function titleFor(name: string, random: Random): string {
  const fitting = heads.titles
    .map((title) => title.replaceAll("$name", name))
    .filter((title) => title.length >= TITLE_LENGTH.min && title.length <= TITLE_LENGTH.max);
  if (fitting.length === 0) throw new Error(`no title of 50-60 characters for "${name}"`);
  return pick(random, fitting);
}

function descriptionFor(place: Place): string {
  for (let attempt = 0; attempt < 100; attempt++) {
    const opening = expand(pick(place.random, heads.descriptionOpenings), place);
    const middle =
      attempt % 2 === 0 ? "" : `, ${expand(pick(place.random, heads.descriptionMiddles), place).replace(/^./, (c) => c.toLowerCase())}`;
    const fitting = heads.descriptionClosings
      .map((closing) => `${opening}${middle}. ${closing}`)
      .filter((text) => text.length >= DESCRIPTION_LENGTH.min && text.length <= DESCRIPTION_LENGTH.max);
    if (fitting.length > 0) return pick(place.random, fitting);
  }
  throw new Error(`no description of 140-160 characters for "${place.name}"`);
}

function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** A place's streets, water and houses: what its page talks about. */
function placeFor(name: string, random: Random, said: Set<string>): Place {
  const streets = pickSome(random, STREETS.surnames, 5).map((surname) => `${surname} ${pick(random, STREETS.kinds)}`);
  const [first = "Long", second = "Round", third = "Still"] = pickSome(random, places.first, 3);
  const water = [`${first} Lake`, `the ${second} River`, `${third} Brook`];
  const decades = pickSome(random, HOUSES.decades, 4);
  return {
    name,
    streets,
    water,
    stock: pickSome(random, HOUSES.stock, 4),
    trouble: pickSome(random, HOUSES.trouble, 5),
    decades,
    random,
    said,
  };
}

/** One generated community, from its name and its own stream of random numbers. */
function areaFor(name: string, random: Random, geo: { latitude: number; longitude: number }, said: Set<string>): GeneratedArea {
  const place = placeFor(name, random, said);
  const long = random() < 0.25;
  const intro = paragraphs(sentenceTemplates.intro, long ? [3, 3, 2] : [3, 3], place);
  const housing = paragraphs(sentenceTemplates.housing, [4, 4], place);
  const reasons = pickSome(random, sentenceTemplates.reasons, 5).map(([title, template]) => ({
    title: expand(title as string, place),
    description: expand(template as string, place),
  }));
  const copy: GeneratedArea["copy"] = {
    kind: long ? "long" : "short",
    title: titleFor(name, random),
    description: descriptionFor(place),
    heading: `Spray Foam Insulation in ${name}`,
    geo,
    intro,
    localHousing: { heading: expand(pick(random, sentenceTemplates.housingHeadings), place), paragraphs: housing },
    reasons: { heading: `Five reasons ${name} homeowners call us`, items: reasons },
  };
  if (long) {
    const names = new Set<string>();
    while (names.size < 12) names.add(`${pick(random, places.first)} ${pick(random, places.last)}`);
    copy.neighbourhoods = {
      heading: `${name} neighbourhoods we serve`,
      lead: expand(sentenceTemplates.neighbourhoodsLead, place),
      names: [...names],
    };
    copy.applications = {
      heading: `Where spray foam helps most in ${name}`,
      lead: expand(sentenceTemplates.applicationsLead, place),
      items: pickSome(random, sentenceTemplates.applications, 4).map(([title, template]) => ({
        title: expand(title as string, place),
        description: expand(template as string, place),
      })),
    };
  }
  const card = expand(sentenceTemplates.card, place);
  return { slug: slugOf(name), name, card, copy };
}

/**
 * `count` communities with copy of their own, the same for the same seed. Each has its own
 * stream of random numbers (from the seed and its place in the list), so the first pages are the
 * same whatever the count.
 */
export function generateAreas(count: number, seed = 2026): GeneratedArea[] {
  const names = communityNames(seededRandom(seed), count);
  const seenGeo = new Set<string>();
  const said = new Set<string>();
  return names.map((name, index) => {
    const random = seededRandom(seed * 100_003 + index * 7_919 + 1);
    let geo: { latitude: number; longitude: number };
    do {
      // Within Halifax Regional Municipality, where the business works, to four decimals.
      geo = { latitude: Number((44.45 + random() * 0.5).toFixed(4)), longitude: Number((-63.95 + random() * 0.7).toFixed(4)) };
    } while (seenGeo.has(`${geo.latitude},${geo.longitude}`));
    seenGeo.add(`${geo.latitude},${geo.longitude}`);
    return areaFor(name, random, geo, said);
  });
}
