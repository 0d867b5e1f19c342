// The navigation figures against their budgets, and the table the bench prints.
import { VIEWPORT } from "./navigation.ts";
import { EVENT_TIMING_FLOOR_MS } from "./navigation-page.ts";
import type { NavigationFigures } from "./navigation.ts";

export interface NavigationBudget {
  navigationRatio: number;
  navigationInpMs: number;
  menuInpMs: number;
  historyMs: number;
}

/** The pairs that miss a budget, one line each. */
export function navigationProblems(figures: readonly NavigationFigures[], budget: NavigationBudget): string[] {
  const problems: string[] = [];
  for (const pair of figures) {
    const name = `${pair.from} -> ${pair.to}`;
    if (pair.ratio > budget.navigationRatio)
      problems.push(`${name}: click-to-content ${pair.ratio}x of a full load > ${budget.navigationRatio}x`);
    if (pair.clickInpMs > budget.navigationInpMs)
      problems.push(`${name}: INP of the click ${pair.clickInpMs} ms > ${budget.navigationInpMs} ms`);
    if (pair.menuInpMs > budget.menuInpMs)
      problems.push(`${pair.from}: INP of the menu button ${pair.menuInpMs} ms > ${budget.menuInpMs} ms`);
    if (pair.backMs > budget.historyMs) problems.push(`${name}: back ${pair.backMs} ms > ${budget.historyMs} ms`);
    if (pair.forwardMs > budget.historyMs) problems.push(`${name}: forward ${pair.forwardMs} ms > ${budget.historyMs} ms`);
  }
  return problems;
}

/** The table the bench prints. */
export function navigationTable(figures: readonly NavigationFigures[], runs: number): string {
  const floor = (ms: number) => (ms <= EVENT_TIMING_FLOOR_MS ? `<${EVENT_TIMING_FLOOR_MS}` : `${ms}`);
  const lines = [
    `Client-side navigation, ${runs === 1 ? "1 run" : `median of ${runs} runs`}: 150 ms RTT, 1.6 Mbps, CPU 4x, warm cache, ${VIEWPORT.width} px; times in ms.`,
    "from -> to                                 click-to-content  full-load FCP  ratio  INP click  INP menu  back  forward",
  ];
  for (const pair of figures) {
    lines.push(
      [
        `${pair.from} -> ${pair.to}`.padEnd(42),
        `${pair.clickToContentMs}`.padStart(16),
        `${pair.fullLoadFcpMs}`.padStart(14),
        `${pair.ratio}`.padStart(6),
        floor(pair.clickInpMs).padStart(10),
        floor(pair.menuInpMs).padStart(9),
        `${pair.backMs}`.padStart(5),
        `${pair.forwardMs}`.padStart(8),
      ].join(" "),
    );
  }
  return lines.join("\n");
}
