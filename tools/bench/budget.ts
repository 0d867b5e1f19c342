// The budgets the bench shows (never asserted in tests: these machines are shared and noisy), and
// the lines naming what a page's figures miss.
import { HERO_IMAGE_ORIGIN } from "../../src/content/hero-image.ts";
import { NOT_FOUND_PROBE } from "./lighthouse.ts";
import type { Figures } from "./lighthouse.ts";

/** The budgets of the performance issue; never asserted in tests, shown here. */
export const BUDGET = {
  score: 100,
  lcpMs: 1500,
  tbtMs: 50,
  cls: 0.01,
  lcpOverFloor: 1.1,
  jsKb: 100,
  htmlKb: 14,
  buildSeconds: 60,
  /**
   * Client-side navigation: click-to-content over the full load's first contentful paint, in
   * both scenarios (warm, and the first visit beside a cold full load).
   */
  navigationRatio: 0.4,
  navigationInpMs: 100,
  menuInpMs: 50,
  historyMs: 100,
  /**
   * A tap's coverage (tap-coverage.ts), first visit on a readable build: the site's source files
   * run outside src/content/, and the site's functions called, each once however often it ran.
   */
  tapFilesOutsideContent: 20,
  tapFunctions: 100,
};

export function budgetProblems(path: string, site: Figures, floor: Figures): string[] {
  const problems: string[] = [];
  const scored: [string, number][] = [
    ["performance", site.performance],
    ["accessibility", site.accessibility],
    ["best practices", site.bestPractices],
  ];
  if (path !== NOT_FOUND_PROBE) scored.push(["SEO", site.seo]);
  for (const [name, value] of scored) if (value < BUDGET.score) problems.push(`${path}: ${name} ${value} < ${BUDGET.score}`);
  if (site.lcpMs > BUDGET.lcpMs) problems.push(`${path}: LCP ${site.lcpMs} ms > ${BUDGET.lcpMs} ms`);
  if (site.tbtMs > BUDGET.tbtMs) problems.push(`${path}: TBT ${site.tbtMs} ms > ${BUDGET.tbtMs} ms`);
  if (site.cls > BUDGET.cls) problems.push(`${path}: CLS ${site.cls} > ${BUDGET.cls}`);
  if (site.lcpMs > floor.lcpMs * BUDGET.lcpOverFloor)
    problems.push(`${path}: LCP ${site.lcpMs} ms is more than 10% over the no-JS floor's ${floor.lcpMs} ms`);
  if (site.jsKb > BUDGET.jsKb) problems.push(`${path}: first-load JS ${site.jsKb} kB > ${BUDGET.jsKb} kB`);
  if (site.htmlKb > BUDGET.htmlKb) problems.push(`${path}: HTML with inlined CSS ${site.htmlKb} kB > ${BUDGET.htmlKb} kB`);
  const foreign = site.thirdPartyBeforePaint.filter((origin) => origin !== HERO_IMAGE_ORIGIN);
  if (foreign.length > 0) problems.push(`${path}: requests to ${foreign.join(", ")} before first paint`);
  return problems;
}
