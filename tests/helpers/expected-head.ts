// The head a browser test expects a page to keep: the one written out in tests/expected/heads.ts
// for the site's own pages, and for a page the recipes add (docs/recipes.md), which has no head
// written out, the head of its own prerendered file, so that the app is still checked to keep it.
import { builtPage } from "./built-pages.ts";
import { EXPECTED_HEADS } from "../expected/heads.ts";

export interface HeadToKeep {
  title: string;
  canonical: string | null;
}

export async function headToKeep(path: string): Promise<HeadToKeep> {
  const written = EXPECTED_HEADS[path];
  if (written) return { title: written.title, canonical: written.canonical ?? null };
  const $ = await builtPage(path);
  return { title: $("head title").text(), canonical: $('head link[rel="canonical"]').attr("href") ?? null };
}
