// The navigation figures against their budgets, and the tables the bench prints: this build's
// figures in both scenarios, and beside a reference build's (npm run bench -- --against).
import { EVENT_TIMING_FLOOR_MS } from "./navigation-page.ts";
import type { NavigationFigures, ScenarioFigures, Spread, TargetFigures } from "./navigation-measure.ts";
import { VIEWPORT } from "./navigation-visitor.ts";

export interface NavigationBudget {
  navigationRatio: number;
  navigationInpMs: number;
  menuInpMs: number;
  historyMs: number;
}

/** A scenario's columns (to content, full load, ratio): as wide as their names. */
const SCENARIO_WIDTHS = [10, 10, 6];

const pairName = (pair: { from: string; to: string }) => `${pair.from} -> ${pair.to}`;
/** The first column, as wide as its longest pair's name. */
const pairColumn = (figures: readonly NavigationFigures[]) =>
  Math.max("from -> to".length, ...figures.map((pair) => pairName(pair).length));

/**
 * The pairs that miss a budget, one line each. The budgets are the warm scenario's, as they were
 * set; the first visit is reported beside them, with no budget of its own yet.
 */
export function navigationProblems(figures: readonly NavigationFigures[], budget: NavigationBudget): string[] {
  const problems: string[] = [];
  for (const pair of figures) {
    const name = pairName(pair);
    if (pair.ratio > budget.navigationRatio)
      problems.push(`${name}: click-to-content ${pair.ratio}x of a full load > ${budget.navigationRatio}x`);
    if (pair.firstVisit.ratio > budget.navigationRatio)
      problems.push(`${name}: first visit's click-to-content ${pair.firstVisit.ratio}x of a cold full load > ${budget.navigationRatio}x`);
    if (pair.clickInpMs > budget.navigationInpMs)
      problems.push(`${name}: INP of the click ${pair.clickInpMs} ms > ${budget.navigationInpMs} ms`);
    if (pair.menuInpMs > budget.menuInpMs)
      problems.push(`${pair.from}: INP of the menu button ${pair.menuInpMs} ms > ${budget.menuInpMs} ms`);
    if (pair.backMs > budget.historyMs) problems.push(`${name}: back ${pair.backMs} ms > ${budget.historyMs} ms`);
    if (pair.forwardMs > budget.historyMs) problems.push(`${name}: forward ${pair.forwardMs} ms > ${budget.historyMs} ms`);
  }
  return problems;
}

const runsOf = (runs: number) => (runs === 1 ? "1 run" : `median of ${runs} runs`);
/** A spread as "lowest-highest", or "-" for results saved before spreads were kept. */
const spreadOf = (spread: Spread | undefined) => (spread ? `${spread[0]}-${spread[1]}` : "-");

/** The table of one build's figures: both scenarios, then the warm scenario's INP and history. */
export function navigationTable(figures: readonly NavigationFigures[], runs: number): string {
  const nameWidth = pairColumn(figures);
  const floor = (ms: number) => (ms <= EVENT_TIMING_FLOOR_MS ? `<${EVENT_TIMING_FLOOR_MS}` : `${ms}`);
  const lines = [
    `Client-side navigation, ${runsOf(runs)}: 150 ms RTT, 1.6 Mbps, CPU 4x, ${VIEWPORT.width} px; times in ms.`,
    "warm: both pages loaded before, pointer resting on the link, full load from the warm cache;",
    "first visit: cold cache, tapped 300 ms after it scrolls into view, full load cold; INP, back and forward: warm.",
  ];
  const scenario = (figures: ScenarioFigures | readonly string[]) => {
    const cells = "clickToContentMs" in figures ? [figures.clickToContentMs, figures.fullLoadFcpMs, figures.ratio] : figures;
    return SCENARIO_WIDTHS.map((width, index) => `${cells[index]}`.padStart(width)).join(" ");
  };
  const scenarioWidth = SCENARIO_WIDTHS.reduce((sum, width) => sum + width + 1, -1);
  lines.push(`${"".padEnd(nameWidth)} ${"warm".padEnd(scenarioWidth)} first visit`);
  const names = ["to content", "full load", "ratio"];
  lines.push(
    [
      "from -> to".padEnd(nameWidth),
      scenario(names),
      scenario(names),
      "INP click".padStart(10),
      "INP menu".padStart(9),
      "back".padStart(5),
      "forward".padStart(8),
    ].join(" "),
  );
  for (const pair of figures) {
    lines.push(
      [
        pairName(pair).padEnd(nameWidth),
        scenario(pair),
        scenario(pair.firstVisit),
        floor(pair.clickInpMs).padStart(10),
        floor(pair.menuInpMs).padStart(9),
        `${pair.backMs}`.padStart(5),
        `${pair.forwardMs}`.padStart(8),
      ].join(" "),
    );
    // How far the runs behind each median lie apart: a difference smaller than this is no difference.
    if (runs > 1) {
      lines.push(
        `${"".padEnd(nameWidth)}   runs from lowest to highest: to content ${spreadOf(pair.clickToContentSpreadMs)} warm, ` +
          `${spreadOf(pair.firstVisit.clickToContentSpreadMs)} first visit; back ${spreadOf(pair.backSpreadMs)}, forward ${spreadOf(pair.forwardSpreadMs)}`,
      );
    }
  }
  return lines.join("\n");
}

/** A row of the comparison: the figure, each build's median and runs, and the full load and ratio where it has them. */
type Row = [string, number, number, Spread | undefined, Spread | undefined, string, string];

/**
 * Two builds' figures side by side, measured in the same runs: for each pair, click-to-content in
 * both scenarios, then back and forward and the INP of the click and of the menu's button (warm),
 * each this build's then the reference's, with the
 * median's difference and each build's runs from lowest to highest.
 */
export function comparisonTable(site: TargetFigures, reference: TargetFigures, runs: number): string {
  const nameWidth = pairColumn(site.figures);
  const both = (a: number | string, b: number | string, columnWidth: number) => `${a} / ${b}`.padStart(columnWidth);
  const lines = [
    `Client-side navigation, ${site.target.label} / ${reference.target.label} (the reference), interleaved in the same runs, ${runsOf(runs)}; times in ms.`,
    `${"from -> to".padEnd(nameWidth)} ${"figure".padEnd(23)} ${"median".padStart(11)} ${"difference".padStart(10)} ${"runs".padStart(19)} ${"full load".padStart(13)} ${"ratio".padStart(13)}`,
  ];
  const contentRow = (name: string, a: ScenarioFigures, b: ScenarioFigures): Row => [
    name,
    a.clickToContentMs,
    b.clickToContentMs,
    a.clickToContentSpreadMs,
    b.clickToContentSpreadMs,
    both(a.fullLoadFcpMs, b.fullLoadFcpMs, 13),
    both(a.ratio, b.ratio, 13),
  ];
  for (const [index, mine] of site.figures.entries()) {
    const theirs = reference.figures[index];
    if (!theirs) continue;
    const rows: Row[] = [
      contentRow("to content, warm", mine, theirs),
      contentRow("to content, first visit", mine.firstVisit, theirs.firstVisit),
      ["back, warm", mine.backMs, theirs.backMs, mine.backSpreadMs, theirs.backSpreadMs, "", ""],
      ["forward, warm", mine.forwardMs, theirs.forwardMs, mine.forwardSpreadMs, theirs.forwardSpreadMs, "", ""],
      ["INP of the click", mine.clickInpMs, theirs.clickInpMs, mine.clickInpSpreadMs, theirs.clickInpSpreadMs, "", ""],
      ["INP of the menu", mine.menuInpMs, theirs.menuInpMs, mine.menuInpSpreadMs, theirs.menuInpSpreadMs, "", ""],
    ];
    for (const [row, [name, mineMs, theirsMs, mineSpread, theirsSpread, fullLoad, ratio]] of rows.entries()) {
      const difference = mineMs - theirsMs;
      lines.push(
        [
          (row === 0 ? pairName(mine) : "").padEnd(nameWidth),
          name.padEnd(23),
          both(mineMs, theirsMs, 11),
          `${difference > 0 ? "+" : ""}${difference}`.padStart(10),
          both(spreadOf(mineSpread), spreadOf(theirsSpread), 19),
          fullLoad.padStart(13),
          ratio.padStart(13),
        ]
          .join(" ")
          .trimEnd(),
      );
    }
  }
  return lines.join("\n");
}
