// Faults that real visitors meet, each leaving at least the prerendered page: text rewritten by a
// translator or an extension before the app starts, a new deploy while a page is open, a dropped
// network at submit, an early tap on a slow phone, and a photo host that refuses or stalls.
import { cp, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { FORM_MESSAGES } from "../../src/content/contact-form.ts";
import { HERO_IMAGE_ORIGIN } from "../../src/content/hero-image.ts";
import { DIST } from "../../scripts/build/dist.ts";
import { startSiteServer } from "../../scripts/server/site-process.ts";
import type { SiteServer } from "../../scripts/server/site-process.ts";
import { startServer } from "../../scripts/server/static-host.ts";
import { launchBrowser, newContext, problems, waitForHydration, watchConsole } from "../helpers/browser.ts";
import type { ConsoleEntry } from "../helpers/browser.ts";

/** Lighthouse's mobile throttling: 150 ms round trip, 1.6 Mbps down, 750 kbps up, CPU 4x slower. */
const SLOW_PHONE = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
/** What onRecoverableError prints, once for each region rendered again after a mismatch. */
const RECOVERED = /^Hydration recovered/;

let server: SiteServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let entries: ConsoleEntry[];

async function open(options: { width?: number } = {}) {
  context = await newContext(browser, options);
  page = await context.newPage();
  entries = watchConsole(page);
}

async function markWindow() {
  await page.evaluate(() => ((window as unknown as { visitMark: number }).visitMark = 1));
}

function sameWindow(): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { visitMark?: number }).visitMark === 1);
}

/** The prerendered page as a crawler reads it: its h1 and how many headings its main holds. */
async function prerendered(path: string): Promise<{ h1: string; headings: number }> {
  const html = await readFile(join(DIST, path, "index.html"), "utf8");
  const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? "";
  return {
    h1: (/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(main)?.[1] ?? "").replace(/<[^>]+>/g, ""),
    headings: (main.match(/<h[1-3][\s>]/g) ?? []).length,
  };
}

async function expectFullPage(path: string) {
  const expected = await prerendered(path);
  const h1 = expected.h1.replace(/&amp;/g, "&").replace(/&#x27;/g, "'");
  await page.waitForFunction((text) => document.querySelector("main h1")?.textContent === text, h1);
  // After a navigation, the bands below the first screen render in the frame after it.
  await page
    .waitForFunction((count) => document.querySelectorAll("main h1, main h2, main h3").length >= count, expected.headings, {
      timeout: 5000,
    })
    .catch(() => undefined);
  assert.is(await page.locator("main").locator("h1, h2, h3").count(), expected.headings, `${path}: every heading of its content`);
  assert.is(await page.getByText("Unexpected Application Error!").count(), 0);
}

/**
 * What a translator does before the app starts: one word of the header's menu and one of the
 * footer rewritten in place. A string, since the test runner's compiler decorates functions with
 * helpers that do not exist in the page.
 */
const REWRITE_TEXT = `document.addEventListener("DOMContentLoaded", () => {
  const rewrite = (root, word, replacement) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.nodeValue.includes(word)) {
        node.nodeValue = node.nodeValue.replace(word, replacement);
        return;
      }
    }
    throw new Error("no text to rewrite: " + word);
  };
  rewrite(document.querySelector("header nav"), "About Us", "À propos");
  rewrite(document.querySelector("footer"), "All rights reserved", "Tous droits réservés");
});`;

const faults = suite("faults");
faults.before(async () => {
  server = await startSiteServer();
  browser = await launchBrowser();
});
faults.after(async () => {
  await browser.close();
  await server.stop();
});
faults.after.each(async () => {
  await context.close();
});

// Translators and extensions rewrite text nodes after parsing and before the app starts (the boot
// script waits for the largest paint), which React sees as a hydration mismatch.
for (const path of ["/services/attic", "/about", "/contact"]) {
  faults(`${path}: text rewritten in the header and the footer before the app starts leaves the page whole and working`, async () => {
    await open();
    await context.addInitScript({ content: REWRITE_TEXT });
    await page.goto(`${server.url}${path}`, { waitUntil: "networkidle" });
    await waitForHydration(page);
    // Let React finish whatever it renders again on the client.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    await expectFullPage(path);
    await page.locator("footer").getByText(/\d{4}/).first().waitFor();
    assert.ok((await page.locator("header nav").first().textContent())?.length, "the header is there");
    const recovered = entries.filter((entry) => RECOVERED.test(entry.text));
    // One line for each region rendered again: the header and the footer.
    assert.ok(recovered.length >= 1 && recovered.length <= 2, `one line per region recovered: ${JSON.stringify(recovered)}`);
    assert.equal(problems(entries, [RECOVERED]), []);
    // Still an app: a header link navigates client-side.
    await markWindow();
    await page.getByRole("contentinfo").getByRole("link", { name: "Wall Insulation" }).click();
    await page.waitForURL(`${server.url}/services/wall`);
    await expectFullPage("/services/wall");
    assert.ok(await sameWindow(), "navigated without a full load");
  });
}

faults("a new deploy mid-visit: an internal link whose code is gone loads the prerendered page instead", async () => {
  const copy = await mkdtemp(join(tmpdir(), "stale-dist-"));
  await cp(DIST, copy, { recursive: true });
  const host = await startServer(0, { dist: copy, formsFile: join(copy, "submissions.jsonl") });
  try {
    await open();
    await page.goto(`${host.url}/services/attic`, { waitUntil: "networkidle" });
    await waitForHydration(page);
    await markWindow();
    // The old build's files the page has not loaded yet are gone from the host.
    const loaded = await page.evaluate(() => performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname));
    const assets = await readdir(join(copy, "assets"));
    const removed = assets.filter((file) => !loaded.includes(`/assets/${file}`));
    assert.ok(removed.length > 10, `page chunks removed: ${removed.length}`);
    for (const file of removed) await rm(join(copy, "assets", file));
    // A link below the first screen: the app has not loaded its page ahead of the visitor.
    await page.getByRole("contentinfo").getByRole("link", { name: "Fall River" }).click();
    await page.waitForURL(`${host.url}/areas/fall-river`);
    await page.waitForFunction(() => (window as unknown as { visitMark?: number }).visitMark === undefined);
    await waitForHydration(page);
    await expectFullPage("/areas/fall-river");
    assert.equal(
      problems(entries, [/Failed to fetch dynamically imported module/, /status of 404/, /Loading the page again/]).map(
        (entry) => entry.text,
      ),
      [],
    );
  } finally {
    await host.close();
    await rm(copy, { recursive: true, force: true });
  }
});

faults("a page whose own code stays missing is loaded again once, then stays as prerendered", async () => {
  const copy = await mkdtemp(join(tmpdir(), "broken-dist-"));
  await cp(DIST, copy, { recursive: true });
  const contactChunk = (await readdir(join(copy, "assets"))).find((file) => file.startsWith("contact-page-"));
  if (!contactChunk) throw new Error("no contact page chunk");
  await rm(join(copy, "assets", contactChunk));
  const host = await startServer(0, { dist: copy, formsFile: join(copy, "submissions.jsonl") });
  try {
    await open();
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document" && request.frame() === page.mainFrame()) documents.push(request.url());
    });
    await page.goto(`${host.url}/contact`, { waitUntil: "networkidle" });
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1500)));
    assert.equal(documents, [`${host.url}/contact`, `${host.url}/contact`], "one load again, no loop");
    await expectFullPage("/contact");
    assert.ok(await page.locator('form[name="contact"]').getByRole("button", { name: FORM_MESSAGES.submit }).isEnabled());
  } finally {
    await host.close();
    await rm(copy, { recursive: true, force: true });
  }
});

async function fillForm() {
  const form = page.locator('form[name="contact"]');
  await form.getByLabel("Name").fill("Ada Boudreau");
  await form.getByLabel("Email").fill("ada@example.ca");
  await form.getByLabel("Phone").fill("902 555 0199");
  await form.getByLabel("Message").fill("Attic in Fall River, about 900 square feet.");
}

async function announced(text: string) {
  const message = page.getByText(text, { exact: true });
  await message.first().waitFor();
  const live = await message.first().evaluate((element) => element.closest('[aria-live], [role="status"], [role="alert"]') !== null);
  assert.ok(live, `"${text}" is in a live region`);
}

faults("offline, a submission shows the error toast, keeps every value and leaves the button ready", async () => {
  await open();
  await page.goto(`${server.url}/contact`, { waitUntil: "networkidle" });
  await waitForHydration(page);
  await fillForm();
  await context.setOffline(true);
  const form = page.locator('form[name="contact"]');
  await form.getByRole("button", { name: FORM_MESSAGES.submit }).click();
  await announced(FORM_MESSAGES.error);
  assert.is(await form.getByLabel("Name").inputValue(), "Ada Boudreau");
  assert.is(await form.getByLabel("Message").inputValue(), "Attic in Fall River, about 900 square feet.");
  assert.ok(await form.getByRole("button", { name: FORM_MESSAGES.submit }).isEnabled(), "the button is idle again");
  // Back online, the same visit sends it.
  await context.setOffline(false);
  await form.getByRole("button", { name: FORM_MESSAGES.submit }).click();
  await announced(FORM_MESSAGES.success);
  assert.equal(problems(entries, [/Contact form submission failed/, /ERR_INTERNET_DISCONNECTED/]), []);
});

faults("when the toast library never loads, the result of a submission is still shown and announced", async () => {
  await open();
  const assets = await readdir(join(DIST, "assets"));
  const toastChunks: string[] = [];
  for (const file of assets) {
    if ((await readFile(join(DIST, "assets", file), "utf8")).includes("data-sonner-toaster")) toastChunks.push(file);
  }
  assert.is(toastChunks.length, 1, "one chunk holds the toast library");
  await context.route(`**/assets/${toastChunks[0]}`, (route) => route.abort("blockedbyclient"));
  await page.goto(`${server.url}/contact`, { waitUntil: "networkidle" });
  await waitForHydration(page);
  await fillForm();
  await page.locator('form[name="contact"]').getByRole("button", { name: FORM_MESSAGES.submit }).click();
  await announced(FORM_MESSAGES.success);
  assert.equal(problems(entries, [/ERR_BLOCKED_BY_CLIENT/, /shown without a toast/]), []);
});

faults("on a slow phone, the menu opens on a tap made before the app starts, and stays open once it has", async () => {
  await open({ width: 390 });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, ...SLOW_PHONE });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await page.goto(`${server.url}/about`, { waitUntil: "commit" });
  const toggle = page.getByRole("button", { name: "Menu" });
  await toggle.waitFor();
  await toggle.click();
  const startedAtTap = await page.evaluate(() => document.querySelector("header")?.getAttribute("data-js") === "on");
  assert.not.ok(startedAtTap, "the tap came before the app started");
  const menu = page.getByRole("navigation", { name: "Main (mobile)" });
  await menu.waitFor({ state: "visible", timeout: 2000 });
  await waitForHydration(page);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  assert.ok(await menu.isVisible(), "still open after the app started");
  assert.is(await toggle.getAttribute("aria-expanded"), "true");
  await toggle.click();
  await menu.waitFor({ state: "hidden" });
  assert.is(await toggle.getAttribute("aria-expanded"), "false");
  assert.equal(problems(entries), []);
});

faults("a photo host that refuses connections does not hold the app back", async () => {
  await open();
  await context.route(`${HERO_IMAGE_ORIGIN}/**`, (route) => route.abort("connectionrefused"));
  await page.goto(`${server.url}/`, { waitUntil: "load" });
  await waitForHydration(page);
  const { loaded, started } = await page.evaluate(() => {
    const entry = document.querySelector<HTMLScriptElement>("script[data-entry]")?.dataset.entry ?? "";
    const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const script = performance.getEntriesByType("resource").find((resource) => resource.name.endsWith(entry));
    return { loaded: navigation.loadEventStart, started: script?.startTime ?? Number.NaN };
  });
  // A fixed timer started the app 3 s after the load event; now it starts a frame or so after.
  assert.ok(started - loaded < 1000, `the app started ${Math.round(started - loaded)} ms after the load event`);
  assert.equal(problems(entries, [/ERR_CONNECTION_REFUSED/]), []);
});

faults("a photo host that never answers does not hold the app back", async () => {
  await open();
  const stalled: string[] = [];
  await context.route(`${HERO_IMAGE_ORIGIN}/**`, (route) => {
    stalled.push(route.request().url());
  });
  await page.goto(`${server.url}/`, { waitUntil: "domcontentloaded" });
  await waitForHydration(page);
  assert.ok(stalled.length > 0, "the photo was asked for");
  assert.is(await page.evaluate(() => document.readyState), "interactive", "the photo is still loading");
  assert.equal(problems(entries), []);
});

faults.run();
