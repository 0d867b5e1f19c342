// A copy of the project at size: N more area pages, each added by the recipe of docs/recipes.md
// (its copy file src/content/areas/<slug>.ts typed AreaCopy, its line in AREA_CATALOG, and its
// card in home.ts when it is among the first eight), with words of its own (area-prose.ts).
// `npm run bench:scale` builds such copies; a test can write the pages into any project folder.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { AREA_CATALOG } from "../../src/content/catalog.ts";
import { SHOWN_PER_KIND } from "../../src/content/menu-catalog.ts";
import { CLAIM_MARK, type GeneratedArea, generateAreas } from "./area-prose.ts";
import { copyOfProject, insertAfter } from "../project-copy.ts";

export { generateAreas, type GeneratedArea } from "./area-prose.ts";

/** A string as TypeScript source: a template literal naming `claims` where the text holds a figure. */
function literal(text: string): string {
  if (!CLAIM_MARK.test(text)) return JSON.stringify(text);
  CLAIM_MARK.lastIndex = 0;
  const escaped = text.replace(/[\\`]/g, (char) => `\\${char}`).replace(/\$\{/g, "\\${");
  return `\`${escaped.replace(CLAIM_MARK, (_, claim: string) => `\${claims.${claim}}`)}\``;
}

/** A value as TypeScript source, strings through literal(). */
function source(value: unknown, indent = ""): string {
  const inner = `${indent}  `;
  if (typeof value === "string") return literal(value);
  if (typeof value === "number") return String(value);
  if (Array.isArray(value)) return `[\n${value.map((item) => `${inner}${source(item, inner)},`).join("\n")}\n${indent}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value).map(
      ([key, item]) => `${inner}${/^[a-z]\w*$/i.test(key) ? key : JSON.stringify(key)}: ${source(item, inner)},`,
    );
    return `{\n${entries.join("\n")}\n${indent}}`;
  }
  throw new Error(`no source for ${String(value)}`);
}

/** An area's copy file, as the recipe asks for it: typed AreaCopy, its figures from `claims`. */
export function areaModule(area: GeneratedArea): string {
  const body = source(area.copy);
  const usesClaims = body.includes("${claims.");
  return [
    `// ${area.name}: an area page generated for a copy of the site at size (scripts/scale/area-prose.ts).`,
    "",
    ...(usesClaims ? ['import { claims } from "../business.ts";'] : []),
    'import type { AreaCopy } from "../types.ts";',
    "",
    `const area: AreaCopy = ${body};`,
    "",
    "export default area;",
    "",
  ].join("\n");
}

/**
 * Adds `areas` to the project at `root` by the recipe: each one's copy file, its line at the end
 * of AREA_CATALOG, and a card in home.ts for those among the first eight. `listed` is the
 * catalog's areas before them: this project's, or a copy's after its own edits.
 */
export function addAreas(root: string, areas: readonly GeneratedArea[], listed: readonly { slug: string }[] = AREA_CATALOG): void {
  if (areas.length === 0) return;
  const content = join(root, "src", "content");
  mkdirSync(join(content, "areas"), { recursive: true });
  for (const area of areas) writeFileSync(join(content, "areas", `${area.slug}.ts`), areaModule(area));
  const last = listed.at(-1);
  if (!last) throw new Error("AREA_CATALOG is empty");
  insertAfter(
    join(content, "catalog.ts"),
    `slug: "${last.slug}"`,
    areas.map((area) => `  { slug: ${JSON.stringify(area.slug)}, name: ${JSON.stringify(area.name)} },`).join("\n"),
  );
  const carded = areas.slice(0, Math.max(0, SHOWN_PER_KIND - listed.length));
  if (carded.length > 0) {
    // The second "cards: {" of home.ts is areasSection's (the first is servicesSection's).
    insertAfter(
      join(content, "home.ts"),
      "cards: {",
      carded.map((area) => `      ${JSON.stringify(area.slug)}: ${JSON.stringify(area.card)},`).join("\n"),
      1,
    );
  }
}

/** A temporary copy of the project with `count` generated area pages; its path. */
export function scaledCopy(count: number, seed?: number): string {
  const dir = copyOfProject(`scale-${count}-`);
  addAreas(dir, generateAreas(count, seed));
  return dir;
}
