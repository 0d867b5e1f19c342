// The nginx server block for a host that runs nginx (Debian's 1.22 and later), built from the
// legacy redirects and the same header table as _headers, so that the two cannot drift. The
// build writes it to deploy/nginx.conf, outside the published folder. Each page is looked up by
// its own file (page-files.ts) with try_files, so /about answers about.html with a 200 and no
// line of the file names a page; every path with a trailing slash is one 301 to the path without
// it; legacy paths are one 301 each (a map); anything else is the 404 page.
import type { RedirectRoute } from "../../src/site/redirects.ts";
import { HOME_FILE, NOT_FOUND_FILE } from "./page-files.ts";
import { IMMUTABLE, REVALIDATE } from "./site-files.ts";

export interface NginxPlace {
  /** The `listen` parameter: a port, or address:port. */
  listen: string;
  /** The absolute path of the published folder (dist/ as uploaded). */
  root: string;
}

/** What deploy/nginx.conf says until the operator sets their own (the README names both lines). */
export const NGINX_DEFAULT_PLACE: NginxPlace = { listen: "80", root: "/var/www/bluenose/dist" };
/** The rule files for the other hosts, which nginx must not publish. */
const HOST_FILES = ["/_redirects", "/_headers"];
/**
 * What nginx compresses when the client accepts gzip, besides text/html (always): every text
 * kind the build writes, as Debian's mime.types names them (text/xml for the sitemap) and as the
 * manifest's location types it.
 */
const GZIP_TYPES = "text/css text/plain text/xml application/javascript application/json application/manifest+json image/svg+xml";
/** The text kinds sent with "; charset=utf-8" besides text/html (security.txt must be, RFC 9116). */
const CHARSET_TYPES = "text/css text/plain text/xml application/javascript";

function quote(value: string): string {
  return `"${value.replace(/(["\\])/g, "\\$1")}"`;
}

/**
 * The server's header lines, written once: no location has an add_header of its own, so every
 * location inherits them. "always" puts the security headers on errors and redirects too. The
 * Cache-Control comes from the map $site_cache_control (an empty value sends no header).
 */
function headerLines(security: Record<string, string>): string[] {
  return [
    ...Object.entries(security).map(([name, value]) => `add_header ${name} ${quote(value)} always;`),
    "add_header Cache-Control $site_cache_control always;",
  ];
}

function location(match: string, body: readonly string[]): string {
  return [`  location ${match} {`, ...body.map((line) => `    ${line}`), "  }"].join("\n");
}

/**
 * The Cache-Control of an answer, by its status and the file it served ($uri is the file after
 * try_files and the not-found page after error_page): hashed assets immutable; every other file
 * (the pages, their content files, icons, the manifest, the sitemap) revalidating, since each
 * changes in place at a deploy and, with no Cache-Control, a browser would keep it for a time
 * of its own guessing; the not-found page revalidating; nothing on redirects.
 */
function cacheControlMap(): string {
  const served = "(200|206|304)";
  return `map "$status:$uri" $site_cache_control {
  default "";
  "~^${served}:/assets/" ${quote(IMMUTABLE)};
  "~^${served}:/" ${quote(REVALIDATE)};
  "~^404:/${NOT_FOUND_FILE.replace(".", "\\.")}$" ${quote(REVALIDATE)};
}`;
}

/** Each legacy path, with and without its trailing slash, to its page: one entry each, looked up by hash. */
function legacyMap(redirects: readonly RedirectRoute[]): string {
  for (const redirect of redirects) {
    if (redirect.status !== 301) throw new Error(`nginx.conf writes legacy redirects as 301s, not ${redirect.status}`);
  }
  const entries = redirects.flatMap((redirect) =>
    [redirect.from, `${redirect.from}/`].map((from) => `  ${quote(from)} ${quote(redirect.to)};`),
  );
  return ["map $uri $site_legacy_target {", '  default "";', ...entries, "}"].join("\n");
}

export function buildNginxConf(
  redirects: readonly RedirectRoute[],
  security: Record<string, string>,
  place: NginxPlace = NGINX_DEFAULT_PLACE,
): string {
  const blocks = [
    location("= /", [`try_files /${HOME_FILE} =404;`]),
    location(`= /${NOT_FOUND_FILE}`, ["internal;"]),
    location("^~ /assets/", ["try_files $uri =404;"]),
    // Debian's mime.types has no web manifest: it would go out as application/octet-stream.
    location("~ \\.webmanifest$", ["types { application/manifest+json webmanifest; }"]),
    // The files of the other hosts, and the pages' file names without .html, which try_files
    // below would otherwise answer.
    ...[...HOST_FILES, `/${HOME_FILE.replace(/\.html$/, "")}`, `/${NOT_FOUND_FILE.replace(/\.html$/, "")}`].map((file) =>
      location(`= ${file}`, ["return 404;"]),
    ),
    location(`= /${HOME_FILE}`, ["return 301 /$is_args$args;"]),
    location("~ ^(?<page>/.+)/$", ["return 301 $page$is_args$args;"]),
    location("~ ^(?<page>/.+)\\.html$", ["return 301 $page$is_args$args;"]),
    // A page is the file of its path plus .html (page-files.ts); any other file as it is named.
    location("/", ["try_files $uri.html $uri =404;"]),
  ];
  return `# Generated by npm run build from src/site/redirects.ts and the header table of _headers
# (scripts/build/site-files.ts): edit those, not this file. Two maps and a server block for
# nginx's http context (Debian: /etc/nginx/sites-enabled/, whose nginx.conf includes mime.types).
# Its size does not grow with the number of pages: each page is found by try_files. Set the two
# lines "listen" and "root" to your port and to the uploaded dist/.
${cacheControlMap()}

${legacyMap(redirects)}

server {
  listen ${place.listen};
  root ${place.root};
  server_tokens off;
  # Redirects keep the visitor's host and port; the Location is the path alone.
  absolute_redirect off;
  error_page 404 /${NOT_FOUND_FILE};
  charset utf-8;
  charset_types ${CHARSET_TYPES};
  gzip on;
  gzip_types ${GZIP_TYPES};
  # A cache between nginx and the visitor keeps the gzip and the plain answer apart.
  gzip_vary on;
${headerLines(security)
  .map((line) => `  ${line}`)
  .join("\n")}

  # A legacy path of the first site, with or without its slash: one 301 to its page.
  if ($site_legacy_target) {
    return 301 $site_legacy_target$is_args$args;
  }

${blocks.join("\n")}
}
`;
}
