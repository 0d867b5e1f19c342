// An S3 bucket's website endpoint, played by s3rver (npm) on loopback ports it and this process
// bind themselves (port 0): a built site uploaded by its own npm run deploy:s3
// (scripts/deploy/s3-upload.ts, the AWS SDK against s3rver's API endpoint), then every page at its
// own URL, legacy paths and trailing slashes as one 301 each, and the 404 page, asked of the
// website endpoint (the bucket named by the Host, as S3's <bucket>.s3-website-<region>.amazonaws.com).
// S3 sends no security headers of its own: the CDN in front adds them (docs/deployment.md), so
// those checks are skipped here.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:http";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { GetBucketWebsiteCommand, HeadObjectCommand, S3Client } from "@aws-sdk/client-s3";
import type { Test } from "uvu";
import * as assert from "uvu/assert";
import { hostChecks } from "../host-checks.ts";
import type { BuiltSite } from "./site.ts";

/** s3rver's own credentials: any other signature is refused. */
const CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
const BUCKET = "bluenose-site";
/** The website endpoint's host name: s3rver reads the bucket and the website mode from it. */
const WEBSITE_HOST = `${BUCKET}.s3-website-us-east-1.amazonaws.com`;

interface S3rverServer {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
  callback(): (request: IncomingMessage, response: ServerResponse) => void;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverServer;
const S3rver = createRequire(import.meta.url)("s3rver") as S3rverClass;

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
}

function client(api: string): S3Client {
  return new S3Client({ region: "us-east-1", endpoint: api, forcePathStyle: true, credentials: CREDENTIALS });
}

/** Registers s3rver's start, the upload, the stop and the checks over `site` on the suite. */
export function s3Checks(test: Test<{ base?: string }>, site: BuiltSite): void {
  let s3rver: S3rverServer | undefined;
  let website: Server | undefined;
  let api = "";
  let base = "";
  let work = "";

  test.before(async () => {
    work = await mkdtemp(join(tmpdir(), "s3-host-"));
    s3rver = new S3rver({
      address: "127.0.0.1",
      port: 0,
      silent: true,
      directory: join(work, "buckets"),
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    const address = await s3rver.run();
    api = `http://127.0.0.1:${address.port}`;
    // The website endpoint: the same store behind a host name that names the bucket.
    const handle = s3rver.callback();
    website = createServer((request, response) => {
      request.headers.host = WEBSITE_HOST;
      handle(request, response);
    });
    base = `${await listen(website)}/`;
    const started = performance.now();
    // The deploy command as an operator runs it, in a process of its own; s3rver answers it from this one.
    const upload = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", join(site.root, "scripts", "deploy", "s3-upload.ts"), "--bucket", BUCKET, "--endpoint", api, "--parallel", "32"],
      {
        cwd: site.root,
        encoding: "utf8",
        env: {
          ...process.env,
          AWS_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
          AWS_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
          AWS_REGION: "us-east-1",
        },
      },
    ).catch((error: { stdout?: string; stderr?: string; message: string }) => {
      throw new Error(`npm run deploy:s3 failed: ${error.message}\n${error.stdout ?? ""}${error.stderr ?? ""}`);
    });
    if (upload.stderr.includes("Error")) throw new Error(upload.stderr);
    console.log(`npm run deploy:s3 uploaded the site in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  });

  test.after(async () => {
    await new Promise((resolve) => website?.close(resolve));
    await s3rver?.close();
    await rm(work, { recursive: true, force: true });
  });

  test("the upload applied the website configuration: index and error documents, no routing rule", async () => {
    const config = await client(api).send(new GetBucketWebsiteCommand({ Bucket: BUCKET }));
    assert.is(config.IndexDocument?.Suffix, "index.html");
    assert.is(config.ErrorDocument?.Key, "404.html");
    assert.is(config.RoutingRules?.length ?? 0, 0);
  });

  test("a page is stored at the key of its path, typed text/html, and a legacy path as a redirect object", async () => {
    const page = await client(api).send(new HeadObjectCommand({ Bucket: BUCKET, Key: "services/attic" }));
    assert.is(page.ContentType, "text/html; charset=utf-8");
    assert.is(page.CacheControl, "public, max-age=0, must-revalidate");
    const legacy = await client(api).send(new HeadObjectCommand({ Bucket: BUCKET, Key: "attic" }));
    assert.is(legacy.WebsiteRedirectLocation, "/services/attic");
  });

  hostChecks(test, () => base, { ...site, securityHeaders: false });
}
