// The Markdown table `npm run bench:scale` prints: one column a count, one row a figure.
import { DEPLOY_LIMITS } from "./deploy-limits.ts";
import type { PageKind } from "./html-sizes.ts";
import { kb, roleOf, SITE_PAGES } from "./scale-run.ts";
import type { Run } from "./scale-run.ts";

const KINDS: PageKind[] = ["home", "service", "area", "index page", "other"];

/** The table: one column a count, one row a figure. */
export function table(runs: Run[]): string {
  const head = runs.map((run) => `${run.pages ?? SITE_PAGES + run.areas} pages (+${run.areas} areas)`);
  const rows: [string, (run: Run) => string][] = [
    ["build", (run) => (run.build.ok ? "ok" : `**FAILED**${run.html ? " (below: what it wrote before it stopped)" : ""}`)],
    ["build wall time (s)", (run) => run.build.seconds.toFixed(1)],
    ["peak memory, process tree (MB)", (run) => (run.build.peakBytes / 1024 ** 2).toFixed(0)],
    ["pages per second", (run) => run.pagesPerSecond?.toFixed(1) ?? "–"],
    ["time per page (ms)", (run) => run.msPerPage?.toFixed(2) ?? "–"],
    ...KINDS.map((kind): [string, (run: Run) => string] => [
      `largest HTML+CSS, ${kind} (B gzip)`,
      (run) => {
        const largest = run.html?.largest[kind];
        return largest ? `${largest.bytes} \`${largest.path}\`` : "–";
      },
    ]),
    ["pages over 14,000 B", (run) => (run.html ? String(run.html.overCount) : "–")],
    ...(["home", "contact", "service", "area (the spec's)", "area (the last)", "areas index"] as const).map(
      (role): [string, (run: Run) => string] => [
        `first-load JS, ${role} (kB gzip)`,
        (run) => kb(run.firstLoad?.find((weight) => roleOf(weight.path, run.areas) === role)?.bytes),
      ],
    ),
    ...(["home", "contact", "area (the last)"] as const).map((role): [string, (run: Run) => string] => [
      `JS by idle, scrolled to the foot, ${role} (kB gzip)`,
      (run) => kb(run.idleAtFoot?.find((weight) => roleOf(weight.path, run.areas) === role)?.bytes),
    ]),
    [`\`_headers\` rules (≤ ${DEPLOY_LIMITS.headersRules})`, (run) => String(run.deploy?.headersRules ?? "–")],
    [`\`_redirects\` lines (≤ ${DEPLOY_LIMITS.redirectsLines})`, (run) => String(run.deploy?.redirectsLines ?? "–")],
    ["`deploy/nginx.conf` bytes / locations", (run) => (run.deploy ? `${run.deploy.nginxBytes} / ${run.deploy.nginxLocations}` : "–")],
    [`S3 routing rules (≤ ${DEPLOY_LIMITS.s3RoutingRules})`, (run) => String(run.deploy?.s3RoutingRules ?? "–")],
    [
      `URLs per sitemap file (≤ ${DEPLOY_LIMITS.sitemapUrls})`,
      (run) => (run.deploy ? run.deploy.sitemaps.map((sitemap) => `${sitemap.urls}`).join(", ") || "none" : "–"),
    ],
    ["load average (1/5/15 min)", (run) => run.loadAverage.map((load) => load.toFixed(2)).join(" / ")],
  ];
  return [
    `| | ${head.join(" | ")} |`,
    `| --- | ${runs.map(() => "---").join(" | ")} |`,
    ...rows.map(([name, cell]) => `| ${name} | ${runs.map(cell).join(" | ")} |`),
  ].join("\n");
}
