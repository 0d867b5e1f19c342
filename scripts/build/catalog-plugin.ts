// The browser's copy of src/content/menu-catalog.ts is its value: the module is evaluated here, at
// build time, and its exports are written out as data, so the catalog it reads (every service and
// community, catalog.ts) never reaches the browser's code. The server bundle and the tests use the
// module itself. The build also stops here on a catalog the site cannot be built from.
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";
import { AREA_CATALOG, SERVICE_CATALOG } from "../../src/content/catalog.ts";
import { home } from "../../src/content/home.ts";
import * as menuCatalog from "../../src/content/menu-catalog.ts";
import { ROOT } from "./dist.ts";

const MODULE = /[\\/]src[\\/]content[\\/]menu-catalog\.ts$/;
/** A slug as paths spell them; "page-<n>" is an index page's (src/site/routes.tsx). */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const INDEX_PAGE = /^page-[0-9]+$/;

/** The module's exports as a module of constants. */
export function menuCatalogSource(exports: Record<string, unknown> = menuCatalog): string {
  return `${Object.entries(exports)
    .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
    .join("\n")}\n`;
}

/**
 * What keeps a catalog from being built: a slug a path cannot carry, one used twice, an entry
 * with no copy file, or one the home page names (menu-catalog.ts) with no card in home.ts.
 */
export function catalogProblems(root = ROOT): string[] {
  const problems: string[] = [];
  const kinds = [
    { kind: "services", entries: SERVICE_CATALOG, shown: menuCatalog.MENU_SERVICES.shown, cards: home.servicesSection.cards },
    { kind: "areas", entries: AREA_CATALOG, shown: menuCatalog.MENU_AREAS.shown, cards: home.areasSection.cards },
  ] as const;
  for (const { kind, entries, shown, cards } of kinds) {
    const seen = new Set<string>();
    for (const { slug } of entries) {
      if (!SLUG.test(slug) || INDEX_PAGE.test(slug)) problems.push(`${kind}: "${slug}" is not a slug a page can have`);
      if (seen.has(slug)) problems.push(`${kind}: "${slug}" is listed twice`);
      seen.add(slug);
      if (!existsSync(join(root, "src", "content", kind, `${slug}.ts`)))
        problems.push(`${kind}: "${slug}" has no src/content/${kind}/${slug}.ts`);
    }
    for (const { slug } of shown)
      if (!cards[slug]) problems.push(`${kind}: "${slug}" is on the home page but has no card in src/content/home.ts`);
  }
  return problems;
}

export function browserMenuCatalog(): Plugin {
  return {
    name: "browser-menu-catalog",
    enforce: "pre",
    buildStart() {
      const problems = catalogProblems();
      if (problems.length > 0) this.error(`The catalog (src/content/catalog.ts) cannot be built:\n  ${problems.join("\n  ")}`);
    },
    load(id, options) {
      if (options?.ssr || !MODULE.test(id)) return null;
      return menuCatalogSource();
    },
  };
}
