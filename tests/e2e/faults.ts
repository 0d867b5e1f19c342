// Faults in the page and its code that real visitors meet, each leaving at least the prerendered
// page: text rewritten by a translator or an extension before the app starts, a new deploy while
// a page is open, and a page whose own code stays missing. The network's faults are in
// network-faults.ts (the contact form) and slow-start.ts (the app's start).
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as assert from "uvu/assert";
import type { Page } from "playwright-core";
import { DIST } from "../../scripts/build/dist.ts";
import { startServer } from "../../scripts/server/static-host.ts";
import { BUSY_MACHINE_MS, pageSettled, waitForHydration } from "../helpers/page-waits.ts";
import { chunkName, pageChunk } from "../helpers/page-watchers.ts";
import { REWRITE_TEXT_BEFORE_APP, STORAGE_BLOCKED } from "../helpers/visitor-actions.ts";
import { browserSuite } from "../helpers/browser-suite.ts";
import { type ShownPageGlobals, shownPageScript } from "../../src/navigation/index.ts";
import { ROUTING_FAILURE_HEADING, SEND_MESSAGE } from "../helpers/spec-words.ts";

/** What onRecoverableError prints, once for each region rendered again after a mismatch. */
const RECOVERED = /^Hydration recovered/;

const faults = browserSuite("faults");
/** The page of the test running. */
let page: Page;

async function markWindow() {
  await page.evaluate(() => ((window as unknown as { visitMark: number }).visitMark = 1));
}

function sameWindow(): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { visitMark?: number }).visitMark === 1);
}

/** The prerendered page as a crawler reads it from the server: its h1 and how many headings its main holds. */
async function prerendered(path: string): Promise<{ h1: string; headings: number }> {
  const html = await (await fetch(`${faults.server.url}${path}`)).text();
  const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1];
  const h1 = main && /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(main)?.[1];
  if (!main || !h1) throw new Error(`${path}: no <main> with an <h1> in the prerendered page`);
  return { h1: h1.replace(/<[^>]+>/g, ""), headings: (main.match(/<h[1-3][\s>]/g) ?? []).length };
}

/**
 * The headings of the page shown: its h1, and how many h1-h3 it has. <main> also holds the page
 * left and the page ahead, hidden by React's <Activity> with an inline display: none
 * (page-views.tsx).
 */
async function shownHeadings(): Promise<{ h1: string | null; count: number }> {
  await page.evaluate(shownPageScript());
  return page.evaluate(() => {
    const { inHiddenPage } = window as unknown as ShownPageGlobals;
    const headings = [...document.querySelectorAll("main h1, main h2, main h3")].filter((heading) => !inHiddenPage(heading));
    return { h1: headings.find((heading) => heading.tagName === "H1")?.textContent ?? null, count: headings.length };
  });
}

/** Polls the page's headings until `done` holds, or the time is up; returns the last reading. */
async function headingsWhen(done: (headings: { h1: string | null; count: number }) => boolean, timeout = 5000) {
  const until = Date.now() + timeout;
  for (;;) {
    const headings = await shownHeadings();
    if (done(headings) || Date.now() > until) return headings;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function expectFullPage(path: string) {
  const expected = await prerendered(path);
  const h1 = expected.h1.replace(/&amp;/g, "&").replace(/&#x27;/g, "'");
  assert.is((await headingsWhen((headings) => headings.h1 === h1, 30_000)).h1, h1, `${path}: its heading`);
  // After a navigation, the bands below the first screen render in the frame after it.
  const { count } = await headingsWhen((headings) => headings.count >= expected.headings);
  assert.is(count, expected.headings, `${path}: every heading of its content`);
  assert.is(await page.getByText(ROUTING_FAILURE_HEADING).count(), 0);
}

/** A copy of dist/ served by the static host, for a test that removes files from it, before or after. */
async function servedCopy(
  prefix: string,
  before: (dir: string) => Promise<void> = async () => {},
): Promise<{ dir: string; url: string; close(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  await cp(DIST, dir, { recursive: true });
  await before(dir);
  const host = await startServer(0, { dist: dir, formsFile: join(dir, "submissions.jsonl") });
  return {
    dir,
    url: host.url,
    async close() {
      await host.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

// Translators and extensions rewrite text nodes after parsing and before the app starts (the boot
// script waits for the largest paint), which React sees as a hydration mismatch.
for (const path of ["/services/attic", "/about", "/contact"]) {
  faults(`${path}: text rewritten in the header and the footer before the app starts leaves the page whole and working`, async () => {
    faults.expectConsole(RECOVERED);
    page = await faults.open(path, { initScripts: [REWRITE_TEXT_BEFORE_APP] });
    // The header and the footer are rendered again in the browser, each in its own boundary: their own words are back.
    const menu = page.getByRole("navigation", { name: "Main", exact: true });
    await menu.getByRole("link", { name: "About Us", exact: true }).waitFor({ timeout: BUSY_MACHINE_MS });
    await page
      .getByRole("contentinfo")
      .getByText(/All rights reserved/)
      .waitFor({ timeout: BUSY_MACHINE_MS });
    assert.not.match(await page.locator("header").innerText(), /À propos/, "no rewritten word left in the header");
    assert.not.match(await page.locator("footer").innerText(), /Tous droits réservés/, "none in the footer");
    await expectFullPage(path);
    // One line for each piece rendered again, the header and the footer: counted once the page
    // has settled (hydration and its effects are over by its next frames).
    await pageSettled(page);
    const recovered = () => faults.entries.filter((entry) => RECOVERED.test(entry.text)).length;
    assert.is(recovered(), 2, `one line per piece recovered: ${JSON.stringify(faults.entries)}`);
    // Still an app: a header link navigates client-side.
    await markWindow();
    await page.getByRole("navigation", { name: "Main", exact: true }).getByRole("link", { name: "FAQs", exact: true }).click();
    await page.waitForURL(`${faults.server.url}/facts`);
    await expectFullPage("/facts");
    assert.ok(await sameWindow(), "navigated without a full load");
    assert.is(recovered(), 2, "no line more after a navigation");
  });
}

for (const storage of ["", ", its storage blocked"])
  faults(`a new deploy mid-visit${storage}: an internal link whose code is gone loads the prerendered page instead`, async () => {
    faults.expectConsole(/Failed to fetch dynamically imported module/, /status of 404/, /Loading the page again/);
    page = await faults.newPage({ initScripts: storage ? [STORAGE_BLOCKED] : [] });
    const host = await servedCopy("stale-dist-");
    try {
      await page.goto(`${host.url}/services/attic`, { waitUntil: "networkidle" });
      await waitForHydration(page);
      const blocked = await page.evaluate("(() => { try { return !sessionStorage; } catch { return true; } })()");
      assert.is(blocked, storage !== "", "session storage refused in this test alone");
      await markWindow();
      // The old build's files the page has not loaded yet are gone from the host.
      const loaded = await page.evaluate(() => performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname));
      const assets = await readdir(join(host.dir, "assets"));
      const removed = assets.filter((file) => !loaded.includes(`/assets/${file}`));
      const fallRiverCode = pageChunk("/areas/fall-river");
      assert.ok(
        removed.some((file) => chunkName(`/assets/${file}`) === fallRiverCode),
        `the chunk of the page the link leads to is among those removed: ${removed.join(", ")}`,
      );
      for (const file of removed) await rm(join(host.dir, "assets", file));
      // A link below the first screen: the app has not loaded its page ahead of the visitor.
      await page.getByRole("contentinfo").getByRole("link", { name: "Fall River" }).click();
      await page.waitForURL(`${host.url}/areas/fall-river`);
      await page.waitForFunction(() => (window as unknown as { visitMark?: number }).visitMark === undefined);
      await waitForHydration(page);
      await expectFullPage("/areas/fall-river");
    } finally {
      // The page first: once the host has gone, what it still loads would fail.
      await page.context().close();
      await host.close();
    }
  });

faults(
  "without the file of the pages every page names, a footer link's page comes from its own content file, in the same window",
  async () => {
    faults.expectConsole(/status of 404/);
    page = await faults.newPage();
    const host = await servedCopy("no-shown-content-", (dir) => rm(join(dir, "content", "shown.json")));
    try {
      const contents: string[] = [];
      page.on("request", (request) => {
        const path = new URL(request.url()).pathname;
        if (path.startsWith("/content/")) contents.push(path);
      });
      await page.goto(`${host.url}/services/attic`, { waitUntil: "networkidle" });
      await waitForHydration(page);
      await markWindow();
      await page.getByRole("contentinfo").getByRole("link", { name: "Fall River", exact: true }).click();
      await page.waitForURL(`${host.url}/areas/fall-river`);
      await expectFullPage("/areas/fall-river");
      assert.ok(await sameWindow(), "navigated without a full load");
      assert.ok(contents.includes("/content/areas/fall-river.json"), `its own file was asked for: ${contents.join(", ")}`);
    } finally {
      await page.context().close();
      await host.close();
    }
  },
);

faults("a page whose own code stays missing is loaded again once, then stays as prerendered", async () => {
  // Its chunk's 404, the load again, then the app's word that the page stays as prerendered.
  faults.expectConsole(/status of 404/, /Loading the page again/, /The app could not start; the page works as prerendered/);
  page = await faults.newPage();
  const host = await servedCopy("broken-dist-", async (dir) => {
    const contactChunk = (await readdir(join(dir, "assets"))).find((file) => file.startsWith("contact-page-"));
    if (!contactChunk) throw new Error("no contact page chunk");
    await rm(join(dir, "assets", contactChunk));
  });
  try {
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document" && request.frame() === page.mainFrame()) documents.push(request.url());
    });
    await page.goto(`${host.url}/contact`, { waitUntil: "networkidle" });
    // The second load gives up on the app; from then on no load may follow.
    const gaveUp = () => faults.entries.some((entry) => /The app could not start/.test(entry.text));
    for (const until = Date.now() + BUSY_MACHINE_MS; !gaveUp() && Date.now() < until; ) await page.waitForTimeout(100);
    assert.ok(gaveUp(), "the app gave up after loading the page again");
    // A load the app started with or after its word would be seen before the page settles.
    await pageSettled(page);
    assert.equal(documents, [`${host.url}/contact`, `${host.url}/contact`], "one load again, no loop");
    await expectFullPage("/contact");
    assert.ok(await page.locator('form[name="contact"]').getByRole("button", { name: SEND_MESSAGE, exact: true }).isEnabled());
  } finally {
    await page.context().close();
    await host.close();
  }
});

// A script changed after the build (on the host, in a cache, on the way) is refused by its
// integrity hash: the boot script by its <script integrity>, the entry by the import map. The
// page stays as prerendered, as on any script failure.
for (const target of ["the boot script", "the entry"] as const) {
  faults(`${target} changed by one byte after the build is refused by its integrity hash, and the page stays as prerendered`, async () => {
    faults.expectConsole(/integrity|digest/i, /dynamically imported module|importing a module script failed/i);
    page = await faults.newPage();
    const host = await servedCopy("tampered-dist-", async (dir) => {
      const html = await readFile(join(dir, "about.html"), "utf8");
      const file =
        target === "the boot script"
          ? /<script data-entry="[^"]+" src="\/assets\/([^"]+)"/.exec(html)?.[1]
          : /data-entry="\/assets\/([^"]+)"/.exec(html)?.[1];
      if (!file) throw new Error(`no ${target} in about.html`);
      const bytes = await readFile(join(dir, "assets", file));
      // A space for a newline near the end (or the reverse): the code means the same, its hash does not.
      const at = bytes.lastIndexOf(0x3b);
      bytes[at] = 0x2c;
      await writeFile(join(dir, "assets", file), bytes);
    });
    try {
      await page.goto(`${host.url}/about`, { waitUntil: "networkidle" });
      const refused = () => faults.entries.some((entry) => /integrity|digest/i.test(entry.text));
      for (const until = Date.now() + BUSY_MACHINE_MS; !refused() && Date.now() < until; ) await page.waitForTimeout(100);
      assert.ok(refused(), `the browser refused ${target}: ${JSON.stringify(faults.entries)}`);
      await pageSettled(page);
      assert.is(await page.locator("header").getAttribute("data-js"), "off", "the app never started");
      await expectFullPage("/about");
    } finally {
      await page.context().close();
      await host.close();
    }
  });
}

faults.run();
