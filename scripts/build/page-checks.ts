// The checks of one built page, the same in the build's workers (page-worker.ts) and in
// `npm run check` (check-dist.ts): its own facts and problems (page-facts.ts), what it carries
// inline for the Content-Security-Policy (inline-content.ts) and, for the pages that stand for
// their template, html-validate; the integrity of every script it loads (integrity.ts).
import type { CheckReport, PageFacts } from "./page-facts.ts";
import { notFoundFacts, pageFacts } from "./page-facts.ts";
import type { SiteContext } from "./site-context.ts";
import { inlineScriptsOf, inlineStylesOf, styleAttributesOf } from "./inline-content.ts";
import { validateHtml } from "./validate-html.ts";
import { integrityProblems } from "./integrity.ts";
import { readFileSync } from "node:fs";
import { join } from "node:path";

/** The site's scripts, read once per process for the integrity checks (a few dozen files). */
const scriptBytes = new Map<string, Buffer | null>();

function readScript(dist: string, path: string): Buffer | null {
  const file = join(dist, path.slice(1));
  if (!scriptBytes.has(file)) {
    let bytes: Buffer | null = null;
    try {
      bytes = readFileSync(file);
    } catch {}
    scriptBytes.set(file, bytes);
  }
  return scriptBytes.get(file) ?? null;
}

/**
 * The pages of one kind (services, areas, index pages) html-validate reads: the first few of the
 * kind and one in every few hundred after them. Pages of a kind are one template filled with
 * different words (src/pages/<kind>-page.tsx, the words escaped by React), so a problem of the
 * markup shows on any of them; every other page (home, about, facts, contact, the 404 page) is
 * validated whole, as are the legacy redirect pages. At the spec's size every page is validated.
 */
const VALIDATED_FIRST_OF_KIND = 12;
const VALIDATED_EVERY_OF_KIND = 250;

/** A page's kind, for the sample: the first part of its path under /services or /areas. */
function kindOf(path: string): string | undefined {
  return /^\/(services|areas)(?:\/|$)/.exec(path)?.[1];
}

/** Chooses, in the order pages come, the ones html-validate reads (see above). */
export function validationSample(): (path: string) => boolean {
  const seen = new Map<string, number>();
  return (path) => {
    const kind = kindOf(path);
    if (kind === undefined) return true;
    const index = seen.get(kind) ?? 0;
    seen.set(kind, index + 1);
    return index < VALIDATED_FIRST_OF_KIND || index % VALIDATED_EVERY_OF_KIND === 0;
  };
}

export interface CheckedPage {
  facts: PageFacts;
  /** The page's inline scripts and styles, for the policy's hashes. */
  inline: { scripts: string[]; styles: string[] };
  /** html-validate's word, if the page was validated. */
  validation?: CheckReport;
}

/** Checks one page (a path of the route table, or "404.html") as built. */
export async function checkPage(
  path: string,
  name: string,
  html: string,
  context: SiteContext,
  validate: boolean,
  dist: string,
  htmlValidateConfig?: string,
): Promise<CheckedPage> {
  const facts = path === "404.html" ? notFoundFacts(html, context) : pageFacts({ path, html }, context);
  facts.errors.push(...integrityProblems(`/${name}`, html, (file) => readScript(dist, file)));
  for (const tag of styleAttributesOf(html)) {
    facts.errors.push(`/${name}: a style attribute on <${tag}>, which the Content-Security-Policy refuses (use a class)`);
  }
  return {
    facts,
    inline: { scripts: inlineScriptsOf(html), styles: inlineStylesOf(html) },
    ...(validate ? { validation: await validateHtml([{ name, html }], htmlValidateConfig) } : {}),
  };
}
