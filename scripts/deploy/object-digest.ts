// The digest of each object the deploy would put: the SHA-256 of what S3 would then hold, the
// body with its content type and Cache-Control, or a redirect's target. Stored on the object (its
// `sha256` metadata) and in the deploy's manifest, and compared at the next deploy: equal means
// the object is already there as built. ETags are not used: S3's is an MD5 only for a single-part
// upload without KMS, and says nothing of the headers.
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { BucketObject } from "../build/bucket-website.ts";
import { mapInPool } from "./pool.ts";

/** Files read and hashed at once: enough to keep the disk and one core busy at 20,000 files, few enough to bound memory. */
const DIGEST_PARALLEL = 64;

/** An object of the plan with its digest. */
export type PlannedObject = BucketObject & { digest: string };

/** The digest of a file object's body with the headers it goes up with. */
export function fileDigest(body: Uint8Array, contentType: string, cacheControl: string): string {
  return createHash("sha256").update(`file\n${contentType}\n${cacheControl}\n`).update(body).digest("hex");
}

/** The digest of a redirect object: its kind and target (its body is empty). */
export function redirectDigest(target: string): string {
  return createHash("sha256").update(`redirect\n${target}\n`).digest("hex");
}

/** Every object of the plan with its digest, the files read from `dist` a few at a time. */
export function digestObjects(dist: string, objects: readonly BucketObject[]): Promise<PlannedObject[]> {
  return mapInPool(objects, DIGEST_PARALLEL, async (object): Promise<PlannedObject> => {
    if ("redirect" in object) return { ...object, digest: redirectDigest(object.redirect) };
    const body = await readFile(join(dist, object.file));
    return { ...object, digest: fileDigest(body, object.contentType, object.cacheControl) };
  });
}
