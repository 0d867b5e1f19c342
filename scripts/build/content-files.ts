// Each service and area page's content, and each page of the kinds' indexes, as the JSON file the
// browser fetches when it navigates to that page (src/content/page-content.ts), written one at a
// time from the copy modules: /content/areas/halifax.json and the like.
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { AREA_CATALOG, SERVICE_CATALOG } from "../../src/content/catalog.ts";
import { readContent } from "../../src/content/content-modules.ts";
import { MENU_AREAS, MENU_SERVICES } from "../../src/content/menu-catalog.ts";
import { contentPath } from "../../src/content/page-content.ts";
import type { ContentKind } from "../../src/content/page-content.ts";

/** Every content file the site has: its kind and slug. */
export function* contentFiles(): Generator<{ kind: ContentKind; slug: string }> {
  for (const service of SERVICE_CATALOG) yield { kind: "services", slug: service.slug };
  for (const area of AREA_CATALOG) yield { kind: "areas", slug: area.slug };
  for (const [kind, list] of [
    ["services", MENU_SERVICES],
    ["areas", MENU_AREAS],
  ] as const) {
    for (let page = 1; page <= list.indexPages; page += 1) yield { kind: "index", slug: `${kind}-${page}` };
  }
}

/** Writes every content file under `dist`; returns how many. */
export async function writeContentFiles(dist: string): Promise<number> {
  let count = 0;
  const made = new Set<string>();
  for (const { kind, slug } of contentFiles()) {
    const file = join(dist, contentPath(kind, slug));
    const folder = dirname(file);
    if (!made.has(folder)) {
      await mkdir(folder, { recursive: true });
      made.add(folder);
    }
    await writeFile(file, JSON.stringify(await readContent(kind, slug)));
    count += 1;
  }
  return count;
}
