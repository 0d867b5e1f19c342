// Bounded load on the local server, over loopback only: many contact-form submissions or page
// requests from a fixed number of concurrent clients. Each returns what was answered, so that
// the caller can check that nothing was lost, duplicated or answered wrongly.
import { readFile } from "node:fs/promises";
import { Agent, request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { pagesWithHeads } from "../../src/site/page-heads.ts";
import { startSiteServer } from "../../scripts/server/site-process.ts";

export interface SubmissionLoad {
  /** The names of the submissions the server acknowledged with 200. */
  acknowledged: string[];
  /** Anything else: "<name>: <status or error>". */
  failures: string[];
}

/**
 * One request over Node's own HTTP client, its connections kept open between requests as a
 * browser keeps them: the body read whole and decoded from the Content-Encoding the server chose.
 * Not fetch: undici's streams and header objects cost the client about as much processor time as
 * the server spent answering (tests/reliability.ts: 34.5 and 33.5 s with fetch, 28.1 and 26.9 s
 * with this, interleaved).
 */
function send(agent: Agent, url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    // A body's length sent ahead, as a browser's form post does (not chunked).
    const length = init.body === undefined ? {} : { "Content-Length": String(Buffer.byteLength(init.body)) };
    const outgoing = request(url, { agent, method: init.method ?? "GET", headers: { ...init.headers, ...length } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => {
        const body = Buffer.concat(chunks);
        const encoding = response.headers["content-encoding"];
        const decoded = encoding === "br" ? brotliDecompressSync(body) : encoding === "gzip" ? gunzipSync(body) : body;
        resolve({ status: response.statusCode ?? 0, text: decoded.toString("utf8") });
      });
    });
    outgoing.on("error", reject);
    outgoing.end(init.body);
  });
}

/** Runs `count` tasks with at most `concurrency` in flight at once. */
async function pool(count: number, concurrency: number, task: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next;
      next += 1;
      await task(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
}

export function submissionName(prefix: string, index: number): string {
  return `${prefix}-${String(index).padStart(5, "0")}`;
}

export async function submitMany(options: {
  url: string;
  count: number;
  concurrency: number;
  prefix: string;
  /** Called after each acknowledgement, with the number so far (the fault test kills the server). */
  onAcknowledged?: (count: number) => void;
}): Promise<SubmissionLoad> {
  const acknowledged: string[] = [];
  const failures: string[] = [];
  const agent = new Agent({ keepAlive: true, maxSockets: options.concurrency });
  await pool(options.count, options.concurrency, async (index) => {
    const name = submissionName(options.prefix, index);
    const body = new URLSearchParams({
      "form-name": "contact",
      name,
      email: `visitor${index}@example.ca`,
      phone: `902-555-${String(index % 100).padStart(4, "0")}`,
      service: "Attic Insulation",
      message: `Load test message ${index}: <b>bold</b> & "quoted" é 🙂`,
      "bot-field": "",
    });
    try {
      const response = await send(agent, `${options.url}/`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: body.toString(),
      });
      if (response.status === 200) {
        acknowledged.push(name);
        options.onAcknowledged?.(acknowledged.length);
      } else failures.push(`${name}: ${response.status}`);
    } catch (error) {
      failures.push(`${name}: ${(error as Error).message}`);
    }
  });
  agent.destroy();
  return { acknowledged, failures };
}

export async function fetchPagesMany(options: {
  url: string;
  /** Each path with the text its page must contain. */
  pages: readonly { path: string; expect: string }[];
  count: number;
  concurrency: number;
}): Promise<{ ok: number; wrong: string[] }> {
  let ok = 0;
  const wrong: string[] = [];
  const agent = new Agent({ keepAlive: true, maxSockets: options.concurrency });
  await pool(options.count, options.concurrency, async (index) => {
    const page = options.pages[index % options.pages.length];
    if (!page) return;
    try {
      const response = await send(agent, `${options.url}${page.path}`, { headers: { "Accept-Encoding": "gzip, br" } });
      if (response.status === 200 && response.text.includes(page.expect)) ok += 1;
      else wrong.push(`${page.path}: ${response.status}`);
    } catch (error) {
      wrong.push(`${page.path}: ${(error as Error).message}`);
    }
  });
  agent.destroy();
  return { ok, wrong };
}

const SUBMISSIONS = 500;
const PAGE_REQUESTS = 2000;
const CONCURRENCY = 50;
/** Growth of the server's resident memory over the second round of page requests. */
const MEMORY_GROWTH_MB = 25;

/**
 * The full load figures against npm start's server on loopback: the submissions, each stored
 * exactly once, then two rounds of page requests with memory flat. The problems, one line each.
 */
export async function runLoadTest(): Promise<string[]> {
  const server = await startSiteServer();
  const problems: string[] = [];
  try {
    let started = performance.now();
    const submitted = await submitMany({ url: server.url, count: SUBMISSIONS, concurrency: CONCURRENCY, prefix: "load" });
    const seconds = (performance.now() - started) / 1000;
    const records = (await readFile(server.formsFile, "utf8"))
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { name: string });
    const names = new Set(records.map((record) => record.name));
    console.log(
      `submissions: ${submitted.acknowledged.length}/${SUBMISSIONS} acknowledged, ${records.length} records, ${names.size} distinct, in ${seconds.toFixed(1)} s`,
    );
    if (submitted.failures.length)
      problems.push(`${submitted.failures.length} submissions failed: ${submitted.failures.slice(0, 5).join("; ")}`);
    if (records.length !== SUBMISSIONS || names.size !== SUBMISSIONS)
      problems.push(`expected ${SUBMISSIONS} distinct records, found ${records.length} (${names.size} distinct)`);
    for (const name of submitted.acknowledged) if (!names.has(name)) problems.push(`acknowledged but missing: ${name}`);

    const targets = pagesWithHeads.map((page) => ({
      path: page.path,
      expect: `<title data-rh="true">${page.head.title.replaceAll("&", "&amp;")}</title>`,
    }));
    const warm = await fetchPagesMany({ url: server.url, pages: targets, count: PAGE_REQUESTS, concurrency: CONCURRENCY });
    const before = await server.memoryMb();
    started = performance.now();
    const measured = await fetchPagesMany({ url: server.url, pages: targets, count: PAGE_REQUESTS, concurrency: CONCURRENCY });
    const pageSeconds = (performance.now() - started) / 1000;
    const after = await server.memoryMb();
    console.log(
      `pages: ${warm.ok + measured.ok}/${2 * PAGE_REQUESTS} correct over two rounds; second round ${(PAGE_REQUESTS / pageSeconds).toFixed(0)} requests/s; ` +
        `memory ${before.toFixed(1)} MB -> ${after.toFixed(1)} MB`,
    );
    if (warm.wrong.length || measured.wrong.length)
      problems.push(`wrong page answers: ${[...warm.wrong, ...measured.wrong].slice(0, 5).join("; ")}`);
    if (after - before > MEMORY_GROWTH_MB) problems.push(`memory grew ${(after - before).toFixed(1)} MB over the second round`);
  } finally {
    await server.stop();
  }
  return problems;
}
