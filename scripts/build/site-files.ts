// Pure builders for the files the host reads beside the pages: _redirects, _headers, robots.txt,
// the legacy redirect pages and the sitemap. Each turns the route table into a string; only
// scripts/build/prerender.ts writes them.
import { SitemapStream, streamToPromise } from "sitemap";
import { Readable } from "node:stream";
import { HERO_IMAGE_ORIGIN } from "../../src/content/hero-image.ts";
import { MAP_ORIGIN } from "../../src/content/map.ts";
import { hashSource } from "./inline-content.ts";
import type { InlineContent } from "./inline-content.ts";
import { TRUSTED_TYPE_POLICIES } from "../../src/lib/trusted-types.ts";
import type { PageRoute } from "../../src/site/route-types.ts";
import type { RedirectRoute } from "../../src/site/redirects.ts";
import { escapeHtml } from "../../src/seo/head.ts";
import { FORM_ENDPOINT } from "../../src/content/contact-form.ts";
import { NOT_FOUND_FILE } from "./page-files.ts";

/** One year: hashed assets never change under the same name. */
const IMMUTABLE_MAX_AGE = 31_536_000;
/** Two years, the HSTS preload list's minimum. */
const HSTS_MAX_AGE = 63_072_000;

/** Cloudflare Pages reads at most this many static rules of _redirects (a path without * or :). */
export const MAX_STATIC_REDIRECTS = 2_000;
/** And at most this many dynamic ones (a splat or a placeholder). */
export const MAX_DYNAMIC_REDIRECTS = 100;
/** Cloudflare Pages reads at most this many rules of _headers. */
export const MAX_HEADER_RULES = 100;
/** A sitemap file lists at most this many URLs (sitemaps.org); past it, an index names the files. */
export const MAX_SITEMAP_URLS = 50_000;

/**
 * Netlify and Cloudflare Pages share this syntax. The status is a plain "301": Cloudflare rejects
 * Netlify's force mark ("301!"), and Netlify needs none, since no file in dist/ sits at a legacy
 * path to shadow the rule (the redirect pages for hosts without rules are written beside dist/,
 * page-files.ts). Both hosts run their rules before their files.
 */
export function buildRedirects(redirects: readonly RedirectRoute[]): string {
  const width = Math.max(...redirects.map((redirect) => redirect.from.length)) + 3;
  // Cloudflare matches a rule's path exactly, so the path with a trailing slash has its own rule
  // (Netlify matches both with the first, and never reaches the second).
  const lines = redirects.flatMap((redirect) =>
    [redirect.from, `${redirect.from}/`].map((from) => `${from.padEnd(width)}${redirect.to}  ${redirect.status}`),
  );
  const dynamic = lines.filter((line) => /[*:]/.test(line.split(/\s+/)[0] ?? "")).length;
  const tooMany = [
    lines.length - dynamic > MAX_STATIC_REDIRECTS ? `${lines.length - dynamic} static rules (at most ${MAX_STATIC_REDIRECTS})` : "",
    dynamic > MAX_DYNAMIC_REDIRECTS ? `${dynamic} dynamic rules (at most ${MAX_DYNAMIC_REDIRECTS})` : "",
  ].filter(Boolean);
  if (tooMany.length > 0) {
    throw new Error(`_redirects would have ${tooMany.join(" and ")}: Cloudflare Pages ignores the rules past its limits`);
  }
  return `# Legacy paths of the first site, each to its page (permanent).\n${lines.join("\n")}\n`;
}

/**
 * The origin the form posts to, as a CSP source: 'self' for a path on the site, the origin of an
 * absolute https URL (a form service's). Anything else fails the build.
 */
export function formSource(endpoint: string): string {
  if (endpoint.startsWith("/") && !endpoint.startsWith("//")) return "'self'";
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new Error(`FORM_ENDPOINT must be a path on the site or an https URL, not ${JSON.stringify(endpoint)}`);
  }
  if (url.protocol !== "https:") throw new Error(`FORM_ENDPOINT must use https, not ${url.protocol}`);
  return url.origin;
}

/**
 * The Content-Security-Policy the site runs under (docs/architecture.md says what each directive
 * allows and why). Scripts and styles only from our own files, and the inline ones the pages
 * carry (the import map of the scripts' hashes, integrity.ts; each page's prerendered CSS, the CSS for visitors without JavaScript)
 * each by the hash of its bytes: no 'unsafe-inline', so an injected <script>, <style> or style
 * attribute is refused. Trusted Types for every script sink, through the site's own policies
 * only (src/lib/trusted-types.ts). The hero photo's host for images and the map's host for the
 * one frame.
 */
export function contentSecurityPolicy(inline: InlineContent, formEndpoint = FORM_ENDPOINT): string {
  return policyWith(inline, formEndpoint, false);
}

/**
 * The development server's policy (npm run dev): the same, Trusted Types included, but for
 * styles, which Vite's client writes into <style> elements (each CSS import, each hot update),
 * so any inline style passes there. docs/architecture.md says what it does not catch.
 */
export function developmentContentSecurityPolicy(bootScript: string, formEndpoint = FORM_ENDPOINT): string {
  return policyWith({ scripts: [bootScript], styles: [] }, formEndpoint, true);
}

function policyWith(inline: InlineContent, formEndpoint: string, anyInlineStyle: boolean): string {
  const hashes = (texts: readonly string[]) => [...new Set(texts)].map(hashSource);
  // The form's endpoint: the page posts there without JavaScript, the script fetches it with.
  const form = [...new Set(["'self'", formSource(formEndpoint)])].join(" ");
  return [
    // Nothing is allowed but what a directive below names: each kind of thing the site loads.
    "default-src 'none'",
    ["script-src 'self'", ...hashes(inline.scripts)].join(" "),
    ["style-src 'self'", ...(anyInlineStyle ? ["'unsafe-inline'"] : hashes(inline.styles))].join(" "),
    `img-src 'self' data: ${HERO_IMAGE_ORIGIN}`,
    `connect-src ${form}`,
    `frame-src ${MAP_ORIGIN}`,
    "manifest-src 'self'",
    `form-action ${form}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "require-trusted-types-for 'script'",
    `trusted-types ${TRUSTED_TYPE_POLICIES.join(" ")}`,
  ].join("; ");
}

/** The headers on every response: the policy above (for the pages' inline content) and the rest. */
export function securityHeaders(inline: InlineContent, formEndpoint = FORM_ENDPOINT): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(inline, formEndpoint),
    "Strict-Transport-Security": `max-age=${HSTS_MAX_AGE}; includeSubDomains`,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
  };
}

/** Pages, the not-found page and every error answer: asked for again each time. */
export const REVALIDATE = "public, max-age=0, must-revalidate";
/** Hashed assets, under /assets/ only. */
export const IMMUTABLE = `public, max-age=${IMMUTABLE_MAX_AGE}, immutable`;

/**
 * The patterns that give the pages their revalidating Cache-Control, a fixed number whatever the
 * page count: a page at the top level by its own path ("/", "/about"), and every page under a
 * folder by one pattern for the folder ("/areas*": the kind's index "/areas", its later index
 * pages and each area). The pattern has no slash before its star, so it covers the folder's own
 * path too on both hosts, and no second rule sets Cache-Control there (Cloudflare and Netlify
 * would join the two values). Nothing but pages lives under a page's folder (assets are under
 * /assets/, content files under /content/), so a miss there is a 404 that revalidates too.
 */
export function pagePatterns(pages: readonly { path: string }[]): string[] {
  const folders = new Set(pages.map((page) => /^\/([^/]+)\/./.exec(page.path)?.[1]).filter((folder) => folder !== undefined));
  const patterns = pages.map((page) => {
    const top = /^\/([^/]+)/.exec(page.path)?.[1];
    return top !== undefined && folders.has(top) ? `/${top}*` : page.path;
  });
  return [...new Set(patterns)];
}

/**
 * Security headers on everything; immutable caching for hashed assets; revalidation for every
 * HTML page, by the patterns of pagePatterns() and the not-found page's file, so that no two
 * rules set Cache-Control on one URL (both hosts would join the values). The number of rules is
 * fixed by the route table's kinds and fixed pages, never by the number of pages; the build
 * fails past Cloudflare's limit.
 */
export function buildHeaders(pages: readonly PageRoute[], inline: InlineContent, formEndpoint = FORM_ENDPOINT): string {
  const block = (pattern: string, headers: Record<string, string>) =>
    [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n");
  const blocks = [
    block("/*", securityHeaders(inline, formEndpoint)),
    block("/assets/*", { "Cache-Control": IMMUTABLE }),
    ...[...pagePatterns(pages), `/${NOT_FOUND_FILE}`].map((path) => block(path, { "Cache-Control": REVALIDATE })),
  ];
  if (blocks.length > MAX_HEADER_RULES) {
    throw new Error(`_headers would have ${blocks.length} rules: Cloudflare Pages reads at most ${MAX_HEADER_RULES}`);
  }
  return `${blocks.join("\n\n")}\n`;
}

/** The sitemap file robots.txt names: the one sitemap, or the index of the sitemaps past 50,000 pages. */
export const SITEMAP_FILE = "sitemap.xml";

export function buildRobots(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/${SITEMAP_FILE}\n`;
}

/** One file of the sitemap: its name in the published folder and its XML. */
export interface SitemapFile {
  file: string;
  xml: string;
}

/** The name of the n-th (from 1) sitemap an index names. */
export function sitemapPartFile(index: number): string {
  return `sitemap-${index}.xml`;
}

/**
 * The sitemap files: up to 50,000 pages, sitemap.xml alone, listing them; past that,
 * sitemap.xml is an index naming sitemap-1.xml, sitemap-2.xml and on, each of at most 50,000
 * URLs. The entry, sitemap.xml, comes first.
 */
export async function buildSitemaps(pages: readonly PageRoute[], siteUrl: string, maxUrls = MAX_SITEMAP_URLS): Promise<SitemapFile[]> {
  if (pages.length <= maxUrls) return [{ file: SITEMAP_FILE, xml: await buildSitemap(pages, siteUrl) }];
  const parts: SitemapFile[] = [];
  for (let start = 0; start < pages.length; start += maxUrls) {
    parts.push({ file: sitemapPartFile(parts.length + 1), xml: await buildSitemap(pages.slice(start, start + maxUrls), siteUrl) });
  }
  const entries = parts.map((part) => `<sitemap><loc>${escapeHtml(`${siteUrl}/${part.file}`)}</loc></sitemap>`);
  const index = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</sitemapindex>\n`;
  return [{ file: SITEMAP_FILE, xml: index }, ...parts];
}

/** The sitemap of the pages (no not-found page, no redirects), on the site's own host. */
export async function buildSitemap(pages: readonly PageRoute[], siteUrl: string): Promise<string> {
  const stream = new SitemapStream({ hostname: siteUrl });
  const links = pages.map((page) => ({
    url: page.path,
    changefreq: page.sitemap.changefreq,
    priority: page.sitemap.priority,
  }));
  const xml = await streamToPromise(Readable.from(links).pipe(stream));
  return xml.toString();
}

/** A page for a legacy path on hosts that read no rules: refresh, canonical and a visible link (page-files.ts). */
export function buildRedirectPage(redirect: RedirectRoute, siteUrl: string): string {
  const target = escapeHtml(redirect.to);
  const canonical = escapeHtml(`${siteUrl}${redirect.to}`);
  return `<!doctype html>
<html lang="en-CA">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>This page has moved</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${canonical}">
<meta http-equiv="refresh" content="0; url=${target}">
</head>
<body>
<p>This page has moved to <a href="${target}">${canonical}</a>.</p>
</body>
</html>
`;
}
