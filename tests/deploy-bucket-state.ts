// What the S3 deploy reads of a bucket before it plans (scripts/deploy/bucket-state.ts), against a
// bucket in memory that answers the SDK's commands: every key over several listing pages, and
// which keys the manifest vouches for and which are read from their own metadata.
import { DeleteObjectsCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command } from "@aws-sdk/client-s3";
import type { S3Client } from "@aws-sdk/client-s3";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { readBucket } from "../scripts/deploy/bucket-state.ts";
import { deleteKeys } from "../scripts/deploy/bucket-writes.ts";

const MANIFEST = ".deploy-manifest.json";
const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, seconds));

interface Stored {
  modified: Date;
  sha256?: string;
  body?: string;
}

/**
 * A bucket in memory and the commands it was sent, as "List", "Get <key>", "Head <key>"; its
 * listing leaves out the `unlisted` keys, as s3rver's drops some at its pages' edges.
 */
function memoryBucket(objects: Record<string, Stored>, unlisted: string[] = []): { client: S3Client; sent: string[] } {
  const sent: string[] = [];
  const keys = Object.keys(objects)
    .filter((key) => !unlisted.includes(key))
    .sort();
  const missing = (name: string) => Object.assign(new Error(name), { name });
  const send = async (command: unknown) => {
    if (command instanceof ListObjectsV2Command) {
      sent.push("List");
      const { MaxKeys = 1000, ContinuationToken } = command.input;
      const start = Number(ContinuationToken ?? 0);
      const page = keys.slice(start, start + MaxKeys);
      const truncated = start + MaxKeys < keys.length;
      return {
        Contents: page.map((Key) => ({ Key, LastModified: objects[Key]?.modified })),
        IsTruncated: truncated,
        NextContinuationToken: truncated ? String(start + MaxKeys) : undefined,
      };
    }
    if (command instanceof GetObjectCommand) {
      const key = command.input.Key ?? "";
      sent.push(`Get ${key}`);
      const body = objects[key]?.body;
      if (body === undefined) throw missing("NoSuchKey");
      return { Body: { transformToString: async () => body } };
    }
    if (command instanceof HeadObjectCommand) {
      const key = command.input.Key ?? "";
      sent.push(`Head ${key}`);
      const object = objects[key];
      if (!object) throw missing("NotFound");
      return { Metadata: object.sha256 ? { sha256: object.sha256 } : {} };
    }
    throw new Error("a command the deploy does not send before it plans");
  };
  return { client: { send } as unknown as S3Client, sent };
}

function manifest(objects: Record<string, string>, pending: string[] = []): string {
  return JSON.stringify({ version: 1, objects, pending, keepDeploys: 3, deploys: [] });
}

const reading = suite("what the deploy reads of the bucket");

reading("every key of a bucket of 2,500 objects, over three listing pages", async () => {
  const objects: Record<string, Stored> = {};
  for (let index = 0; index < 2_500; index += 1) objects[`areas/place-${String(index).padStart(4, "0")}`] = { modified: at(1) };
  const { client, sent } = memoryBucket(objects);
  const state = await readBucket(client, "site", new Set(), 4);
  assert.is(state.objects.size, 2_500);
  assert.equal(sent.filter((command) => command === "List").length, 3);
  assert.ok(state.objects.has("areas/place-2499"), "the last page's last key");
});

reading(
  "the manifest vouches for what it names from before it, not pending; the rest the deploy would put is read from metadata",
  async () => {
    const { client, sent } = memoryBucket({
      [MANIFEST]: { modified: at(10), body: manifest({ a: "A", b: "B", c: "C-old", d: "D-old" }, ["d"]) },
      a: { modified: at(9), sha256: "A" },
      b: { modified: at(10), sha256: "B" },
      c: { modified: at(11), sha256: "C-new" },
      d: { modified: at(9), sha256: "D-new" },
      e: { modified: at(5), sha256: "E" },
      f: { modified: at(5), sha256: "F" },
    });
    const state = await readBucket(client, "site", new Set(["a", "b", "c", "d", "e"]), 4);
    assert.equal(Object.fromEntries(state.objects), { a: "A", b: "B", c: "C-new", d: "D-new", e: "E", f: undefined });
    assert.equal(sent.filter((command) => command.startsWith("Head")).sort(), ["Head c", "Head d", "Head e"]);
    assert.is(state.headed, 3);
  },
);

reading("a torn manifest vouches for nothing: every key the deploy would put is read from its metadata", async () => {
  const { client, sent } = memoryBucket({
    [MANIFEST]: { modified: at(10), body: '{"version":1,"objects":{"a":"A"' },
    a: { modified: at(9), sha256: "A" },
    b: { modified: at(9) },
  });
  const state = await readBucket(client, "site", new Set(["a", "b"]), 4);
  assert.equal(Object.fromEntries(state.objects), { a: "A", b: undefined });
  assert.equal(sent.filter((command) => command.startsWith("Head")).sort(), ["Head a", "Head b"]);
  assert.is(state.manifest, undefined);
});

reading("a key the manifest names and the listing lacks is asked for on its own: kept when unchanged, known to delete", async () => {
  const { client, sent } = memoryBucket(
    {
      [MANIFEST]: { modified: at(10), body: manifest({ a: "A", b: "B", gone: "G", old: "O" }) },
      a: { modified: at(9), sha256: "A" },
      b: { modified: at(9), sha256: "B" },
      gone: { modified: at(9), sha256: "G" },
    },
    ["b", "gone", "old"],
  );
  const state = await readBucket(client, "site", new Set(["a", "b"]), 4);
  assert.equal(Object.fromEntries(state.objects), { a: "A", b: "B", gone: "G" });
  assert.equal(sent.filter((command) => command.startsWith("Head")).sort(), ["Head b", "Head gone", "Head old"]);
});

reading.run();

const writing = suite("what the deploy deletes");

writing("past a thousand keys, the deletions go in batches of a thousand at most, S3's limit for one request", async () => {
  const batches: number[] = [];
  const client = {
    send: async (command: unknown) => {
      if (!(command instanceof DeleteObjectsCommand)) throw new Error("only deletions are expected");
      batches.push(command.input.Delete?.Objects?.length ?? 0);
      return {};
    },
  } as unknown as S3Client;
  const keys = Array.from({ length: 2_500 }, (_, index) => `assets/old-${index}.js`);
  await deleteKeys(client, "site", keys);
  assert.equal(batches, [1000, 1000, 500]);
});

writing.run();
