// One count's figures of `npm run bench:scale` (tools/bench-scale.ts), the pages whose scripts it
// weighs, and the budgets they are held to.
import { generateAreas } from "./area-prose.ts";
import type { DeployFiles } from "./deploy-limits.ts";
import type { HtmlSizes } from "./html-sizes.ts";
import type { ScriptWeight } from "./script-weights.ts";
import { AREA_CATALOG } from "../../src/content/catalog.ts";
import { SHOWN_PER_KIND } from "../../src/content/menu-catalog.ts";
import { pages } from "../../src/site/site-pages.ts";

/** Kilobytes as the table and the verdicts write them. */
export const kb = (bytes: number | undefined) => (bytes === undefined ? "–" : (bytes / 1024).toFixed(1));

/** The site's own pages before any is added (the spec's, the privacy policy and the terms). */
export const SITE_PAGES = pages.length;

/** The budgets of the performance issue for a site at size. */
export const BUDGET = {
  buildSecondsAt10k: 120,
  buildBytesAt10k: 1024 ** 3,
  perPageGrowth1kTo10k: 1.5,
  firstLoadBytes: 100 * 1024,
  firstLoadGrowthBytes: 1024,
  idleAtFootBytes: 140 * 1024,
} as const;

export interface Run {
  areas: number;
  /** When it ran, and the machine's load then (other engineers share it). */
  date: string;
  loadAverage: [number, number, number];
  uptime: string;
  commit: string;
  /** The seconds it took to write the copy with its pages. */
  copySeconds: number;
  build: { ok: boolean; seconds: number; peakBytes: number; error?: string };
  /** HTML files built (pages and 404.html), and the pages among them. */
  pages?: number;
  pagesPerSecond?: number;
  msPerPage?: number;
  html?: HtmlSizes;
  firstLoad?: ScriptWeight[];
  idleAtFoot?: ScriptWeight[];
  deploy?: DeployFiles;
  deployProblems?: string[];
}

const lastSlugs = new Map<number, string | undefined>();

/** The slug of the last community added at a count (the generator is seeded: the same every run). */
function lastSlug(areas: number): string | undefined {
  if (!lastSlugs.has(areas)) lastSlugs.set(areas, generateAreas(areas).at(-1)?.slug);
  return lastSlugs.get(areas);
}

/** The pages whose scripts are weighed at every count: the same roles, so that counts compare. */
export function scriptPaths(areas: number): { firstLoad: string[]; idle: string[]; roles: Record<string, string> } {
  const added = areas > 0 ? lastSlug(areas) : undefined;
  const lastArea = `/areas/${added ?? AREA_CATALOG.at(-1)?.slug}`;
  const roles: Record<string, string> = {
    "/": "home",
    "/contact": "contact",
    "/services/attic": "service",
    "/areas/bedford": "area (the spec's)",
    [lastArea]: "area (the last)",
  };
  // The areas' index exists once there are more communities than the menus name.
  if (areas + AREA_CATALOG.length > SHOWN_PER_KIND) roles["/areas"] = "areas index";
  return { firstLoad: Object.keys(roles), idle: ["/", "/contact", lastArea], roles };
}

export function roleOf(path: string, areas: number): string {
  return scriptPaths(areas).roles[path] ?? path;
}
