// The byte budget of each page's HTML, as built: the HTML file with the CSS inlined in it, gzip at
// level 9, at most 14,000 bytes, so the first paint's bytes fit the first round trips. Bytes are
// deterministic, so this is asserted here; the timings stay in `npm run bench`.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { DIST, htmlFileFor } from "../scripts/build/dist.ts";
import { pages } from "../src/site/site-pages.ts";

/** The budget for a page's HTML with its inlined CSS, gzip: the performance issue's 14 KB, in bytes. */
const HTML_BUDGET_BYTES = 14_000;

const budgets = suite("byte budgets of the built pages");

budgets("every page's HTML with its CSS is at most 14,000 bytes gzip, the not-found page included", async () => {
  const files = [
    ...pages.map((page) => ({ name: page.path, file: htmlFileFor(page.path) })),
    { name: "404", file: join(DIST, "404.html") },
  ];
  const over: string[] = [];
  for (const { name, file } of files) {
    const bytes = gzipSync(await readFile(file), { level: 9 }).length;
    assert.ok(bytes > 4_000, `${name}: ${bytes} bytes is no whole page`);
    if (bytes > HTML_BUDGET_BYTES) over.push(`${name}: ${bytes} bytes`);
  }
  assert.equal(over, []);
});

budgets.run();
