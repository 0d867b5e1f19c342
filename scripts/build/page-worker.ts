// One of the prerender's workers (render-pages.ts): renders its share of the pages with the server
// bundle, one page after another (goober collects CSS globally until it is extracted), from the
// data files the build wrote before, writes each, checks it on its own (page-checks.ts) and
// posts back only what the build needs of it: its facts for the checks across pages, the inline
// texts it has not posted before, and html-validate's word. No page is held once written.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { parentPort, workerData } from "node:worker_threads";
import type { render } from "../../src/entry-server.tsx";
import { pageDataPath } from "../../src/content/page-content.ts";
import type { PageDataLoader } from "../../src/content/page-content.ts";
import { checkPage } from "./page-checks.ts";
import type { CheckedPage } from "./page-checks.ts";
import type { SiteContext } from "./site-context.ts";
import { fillTemplate } from "./template.ts";

export interface WorkerJob {
  serverEntry: string;
  /** The published folder, where the content files are (their paths are the site's). */
  dist: string;
  /** html-validate's configuration (the worker runs from a bundle, away from the project's root). */
  htmlValidateConfig: string;
  template: string;
  context: SiteContext;
  /** This worker's pages: the path rendered, the file written, its name in messages, whether html-validate reads it. */
  pages: { path: string; render: string; file: string; name: string; validate: boolean }[];
}

interface ServerEntry {
  render: typeof render;
}

export type WorkerMessage = { page: CheckedPage & { file: string; bytes: number } } | { done: true } | { failed: string };

const job = workerData as WorkerJob;
const port = parentPort;
if (!port) throw new Error("page-worker.ts runs as a worker of prerender.ts");

try {
  const { render } = (await import(pathToFileURL(job.serverEntry).href)) as ServerEntry;
  // The pages' data (head and content) from the files the build wrote (write-content.ts), as the browser has it.
  const data: PageDataLoader = async (path) => JSON.parse(await readFile(join(job.dist, pageDataPath(path)), "utf8"));
  const posted = new Set<string>();
  const folders = new Set<string>();
  const fresh = (texts: string[]) => texts.filter((text) => !posted.has(text) && posted.add(text));
  const write = async (file: string, text: string) => {
    const folder = dirname(file);
    if (!folders.has(folder)) {
      await mkdir(folder, { recursive: true });
      folders.add(folder);
    }
    await writeFile(file, text);
  };
  for (const page of job.pages) {
    const html = fillTemplate(job.template, await render(page.render, data));
    await write(page.file, html);
    const checked = await checkPage(page.path, page.name, html, job.context, page.validate, job.dist, job.htmlValidateConfig);
    const inline = { scripts: fresh(checked.inline.scripts), styles: fresh(checked.inline.styles) };
    port.postMessage({ page: { ...checked, inline, file: page.file, bytes: Buffer.byteLength(html) } } satisfies WorkerMessage);
  }
  port.postMessage({ done: true } satisfies WorkerMessage);
} catch (error) {
  port.postMessage({ failed: (error as Error).stack ?? String(error) } satisfies WorkerMessage);
}
