// What the bucket holds before a deploy: every key, from ListObjectsV2 a thousand at a time, and
// what each holds, from the deploy's manifest where it vouches for the key, else from the object's
// own `sha256` metadata (one HeadObject each, only for keys the deploy would put). The manifest
// vouches for a key it names with a digest, not among its pending keys (a deploy stopped before
// confirming them), and not written since the manifest was (by hand, or by anything else). A key
// the manifest names that the listing lacks is asked for on its own: a store whose listing drops
// keys (s3rver's, at its pages' edges, at thousands of keys) would otherwise have it put again on
// every deploy, and never deleted once the site no longer builds it.
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command } from "@aws-sdk/client-s3";
import type { S3Client } from "@aws-sdk/client-s3";
import { MANIFEST_KEY, parseManifest } from "./deploy-manifest.ts";
import type { DeployManifest } from "./deploy-manifest.ts";
import { mapInPool } from "./pool.ts";

/** S3 returns at most this many keys a listing page. */
const LIST_PAGE = 1_000;

export interface BucketState {
  /** Every key in the bucket but the manifest's, with its digest where known (undefined: unknown, so put again if built). */
  objects: Map<string, string | undefined>;
  /** The manifest, when there is one this deploy can read. */
  manifest?: DeployManifest;
  /** The manifest's text as stored: a record unchanged is not written again. */
  manifestText?: string;
  /** Keys whose metadata was read one by one, the manifest not vouching for them. */
  headed: number;
}

/** Every key of the bucket with its last-modified time, page by page. */
export async function listBucket(client: S3Client, bucket: string): Promise<Map<string, Date | undefined>> {
  const keys = new Map<string, Date | undefined>();
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, MaxKeys: LIST_PAGE, ContinuationToken: token }));
    for (const object of page.Contents ?? []) if (object.Key) keys.set(object.Key, object.LastModified);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys;
}

/** The manifest's text, or undefined when the bucket has none. */
async function readManifest(client: S3Client, bucket: string): Promise<string | undefined> {
  try {
    const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: MANIFEST_KEY }));
    return (await answer.Body?.transformToString("utf8")) ?? "";
  } catch (error) {
    if ((error as { name?: string }).name === "NoSuchKey") return undefined;
    throw new Error(`Could not read the deploy's manifest ${MANIFEST_KEY} in ${bucket}: ${(error as Error).message}`, { cause: error });
  }
}

/** Whether an object is there, and its own digest (its `sha256` metadata) where it has one. */
async function storedObject(client: S3Client, bucket: string, key: string): Promise<{ found: boolean; digest?: string }> {
  try {
    const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return { found: true, digest: head.Metadata?.sha256 };
  } catch (error) {
    if ((error as { name?: string }).name === "NotFound") return { found: false };
    throw new Error(`Could not read ${key}'s metadata in ${bucket}: ${(error as Error).message}`, { cause: error });
  }
}

/** What the bucket holds; `wanted` names the keys the deploy would put, the only ones whose content matters. */
export async function readBucket(client: S3Client, bucket: string, wanted: ReadonlySet<string>, parallel: number): Promise<BucketState> {
  // The manifest is read while the listing runs: a listing of thousands of keys takes seconds.
  const [listed, stored] = await Promise.all([listBucket(client, bucket), readManifest(client, bucket)]);
  const manifestTime = listed.get(MANIFEST_KEY);
  listed.delete(MANIFEST_KEY);
  // Written after the listing passed its key, it cannot vouch by time: read as if there were none.
  const manifestText = manifestTime ? stored : undefined;
  const manifest = manifestText === undefined ? undefined : parseManifest(manifestText);
  const pending = new Set(manifest?.pending);
  const objects = new Map<string, string | undefined>();
  const unknown: string[] = [];
  for (const [key, modified] of listed) {
    const recorded = manifest?.objects[key];
    // Same-second writes count as before the manifest: S3's times are whole seconds, and the
    // deploy's own writes after a manifest are among its pending keys.
    const vouched = recorded !== undefined && !pending.has(key) && !!modified && !!manifestTime && modified <= manifestTime;
    objects.set(key, vouched ? recorded : undefined);
    if (!vouched && wanted.has(key)) unknown.push(key);
  }
  // Named by the manifest, missing from the listing: there or not, asked for one by one.
  for (const key of Object.keys(manifest?.objects ?? {})) if (!listed.has(key) && key !== MANIFEST_KEY) unknown.push(key);
  await mapInPool(unknown, parallel, async (key) => {
    const stored = await storedObject(client, bucket, key);
    if (stored.found) objects.set(key, stored.digest);
  });
  return { objects, manifest, manifestText, headed: unknown.length };
}
