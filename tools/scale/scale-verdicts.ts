// The budgets' verdicts of `npm run bench:scale`: each budget of a site at size, held, missed or
// not measured, from every count's latest figures.
import type { DeployFiles } from "./deploy-limits.ts";
import { BUDGET, kb, roleOf } from "./scale-run.ts";
import type { Run } from "./scale-run.ts";

export type Verdict = { budget: string; verdict: "holds" | "MISSED" | "not measured"; detail: string };

export function verdicts(byCount: Map<number, Run>): Verdict[] {
  const at10k = byCount.get(10_000);
  const at1k = byCount.get(1_000);
  const at0 = byCount.get(0);
  const runs = [...byCount.values()];
  /** Runs with pages to measure: every build that passed, and what a failed one wrote before it stopped. */
  const built = runs.filter((run) => run.html !== undefined);
  const failed = runs.filter((run) => !run.build.ok);
  const result: Verdict[] = [];
  const verdict = (budget: string, measured: boolean, holds: boolean, detail: string) =>
    result.push({ budget, verdict: !measured ? "not measured" : holds ? "holds" : "MISSED", detail });

  verdict(
    "every count builds",
    runs.length > 0,
    failed.length === 0,
    failed.length
      ? `failed at ${failed.map((run) => run.areas).join(", ")} added areas`
      : `built at ${runs.map((run) => run.areas).join(", ")}`,
  );
  verdict(
    "build at 10,000 areas: at most 120 s and 1 GB",
    at10k !== undefined,
    at10k?.build.ok === true && at10k.build.seconds <= BUDGET.buildSecondsAt10k && at10k.build.peakBytes <= BUDGET.buildBytesAt10k,
    at10k
      ? `${at10k.build.ok ? "" : "failed after "}${at10k.build.seconds.toFixed(1)} s, ${(at10k.build.peakBytes / 1024 ** 2).toFixed(0)} MB`
      : "",
  );
  verdict(
    "time per page at 10,000 at most 1.5x that at 1,000",
    at10k?.msPerPage !== undefined && at1k?.msPerPage !== undefined,
    (at10k?.msPerPage ?? 0) <= (at1k?.msPerPage ?? 0) * BUDGET.perPageGrowth1kTo10k,
    at10k?.msPerPage && at1k?.msPerPage
      ? `${at10k.msPerPage.toFixed(2)} ms against ${at1k.msPerPage.toFixed(2)} ms (${(at10k.msPerPage / at1k.msPerPage).toFixed(2)}x)`
      : "",
  );
  const over = built.flatMap((run) =>
    run.html?.overCount
      ? [
          `${run.html.overCount} at +${run.areas}, such as ${run.html.over
            .map((page) => `${page.path} ${page.bytes} B`)
            .slice(0, 3)
            .join(", ")}`,
        ]
      : [],
  );
  const largestHtml = Math.max(0, ...built.flatMap((run) => Object.values(run.html?.largest ?? {}).map((page) => page?.bytes ?? 0)));
  verdict(
    "every HTML file at most 14,000 B gzip (with its CSS)",
    built.length > 0,
    over.length === 0,
    over.length ? over.slice(0, 5).join("; ") : `largest ${largestHtml} B`,
  );
  const firstLoads = built.flatMap((run) => run.firstLoad ?? []);
  const heaviest = Math.max(0, ...firstLoads.map((weight) => weight.bytes));
  verdict(
    `first-load JS at most ${BUDGET.firstLoadBytes / 1024} KB`,
    firstLoads.length > 0,
    heaviest <= BUDGET.firstLoadBytes,
    `heaviest ${kb(heaviest)} kB`,
  );
  const growth =
    at0?.firstLoad && at10k?.firstLoad
      ? Math.max(
          ...at10k.firstLoad.map((weight) => {
            const role = roleOf(weight.path, at10k.areas);
            const before = at0.firstLoad?.find((other) => roleOf(other.path, at0.areas) === role);
            return before ? weight.bytes - before.bytes : Number.NEGATIVE_INFINITY;
          }),
        )
      : undefined;
  verdict(
    "first-load JS grows at most 1 KB from 17 pages to 10,000 areas",
    growth !== undefined && Number.isFinite(growth),
    (growth ?? 0) <= BUDGET.firstLoadGrowthBytes,
    growth !== undefined ? `at most ${growth} B on any page` : "",
  );
  const idle = built.flatMap((run) => run.idleAtFoot ?? []);
  const idleMost = Math.max(0, ...idle.map((weight) => weight.bytes));
  verdict(
    "JS fetched by idle at a page's foot at most 140 KB",
    idle.length > 0,
    idleMost <= BUDGET.idleAtFootBytes,
    `most ${kb(idleMost)} kB`,
  );
  const deploy = built.flatMap((run) => (run.deployProblems ?? []).map((problem) => `${problem} at +${run.areas}`));
  verdict("deploy files within their hosts' limits", built.length > 0, deploy.length === 0, deploy.join("; ") || "all within");
  // No deploy file may grow a rule per page: compare the fewest pages built with the most.
  const measured = built.filter((run) => run.deploy && run.pages);
  const fewest = measured[0];
  const most = measured.at(-1);
  const growing: string[] = [];
  if (fewest?.deploy && most?.deploy && most.pages && fewest.pages && most.pages > fewest.pages) {
    const added = most.pages - fewest.pages;
    const counted: [string, (files: DeployFiles) => number][] = [
      ["_headers rules", (files) => files.headersRules],
      ["_redirects lines", (files) => files.redirectsLines],
      ["nginx.conf locations", (files) => files.nginxLocations],
      ["S3 routing rules", (files) => files.s3RoutingRules ?? 0],
    ];
    for (const [what, count] of counted) {
      const grew = count(most.deploy) - count(fewest.deploy);
      if (grew * 10 >= added) growing.push(`${what} ${count(fewest.deploy)} → ${count(most.deploy)}`);
    }
  }
  verdict(
    "no deploy file grows a rule per page",
    fewest !== most && fewest !== undefined,
    growing.length === 0,
    growing.length
      ? `from ${fewest?.pages} to ${most?.pages} pages: ${growing.join(", ")}`
      : `from ${fewest?.pages} to ${most?.pages} pages, none`,
  );
  return result;
}
