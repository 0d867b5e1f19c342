// The bench's navigation half: this build's dist/, and with --against a reference build served on
// its own port beside it, measured pair by pair in the same runs (navigation-measure.ts); with
// --http2, both served over HTTP/2 by nginx (http2-host.ts) instead of the local HTTP/1.1 server.
import { benchBrowserPath } from "../../scripts/browser-launch.ts";
import { startServer } from "../../scripts/server/static-host.ts";
import type { LinkPair } from "./navigation.ts";
import { startHttp2Host } from "./http2-host.ts";
import type { Http2Host } from "./http2-host.ts";
import { measureNavigation } from "./navigation-measure.ts";
import type { NavigationTarget, TargetFigures } from "./navigation-measure.ts";
import type { ReferenceBuild } from "./reference-build.ts";

export interface NavigationResults {
  site: TargetFigures;
  reference?: TargetFigures & { commit: string };
}

/** The site's label in the tables, beside the reference's short hash. */
const SITE_LABEL = "this build";

export async function runNavigation(options: {
  siteUrl: string;
  /** The site's dist/, served again over HTTP/2 with `http2`. */
  siteDist: string;
  /** Measures over HTTP/2 (nginx with TLS) rather than the local server's HTTP/1.1. */
  http2?: { workDir: string };
  reference?: ReferenceBuild;
  /** Where the reference's server keeps form posts (none are made). */
  formsFile: string;
  /** More browser flags (the photo host's address). */
  browserArgs: string[];
  runs: number;
  pairs: readonly LinkPair[];
}): Promise<NavigationResults> {
  const { reference, runs, pairs } = options;
  const referenceServer = reference ? await startServer(0, { dist: reference.dist, formsFile: options.formsFile, log: false }) : undefined;
  const targets: NavigationTarget[] = [{ label: SITE_LABEL, baseUrl: options.siteUrl }];
  if (reference && referenceServer) targets.push({ label: reference.label, baseUrl: referenceServer.url });
  // Over HTTP/2, each build is served again by nginx; the headings are still read over HTTP/1.1.
  const http2Hosts: Http2Host[] = [];
  if (options.http2) {
    const dists = [options.siteDist, ...(reference ? [reference.dist] : [])];
    for (const [index, dist] of dists.entries()) {
      const host = await startHttp2Host(dist, options.http2.workDir);
      http2Hosts.push(host);
      const target = targets[index];
      if (target) targets[index] = { ...target, baseUrl: host.url, headingsUrl: target.baseUrl };
    }
  }
  console.log(
    `\nClient-side navigation${options.http2 ? " over HTTP/2 (nginx, TLS)" : ""}: ${pairs.length} link pairs, ${runs === 1 ? "1 run" : `${runs} runs`} each, warm and first visit` +
      (reference ? `, beside ${reference.label} run by run` : ""),
  );
  try {
    const [site, referenceFigures] = await measureNavigation(targets, {
      executablePath: benchBrowserPath(),
      args: options.browserArgs,
      runs,
      pairs,
      onPair: (target, pair) =>
        console.log(
          `  ${reference ? `[${target.label}] ` : ""}${pair.from} -> ${pair.to}: warm ${pair.clickToContentMs} ms (${pair.ratio}x of a full load), ` +
            `first visit ${pair.firstVisit.clickToContentMs} ms (${pair.firstVisit.ratio}x of a cold full load)`,
        ),
    });
    if (!site) throw new Error("the navigation measure returned no figures");
    return { site, reference: reference && referenceFigures ? { ...referenceFigures, commit: reference.commit } : undefined };
  } finally {
    for (const host of http2Hosts) await host.close();
    await referenceServer?.close();
  }
}
