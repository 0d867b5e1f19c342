// The full load figures of the reliability issue, on loopback only: 500 contact-form submissions
// from 50 concurrent clients must end as exactly 500 complete records, and 2,000 page requests
// from 50 concurrent clients must all be answered correctly with memory flat. Run: npm run load
// (it uses the built dist/; run npm run build first if it is missing).
import { readFile } from "node:fs/promises";
import { pages } from "../src/route-heads.ts";
import { fetchPagesMany, submitMany } from "./bench/load.ts";
import { startSiteServer } from "./server/site-process.ts";

const SUBMISSIONS = 500;
const PAGE_REQUESTS = 2000;
const CONCURRENCY = 50;
/** Growth of the server's resident memory over the second round of page requests. */
const MEMORY_GROWTH_MB = 25;

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

  const targets = pages.map((page) => ({
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
if (problems.length) {
  console.log(`FAILED:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
  process.exitCode = 1;
} else {
  console.log("Every figure holds.");
}
