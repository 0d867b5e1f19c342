// The deploy's writes to the bucket: an object put with its headers and its digest in its own
// metadata (`x-amz-meta-sha256`), so that a later deploy can tell it is there as built even with no
// manifest; keys deleted a thousand at a time; the manifest. Each failure names the key.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { DeleteObjectsCommand, PutObjectCommand } from "@aws-sdk/client-s3";
import type { S3Client } from "@aws-sdk/client-s3";
import { MANIFEST_KEY, serializeManifest } from "./deploy-manifest.ts";
import type { DeployManifest } from "./deploy-manifest.ts";
import type { PlannedObject } from "./object-digest.ts";

/** S3 deletes at most this many keys a request. */
const DELETE_BATCH = 1_000;
/**
 * The manifest is read by the deploy alone: never cached on the way, so the next deploy reads
 * the last one written.
 */
const MANIFEST_CACHE = "no-store";

/** Puts one object of the plan; its body, for a file, read from `dist`. Returns the bytes sent. */
export async function putObject(client: S3Client, bucket: string, dist: string, object: PlannedObject): Promise<number> {
  const metadata = { sha256: object.digest };
  try {
    if ("redirect" in object) {
      // An empty body with its length said: the SDK warns of a stream of unknown length otherwise.
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: object.key,
          Body: "",
          ContentLength: 0,
          WebsiteRedirectLocation: object.redirect,
          Metadata: metadata,
        }),
      );
      return 0;
    }
    const body = await readFile(join(dist, object.file));
    await client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: object.key,
        Body: body,
        ContentType: object.contentType,
        CacheControl: object.cacheControl,
        Metadata: metadata,
      }),
    );
    return body.length;
  } catch (error) {
    throw new Error(`Could not upload ${object.key} to ${bucket}: ${(error as Error).message}`, { cause: error });
  }
}

/** Deletes keys, a batch at a time; a key S3 could not delete stops the run with its error. */
export async function deleteKeys(client: S3Client, bucket: string, keys: readonly string[]): Promise<void> {
  for (let start = 0; start < keys.length; start += DELETE_BATCH) {
    const batch = keys.slice(start, start + DELETE_BATCH);
    const answer = await client
      .send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }))
      .catch((error: Error) => {
        throw new Error(`Could not delete ${batch[0]} and ${batch.length - 1} more keys in ${bucket}: ${error.message}`, { cause: error });
      });
    const failed = answer.Errors?.[0];
    if (failed) throw new Error(`Could not delete ${failed.Key} in ${bucket}: ${failed.Code ?? ""} ${failed.Message ?? ""}`.trim());
  }
}

/** Writes the manifest; returns the text written. */
export async function putManifest(client: S3Client, bucket: string, manifest: DeployManifest): Promise<string> {
  const text = serializeManifest(manifest);
  try {
    await client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: MANIFEST_KEY,
        Body: text,
        ContentType: "application/json",
        CacheControl: MANIFEST_CACHE,
      }),
    );
  } catch (error) {
    throw new Error(`Could not write the deploy's manifest ${MANIFEST_KEY} to ${bucket}: ${(error as Error).message}`, { cause: error });
  }
  return text;
}
