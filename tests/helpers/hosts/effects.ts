// What each directive of a host's files does, read from the host's own answers: the Content-Type
// and Cache-Control of one file of every kind the build writes, which of them come back
// compressed to a client that accepts gzip (and unchanged once unpacked), and where each legacy
// path sends a visitor who arrives with a query (a flyer's campaign tags). What each host must
// answer is written out in tests/expected/host-effects.ts; nothing here reads the build's
// own tables. Requests go through node:http, which, unlike fetch, neither adds Accept-Encoding
// nor unpacks the body.
import { readFile } from "node:fs/promises";
import { request } from "node:http";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import type { Test } from "uvu";
import * as assert from "uvu/assert";
import { listFiles } from "../../../scripts/build/dist.ts";

/** Every kind of file the build publishes. */
export type FileKind = "page" | "script" | "stylesheet" | "content" | "image" | "svg" | "manifest" | "sitemap" | "robots" | "security.txt";

export interface Served {
  contentType: string;
  /** null: the host sends none. */
  cacheControl: string | null;
}

export interface HostEffects {
  /** Each kind's Content-Type and Cache-Control, exactly. */
  files: Record<FileKind, Served>;
  /**
   * The kinds sent gzip to a client that accepts it (every other kind is sent as it is), and
   * whether such answers say Vary: Accept-Encoding; or, for a host that does not compress here,
   * why, and nothing is.
   */
  compression: { gzip: readonly FileKind[]; vary: boolean } | { none: string };
  /** Where a legacy path's query goes: kept on the Location, or dropped by the host (and why). */
  legacyQuery: "kept" | { dropped: string };
}

/** The query a visitor brings from a printed flyer's link. */
export const FLYER_QUERY = "?utm_source=flyer&x=1";

/** Each legacy path and the Location a host that keeps the query answers it with (the spec's 11). */
export const LEGACY_LOCATIONS: readonly (readonly [string, string])[] = [
  ["/residential", "/services/residential?utm_source=flyer&x=1"],
  ["/commercial", "/services/commercial?utm_source=flyer&x=1"],
  ["/attic", "/services/attic?utm_source=flyer&x=1"],
  ["/crawl-space", "/services/crawl-space?utm_source=flyer&x=1"],
  ["/wall", "/services/wall?utm_source=flyer&x=1"],
  ["/soundproofing", "/services/soundproofing?utm_source=flyer&x=1"],
  ["/halifax", "/areas/halifax?utm_source=flyer&x=1"],
  ["/dartmouth", "/areas/dartmouth?utm_source=flyer&x=1"],
  ["/bedford", "/areas/bedford?utm_source=flyer&x=1"],
  ["/fall-river", "/areas/fall-river?utm_source=flyer&x=1"],
  ["/lower-sackville", "/areas/lower-sackville?utm_source=flyer&x=1"],
];

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One GET with exactly these headers; the body as sent on the wire. */
function get(base: string, path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(new URL(path, base), { headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
      incoming.on("end", () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks) }));
      incoming.on("error", reject);
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

function header(answer: RawAnswer, name: string): string | null {
  const value = answer.headers[name];
  return value === undefined ? null : String(value);
}

/** The URL path of one file of each kind, and the file in the published folder it serves. */
async function filesOfEachKind(dist: string): Promise<Record<FileKind, { path: string; file: string }>> {
  const assets = (await listFiles(join(dist, "assets"))).sort();
  const script = assets.find((file) => file.endsWith(".js"));
  const stylesheet = assets.find((file) => file.endsWith(".css"));
  assert.ok(script && stylesheet, "dist/assets holds a script and a stylesheet");
  const at = (path: string, file = path) => ({ path, file: join(dist, file) });
  return {
    page: at("/about", "/about.html"),
    script: at(`/assets${script}`),
    stylesheet: at(`/assets${stylesheet}`),
    content: at("/content/shown.json"),
    image: at("/favicon-32.png"),
    svg: at("/favicon.svg"),
    manifest: at("/site.webmanifest"),
    sitemap: at("/sitemap.xml"),
    robots: at("/robots.txt"),
    "security.txt": at("/.well-known/security.txt"),
  };
}

/** Registers the checks on a host's suite; base() is its URL once up, dist its published folder. */
export function hostEffects(test: Test<{ base?: string }>, base: () => string, dist: string, expected: HostEffects): void {
  test("one file of every kind answers with its own bytes, its exact Content-Type and its exact Cache-Control", async () => {
    for (const [kind, { path, file }] of Object.entries(await filesOfEachKind(dist))) {
      const answer = await get(base(), path);
      const want = expected.files[kind as FileKind];
      assert.is(answer.status, 200, `${kind} ${path}`);
      assert.is(header(answer, "content-type"), want.contentType, `${kind} ${path}: Content-Type`);
      assert.is(header(answer, "cache-control"), want.cacheControl, `${kind} ${path}: Cache-Control`);
      assert.is(header(answer, "content-encoding"), null, `${kind} ${path} compressed for a client that asked for no encoding`);
      assert.ok(answer.body.equals(await readFile(file)), `${kind} ${path}: not the published file's bytes`);
    }
  });

  const { compression } = expected;
  if ("none" in compression) {
    test(`nothing comes back compressed, whatever the client accepts: ${compression.none}`, async () => {
      for (const [kind, { path }] of Object.entries(await filesOfEachKind(dist))) {
        const answer = await get(base(), path, { "Accept-Encoding": "gzip" });
        assert.is(header(answer, "content-encoding"), null, `${kind} ${path}`);
      }
    });
  } else {
    test(`to a client that accepts gzip, ${compression.gzip.join(", ")} come back gzip, the published bytes once unpacked`, async () => {
      for (const [kind, { path, file }] of Object.entries(await filesOfEachKind(dist))) {
        const answer = await get(base(), path, { "Accept-Encoding": "gzip" });
        if (!compression.gzip.includes(kind as FileKind)) {
          assert.is(header(answer, "content-encoding"), null, `${kind} ${path} is sent as it is`);
          continue;
        }
        assert.is(header(answer, "content-encoding"), "gzip", `${kind} ${path}`);
        // Unpacked, not measured: robots.txt's 78 bytes are 94 in gzip, and are sent so all the same.
        assert.ok(gunzipSync(answer.body).equals(await readFile(file)), `${kind} ${path}: unpacked, not the published file`);
        if (compression.vary) assert.match(header(answer, "vary") ?? "", /Accept-Encoding/i, `${kind} ${path}: Vary`);
      }
    });
  }

  const { legacyQuery } = expected;
  const kept = legacyQuery === "kept";
  const name = kept ? "keeps the query on the Location" : `loses the query: ${legacyQuery.dropped}`;
  test(`every legacy path asked with a flyer's query, with or without its slash, is one 301 that ${name}`, async () => {
    for (const [from, location] of LEGACY_LOCATIONS) {
      const want = kept ? location : location.slice(0, location.indexOf("?"));
      for (const asked of [`${from}${FLYER_QUERY}`, `${from}/${FLYER_QUERY}`]) {
        const answer = await get(base(), asked);
        assert.is(answer.status, 301, asked);
        // Netlify writes the Location with its origin, the others as a path.
        const target = new URL(header(answer, "location") ?? "", new URL(asked, base()));
        assert.is(`${target.pathname}${target.search}`, want, asked);
      }
    }
  });
}
