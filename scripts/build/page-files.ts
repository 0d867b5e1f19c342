// Which file holds which path: the one place that knows how the route table is laid out as files.
// The prerender writes by it, the checks and the tests read by it, the local server serves by it,
// and the nginx config and the S3 commands are generated from it.
//
// The layout is one flat file per page, "/about" -> about.html, "/services/attic" ->
// services/attic.html (docs/deployment.md has the measurements behind it): Cloudflare Pages,
// Netlify, GitHub Pages and nginx (try_files $uri.html) answer such a file at the path itself
// with a 200, where about/index.html makes Cloudflare, GitHub Pages, S3 and nginx redirect
// /about to /about/.

/** The home page's file: every host's index document. */
export const HOME_FILE = "index.html";
/** The not-found page, the name every host looks for. */
export const NOT_FOUND_FILE = "404.html";
/** Where the build writes the legacy redirect pages, beside dist/ (see legacyPageFile). */
export const LEGACY_PAGES_DIR = "legacy";

/** The file a page's path is published as, relative to the published folder. */
export function pageFile(path: string): string {
  if (path === "/") return HOME_FILE;
  if (!path.startsWith("/") || path.endsWith("/") || path.includes("..")) throw new Error(`not a page path: ${path}`);
  return `${path.slice(1)}.html`;
}

/** The page path a published HTML file answers, or undefined for a file that is no page. */
export function pathOfFile(file: string): string | undefined {
  const name = file.replace(/^\//, "");
  if (name === HOME_FILE) return "/";
  if (name === NOT_FOUND_FILE || !name.endsWith(".html")) return undefined;
  return `/${name.slice(0, -".html".length)}`;
}

/**
 * Where a request for another spelling of a page goes in one 301: a trailing slash is dropped
 * ("/about/" and "/no-such/" alike, as nginx's config does), a page's file name becomes its path
 * ("/about.html", "/index.html"); undefined for every other path.
 */
export function canonicalRedirect(pathname: string, pagePaths: ReadonlySet<string>): string | undefined {
  if (pathname.length > 1 && pathname.endsWith("/")) return pathname.replace(/\/+$/, "") || "/";
  const page = pathOfFile(pathname);
  return page !== undefined && pagePaths.has(page) ? page : undefined;
}

/**
 * A legacy path's redirect page, relative to deploy/: for hosts that read no redirect rules
 * (GitHub Pages), copied into the published folder at the legacy path. It is not in dist/
 * itself, because on Netlify a file at a rule's path shadows the rule unless it is forced
 * ("301!"), and Cloudflare Pages rejects the force mark: without the file, the plain 301 works
 * on both.
 */
export function legacyPageFile(from: string): string {
  return `${LEGACY_PAGES_DIR}/${pageFile(from)}`;
}

/** The object key S3's website endpoint serves a page at: its path without the leading slash. */
export function bucketKey(path: string): string {
  return path === "/" ? HOME_FILE : path.slice(1);
}
