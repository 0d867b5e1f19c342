// Measures each link pair in both scenarios (navigation.ts: the warm cache; navigation-first-visit.ts:
// the first visit), on one build or on several side by side. With several, every run of a pair
// measures each build in turn (site, reference, site, reference...), so that a difference between
// them is one run's difference, not the machine's drift between two runs of the bench.
import { chromium } from "playwright-core";
import { launchOptions } from "../../scripts/browser-launch.ts";
import { runFirstVisit } from "./navigation-first-visit.ts";
import type { FirstVisitRun } from "./navigation-first-visit.ts";
import { runWarm } from "./navigation.ts";
import type { LinkPair, WarmRun } from "./navigation.ts";
import { headingOf } from "./navigation-visitor.ts";

/** A figure's lowest and highest run, in ms: how far the runs behind a median lie apart. */
export type Spread = readonly [number, number];

/** A scenario's navigation beside its full load. */
export interface ScenarioFigures extends FirstVisitRun {
  /** click-to-content over the full load's FCP. */
  ratio: number;
  /** click-to-content's lowest and highest run (absent from results saved before it was kept). */
  clickToContentSpreadMs?: Spread;
}

/** A pair's medians: the warm scenario's figures (as before the first visit was measured) and the first visit's. */
export interface NavigationFigures extends WarmRun {
  from: string;
  to: string;
  /** The warm click-to-content over the warm full load's FCP. */
  ratio: number;
  firstVisit: ScenarioFigures;
  /** The warm runs' lowest and highest click-to-content, back and forward. */
  clickToContentSpreadMs?: Spread;
  backSpreadMs?: Spread;
  forwardSpreadMs?: Spread;
  clickInpSpreadMs?: Spread;
  menuInpSpreadMs?: Spread;
}

/** A build served for the bench. */
export interface NavigationTarget {
  label: string;
  baseUrl: string;
  /** Where the bench reads the pages' headings, when not at baseUrl (a host with a self-signed certificate). */
  headingsUrl?: string;
}

export interface TargetFigures {
  target: NavigationTarget;
  figures: NavigationFigures[];
}

/** The middle value, or the mean of the two middle ones. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Ratios are read to two places. */
const ratioOf = (navigationMs: number, fullLoadMs: number) => Math.round((navigationMs / fullLoadMs) * 100) / 100;

function medians(pair: LinkPair, warm: WarmRun[], firstVisit: FirstVisitRun[]): NavigationFigures {
  const of = <Run>(runs: Run[], key: keyof Run) => Math.round(median(runs.map((run) => run[key] as number)));
  const spread = <Run>(runs: Run[], key: keyof Run): Spread => {
    const values = runs.map((run) => Math.round(run[key] as number));
    return [Math.min(...values), Math.max(...values)];
  };
  const figures: NavigationFigures = {
    from: pair.from,
    to: pair.to,
    clickToContentMs: of(warm, "clickToContentMs"),
    fullLoadFcpMs: of(warm, "fullLoadFcpMs"),
    clickInpMs: of(warm, "clickInpMs"),
    menuInpMs: of(warm, "menuInpMs"),
    backMs: of(warm, "backMs"),
    forwardMs: of(warm, "forwardMs"),
    ratio: 0,
    firstVisit: {
      clickToContentMs: of(firstVisit, "clickToContentMs"),
      fullLoadFcpMs: of(firstVisit, "fullLoadFcpMs"),
      ratio: 0,
      clickToContentSpreadMs: spread(firstVisit, "clickToContentMs"),
    },
    clickToContentSpreadMs: spread(warm, "clickToContentMs"),
    backSpreadMs: spread(warm, "backMs"),
    forwardSpreadMs: spread(warm, "forwardMs"),
    clickInpSpreadMs: spread(warm, "clickInpMs"),
    menuInpSpreadMs: spread(warm, "menuInpMs"),
  };
  figures.ratio = ratioOf(figures.clickToContentMs, figures.fullLoadFcpMs);
  figures.firstVisit.ratio = ratioOf(figures.firstVisit.clickToContentMs, figures.firstVisit.fullLoadFcpMs);
  return figures;
}

/** Each pair measured `runs` times in each scenario on each target, every run in fresh contexts; the medians. */
export async function measureNavigation(
  targets: readonly NavigationTarget[],
  options: {
    executablePath: string;
    /** More browser flags (the photo host's address). */
    args?: string[];
    runs: number;
    pairs: readonly LinkPair[];
    onPair?: (target: NavigationTarget, figures: NavigationFigures) => void;
  },
): Promise<TargetFigures[]> {
  const launch = launchOptions(options.executablePath);
  const browser = await chromium.launch({ ...launch, args: [...(launch.args ?? []), ...(options.args ?? [])] });
  // Each build's own headings: a page's h1 may differ between two commits.
  const paths = [...new Set(options.pairs.flatMap((pair) => [pair.from, pair.to]))];
  const headings = await Promise.all(
    targets.map(
      async (target) =>
        new Map(await Promise.all(paths.map(async (path) => [path, await headingOf(target.headingsUrl ?? target.baseUrl, path)] as const))),
    ),
  );
  const results: TargetFigures[] = targets.map((target) => ({ target, figures: [] }));
  try {
    for (const pair of options.pairs) {
      const warm: WarmRun[][] = targets.map(() => []);
      const firstVisit: FirstVisitRun[][] = targets.map(() => []);
      for (let run = 0; run < options.runs; run += 1) {
        for (const [index, target] of targets.entries()) {
          const pageHeadings = headings[index] ?? new Map<string, string>();
          warm[index]?.push(await runWarm(browser, target.baseUrl, pair, pageHeadings));
          firstVisit[index]?.push(await runFirstVisit(browser, target.baseUrl, pair, pageHeadings));
        }
      }
      for (const [index, result] of results.entries()) {
        const figures = medians(pair, warm[index] ?? [], firstVisit[index] ?? []);
        options.onPair?.(result.target, figures);
        result.figures.push(figures);
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}
