// npm run bench: Lighthouse on every route beside the no-JS and client-only references, then
// client-side navigation, warm and on a first visit, and a tap's coverage of the site's code on a
// readable build (tools/bench/run.ts); prints the tables and the budgets, writes
// bench/results.json, and exits 1 when a budget is missed.
// Run: npm run bench [-- --runs 3 --routes /,/contact --pairs 1,7 --against <commit> --http2 --no-build --no-navigation --navigation-only --no-coverage]
import { pages } from "../src/site/site-pages.ts";
import { NOT_FOUND_PROBE } from "./bench/lighthouse.ts";
import { LINK_PAIRS } from "./bench/navigation.ts";
import type { LinkPair } from "./bench/navigation.ts";
import { runBench } from "./bench/run.ts";
import { option } from "./cli-option.ts";

/** `--pairs 1,7`: the link pairs by their place in LINK_PAIRS (from 1, the navigation table's order). */
function chosenPairs(list: string | undefined): readonly LinkPair[] {
  if (list === undefined) return LINK_PAIRS;
  return list.split(",").map((place) => {
    const pair = LINK_PAIRS[Number(place) - 1];
    if (!pair) throw new Error(`--pairs: no pair ${place}; there are ${LINK_PAIRS.length}, numbered from 1`);
    return pair;
  });
}

const against = option("--against");
if (process.argv.includes("--against") && (against === undefined || against.startsWith("--")))
  throw new Error("--against needs a commit: npm run bench -- --against <commit>");

const problems = await runBench({
  runs: Number(option("--runs") ?? 3),
  routes: (option("--routes")?.split(",") ?? [...pages.map((page) => page.path), NOT_FOUND_PROBE]).filter(Boolean),
  build: !process.argv.includes("--no-build"),
  lighthouse: !process.argv.includes("--navigation-only"),
  navigation: !process.argv.includes("--no-navigation"),
  pairs: chosenPairs(option("--pairs")),
  against,
  http2: process.argv.includes("--http2"),
  coverage: !process.argv.includes("--no-coverage"),
});
if (problems.length === 0) {
  console.log("Every budget holds.");
} else {
  console.log(`${problems.length} budget(s) missed:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
  process.exitCode = 1;
}
