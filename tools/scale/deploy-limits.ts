// Each deploy file of a built copy of the project against its host's limit (npm run bench:scale):
// Cloudflare's _headers rules and redirects, S3's routing rules, the sitemap's size.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

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
