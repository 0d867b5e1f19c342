// A built page as a crawler reads it, for the suites over dist/: its HTML loaded with cheerio,
// its text, and its JSON-LD nodes.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { load } from "cheerio";
import type { CheerioAPI } from "cheerio";
import { DIST, htmlFileFor } from "../../scripts/build/dist.ts";

/** A JSON-LD node, read as plain data. */
export type JsonLdNode = Record<string, unknown>;

/** The built HTML of a route's path; "404" names the not-found page. */
export async function builtPage(path: string): Promise<CheerioAPI> {
  return load(await readFile(path === "404" ? join(DIST, "404.html") : htmlFileFor(path), "utf8"));
}

export function jsonLd($: CheerioAPI): JsonLdNode[] {
  return $('script[type="application/ld+json"]')
    .map((_, element) => JSON.parse($(element).text()) as JsonLdNode)
    .get() as JsonLdNode[];
}

export function ofType(nodes: JsonLdNode[], type: string): JsonLdNode[] {
  return nodes.filter((node) => node["@type"] === type);
}

/** The text under a selector with its white space folded, as a reader takes it in. */
export function pageText($: CheerioAPI, selector = "#root"): string {
  return $(selector).text().replace(/\s+/g, " ");
}
