// One deploy of the built site to an S3 bucket: the plan (what changed since the bucket was last
// written, scripts/deploy/deploy-plan.ts), printed first; then the manifest marking what is about
// to change, the uploads phase by phase, the website configuration, the deletions, and the
// manifest confirming it all. A run stopped anywhere leaves a bucket the next run reads right:
// the manifest vouches only for what was confirmed, the rest is read from each object's metadata.
import type { S3Client } from "@aws-sdk/client-s3";
import { redirects as siteRedirects } from "../../src/site/redirects.ts";
import type { RedirectRoute } from "../../src/site/redirects.ts";
import { bucketObjects } from "../build/bucket-website.ts";
import { DIST, listFiles } from "../build/dist.ts";
import { readBucket } from "./bucket-state.ts";
import { deleteKeys, putManifest, putObject } from "./bucket-writes.ts";
import { emptyManifest, serializeManifest } from "./deploy-manifest.ts";
import type { DeployManifest } from "./deploy-manifest.ts";
import { deployPlan } from "./deploy-plan.ts";
import type { DeployPlan } from "./deploy-plan.ts";
import { digestObjects } from "./object-digest.ts";
import { mapInPool } from "./pool.ts";
import { progressLine } from "./progress-line.ts";
import { putWebsite, websiteIsSet } from "./website-config.ts";

/** Requests in flight at once: S3 takes thousands a second on one prefix; this keeps one machine busy. */
export const DEFAULT_PARALLEL = 16;
/** Earlier deploys whose hashed assets stay: a visitor holding a page that old still loads its chunks. */
export const DEFAULT_KEEP_DEPLOYS = 3;

export interface DeployOptions {
  client: S3Client;
  bucket: string;
  /** The published folder (dist/). */
  dist?: string;
  redirects?: readonly RedirectRoute[];
  parallel?: number;
  keepDeploys?: number;
  /** Print the plan and its keys, change nothing. */
  dryRun?: boolean;
  /** Where the plan and the summary go. */
  log?: (line: string) => void;
  /** Where the progress line goes. */
  progress?: NodeJS.WriteStream;
}

export interface DeployReport {
  uploaded: number;
  bytes: number;
  unchanged: number;
  deleted: number;
  /** Old hashed assets kept for the grace period. */
  kept: number;
  /** Whether the website configuration was put (it differed). */
  websitePut: boolean;
  /** Objects whose metadata was read one by one (the manifest missing, or not vouching for them). */
  headed: number;
  /** Seconds until the plan was printed, and in all. */
  planSeconds: number;
  seconds: number;
}

const count = new Intl.NumberFormat("en-US");

function printPlan(log: (line: string) => void, plan: DeployPlan, websiteSet: boolean, keepDeploys: number, dryRun: boolean): void {
  const uploads = plan.phases.flatMap((phase) => phase.objects);
  log(
    `${count.format(uploads.length)} to upload, ${count.format(plan.unchanged)} unchanged, ${count.format(plan.deletions.length)} to delete`,
  );
  const kept = plan.kept.length;
  if (kept > 0) log(`  ${count.format(kept)} old ${kept === 1 ? "asset" : "assets"} kept for the last ${keepDeploys} deploys' pages`);
  log(`  website configuration ${websiteSet ? "unchanged" : "to set"}`);
  if (!dryRun) return;
  for (const phase of plan.phases) for (const object of phase.objects) log(`  put ${object.key} (${phase.name})`);
  for (const key of plan.deletions) log(`  delete ${key}`);
}

/** The manifest once every change of the plan is made: what the bucket then holds, nothing pending. */
function confirmed(before: DeployManifest, plan: DeployPlan): DeployManifest {
  const objects = { ...before.objects };
  for (const key of plan.deletions) delete objects[key];
  for (const phase of plan.phases) for (const object of phase.objects) objects[object.key] = object.digest;
  return { ...before, objects, pending: [], deploys: plan.deploys };
}

export async function deploySite(options: DeployOptions): Promise<DeployReport> {
  const { client, bucket, dist = DIST, redirects = siteRedirects, parallel = DEFAULT_PARALLEL } = options;
  const { keepDeploys = DEFAULT_KEEP_DEPLOYS, dryRun = false, log = console.log } = options;
  const started = performance.now();
  const built = bucketObjects(await listFiles(dist), redirects);
  // The files are hashed while the bucket is read: one is the disk and a core, the other the network.
  const [objects, state] = await Promise.all([
    digestObjects(dist, built),
    readBucket(client, bucket, new Set(built.map((object) => object.key)), parallel),
  ]);
  const previous = state.manifest?.deploys ?? [];
  const plan = deployPlan({ objects, bucket: state.objects, previous, keepDeploys, date: new Date().toISOString() });
  const websiteSet = await websiteIsSet(client, bucket);
  printPlan(log, plan, websiteSet, keepDeploys, dryRun);
  const planSeconds = (performance.now() - started) / 1000;
  const uploads = plan.phases.flatMap((phase) => phase.objects);
  const report = { uploaded: 0, bytes: 0, unchanged: plan.unchanged, deleted: 0, kept: plan.kept.length, websitePut: false };
  const finish = () => ({ ...report, headed: state.headed, planSeconds, seconds: (performance.now() - started) / 1000 });
  if (dryRun) return finish();

  // What the bucket holds now, as far as it is known, with this deploy's changes marked pending.
  const known: Record<string, string> = {};
  for (const [key, digest] of state.objects) if (digest !== undefined) known[key] = digest;
  const before: DeployManifest = { ...emptyManifest(keepDeploys), objects: known, deploys: previous };
  if (uploads.length + plan.deletions.length > 0) {
    await putManifest(client, bucket, { ...before, pending: [...uploads.map((object) => object.key), ...plan.deletions] });
  }
  const progress = progressLine(uploads.length, options.progress);
  try {
    for (const phase of plan.phases) {
      await mapInPool(
        phase.objects,
        parallel,
        (object) => putObject(client, bucket, dist, object),
        (_, bytes) => {
          report.uploaded += 1;
          report.bytes += bytes;
          progress.tick(phase.name);
        },
      );
    }
  } finally {
    progress.end();
  }
  if (!websiteSet) {
    await putWebsite(client, bucket);
    report.websitePut = true;
  }
  await deleteKeys(client, bucket, plan.deletions);
  report.deleted = plan.deletions.length;
  const after = confirmed(before, plan);
  if (serializeManifest(after) !== state.manifestText) await putManifest(client, bucket, after);
  return finish();
}
