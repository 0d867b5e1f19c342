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
import type { Page } from "playwright-core";
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
    const page = await firstLoad.open(path, { kept: true });
    await waitForHydration(page);
    await waitForIdle(page);
    const scripts = [...new Set(await scriptsBeforePrefetch(page))];
    assert.ok(scripts.length >= 2, `${path}: the app started (${scripts.join(", ")})`);
    let bytes = 0;
    for (const script of scripts) bytes += gzipSync(await readFile(join(DIST, script)), { level: 9 }).length;
    weights.push(`${path} ${bytes} ${scripts.join(" ")}`);
    if (bytes > FIRST_LOAD_BUDGET_BYTES) over.push(`${path}: ${bytes} bytes (${scripts.join(", ")})`);
  }
  console.log(weights.join("\n"));
  assert.equal(over, []);
});

// The suites read many pages in one kept tab (browser-suite.ts, PageOptions.kept): each of its
// loads must still fetch the page's files from the server, as a first visit does, not from the
// tab's cache, or a page's missing or broken file would go unseen after the first.
firstLoad("a kept tab loads a page's scripts again from the server each time, as a first visit does", async () => {
  const scriptBytes = (page: Page) =>
    page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .filter((entry) => entry.name.endsWith(".js"))
        .map((entry) => (entry as PerformanceResourceTiming).transferSize),
    );
  const first = await scriptBytes(await firstLoad.open("/about", { kept: true }));
  const again = await scriptBytes(await firstLoad.open("/about", { kept: true }));
  assert.ok(first.length >= 2, `the page loaded its scripts (${first.length})`);
  assert.is(again.length, first.length);
  assert.ok(
    again.every((bytes) => bytes > 0),
    `every script came from the server, none from the cache: ${again.join(", ")} bytes`,
  );
});

firstLoad.run();
