// s3rver (npm) as S3 plays it here: its API behind a front of ours that logs every request as the
// server received it (so a suite counts the deploy's writes on the server's side, never from the
// deploy's own report) and can refuse or slow the writes of a key, and its website endpoint (the
// bucket named by the Host, as S3's <bucket>.s3-website-<region>.amazonaws.com). Every port is
// bound at 0 by this process.
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:http";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { S3Client } from "@aws-sdk/client-s3";

/** s3rver's own credentials: any other signature is refused. */
export const CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

interface S3rverServer {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
  callback(): (request: IncomingMessage, response: ServerResponse) => void;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverServer;
const S3rver = createRequire(import.meta.url)("s3rver") as S3rverClass;

/** One request to the API: its method, the object's key (empty for the bucket), the query's names, and the status answered. */
export interface ApiRequest {
  method: string;
  key: string;
  query: string[];
  status: number;
}

export interface S3Host {
  /** The API's base URL, for the SDK and the deploy's --endpoint. */
  api: string;
  /** The website endpoint's base URL, ending in a slash. */
  website: string;
  /** Every API request so far, in the order they were answered. */
  requests: ApiRequest[];
  /** A PUT of this key is refused with a 403 (an error the SDK does not retry), until set to undefined. */
  refusePut?: string;
  /** Each object PUT waits this long before s3rver takes it: a slow link, so that a reader can catch a deploy in the middle. */
  putDelayMs: number;
  client(): S3Client;
  close(): Promise<void>;
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
}

const REFUSED = '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>Refused by the test</Message></Error>';

/** s3rver with one bucket, its API front and its website endpoint, in a temporary folder removed by close(). */
export async function startS3(bucket: string): Promise<S3Host> {
  const work = await mkdtemp(join(tmpdir(), "s3-host-"));
  const s3rver = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: join(work, "buckets"),
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  await s3rver.run();
  const handle = s3rver.callback();
  const websiteHost = `${bucket}.s3-website-us-east-1.amazonaws.com`;
  const website = createServer((request, response) => {
    request.headers.host = websiteHost;
    handle(request, response);
  });
  const host: S3Host = {
    api: "",
    website: `${await listen(website)}/`,
    requests: [],
    putDelayMs: 0,
    client: () => new S3Client({ region: "us-east-1", endpoint: host.api, forcePathStyle: true, credentials: CREDENTIALS }),
    close: async () => {
      await Promise.all([front, website].map((server) => new Promise((resolve) => server.close(resolve))));
      await s3rver.close();
      await rm(work, { recursive: true, force: true });
    },
  };
  const front = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://s3");
    const [, , ...rest] = url.pathname.split("/");
    const entry = { method: request.method ?? "", key: decodeURIComponent(rest.join("/")), query: [...url.searchParams.keys()], status: 0 };
    response.on("finish", () => {
      entry.status = response.statusCode;
      host.requests.push(entry);
    });
    const isObjectPut = entry.method === "PUT" && entry.key !== "";
    if (isObjectPut && entry.key === host.refusePut) {
      response.writeHead(403, { "content-type": "application/xml" }).end(REFUSED);
      return;
    }
    if (isObjectPut && host.putDelayMs > 0) setTimeout(() => handle(request, response), host.putDelayMs);
    else handle(request, response);
  });
  host.api = await listen(front);
  return host;
}

/** The keys of the objects put with success in `requests`, sorted (a key put twice is there twice). */
export function putKeys(requests: readonly ApiRequest[]): string[] {
  return requests
    .filter((request) => request.method === "PUT" && request.key !== "" && request.status === 200)
    .map((request) => request.key)
    .sort();
}

/** The requests that change the bucket: PUTs of objects or settings, DELETEs, and POSTs (multi-object delete). */
export function writes(requests: readonly ApiRequest[]): ApiRequest[] {
  return requests.filter((request) => request.method !== "GET" && request.method !== "HEAD");
}
