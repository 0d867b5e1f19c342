// What each host must answer for the files the build writes, written out host by host: the
// Content-Type and Cache-Control of one file of every kind, which kinds come back gzip to a client
// that accepts it, and where a legacy path sends a visitor who arrives with a query. Read by
// tests/hosts/at-size.ts through tests/helpers/hosts/effects.ts; nothing here reads the build's
// own tables.
import type { HostEffects } from "../helpers/hosts/effects.ts";

const REVALIDATE = "public, max-age=0, must-revalidate";
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Every text kind; the PNG is compressed already. */
const TEXT_KINDS = ["page", "script", "stylesheet", "content", "svg", "manifest", "sitemap", "robots", "security.txt"] as const;

/** Debian's nginx with the config the build writes (deploy/nginx.conf). */
export const NGINX: HostEffects = {
  // Types from Debian's /etc/nginx/mime.types (text/xml for .xml, application/javascript), the
  // manifest's from the config's own location; "charset utf-8" on the text kinds.
  files: {
    page: { contentType: "text/html; charset=utf-8", cacheControl: REVALIDATE },
    script: { contentType: "application/javascript; charset=utf-8", cacheControl: IMMUTABLE },
    stylesheet: { contentType: "text/css; charset=utf-8", cacheControl: IMMUTABLE },
    content: { contentType: "application/json", cacheControl: REVALIDATE },
    image: { contentType: "image/png", cacheControl: REVALIDATE },
    svg: { contentType: "image/svg+xml", cacheControl: REVALIDATE },
    manifest: { contentType: "application/manifest+json", cacheControl: REVALIDATE },
    sitemap: { contentType: "text/xml; charset=utf-8", cacheControl: REVALIDATE },
    robots: { contentType: "text/plain; charset=utf-8", cacheControl: REVALIDATE },
    "security.txt": { contentType: "text/plain; charset=utf-8", cacheControl: REVALIDATE },
  },
  compression: { gzip: TEXT_KINDS, vary: true },
  legacyQuery: "kept",
};

/** An S3 bucket's website endpoint (s3rver), uploaded by npm run deploy:s3. */
export const S3: HostEffects = {
  // S3 answers each object with the type and Cache-Control it was put with: the deploy's.
  files: {
    page: { contentType: "text/html; charset=utf-8", cacheControl: REVALIDATE },
    script: { contentType: "text/javascript; charset=utf-8", cacheControl: IMMUTABLE },
    stylesheet: { contentType: "text/css; charset=utf-8", cacheControl: IMMUTABLE },
    content: { contentType: "application/json", cacheControl: REVALIDATE },
    image: { contentType: "image/png", cacheControl: REVALIDATE },
    svg: { contentType: "image/svg+xml", cacheControl: REVALIDATE },
    manifest: { contentType: "application/manifest+json", cacheControl: REVALIDATE },
    sitemap: { contentType: "application/xml", cacheControl: REVALIDATE },
    robots: { contentType: "text/plain; charset=utf-8", cacheControl: REVALIDATE },
    "security.txt": { contentType: "text/plain; charset=utf-8", cacheControl: REVALIDATE },
  },
  compression: { none: "S3 serves the bytes it holds; CloudFront in front compresses (docs/deployment.md)" },
  legacyQuery: {
    dropped: "S3 answers a redirect object with its stored Location alone (s3rver as S3; CloudFront in front cannot add it back)",
  },
};

/** Cloudflare Pages' own asset server and rule parsers (wrangler pages dev), with _headers and _redirects. */
export const CLOUDFLARE: HostEffects = {
  // The types are the asset server's; a file _headers gives no Cache-Control gets its own default.
  files: {
    page: { contentType: "text/html; charset=utf-8", cacheControl: REVALIDATE },
    script: { contentType: "application/javascript", cacheControl: IMMUTABLE },
    stylesheet: { contentType: "text/css; charset=utf-8", cacheControl: IMMUTABLE },
    content: { contentType: "application/json", cacheControl: REVALIDATE },
    image: { contentType: "image/png", cacheControl: REVALIDATE },
    svg: { contentType: "image/svg+xml", cacheControl: REVALIDATE },
    manifest: { contentType: "application/manifest+json", cacheControl: REVALIDATE },
    sitemap: { contentType: "application/xml", cacheControl: REVALIDATE },
    robots: { contentType: "text/plain; charset=utf-8", cacheControl: REVALIDATE },
    "security.txt": { contentType: "text/plain; charset=utf-8", cacheControl: REVALIDATE },
  },
  // workerd compresses by content type, as Cloudflare's edge does; the PNG it leaves as it is.
  compression: { gzip: TEXT_KINDS, vary: false },
  legacyQuery: "kept",
};

/** Netlify's redirect, static and headers engines from npm, with _headers and _redirects. */
export const NETLIFY: HostEffects = {
  // The types are @netlify/static's; a file _headers gives no Cache-Control (the content files,
  // icons, manifest, sitemap, robots.txt, security.txt) gets the engine's own, which is Netlify's.
  files: {
    page: { contentType: "text/html; charset=utf-8", cacheControl: REVALIDATE },
    script: { contentType: "text/javascript; charset=utf-8", cacheControl: IMMUTABLE },
    stylesheet: { contentType: "text/css; charset=utf-8", cacheControl: IMMUTABLE },
    content: { contentType: "application/json; charset=utf-8", cacheControl: REVALIDATE },
    image: { contentType: "image/png", cacheControl: REVALIDATE },
    svg: { contentType: "image/svg+xml", cacheControl: REVALIDATE },
    manifest: { contentType: "application/manifest+json; charset=utf-8", cacheControl: REVALIDATE },
    sitemap: { contentType: "application/xml", cacheControl: REVALIDATE },
    robots: { contentType: "text/plain; charset=utf-8", cacheControl: REVALIDATE },
    "security.txt": { contentType: "text/plain; charset=utf-8", cacheControl: REVALIDATE },
  },
  compression: {
    none: "Netlify compresses at its CDN's edge, and its engines run here without one (no file of ours asks for it)",
  },
  legacyQuery: "kept",
};
