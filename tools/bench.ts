// npm run bench: Lighthouse on every route beside the no-JS and client-only references, then
// client-side navigation (scripts/bench/run.ts); prints the tables and the budgets, writes
// bench/results.json, and exits 1 when a budget is missed.
// Run: npm run bench [-- --runs 3 --routes /,/contact --no-build --no-navigation --navigation-only]
import { pages } from "../src/site/site-pages.ts";
import { NOT_FOUND_PROBE } from "./bench/lighthouse.ts";
import { runBench } from "./bench/run.ts";

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

const problems = await runBench({
  runs: Number(option("--runs") ?? 3),
  routes: (option("--routes")?.split(",") ?? [...pages.map((page) => page.path), NOT_FOUND_PROBE]).filter(Boolean),
  build: !process.argv.includes("--no-build"),
  lighthouse: !process.argv.includes("--navigation-only"),
  navigation: !process.argv.includes("--no-navigation"),
});
if (problems.length === 0) {
  console.log("Every budget holds.");
} else {
  console.log(`${problems.length} budget(s) missed:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
  process.exitCode = 1;
}
