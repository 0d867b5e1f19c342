// The plan of a deploy, from the built objects with their digests and what the bucket holds: what
// to put, phase by phase in an order no visitor can catch half done, what is unchanged, and what
// to delete. Pure, so that the order and the grace period are checked without a bucket
// (tests/deploy-plan.ts).
//
// The order: a page goes up only once everything it loads is there, and a file that names pages
// only once they are. (1) the hashed assets, the content files and the other files pages load
// (icons, the web manifest, the social image); (2) the pages and the 404 page; (3) the redirect
// objects, whose targets are pages; (4) the files that name pages for crawlers (sitemap, robots.txt,
// .well-known/). Deletions come last, and spare the hashed assets of the last few deploys: a
// visitor who loaded a page before this deploy still loads its chunks.
import { createHash } from "node:crypto";
import type { BucketObject } from "../build/bucket-website.ts";
import type { DeployRecord } from "./deploy-manifest.ts";
import type { PlannedObject } from "./object-digest.ts";

/** The upload's phases, in order; each ends before the next starts. */
export const PHASES = ["assets and content", "pages", "redirects", "files that name pages"] as const;
export type PhaseName = (typeof PHASES)[number];

/** Hashed, immutable files: a new build adds new names rather than changing these, so old ones can be kept a while. */
const ASSETS_PREFIX = "assets/";
/** Files crawlers read that name pages (sitemap.xml and its parts, robots.txt, security.txt). */
const NAMES_PAGES = /^(sitemap[^/]*\.xml|robots\.txt|\.well-known\/.+)$/;
/** The id of the record for assets found in the bucket that no deploy recorded (a deploy stopped midway, or older than the record). */
export const UNRECORDED = "unrecorded";

export function phaseOf(object: BucketObject): PhaseName {
  if ("redirect" in object) return "redirects";
  if (object.file.endsWith(".html")) return "pages";
  if (NAMES_PAGES.test(object.key)) return "files that name pages";
  return "assets and content";
}

export interface PlanInput {
  objects: readonly PlannedObject[];
  /** Every key in the bucket (the manifest's aside), with its digest where known. */
  bucket: ReadonlyMap<string, string | undefined>;
  /** The last deploys the manifest records, newest first. */
  previous: readonly DeployRecord[];
  /** How many earlier deploys' assets to keep (--keep-deploys). */
  keepDeploys: number;
  /** This deploy's date, for its record. */
  date: string;
}

export interface DeployPlan {
  /** The objects to put, phase by phase in PHASES' order (a phase may be empty), each in key order. */
  phases: { name: PhaseName; objects: PlannedObject[] }[];
  unchanged: number;
  /** Keys to delete: pages and files no longer built, and assets older than the grace period. */
  deletions: string[];
  /** Old hashed assets kept for the last deploys' pages. */
  kept: string[];
  /** The deploys to record, newest first: this one when it changes anything, then the earlier ones kept. */
  deploys: DeployRecord[];
}

const byKey = (a: { key: string }, b: { key: string }) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/** The site's digest: equal for equal builds, whatever the day. */
export function siteId(objects: readonly PlannedObject[]): string {
  const hash = createHash("sha256");
  for (const object of [...objects].sort(byKey)) hash.update(`${object.key} ${object.digest}\n`);
  return hash.digest("hex").slice(0, 16);
}

export function deployPlan(input: PlanInput): DeployPlan {
  const { objects, bucket, previous, keepDeploys, date } = input;
  const built = new Set(objects.map((object) => object.key));
  const uploads = objects.filter((object) => bucket.get(object.key) !== object.digest).sort(byKey);
  const phases = PHASES.map((name) => ({ name, objects: uploads.filter((object) => phaseOf(object) === name) }));

  const recorded = new Set(previous.flatMap((record) => record.assets));
  const isOldAsset = (key: string) => key.startsWith(ASSETS_PREFIX) && !built.has(key);
  const unrecorded = [...bucket.keys()].filter((key) => isOldAsset(key) && !recorded.has(key)).sort();
  const earlier = unrecorded.length > 0 ? [{ id: UNRECORDED, date, assets: unrecorded }, ...previous] : [...previous];
  const keptDeploys = earlier.slice(0, keepDeploys);
  const keep = new Set(keptDeploys.flatMap((record) => record.assets));
  const kept = [...bucket.keys()].filter((key) => isOldAsset(key) && keep.has(key)).sort();
  const deletions = [...bucket.keys()].filter((key) => !built.has(key) && !keep.has(key)).sort();

  const changes = uploads.length + deletions.length > 0;
  const current: DeployRecord = { id: siteId(objects), date, assets: [...built].filter((key) => key.startsWith(ASSETS_PREFIX)).sort() };
  const deploys = changes ? [current, ...earlier].slice(0, keepDeploys) : keptDeploys;
  return { phases, unchanged: objects.length - uploads.length, deletions, kept, deploys };
}
