// The byte budget of each page's first load: the JavaScript the page runs before the app starts
// loading pages ahead of the visitor, gzip at level 9, at most 100 KB (102,400 bytes), the
// performance budget, with every dependency as published (docs/decisions.md, "Dependencies as
// published"). The files
// are named by Chromium as the page loads them, and weighed as built. Bytes are deterministic, so
// this is asserted here; the timings stay in `npm run bench`.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import * as assert from "uvu/assert";
import { DIST } from "../../scripts/build/dist.ts";
import { pages } from "../../src/site/site-pages.ts";
import { browserSuite } from "../helpers/browser-suite.ts";
import { waitForHydration, waitForIdle } from "../helpers/page-waits.ts";
import { NOT_FOUND_CONSOLE, scriptsBeforePrefetch } from "../helpers/page-watchers.ts";

/** The first-load budget, 100 KB of gzip. */
const FIRST_LOAD_BUDGET_BYTES = 100 * 1024;

const firstLoad = browserSuite("first-load JavaScript", { expectedConsole: NOT_FOUND_CONSOLE });

firstLoad("every page's first load is at most 100 KB of JavaScript gzip, the not-found page included", async () => {
  const weights: string[] = [];
  const over: string[] = [];
  for (const path of [...pages.map((page) => page.path), "/no-such-page"]) {
    const page = await firstLoad.open(path);
    await waitForHydration(page);
    await waitForIdle(page);
    const scripts = [...new Set(await scriptsBeforePrefetch(page))];
    assert.ok(scripts.length >= 2, `${path}: the app started (${scripts.join(", ")})`);
    let bytes = 0;
    for (const script of scripts) bytes += gzipSync(await readFile(join(DIST, script)), { level: 9 }).length;
    weights.push(`${path} ${bytes} ${scripts.join(" ")}`);
    if (bytes > FIRST_LOAD_BUDGET_BYTES) over.push(`${path}: ${bytes} bytes (${scripts.join(", ")})`);
    await page.close();
  }
  console.log(weights.join("\n"));
  assert.equal(over, []);
});

firstLoad.run();
