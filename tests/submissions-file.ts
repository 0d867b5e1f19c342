// npm start's server and the submissions file it keeps: a clean stop on Ctrl-C, a torn last line
// cut on start, each record synced before its 200, a file that cannot be written answered 503;
// then the file after any crash, a torn record of any length up to the largest submission's cut
// off whole. The form service's answers: form-service.ts.
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { startSiteServer } from "../scripts/server/site-process.ts";
import { SubmissionStore } from "../scripts/server/submissions.ts";
import { LARGEST_SUBMISSION } from "./expected/contact-form.ts";
import { postForm, SUBMISSION } from "./helpers/form-submission.ts";

const lifecycle = suite("starting and stopping");

lifecycle("stops cleanly on Ctrl-C (SIGINT)", async () => {
  const running = await startSiteServer();
  const output = () => running.output();
  const code = await running.stop("SIGINT");
  assert.is(code, 0);
  assert.match(output(), /Stopped\./);
});

lifecycle("cuts a torn last line on start and carries on appending whole records", async () => {
  const dir = await mkdtemp(join(tmpdir(), "forms-"));
  const formsFile = join(dir, "submissions.jsonl");
  await writeFile(formsFile, `${JSON.stringify({ id: "1", name: "Kept" })}\n{"id":"2","name":"Tor`);
  const running = await startSiteServer({ formsFile });
  try {
    assert.is((await postForm(running.url, SUBMISSION)).status, 200);
    const lines = (await readFile(formsFile, "utf8")).split("\n").filter(Boolean);
    assert.is(lines.length, 2);
    assert.equal(JSON.parse(lines[0] ?? ""), { id: "1", name: "Kept" });
    assert.is(JSON.parse(lines[1] ?? "").name, SUBMISSION.name);
    assert.match(running.output(), /removed a partial last record/);
  } finally {
    await running.stop();
    await rm(dir, { recursive: true, force: true });
  }
});

lifecycle("a submission is synced to disk before the visitor is told it was sent (it survives a power cut)", async () => {
  // A power cut keeps only what was synced: the server runs with every file write, sync and
  // answer recorded in order (tests/helpers/sync-trace.mjs), and the record's write must be
  // followed by a sync of the same file before the 200 is started.
  const dir = await mkdtemp(join(tmpdir(), "forms-"));
  const trace = join(dir, "trace.jsonl");
  const preload = pathToFileURL(join(import.meta.dirname, "helpers", "sync-trace.mjs")).href;
  const running = await startSiteServer({
    formsFile: join(dir, "submissions.jsonl"),
    env: { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import ${preload}`, SYNC_TRACE: trace },
  });
  try {
    const marker = `Power cut test ${process.pid}`;
    const response = await postForm(running.url, { ...SUBMISSION, message: marker });
    assert.is(response.status, 200);
    await response.arrayBuffer();
    const events = (await readFile(trace, "utf8"))
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { event: string; fd?: number; data?: string; status?: number; method?: string });
    const written = events.findIndex((event) => event.event === "write" && event.data?.includes(marker));
    assert.ok(written >= 0, "the record was written to a file");
    const answered = events.findIndex((event, index) => index > written && event.event === "answer" && event.method === "POST");
    assert.ok(answered > written, "the answer came after the write");
    const fd = events[written]?.fd;
    const synced = events.slice(written + 1, answered).some((event) => event.event === "sync" && event.fd === fd);
    assert.ok(synced, `the record's file was synced between its write and the ${events[answered]?.status} answer`);
  } finally {
    await running.stop();
    await rm(dir, { recursive: true, force: true });
  }
});

lifecycle("answers 503 when submissions cannot be written, and keeps serving pages", async () => {
  const dir = await mkdtemp(join(tmpdir(), "forms-"));
  const blocker = join(dir, "not-a-folder");
  await writeFile(blocker, "a file where a folder should be");
  const running = await startSiteServer({ formsFile: join(blocker, "submissions.jsonl") });
  try {
    const response = await postForm(running.url, SUBMISSION);
    assert.is(response.status, 503);
    assert.match(((await response.json()) as { error: string }).error, /cannot be stored/);
    assert.is((await fetch(`${running.url}/about`)).status, 200);
  } finally {
    await running.stop();
    await rm(dir, { recursive: true, force: true });
  }
});

const crash = suite("the submissions file after any crash");

/** A whole record before the torn one, which every repair must keep. */
const KEPT = `${JSON.stringify({ id: "kept", name: "Kept" })}\n`;
/** The stored line of the largest submission the form accepts, newline included: the longest record a crash can tear. */
let largestLine: Buffer;

crash.before(async () => {
  const running = await startSiteServer();
  try {
    const response = await postForm(running.url, { "form-name": "contact", ...LARGEST_SUBMISSION, "bot-field": "" });
    assert.is(response.status, 200, "the largest submission is accepted");
    largestLine = await readFile(running.formsFile);
  } finally {
    await running.stop();
  }
});

crash("the largest valid submission is stored whole, on one line of six bytes for each of its escaped characters", () => {
  const lines = largestLine.toString("utf8").split("\n");
  assert.is(lines.length, 2, "one record and its newline");
  const record = JSON.parse(lines[0] ?? "");
  for (const [field, value] of Object.entries(LARGEST_SUBMISSION)) assert.is(record[field], value, field);
  // Each control character is written as \u0001: six bytes, over 32,000 in all.
  const escaped = Object.values(LARGEST_SUBMISSION).join("").split("\u0001").length - 1;
  assert.ok(largestLine.length > 6 * escaped && escaped > 5000, `${largestLine.length} bytes for ${escaped} escaped characters`);
});

/** The file a crash leaves: a whole record, then the first `length` bytes of one more (or more bytes of a longer line). */
async function tornFile(dir: string, length: number): Promise<string> {
  const record = largestLine.subarray(0, largestLine.length - 1);
  const torn = length <= record.length ? record.subarray(0, length) : Buffer.concat([record, Buffer.alloc(length - record.length, "a")]);
  const file = join(dir, `torn-${length}.jsonl`);
  await writeFile(file, Buffer.concat([Buffer.from(KEPT), torn]));
  return file;
}

crash("a torn record of any length, up to the largest submission's and past the repair's reading window, is cut off whole", async () => {
  const largest = largestLine.length - 1;
  // Short and long tears, each side of 256 bytes and of 4 KB, the largest record without its
  // newline, and tails longer than any record: past the 64 KB the repair reads at a time, and
  // past the 256 KB it once read and no further.
  const lengths = [1, 20, 255, 256, 257, 4095, 4097, 16 * 1024, largest - 1, largest, 64 * 1024 + 1, 256 * 1024 + 1];
  const dir = await mkdtemp(join(tmpdir(), "forms-"));
  try {
    for (const length of lengths) {
      const file = await tornFile(dir, length);
      const store = new SubmissionStore(file);
      const { repairedBytes } = await store.open();
      assert.is(repairedBytes, length, `${length} torn bytes removed`);
      await store.append({ id: "next" });
      await store.close();
      assert.is(await readFile(file, "utf8"), `${KEPT}{"id":"next"}\n`, `after a ${length}-byte tear`);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

crash("a file holding only a torn record is emptied, and the next record starts it", async () => {
  const dir = await mkdtemp(join(tmpdir(), "forms-"));
  try {
    const file = join(dir, "submissions.jsonl");
    await writeFile(file, largestLine.subarray(0, largestLine.length - 1));
    const store = new SubmissionStore(file);
    assert.is((await store.open()).repairedBytes, largestLine.length - 1);
    await store.append({ id: "next" });
    await store.close();
    assert.is(await readFile(file, "utf8"), `{"id":"next"}\n`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

crash(
  "npm start after a crash that tore the largest record: it is cut off, the records before it kept, and the next stored whole",
  async () => {
    const dir = await mkdtemp(join(tmpdir(), "forms-"));
    const formsFile = await tornFile(dir, largestLine.length - 1);
    const running = await startSiteServer({ formsFile });
    try {
      assert.match(running.output(), new RegExp(`removed a partial last record \\(${largestLine.length - 1} bytes\\)`));
      assert.is((await postForm(running.url, SUBMISSION)).status, 200);
      const lines = (await readFile(formsFile, "utf8")).split("\n");
      assert.is(lines.length, 3, "two records and the last newline");
      assert.equal(JSON.parse(lines[0] ?? ""), { id: "kept", name: "Kept" });
      assert.is(JSON.parse(lines[1] ?? "").name, SUBMISSION.name);
    } finally {
      await running.stop();
      await rm(dir, { recursive: true, force: true });
    }
  },
);

lifecycle.run();
crash.run();
