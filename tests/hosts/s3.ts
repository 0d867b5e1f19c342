// An S3 bucket's website endpoint (s3rver) with this project's dist/ uploaded by npm run deploy:s3:
// the checks of tests/helpers/hosts/s3.ts and what the upload's content types and Cache-Control
// do there (tests/helpers/hosts/effects.ts, every value written out here); then, on a bucket of
// their own, deploys one after another (tests/helpers/hosts/s3-deploys.ts): only what changed is
// put, in an order a reader cannot catch, and what is gone is deleted.
import { suite } from "uvu";
import { hostEffects } from "../helpers/hosts/effects.ts";
import { s3Checks } from "../helpers/hosts/s3.ts";
import { s3Deploys } from "../helpers/hosts/s3-deploys.ts";
import { projectSite } from "../helpers/hosts/site.ts";

const REVALIDATE = "public, max-age=0, must-revalidate";
const IMMUTABLE = "public, max-age=31536000, immutable";

const test = suite<{ base?: string }>("S3 website endpoint (s3rver), uploaded by npm run deploy:s3");
const base = s3Checks(test, projectSite);
hostEffects(test, base, projectSite.dist, {
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
});
test.run();

const deploys = suite("npm run deploy:s3 again and again on one bucket: what changed, in order, and what is gone");
s3Deploys(deploys, projectSite);
deploys.run();
