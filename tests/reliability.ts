// The local server under load and faults (smaller load figures than `npm run load`, which runs
// the full ones): nothing lost, nothing duplicated, the heap flat, and a crash or a full disk
// losing nothing acknowledged. Hostile input: server-hostile-input.ts.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { pagesWithHeads } from "../src/site/page-heads.ts";
import { heapAfterGcMb, HEAP_PROBE } from "../tools/load/heap-reading.ts";
import { fetchPagesMany, submitMany } from "../tools/load/load-test.ts";
import { startSiteServer } from "../scripts/server/site-process.ts";
import type { SiteServer } from "../scripts/server/site-process.ts";
import { postForm, SUBMISSION } from "./helpers/form-submission.ts";

const SUBMISSIONS = 200;
const PAGE_REQUESTS = 600;
const CONCURRENCY = 25;
/** Rounds of PAGE_REQUESTS after the first, each followed by a reading of the heap after a full collection. */
const MEMORY_ROUNDS = 6;
/**
 * The heap's trend allowed, in MB a round, as the slope of a straight line fitted to readings in a
 * row (steepestSlope): half of what the smallest leak it must catch costs (a 1,000-character string
 * kept per request measured 0.29 MB a round), about twice the steepest trend of a server without a
 * leak (0.04-0.08 over five readings or more: single readings move by about 0.3 MB with the
 * collector's timing, but not together).
 */
const HEAP_SLOPE_MB_PER_ROUND = 0.15;
/** The fewest readings in a row a trend is fitted to: fewer, and the collector's whim alone tilts the line. */
const SLOPE_WINDOW = 5;

function lines(text: string): Record<string, string>[] {
  return text
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

/** The least-squares slope of readings taken one round apart. */
function slopeOf(values: readonly number[]): number {
  const meanX = (values.length - 1) / 2;
  const meanY = values.reduce((sum, value) => sum + value, 0) / values.length;
  let covariance = 0;
  let variance = 0;
  for (const [x, y] of values.entries()) {
    covariance += (x - meanX) * (y - meanY);
    variance += (x - meanX) ** 2;
  }
  return covariance / variance;
}

/**
 * The steepest trend of any SLOPE_WINDOW or more readings in a row: a heap that climbs for
 * thousands of requests and is let go before the last reading still climbed.
 */
function steepestSlope(values: readonly number[]): number {
  let steepest = Number.NEGATIVE_INFINITY;
  for (let start = 0; start + SLOPE_WINDOW <= values.length; start += 1) {
    for (let end = start + SLOPE_WINDOW; end <= values.length; end += 1) steepest = Math.max(steepest, slopeOf(values.slice(start, end)));
  }
  return steepest;
}

let server: SiteServer;

const load = suite("under load");
load.before(async () => {
  server = await startSiteServer({ nodeOptions: HEAP_PROBE });
});
load.after(async () => {
  await server.stop();
});

load(`${SUBMISSIONS} submissions from ${CONCURRENCY} concurrent clients end as exactly ${SUBMISSIONS} complete records`, async () => {
  const result = await submitMany({ url: server.url, count: SUBMISSIONS, concurrency: CONCURRENCY, prefix: "load" });
  assert.equal(result.failures, []);
  assert.is(result.acknowledged.length, SUBMISSIONS);
  const stored = await server.submissions();
  assert.is(stored.length, SUBMISSIONS);
  assert.is(new Set(stored.map((record) => record.name)).size, SUBMISSIONS, "no duplicates");
  assert.is(new Set(stored.map((record) => record.id)).size, SUBMISSIONS, "unique ids");
  assert.equal(new Set(stored.map((record) => record.name)), new Set(result.acknowledged), "none lost");
  for (const record of stored) assert.match(record.message ?? "", /<b>bold<\/b> & "quoted" é 🙂$/);
});

load(
  `${PAGE_REQUESTS} page requests from ${CONCURRENCY} concurrent clients are all answered correctly, and the heap stays flat`,
  async () => {
    const targets = pagesWithHeads.map((page) => ({
      path: page.path,
      expect: `<title data-rh="true">${page.head.title.replaceAll("&", "&amp;")}</title>`,
    }));
    // A first round warms caches and compression buffers; a leak shows as growth over the next ones.
    const first = await fetchPagesMany({ url: server.url, pages: targets, count: PAGE_REQUESTS, concurrency: CONCURRENCY });
    assert.equal(first.wrong, []);
    assert.is(first.ok, PAGE_REQUESTS);
    const heaps = [await heapAfterGcMb(server.child)];
    for (let round = 0; round < MEMORY_ROUNDS; round += 1) {
      const result = await fetchPagesMany({ url: server.url, pages: targets, count: PAGE_REQUESTS, concurrency: CONCURRENCY });
      assert.equal(result.wrong, []);
      assert.is(result.ok, PAGE_REQUESTS);
      heaps.push(await heapAfterGcMb(server.child));
    }
    // The trend of readings in a row, not the last against the first: a heap that climbs round
    // after round leaks (even if let go before the last reading), one that moves by a collector's
    // whim does not.
    const readings = heaps.map((heap) => heap.toFixed(2)).join(", ");
    const slope = steepestSlope(heaps);
    assert.ok(
      slope < HEAP_SLOPE_MB_PER_ROUND,
      `the heap after a full collection grew ${slope.toFixed(2)} MB a round of ${PAGE_REQUESTS} requests (at most ${HEAP_SLOPE_MB_PER_ROUND}): ${readings} MB`,
    );
  },
);

const faults = suite("faults");

faults("a server killed mid-stream leaves a file that parses line by line and holds every acknowledged submission", async () => {
  const dir = await mkdtemp(join(tmpdir(), "kill-"));
  const formsFile = join(dir, "submissions.jsonl");
  const first = await startSiteServer({ formsFile });
  // Killed once 100 are acknowledged, with 20 more in flight and the rest still to come.
  const { acknowledged } = await submitMany({
    url: first.url,
    count: 400,
    concurrency: 20,
    prefix: "kill",
    onAcknowledged: (count) => {
      if (count === 100) first.child.kill("SIGKILL");
    },
  });
  await first.stop();
  assert.ok(acknowledged.length > 0 && acknowledged.length < 400, `${acknowledged.length} acknowledged before the kill`);
  const text = await readFile(formsFile, "utf8");
  const records = lines(text);
  const stored = new Set(records.map((record) => record.name));
  for (const name of acknowledged) assert.ok(stored.has(name), `${name} was acknowledged, so it is stored`);
  assert.is(stored.size, records.length, "no duplicates");

  const second = await startSiteServer({ formsFile });
  try {
    const after = await submitMany({ url: second.url, count: 20, concurrency: 5, prefix: "after" });
    assert.is(after.acknowledged.length, 20);
    const all = lines(await readFile(formsFile, "utf8"));
    assert.is(all.length, records.length + 20, "the restarted server appends cleanly");
  } finally {
    await second.stop();
    await rm(dir, { recursive: true, force: true });
  }
});

faults("a full disk answers 503 with a clear message while pages keep being served", async () => {
  const full = await startSiteServer({ formsFile: "/dev/full" });
  try {
    const response = await postForm(full.url, SUBMISSION);
    assert.is(response.status, 503);
    assert.match(((await response.json()) as { error: string }).error, /cannot be stored right now/);
    assert.is((await fetch(`${full.url}/services/attic`)).status, 200);
    assert.is((await fetch(`${full.url}/`)).status, 200);
  } finally {
    await full.stop();
  }
});

load.run();
faults.run();
