// An S3 bucket's website endpoint, played by s3rver (npm) on loopback ports it and this process
// bind themselves (port 0): a built site uploaded by its own npm run deploy:s3
// (scripts/deploy/s3-upload.ts, the AWS SDK against s3rver's API endpoint), then every page at its
// own URL, legacy paths and trailing slashes as one 301 each, and the 404 page, asked of the
// website endpoint (the bucket named by the Host, as S3's <bucket>.s3-website-<region>.amazonaws.com).
// S3 sends no security headers of its own: the CDN in front adds them (docs/deployment.md), so
// those checks are skipped here.
import { GetBucketWebsiteCommand, HeadObjectCommand } from "@aws-sdk/client-s3";
import type { Test } from "uvu";
import * as assert from "uvu/assert";
import { hostChecks } from "../host-checks.ts";
import { runDeploy } from "./deploy-command.ts";
import { startS3 } from "./s3rver.ts";
import type { S3Host } from "./s3rver.ts";
import type { BuiltSite } from "./site.ts";

const BUCKET = "bluenose-site";

/** Registers s3rver's start, the upload, the stop and the checks over `site` on the suite; returns the website endpoint's URL, once up, for more checks. */
export function s3Checks(test: Test<{ base?: string }>, site: BuiltSite): () => string {
  let s3: S3Host | undefined;
  let base = "";
  const started = () => {
    if (!s3) throw new Error("s3rver has not started");
    return s3;
  };

  test.before(async () => {
    s3 = await startS3(BUCKET);
    base = s3.website;
    const began = performance.now();
    const upload = await runDeploy(site.root, BUCKET, s3.api, ["--parallel", "32"]);
    if (upload.code !== 0 || upload.stderr.includes("Error")) {
      throw new Error(`npm run deploy:s3 failed (exit ${upload.code}):\n${upload.stdout}${upload.stderr}`);
    }
    console.log(`npm run deploy:s3 uploaded the site in ${((performance.now() - began) / 1000).toFixed(1)} s`);
  });

  test.after(async () => {
    await s3?.close();
  });

  test("the upload applied the website configuration: index and error documents, no routing rule", async () => {
    const config = await started()
      .client()
      .send(new GetBucketWebsiteCommand({ Bucket: BUCKET }));
    assert.is(config.IndexDocument?.Suffix, "index.html");
    assert.is(config.ErrorDocument?.Key, "404.html");
    assert.is(config.RoutingRules?.length ?? 0, 0);
  });

  test("a page is stored at the key of its path, typed text/html, with its digest, and a legacy path as a redirect object", async () => {
    const page = await started()
      .client()
      .send(new HeadObjectCommand({ Bucket: BUCKET, Key: "services/attic" }));
    assert.is(page.ContentType, "text/html; charset=utf-8");
    assert.is(page.CacheControl, "public, max-age=0, must-revalidate");
    assert.match(page.Metadata?.sha256 ?? "", /^[0-9a-f]{64}$/, "the deploy's digest in the object's own metadata");
    const legacy = await started()
      .client()
      .send(new HeadObjectCommand({ Bucket: BUCKET, Key: "attic" }));
    assert.is(legacy.WebsiteRedirectLocation, "/services/attic");
  });

  hostChecks(test, () => base, { ...site, securityHeaders: false });
  return () => base;
}
