// What an S3 bucket's website endpoint needs: the website configuration (index and error
// documents, no routing rule) and the plan of the upload, every object with its key, its content
// type and its Cache-Control. S3 serves a key as it is named, with the content type it was
// uploaded with, so each page goes up as the key of its path ("about", not "about.html") typed
// text/html. Redirects are objects, not routing rules (S3 takes at most 50 of those): a legacy
// path's key, and "<page>/index.html" for a page's path with a trailing slash (S3 looks for that
// index document), are empty objects whose x-amz-website-redirect-location S3 answers with a 301.
// Nothing here grows with the pages but the list of objects. scripts/deploy/s3-upload.ts uploads
// by this plan.
import type { WebsiteConfiguration } from "@aws-sdk/client-s3";
import type { RedirectRoute } from "../../src/site/redirects.ts";
import { bucketKey, HOME_FILE, NOT_FOUND_FILE, pathOfFile } from "./page-files.ts";
import { IMMUTABLE, REVALIDATE } from "./site-files.ts";

/** S3 allows at most this many routing rules on a bucket. */
export const MAX_ROUTING_RULES = 50;

/** The files of the other hosts, never uploaded. */
const HOST_FILES = new Set(["/_redirects", "/_headers"]);

const HTML = "text/html; charset=utf-8";

/** The content type of each kind of file the build writes. */
const CONTENT_TYPES: Record<string, string> = {
  html: HTML,
  css: "text/css; charset=utf-8",
  js: "text/javascript; charset=utf-8",
  mjs: "text/javascript; charset=utf-8",
  json: "application/json",
  map: "application/json",
  webmanifest: "application/manifest+json",
  xml: "application/xml",
  txt: "text/plain; charset=utf-8",
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  avif: "image/avif",
  gif: "image/gif",
  ico: "image/x-icon",
  woff2: "font/woff2",
  woff: "font/woff",
};

/** The website configuration: the home page as index document, the not-found page as error document. */
export function bucketWebsite(): WebsiteConfiguration {
  return { IndexDocument: { Suffix: HOME_FILE }, ErrorDocument: { Key: NOT_FOUND_FILE } };
}

/** The JSON for `aws s3api put-bucket-website --website-configuration file://deploy/s3-website.json`. */
export function buildBucketWebsite(): string {
  const website = bucketWebsite();
  if ((website.RoutingRules?.length ?? 0) > MAX_ROUTING_RULES) throw new Error(`S3 takes at most ${MAX_ROUTING_RULES} routing rules`);
  return `${JSON.stringify(website, null, 2)}\n`;
}

/** One object of the upload: a file of the published folder, or an empty redirect. */
export type BucketObject = { key: string; file: string; contentType: string; cacheControl: string } | { key: string; redirect: string };

/** The content type of a file by its extension; a kind the table lacks stops the upload. */
export function contentTypeOf(file: string): string {
  const type = CONTENT_TYPES[/\.([^./]+)$/.exec(file)?.[1]?.toLowerCase() ?? ""];
  if (!type) throw new Error(`No content type is known for ${file}: add its extension to CONTENT_TYPES (scripts/build/bucket-website.ts)`);
  return type;
}

/**
 * Every object of the bucket, from the published folder's files (URL paths, "/about.html", as
 * listFiles gives them) and the legacy redirects: the assets immutable; the pages at the keys of
 * their paths and the not-found page, typed text/html and revalidating, with a redirect object at
 * "<page>/index.html" for each page but the home page; every other file as it is named,
 * revalidating (as `aws s3 sync` with one Cache-Control did); each legacy path and its slashed
 * form as redirect objects. Two objects at one key stop the plan.
 */
export function bucketObjects(files: readonly string[], redirects: readonly RedirectRoute[]): BucketObject[] {
  const objects: BucketObject[] = [];
  for (const file of files) {
    if (HOST_FILES.has(file)) continue;
    const path = pathOfFile(file);
    if (path !== undefined) {
      objects.push({ key: bucketKey(path), file, contentType: HTML, cacheControl: REVALIDATE });
      if (path !== "/") objects.push({ key: `${bucketKey(path)}/${HOME_FILE}`, redirect: path });
      continue;
    }
    const cacheControl = file.startsWith("/assets/") ? IMMUTABLE : REVALIDATE;
    objects.push({ key: file.slice(1), file, contentType: contentTypeOf(file), cacheControl });
  }
  for (const redirect of redirects) {
    if (redirect.status !== 301) throw new Error(`S3 answers a redirect object with a 301, not ${redirect.status} (${redirect.from})`);
    for (const key of [bucketKey(redirect.from), `${bucketKey(redirect.from)}/${HOME_FILE}`]) objects.push({ key, redirect: redirect.to });
  }
  const keys = new Set<string>();
  for (const object of objects) {
    if (keys.has(object.key)) throw new Error(`Two objects would be uploaded at the key ${object.key}`);
    keys.add(object.key);
  }
  return objects;
}
