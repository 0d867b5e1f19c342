// What `npm run bench:scale` measures of one built copy of the project: the largest page of each
// kind (its HTML with the inlined CSS, gzip at level 9, as tests/budgets.ts weighs it), the
// JavaScript of a page's first load and what it has fetched by idle once scrolled to its foot
// (weighed as tests/e2e/first-load.ts does), and each deploy file against its host's limit.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { gzip } from "node:zlib";
import { chromium } from "playwright-core";
import type { Browser, Page } from "playwright-core";
import { HERO_IMAGE_ORIGIN } from "../../src/content/hero-image.ts";
import { MAP_ORIGIN } from "../../src/content/map.ts";
import { waitForHydration, waitForIdle } from "../../tests/helpers/page-waits.ts";
import { scriptsBeforePrefetch } from "../../tests/helpers/page-watchers.ts";
import { launchOptions } from "../../scripts/browser-launch.ts";
import { NOT_FOUND_FILE, pathOfFile } from "../../scripts/build/page-files.ts";

/** The page kinds the HTML budget is read by. */
export type PageKind = "home" | "service" | "area" | "index page" | "other";

export function kindOfPath(path: string): PageKind {
  if (path === "/") return "home";
  if (/^\/(services|areas)(\/page-\d+)?$/.test(path)) return "index page";
  if (path.startsWith("/services/")) return "service";
  if (path.startsWith("/areas/")) return "area";
  return "other";
}

export interface LargestPage {
  path: string;
  bytes: number;
}

export interface HtmlSizes {
  /** HTML files weighed: every page and 404.html. */
  files: number;
  largest: Partial<Record<PageKind, LargestPage>>;
  /** How many pages are over the 14,000-byte budget, and the first few of them with their bytes. */
  overCount: number;
  over: LargestPage[];
}

/** The HTML budget of tests/budgets.ts: a page's HTML with its inlined CSS, gzip level 9. */
export const HTML_BUDGET_BYTES = 14_000;
/** Pages over the budget listed by name; past them, only counted. */
const LISTED_OVER = 20;

function gzipBytes(data: Buffer): Promise<number> {
  return new Promise((resolve, reject) => gzip(data, { level: 9 }, (error, result) => (error ? reject(error) : resolve(result.length))));
}

/** Every HTML file of a built dist/, weighed: the largest of each kind, and any over budget. */
export async function htmlSizes(dist: string): Promise<HtmlSizes> {
  const entries = await readdir(dist, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => relative(dist, join(entry.parentPath, entry.name)).split(sep).join("/"));
  const sizes: HtmlSizes = { files: files.length, largest: {}, overCount: 0, over: [] };
  // A few at a time: zlib's thread pool weighs them beside each other.
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < files.length; index = next++) {
      const file = files[index] as string;
      const path = file === NOT_FOUND_FILE ? "404.html" : (pathOfFile(file) ?? file);
      const bytes = await gzipBytes(await readFile(join(dist, file)));
      const kind = path === "404.html" ? "other" : kindOfPath(path);
      if (bytes > (sizes.largest[kind]?.bytes ?? -1)) sizes.largest[kind] = { path, bytes };
      if (bytes > HTML_BUDGET_BYTES && sizes.overCount++ < LISTED_OVER) sizes.over.push({ path, bytes });
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return sizes;
}

/** Each host's limit on its configuration files. */
export const DEPLOY_LIMITS = {
  headersRules: 100,
  redirectsLines: 2_000,
  s3RoutingRules: 50,
  sitemapUrls: 50_000,
} as const;

export interface DeployFiles {
  /** Cloudflare Pages reads at most 100 rules (URL lines) from _headers. */
  headersRules: number;
  /** Cloudflare Pages reads at most 2,000 static redirects from _redirects. */
  redirectsLines: number;
  nginxBytes: number;
  nginxLocations: number;
  /** S3 website configurations take at most 50 routing rules; undefined when there is no file. */
  s3RoutingRules?: number;
  /** Each sitemap file's URL count (at most 50,000 a file) and bytes (at most 50 MB). */
  sitemaps: { file: string; urls: number; bytes: number }[];
}

function ruleLines(text: string): string[] {
  return text.split("\n").filter((line) => line.trim() !== "" && !line.trimStart().startsWith("#"));
}

/** The deploy files of a built copy, counted as their hosts count them. */
export function deployFiles(root: string): DeployFiles {
  const dist = join(root, "dist");
  const deploy = join(root, "deploy");
  const read = (file: string) => (existsSync(file) ? readFileSync(file, "utf8") : "");
  // A _headers rule is a URL pattern at the start of a line; its headers are indented under it.
  const headersRules = ruleLines(read(join(dist, "_headers"))).filter((line) => !/^\s/.test(line)).length;
  const nginx = read(join(deploy, "nginx.conf"));
  const s3File = join(deploy, "s3-website.json");
  const s3 = existsSync(s3File) ? (JSON.parse(readFileSync(s3File, "utf8")) as { RoutingRules?: unknown[] }) : undefined;
  const sitemaps = existsSync(dist)
    ? readdirSync(dist)
        .filter((name) => /^sitemap.*\.xml$/.test(name) && statSync(join(dist, name)).isFile())
        .map((name) => {
          const text = readFileSync(join(dist, name), "utf8");
          return { file: name, urls: (text.match(/<url>/g) ?? []).length, bytes: Buffer.byteLength(text) };
        })
    : [];
  return {
    headersRules,
    redirectsLines: ruleLines(read(join(dist, "_redirects"))).length,
    nginxBytes: Buffer.byteLength(nginx),
    nginxLocations: nginx.split("\n").filter((line) => /^\s*location\b/.test(line)).length,
    ...(s3 ? { s3RoutingRules: s3.RoutingRules?.length ?? 0 } : {}),
    sitemaps,
  };
}

/** What is over its host's limit among the deploy files, in words; empty when all are within. */
export function deployProblems(files: DeployFiles): string[] {
  const problems: string[] = [];
  if (files.headersRules > DEPLOY_LIMITS.headersRules) problems.push(`_headers: ${files.headersRules} rules (Cloudflare reads 100)`);
  if (files.redirectsLines > DEPLOY_LIMITS.redirectsLines)
    problems.push(`_redirects: ${files.redirectsLines} lines (Cloudflare reads 2,000)`);
  if (files.s3RoutingRules === undefined) problems.push("deploy/s3-website.json: not written");
  else if (files.s3RoutingRules > DEPLOY_LIMITS.s3RoutingRules)
    problems.push(`deploy/s3-website.json: ${files.s3RoutingRules} routing rules (S3 takes 50)`);
  if (files.sitemaps.length === 0) problems.push("no sitemap");
  for (const sitemap of files.sitemaps) {
    if (sitemap.urls > DEPLOY_LIMITS.sitemapUrls) problems.push(`${sitemap.file}: ${sitemap.urls} URLs (at most 50,000 a file)`);
    if (sitemap.bytes > 50 * 1024 * 1024) problems.push(`${sitemap.file}: ${sitemap.bytes} bytes (at most 50 MB a file)`);
  }
  return problems;
}

/** The copy's own `npm start` server over its dist/ (no build), on a free port. */
export async function serveCopy(root: string): Promise<{ url: string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ["--import", "tsx", join(root, "scripts", "serve.ts"), "--no-build"], {
    cwd: root,
    env: { ...process.env, PORT: "0", FORMS_FILE: join(root, ".data", "bench-submissions.jsonl") },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the copy's server did not start:\n${output}`)), 60_000);
    child.stdout.on("data", () => {
      const match = /Serving dist\/ at (http:\/\/localhost:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.on("exit", () => {
      clearTimeout(timer);
      reject(new Error(`the copy's server exited:\n${output}`));
    });
  });
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

export interface ScriptWeight {
  path: string;
  /** The page's scripts, gzip level 9 as built. */
  bytes: number;
  scripts: number;
}

async function weigh(dist: string, scripts: readonly string[]): Promise<number> {
  let bytes = 0;
  for (const script of new Set(scripts)) bytes += await gzipBytes(await readFile(join(dist, script)));
  return bytes;
}

async function openPage(browser: Browser, dist: string, url: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  // The outside hosts answered locally, as the browser tests do (the machine is offline).
  const photo = readFileSync(join(dist, "og-image.png"));
  await context.route(`${HERO_IMAGE_ORIGIN}/**`, (route) => route.fulfill({ status: 200, contentType: "image/png", body: photo }));
  await context.route(`${MAP_ORIGIN}/**`, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Map</title><p>Map</p>" }),
  );
  const page = await context.newPage();
  await page.goto(url, { waitUntil: "networkidle" });
  await waitForHydration(page);
  return page;
}

/** Scrolls to the page's foot a screen at a time, as a reader does, so every deferred band shows. */
async function scrollToFoot(page: Page): Promise<void> {
  for (let step = 0; step < 200; step++) {
    const atFoot = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(100);
    if (atFoot) break;
  }
}

/**
 * For each path: the first load's JavaScript (every script before the app's "app:prefetch" mark)
 * and all the JavaScript fetched once the visitor has scrolled to the foot and the page is idle.
 */
export async function scriptWeights(
  root: string,
  firstLoadPaths: readonly string[],
  idlePaths: readonly string[],
): Promise<{ firstLoad: ScriptWeight[]; idleAtFoot: ScriptWeight[] }> {
  const dist = join(root, "dist");
  const server = await serveCopy(root);
  const browser = await chromium.launch(launchOptions());
  try {
    const firstLoad: ScriptWeight[] = [];
    for (const path of firstLoadPaths) {
      const page = await openPage(browser, dist, `${server.url}${path}`);
      await waitForIdle(page);
      const scripts = await scriptsBeforePrefetch(page);
      firstLoad.push({ path, bytes: await weigh(dist, scripts), scripts: new Set(scripts).size });
      await page.context().close();
    }
    const idleAtFoot: ScriptWeight[] = [];
    for (const path of idlePaths) {
      const page = await openPage(browser, dist, `${server.url}${path}`);
      await scrollToFoot(page);
      await waitForIdle(page);
      await page.waitForLoadState("networkidle");
      const scripts = await page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .map((entry) => new URL(entry.name))
          .filter((url) => url.origin === location.origin && url.pathname.endsWith(".js"))
          .map((url) => url.pathname),
      );
      idleAtFoot.push({ path, bytes: await weigh(dist, scripts), scripts: new Set(scripts).size });
      await page.context().close();
    }
    return { firstLoad, idleAtFoot };
  } finally {
    await browser.close();
    await server.stop();
  }
}
