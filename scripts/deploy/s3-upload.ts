// Publishes the built site to an S3 bucket's website endpoint with the AWS SDK: every object of
// the plan (scripts/build/bucket-website.ts) put with its content type and Cache-Control, a few
// at a time, then the website configuration. Run from the project root after npm run build:
//   npm run deploy:s3 -- --bucket NAME [--endpoint URL] [--parallel N]
// Credentials and the region come from the SDK's usual sources (AWS_ACCESS_KEY_ID and
// AWS_SECRET_ACCESS_KEY or a profile; AWS_REGION). --endpoint names an S3-compatible server (path-style
// requests). Objects of pages that are gone are left in the bucket: docs/deployment.md says how
// to remove them.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { PutBucketWebsiteCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { redirects as siteRedirects } from "../../src/site/redirects.ts";
import type { RedirectRoute } from "../../src/site/redirects.ts";
import { bucketObjects, bucketWebsite } from "../build/bucket-website.ts";
import type { BucketObject } from "../build/bucket-website.ts";
import { DIST, listFiles } from "../build/dist.ts";

/** Requests in flight at once: S3 takes thousands a second on one prefix; this keeps one machine busy. */
export const DEFAULT_PARALLEL = 16;

export interface UploadOptions {
  client: S3Client;
  bucket: string;
  /** The published folder (dist/). */
  dist?: string;
  redirects?: readonly RedirectRoute[];
  parallel?: number;
  /** Told of each object put, with how many are done of how many. */
  progress?: (done: number, total: number) => void;
}

/** An S3 client for AWS, or for an S3-compatible server at an endpoint (path-style, checksums only where required). */
export function s3Client(endpoint?: string): S3Client {
  return new S3Client({
    region: process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION ?? "us-east-1",
    ...(endpoint ? { endpoint, forcePathStyle: true, requestChecksumCalculation: "WHEN_REQUIRED" as const } : {}),
  });
}

function putCommand(bucket: string, object: BucketObject, body: Buffer | undefined): PutObjectCommand {
  if ("redirect" in object) {
    return new PutObjectCommand({ Bucket: bucket, Key: object.key, Body: "", WebsiteRedirectLocation: object.redirect });
  }
  return new PutObjectCommand({
    Bucket: bucket,
    Key: object.key,
    Body: body,
    ContentType: object.contentType,
    CacheControl: object.cacheControl,
  });
}

/** Uploads the site and applies the website configuration; returns the number of objects put. */
export async function uploadSite(options: UploadOptions): Promise<number> {
  const { client, bucket, dist = DIST, redirects = siteRedirects, parallel = DEFAULT_PARALLEL, progress } = options;
  const objects = bucketObjects(await listFiles(dist), redirects);
  const queue = [...objects];
  let done = 0;
  await Promise.all(
    Array.from({ length: Math.max(1, parallel) }, async () => {
      for (let object = queue.shift(); object; object = queue.shift()) {
        const body = "file" in object ? await readFile(join(dist, object.file)) : undefined;
        try {
          await client.send(putCommand(bucket, object, body));
        } catch (error) {
          throw new Error(`Could not upload ${object.key} to ${bucket}: ${(error as Error).message}`, { cause: error });
        }
        done += 1;
        progress?.(done, objects.length);
      }
    }),
  );
  await client.send(new PutBucketWebsiteCommand({ Bucket: bucket, WebsiteConfiguration: bucketWebsite() }));
  return objects.length;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { bucket: { type: "string" }, endpoint: { type: "string" }, parallel: { type: "string" } },
  });
  if (!values.bucket) {
    console.error("usage: npm run deploy:s3 -- --bucket NAME [--endpoint URL] [--parallel N]");
    process.exit(2);
  }
  const parallel = values.parallel ? Number.parseInt(values.parallel, 10) : DEFAULT_PARALLEL;
  if (!(parallel > 0)) throw new Error(`--parallel must be a positive number, not ${values.parallel}`);
  const started = performance.now();
  let last = 0;
  const count = await uploadSite({
    client: s3Client(values.endpoint),
    bucket: values.bucket,
    parallel,
    progress: (done, total) => {
      if (done === total || performance.now() - last > 2_000) {
        last = performance.now();
        console.log(`  ${done} of ${total} objects`);
      }
    },
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Uploaded ${count} objects to ${values.bucket} and set its website configuration in ${seconds} s.`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}
