// The sentence templates of the generated area pages (area-prose.ts), and how one is written
// out for a place: "{a|b}" is a choice, "$slot" a word of the place or of the word lists
// (prose/houses.json, prose/streets.json).
import houses from "./prose/houses.json" with { type: "json" };
import streets from "./prose/streets.json" with { type: "json" };
import { pick, pickSome } from "./prose-random.ts";
import type { Random } from "./prose-random.ts";

export const HOUSES = houses;
export const STREETS = streets;

/** What one page is written from: its name and the streets, water, houses and years it talks about. */
export interface Place {
  name: string;
  streets: string[];
  water: string[];
  stock: string[];
  trouble: string[];
  decades: string[];
  random: Random;
  /**
   * The sentences of six words or more that the pages written before this one already have, as
   * tests/helpers/copy-sentences.ts counts them: no two area pages may share one (a doorway
   * page). Each sentence written for this page joins them.
   */
  said: Set<string>;
}

/** One slot's words for a place; the streets in turn from `street`, so a sentence names two. */
function slotValue(slot: string, place: Place, street: number): string | undefined {
  const { random } = place;
  switch (slot) {
    case "name":
      return place.name;
    case "possessive":
      return place.name.endsWith("s") ? `${place.name}'` : `${place.name}'s`;
    case "street":
      return place.streets[street % place.streets.length];
    case "water":
      return pick(random, place.water);
    case "stock":
      return pick(random, place.stock);
    case "trouble":
      return pick(random, place.trouble);
    case "decade":
      return pick(random, place.decades);
    case "foundation":
      return pick(random, houses.foundations);
    case "heat":
      return pick(random, houses.heat);
    case "weather":
      return pick(random, houses.weather);
    case "room":
      return pick(random, houses.rooms);
    case "few":
      return pick(random, houses.numberWords);
    case "count":
      return String(40 + Math.floor(random() * 900));
    case "minutes":
      return String(10 + Math.floor(random() * 50));
    case "year":
      return String(1955 + Math.floor(random() * 68));
    case "inches":
      return String(2 + Math.floor(random() * 5));
    case "surname":
      return pick(random, streets.surnames);
    default:
      return undefined;
  }
}

const CHOICE = /\{([^{}]*)\}/g;
const SLOT = /\$([a-z]+)/g;

/** How often a template is written out again when it says a sentence another page has. */
const REWRITES = 20;

/**
 * The sentences of six words or more in a text, as the content suites split them
 * (tests/helpers/copy-sentences.ts), which judge the generator's pages by their own copy of the rule.
 */
function longSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.split(/\s+/).length >= 6);
}

/**
 * Expands a template: "{a|b}" is a choice, "$slot" a slot of the place or of the word lists. A
 * sentence another page already has is written again with other choices and words, up to
 * REWRITES times (past a few thousand pages, a template's few forms can all be taken).
 */
export function expand(template: string, place: Place): string {
  for (let attempt = 1; ; attempt++) {
    const text = expandOnce(template, place);
    const long = longSentences(text);
    if (attempt < REWRITES && long.some((sentence) => place.said.has(sentence))) continue;
    for (const sentence of long) place.said.add(sentence);
    return text;
  }
}

function expandOnce(template: string, place: Place): string {
  const { random } = place;
  let street = Math.floor(random() * place.streets.length);
  let text = template;
  // Choices first (innermost out), then slots.
  for (let guard = 0; text.includes("{") && guard < 50; guard++) {
    text = text.replace(CHOICE, (_, options: string) => pick(random, options.split("|")));
  }
  text = text.replace(SLOT, (whole, slot: string) => slotValue(slot, place, slot === "street" ? street++ : 0) ?? whole);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function sentences(templates: readonly string[], count: number, place: Place): string[] {
  return pickSome(place.random, templates, count).map((template) => expand(template, place));
}

export function paragraphs(templates: readonly string[], shape: readonly number[], place: Place): string[] {
  const all = sentences(
    templates,
    shape.reduce((sum, n) => sum + n, 0),
    place,
  );
  let at = 0;
  return shape.map((count) => {
    const paragraph = all.slice(at, at + count).join(" ");
    at += count;
    return paragraph;
  });
}
