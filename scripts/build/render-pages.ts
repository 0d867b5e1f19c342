// Renders, writes and checks every page in worker threads (page-worker.ts), and gathers what the
// build needs of them as they come: each page's facts for the checks across pages, the inline
// scripts and styles for the policy, html-validate's word on the sample. Never more than one
// page's markup per worker at a time, whatever the number of pages; and since a worker keeps
// every page module it has loaded (modules are never unloaded), each worker renders a share of
// at most PAGES_PER_WORKER pages and a new one takes the next, as Docusaurus recycles its workers.
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { CheckReport, PageFacts } from "./page-facts.ts";
import type { WorkerJob, WorkerMessage } from "./page-worker.ts";
import type { InlineContent } from "./inline-content.ts";

/** The workers at most at a time: one a core, which render and check at about the same pace. */
const MAX_WORKERS = 4;
/**
 * The pages that pay for a worker: a worker's start (its modules, React, the app, html-validate)
 * costs about 4.5 s of processor time, a page about 15 ms. On two cores, one worker built the site
 * in less time than two at 18 pages (11.2 s against 12.7), at 138 (13.3 against 14.8) and as fast at
 * 418 (19.4 against 20.0), for a quarter less processor time each (docs/decisions-build.md).
 */
const PAGES_A_WORKER = 500;
/**
 * The pages one worker renders before it ends, a new one taking the next share: a new worker costs
 * about a second to start, and what a worker has loaded and left stays with it until it ends.
 */
const PAGES_PER_WORKER = 2_500;
/**
 * A worker's heap, in MB: it holds one page at a time (some 150 MB in use at most), and V8 left
 * to itself grows the heap of a worker that makes garbage this fast to 400 MB and more, which
 * two of them and the build cannot have within 1 GB.
 */
const WORKER_HEAP_MB = 256;

export interface PageOutput {
  path: string;
  /** The URL the server bundle renders (the not-found page's is any path that is no page). */
  render: string;
  file: string;
  name: string;
  validate: boolean;
}

export interface RenderedSite {
  facts: PageFacts[];
  /** Every distinct inline script and style, in the order the pages first carry them. */
  inline: InlineContent;
  /** The first page that carries each inline text, for messages. */
  firstPage: Map<string, string>;
  validation: CheckReport;
}

/** Runs the pages through the workers; `written` hears of each page as it is written. */
export async function renderPages(
  outputs: readonly PageOutput[],
  shared: { workerEntry: string; job: Omit<WorkerJob, "pages"> },
  written: (file: string, bytes: number) => void,
): Promise<RenderedSite> {
  const count = Math.max(1, Math.min(availableParallelism(), MAX_WORKERS, Math.ceil(outputs.length / PAGES_A_WORKER)));
  // Shares of at most PAGES_PER_WORKER, as many as there are workers at least, each taking every
  // n-th page so that the pages of each kind spread over them.
  const shareCount = Math.max(count, Math.ceil(outputs.length / PAGES_PER_WORKER));
  const shares = Array.from({ length: shareCount }, (_, share) => outputs.filter((_, index) => index % shareCount === share));
  const facts: { index: number; facts: PageFacts }[] = [];
  const validation: CheckReport = { errors: [], warnings: [] };
  // Each text with where it first appears: the page's place in the outputs, then in the page
  // (a page carries far fewer than a thousand inline texts).
  const firstSeen = { scripts: new Map<string, number>(), styles: new Map<string, number>() };
  const order = new Map(outputs.map((output, index) => [output.file, index]));
  const firstPage = new Map<string, string>();
  const note = (seen: Map<string, number>, texts: readonly string[], page: number) =>
    texts.forEach((text, position) => {
      const at = page * 1_000 + position;
      if (seen.has(text) && (seen.get(text) ?? 0) <= at) return;
      seen.set(text, at);
      firstPage.set(text, `/${outputs[page]?.name ?? ""}`);
    });
  const runShare = (pages: PageOutput[]) =>
    new Promise<void>((resolve, reject) => {
      const job: WorkerJob = { ...shared.job, pages };
      const worker = new Worker(shared.workerEntry, { workerData: job, resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
      worker.on("message", (message: WorkerMessage) => {
        if ("failed" in message) reject(new Error(`A page could not be built:\n${message.failed}`));
        else if ("done" in message) resolve();
        else {
          const { page } = message;
          const index = order.get(page.file) ?? 0;
          facts.push({ index, facts: page.facts });
          note(firstSeen.scripts, page.inline.scripts, index);
          note(firstSeen.styles, page.inline.styles, index);
          if (page.validation) {
            validation.errors.push(...page.validation.errors);
            validation.warnings.push(...page.validation.warnings);
          }
          written(page.file, page.bytes);
        }
      });
      worker.on("error", reject);
      worker.on("exit", (code) => {
        if (code !== 0) reject(new Error(`A prerender worker stopped with code ${code}`));
      });
    });
  // `count` workers at a time, each taking the next share once the one before has ended.
  const queue = [...shares];
  await Promise.all(
    Array.from({ length: count }, async () => {
      for (let share = queue.shift(); share; share = queue.shift()) await runShare(share);
    }),
  );
  const inOrder = (seen: Map<string, number>) => [...seen].sort((a, b) => a[1] - b[1]).map(([text]) => text);
  // The facts in the outputs' order, so that the report reads the same from build to build.
  facts.sort((a, b) => a.index - b.index);
  return {
    facts: facts.map((entry) => entry.facts),
    inline: { scripts: inOrder(firstSeen.scripts), styles: inOrder(firstSeen.styles) },
    firstPage,
    validation,
  };
}
