// Builds the site into dist/: the client and server bundles with Vite, every page of the route
// table rendered to its own HTML file, 404.html, the redirect files, _headers, the sitemap and
// robots.txt and /.well-known/security.txt, then runs the output checks. Run: npm run build.
import "./production-env.ts";
import { spawnSync } from "node:child_process";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { SITE_URL } from "../../src/content/business.ts";
import { pages } from "../../src/site/site-pages.ts";
import { redirects } from "../../src/site/redirects.ts";
import { printReport, siteChecks, siteContextOf } from "./check-dist.ts";
import { DEPLOY, DIST, htmlFileFor, listFiles, ROOT } from "./dist.ts";
import { validationSample } from "./page-checks.ts";
import { renderPages } from "./render-pages.ts";
import { withIntegrity } from "./integrity.ts";
import { buildCloudFrontHeadersPolicy } from "./cdn-headers.ts";
import { buildSecurityTxt, SECURITY_TXT_PATH, securityTxtExpiry } from "./security-txt.ts";
import { buildDate, sourceDateEpoch } from "./build-date.ts";
import { HTML_VALIDATE_CONFIG } from "./validate-html.ts";
import type { PageOutput } from "./render-pages.ts";
import { buildNginxConf } from "./nginx-conf.ts";
import { legacyPageFile, NOT_FOUND_FILE, pageFile } from "./page-files.ts";
import { buildBucketWebsite } from "./bucket-website.ts";
import { FORM_PAGE_CSS } from "../server/form-pages.ts";
import { sonnerStyleTexts } from "./sonner-style.ts";
import { buildHeaders, buildRedirectPage, buildRedirects, buildRobots, buildSitemaps, securityHeaders } from "./site-files.ts";

/** The server bundle is a build tool, not part of the site: it lives in the cache, not in dist/. */
// Each build's own folder (by its process id): copies of the project that link this node_modules
// (the recipes' and hosts' copy at size, the reproducible build, the scale bench) may build while
// another does.
const SSR_DIR = join(ROOT, "node_modules", ".cache", `prerender-ssr-${process.pid}`);
/** The prerender's worker as plain JavaScript (bundle.ts says why), beside it. */
const WORKER_DIR = join(ROOT, "node_modules", ".cache", `prerender-worker-${process.pid}`);
/** Node with tsx's loader, in one process (tsx's command line would start a second). */
const NODE_WITH_TSX = ["--import", "tsx"];
/** Any path that is not a page renders the not-found page. */
const NOT_FOUND_PROBE = "/__not-found__";

function formatSize(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} kB`;
}

async function writeOutput(file: string, content: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, content);
  console.log(`  ${relative(ROOT, file).padEnd(44)} ${formatSize(Buffer.byteLength(content)).padStart(9)}`);
}

/**
 * Builds the client bundle into dist/ and the server bundle (bundle.ts), in a process of its own:
 * Vite's bundler keeps some 600 MB of native memory to the end of the process that ran it, which
 * the pages' workers then need. Returns the server entry's file.
 */
function buildBundles(date: Date): { serverEntry: string; workerEntry: string } {
  const result = spawnSync(process.execPath, [...NODE_WITH_TSX, join(ROOT, "scripts", "build", "bundle.ts"), SSR_DIR, WORKER_DIR], {
    cwd: ROOT,
    stdio: "inherit",
    // The bundles' dates (the footer's year) from the very date this build writes.
    env: { ...process.env, SOURCE_DATE_EPOCH: sourceDateEpoch(date) },
  });
  if (result.status !== 0) throw new Error("Vite could not build the bundles");
  return { serverEntry: join(SSR_DIR, "entry-server.js"), workerEntry: join(WORKER_DIR, "page-worker.js") };
}

/** Writes every page's content file into dist/ (write-content.ts), in a process of its own. */
function writeContent(): void {
  const result = spawnSync(process.execPath, [...NODE_WITH_TSX, join(ROOT, "scripts", "build", "write-content.ts"), DIST], {
    cwd: ROOT,
    stdio: "inherit",
  });
  if (result.status !== 0) throw new Error("The pages' content files could not be written");
}

/** At most this many pages are listed one by one as they are written; a larger site is summed up. */
const LISTED_PAGES = 100;

export async function prerender(): Promise<void> {
  const started = performance.now();
  const built = buildDate();
  console.log(`The build's date, from ${built.source}: ${built.date.toISOString()}`);
  // A site dated over a year ago would publish a security.txt already expired.
  if (securityTxtExpiry(built.date).getTime() <= Date.now()) {
    throw new Error(
      `the build's date (${built.date.toISOString()}, from ${built.source}) is over a year ago, so security.txt would be expired: commit, or set SOURCE_DATE_EPOCH to today's (date +%s)`,
    );
  }
  // Learned before the bundles, so that a sonner release that writes its styles otherwise fails
  // the build at once.
  const sonnerStyles = await sonnerStyleTexts();
  console.log("Building the client and server bundles...");
  const { serverEntry, workerEntry } = buildBundles(built.date);
  writeContent();
  const bundled = performance.now();
  // The boot script as its own file and every chunk's hash in the import map (integrity.ts).
  const template = withIntegrity(await readFile(join(DIST, "index.html"), "utf8"), DIST);

  console.log(`Writing ${pages.length} pages, 404.html and ${redirects.length} redirects:`);
  const sample = validationSample();
  const outputs: PageOutput[] = [
    ...pages.map((page) => ({ path: page.path, render: page.path, file: htmlFileFor(page.path), name: pageFile(page.path) })),
    { path: "404.html", render: NOT_FOUND_PROBE, file: join(DIST, NOT_FOUND_FILE), name: NOT_FOUND_FILE },
  ].map((output) => ({ ...output, validate: sample(output.path) }));
  // Links may name any file the build writes: those there now, and the site files written after the pages.
  const context = siteContextOf([...(await listFiles(DIST)), "/sitemap.xml", "/robots.txt", SECURITY_TXT_PATH]);
  const listed = outputs.length <= LISTED_PAGES;
  let bytes = 0;
  const rendered = await renderPages(
    outputs,
    { workerEntry, job: { serverEntry, dist: DIST, htmlValidateConfig: HTML_VALIDATE_CONFIG, template, context } },
    (file, size) => {
      bytes += size;
      if (listed) console.log(`  ${relative(ROOT, file).padEnd(44)} ${formatSize(size).padStart(9)}`);
    },
  );
  if (!listed) console.log(`  ${outputs.length} HTML files, ${formatSize(bytes)} in all`);
  const pagesDone = performance.now();
  // The policy allows the pages' inline scripts and styles by the hash of the bytes written, the
  // stylesheet of the pages the local form service answers with (JavaScript off), and the <style>
  // sonner's module writes when the toasts load, by each text it has in the page (sonner-style.ts).
  const inline = { scripts: rendered.inline.scripts, styles: [...new Set([...rendered.inline.styles, FORM_PAGE_CSS, ...sonnerStyles])] };
  await writeOutput(join(DIST, "_redirects"), buildRedirects(redirects));
  await writeOutput(join(DIST, "_headers"), buildHeaders(pages, inline));
  // Beside dist/, never published: the host configurations and the pages for hosts without rules.
  await rm(DEPLOY, { recursive: true, force: true });
  await writeOutput(join(DEPLOY, "nginx.conf"), buildNginxConf(redirects, securityHeaders(inline)));
  // The upload itself is npm run deploy:s3 (scripts/deploy/s3-upload.ts), which applies the same configuration.
  await writeOutput(join(DEPLOY, "s3-website.json"), buildBucketWebsite());
  await writeOutput(join(DEPLOY, "cloudfront-headers.json"), buildCloudFrontHeadersPolicy(securityHeaders(inline)));
  for (const redirect of redirects) {
    await writeOutput(join(DEPLOY, legacyPageFile(redirect.from)), buildRedirectPage(redirect, SITE_URL));
  }
  for (const sitemap of await buildSitemaps(pages, SITE_URL)) await writeOutput(join(DIST, sitemap.file), sitemap.xml);
  await writeOutput(join(DIST, "robots.txt"), buildRobots(SITE_URL));
  await writeOutput(join(DIST, SECURITY_TXT_PATH.slice(1)), buildSecurityTxt(SITE_URL, built.date));
  await rm(SSR_DIR, { recursive: true, force: true });
  await rm(WORKER_DIR, { recursive: true, force: true });

  const report = await siteChecks(rendered.facts, rendered);
  printReport(report);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const phase = (from: number, to: number) => `${((to - from) / 1000).toFixed(1)} s`;
  console.log(
    `Bundles ${phase(started, bundled)}, pages rendered, written and checked ${phase(bundled, pagesDone)}, the rest ${phase(pagesDone, performance.now())}.`,
  );
  if (report.errors.length > 0) {
    console.error(`Build failed its checks after ${seconds} s.`);
    process.exitCode = 1;
    return;
  }
  console.log(`Built in ${seconds} s.`);
}
