// Builds the site into dist/: the client and server bundles with Vite, every page of the route
// table rendered to its own HTML file, 404.html, the redirect files, _headers, the sitemap and
// robots.txt, then runs the output checks. Run: npm run build.
import "./production-env.ts";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";
import { SITE_URL } from "../../src/content/business.ts";
import type { RenderResult } from "../../src/entry-server.tsx";
import { pages } from "../../src/site/site-pages.ts";
import { writeContentFiles } from "./content-files.ts";
import { redirects } from "../../src/site/redirects.ts";
import { inlineContentOf } from "./inline-content.ts";
import { checkDist, printReport } from "./check-dist.ts";
import { DEPLOY, DIST, htmlFileFor, ROOT } from "./dist.ts";
import { buildNginxConf } from "./nginx-conf.ts";
import { legacyPageFile, NOT_FOUND_FILE } from "./page-files.ts";
import { buildBucketUpload, buildBucketWebsite } from "./bucket-website.ts";
import { fillTemplate } from "./template.ts";
import { FORM_PAGE_CSS } from "../server/form-pages.ts";
import { buildHeaders, buildRedirectPage, buildRedirects, buildRobots, buildSitemap, securityHeaders } from "./site-files.ts";

/** The server bundle is a build tool, not part of the site: it lives in the cache, not in dist/. */
const SSR_DIR = join(ROOT, "node_modules", ".cache", "prerender-ssr");
/** Any path that is not a page renders the not-found page. */
const NOT_FOUND_PROBE = "/__not-found__";

type Render = (url: string) => Promise<RenderResult>;

function formatSize(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} kB`;
}

async function writeOutput(file: string, content: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, content);
  console.log(`  ${relative(ROOT, file).padEnd(44)} ${formatSize(Buffer.byteLength(content)).padStart(9)}`);
}

async function buildBundles(): Promise<Render> {
  await build({ root: ROOT, logLevel: "warn" });
  await build({
    root: ROOT,
    logLevel: "warn",
    build: { ssr: "src/entry-server.tsx", outDir: SSR_DIR, emptyOutDir: true },
  });
  const entry = await import(pathToFileURL(join(SSR_DIR, "entry-server.js")).href);
  return entry.render as Render;
}

export async function prerender(): Promise<void> {
  const started = performance.now();
  console.log("Building the client and server bundles...");
  const render = await buildBundles();
  const template = await readFile(join(DIST, "index.html"), "utf8");

  console.log(`Writing ${pages.length} pages, 404.html and ${redirects.length} redirects:`);
  // One page after another: goober collects CSS globally until it is extracted.
  const written: string[] = [];
  const outputs = [
    ...pages.map((page) => ({ path: page.path, file: htmlFileFor(page.path) })),
    { path: NOT_FOUND_PROBE, file: join(DIST, NOT_FOUND_FILE) },
  ];
  for (const { path, file } of outputs) {
    const html = fillTemplate(template, await render(path));
    written.push(html);
    await writeOutput(file, html);
  }
  // The policy allows the pages' inline scripts and styles by the hash of the bytes written, and
  // the stylesheet of the pages the local form service answers with (JavaScript off).
  const inline = inlineContentOf([...written, `<style>${FORM_PAGE_CSS}</style>`]);
  console.log(`  content/: ${await writeContentFiles(DIST)} JSON files, one per service, area and index page`);
  await writeOutput(join(DIST, "_redirects"), buildRedirects(redirects));
  await writeOutput(join(DIST, "_headers"), buildHeaders(pages, inline));
  // Beside dist/, never published: the host configurations and the pages for hosts without rules.
  await rm(DEPLOY, { recursive: true, force: true });
  await writeOutput(join(DEPLOY, "nginx.conf"), buildNginxConf(pages, redirects, securityHeaders(inline)));
  await writeOutput(join(DEPLOY, "s3-website.json"), buildBucketWebsite(pages, redirects));
  await writeOutput(join(DEPLOY, "s3-upload.sh"), buildBucketUpload(pages));
  for (const redirect of redirects) {
    await writeOutput(join(DEPLOY, legacyPageFile(redirect.from)), buildRedirectPage(redirect, SITE_URL));
  }
  await writeOutput(join(DIST, "sitemap.xml"), await buildSitemap(pages, SITE_URL));
  await writeOutput(join(DIST, "robots.txt"), buildRobots(SITE_URL));
  await rm(SSR_DIR, { recursive: true, force: true });

  const report = await checkDist();
  printReport(report);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (report.errors.length > 0) {
    console.error(`Build failed its checks after ${seconds} s.`);
    process.exitCode = 1;
    return;
  }
  console.log(`Built in ${seconds} s.`);
}
