// Publishes the built site to an S3 bucket's website endpoint, putting only what changed, in an
// order no visitor can catch half done, and deleting what is gone (scripts/deploy/deploy-site.ts;
// docs/deployment-s3.md). Run from the project root after npm run build:
//   npm run deploy:s3 -- --bucket NAME [--dry-run] [--keep-deploys N] [--parallel N] [--endpoint URL] [--dist DIR]
// Credentials and the region come from the SDK's usual sources (AWS_ACCESS_KEY_ID and
// AWS_SECRET_ACCESS_KEY or a profile; AWS_REGION). --endpoint names an S3-compatible server
// (path-style requests). The plan goes to stdout first, the progress line to stderr.
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { S3Client } from "@aws-sdk/client-s3";
import { DIST } from "../build/dist.ts";
import { DEFAULT_KEEP_DEPLOYS, DEFAULT_PARALLEL, deploySite } from "./deploy-site.ts";

const USAGE = "usage: npm run deploy:s3 -- --bucket NAME [--dry-run] [--keep-deploys N] [--parallel N] [--endpoint URL] [--dist DIR]";

/** An S3 client for AWS, or for an S3-compatible server at an endpoint (path-style, checksums only where required). */
export function s3Client(endpoint?: string): S3Client {
  return new S3Client({
    region: process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION ?? "us-east-1",
    ...(endpoint ? { endpoint, forcePathStyle: true, requestChecksumCalculation: "WHEN_REQUIRED" as const } : {}),
  });
}

/** A whole number from a flag, at least `min`; anything else stops the run before it reads the bucket. */
function wholeNumber(flag: string, value: string | undefined, fallback: number, min: number): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min) throw new Error(`${flag} must be a whole number of at least ${min}, not ${value}`);
  return number;
}

const kilobytes = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      bucket: { type: "string" },
      endpoint: { type: "string" },
      parallel: { type: "string" },
      "keep-deploys": { type: "string" },
      "dry-run": { type: "boolean" },
      dist: { type: "string" },
    },
  });
  if (!values.bucket) {
    console.error(USAGE);
    process.exit(2);
  }
  const report = await deploySite({
    client: s3Client(values.endpoint),
    bucket: values.bucket,
    dist: values.dist ? resolve(values.dist) : DIST,
    parallel: wholeNumber("--parallel", values.parallel, DEFAULT_PARALLEL, 1),
    keepDeploys: wholeNumber("--keep-deploys", values["keep-deploys"], DEFAULT_KEEP_DEPLOYS, 0),
    dryRun: values["dry-run"] === true,
  });
  const seconds = `${report.seconds.toFixed(1)} s (plan ${report.planSeconds.toFixed(1)} s)`;
  if (values["dry-run"]) {
    console.log(`Dry run: nothing changed in ${values.bucket}; read in ${seconds}.`);
    return;
  }
  console.log(
    `Put ${report.uploaded} objects (${kilobytes.format(report.bytes / 1024)} kB), ${report.unchanged} unchanged, ` +
      `deleted ${report.deleted}, kept ${report.kept} old assets, website configuration ${report.websitePut ? "set" : "unchanged"}; ` +
      `${values.bucket} in ${seconds}.`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((error: Error) => {
    console.error(`Stopped: ${error.message}`);
    console.error("Once the cause is fixed, the same command goes on where this one stopped: what it put is not put again.");
    process.exit(1);
  });
}
