// A visitor reading pages while a deploy runs: a page, then every script it loads (its
// `<script src>`, the entry its boot script imports, `<link rel="modulepreload">`), over and over
// until the deploy ends, a few such visitors at once. A script that does not answer 200 is a page
// caught half deployed. A page itself may come back torn or as an error while s3rver rewrites its
// file in place (S3's PUT replaces an object whole; s3rver truncates the file and writes it): such
// answers are counted apart, and the scripts of whatever page came back are still read.

/** Readers at once: enough to be reading at every moment of a deploy, few enough to leave it the machine. */
const READERS = 3;

const TAG = /<(script|link)\b[^>]*>/g;
const ATTRIBUTE = /\s([a-z-]+)="([^"]*)"/g;

/** The same-site scripts a page loads, as paths ("/assets/boot-abc.js"). */
export function scriptsOf(html: string): string[] {
  const scripts = new Set<string>();
  for (const [tag, name] of html.matchAll(TAG)) {
    const attributes = new Map([...tag.matchAll(ATTRIBUTE)].map(([, key, value]) => [key, value] as const));
    const urls =
      name === "script"
        ? [attributes.get("src"), attributes.get("data-entry")]
        : attributes.get("rel") === "modulepreload"
          ? [attributes.get("href")]
          : [];
    for (const url of urls) if (url?.startsWith("/")) scripts.add(url);
  }
  return [...scripts];
}

/** An answer's status and body; a connection cut mid-answer (s3rver's read of a file being rewritten) is status "cut". */
async function read(url: URL): Promise<{ status: number | string; body: string }> {
  try {
    const answer = await fetch(url);
    return { status: answer.status, body: await answer.text() };
  } catch (error) {
    return { status: `cut (${(error as Error).message})`, body: "" };
  }
}

export interface Reading {
  /** Pages read, and scripts read. */
  pages: number;
  scripts: number;
  /** "page -> script: status" for every script that did not answer 200. */
  broken: string[];
  /** Pages that did not answer 200 (s3rver's rewrite in place), with their status. */
  pageErrors: string[];
  /** Every script path a page named. */
  seen: Set<string>;
}

/** Reads `paths` at `base` (ending in a slash) and their scripts, round and round, until `until` settles. */
export async function readWhile(base: string, paths: readonly string[], until: Promise<unknown>): Promise<Reading> {
  const reading: Reading = { pages: 0, scripts: 0, broken: [], pageErrors: [], seen: new Set() };
  let done = false;
  // The deploy's failure is its own test's to report: the reading just stops.
  const stop = until.then(
    () => {
      done = true;
    },
    () => {
      done = true;
    },
  );
  const reader = async (offset: number) => {
    for (let round = offset; !done; round += 1) {
      const path = paths[round % paths.length] as string;
      const page = await read(new URL(path.slice(1), base));
      reading.pages += 1;
      if (page.status !== 200) reading.pageErrors.push(`${path}: ${page.status}`);
      for (const script of scriptsOf(page.body)) {
        reading.seen.add(script);
        const answer = await read(new URL(script.slice(1), base));
        reading.scripts += 1;
        if (answer.status !== 200) reading.broken.push(`${path} -> ${script}: ${answer.status}`);
      }
    }
  };
  await Promise.all([stop, ...Array.from({ length: READERS }, (_, index) => reader(index))]);
  return reading;
}
