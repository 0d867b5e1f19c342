// Pages loaded ahead of the visitor: the links on screen once the app is idle, a few pages at
// most; a link pointed at, focused or touched at once; and never for a visitor who saves data or
// is on 2G.
import * as assert from "uvu/assert";
import type { CDPSession, Locator, Page } from "playwright-core";
import { areas } from "../../src/content/areas.ts";
import { BUSY_MACHINE_MS, waitForIdle } from "../helpers/page-waits.ts";
import { chunkName, watchScripts } from "../helpers/page-watchers.ts";
import { browserSuite } from "../helpers/browser-suite.ts";

const prefetch = browserSuite("pages loaded ahead");
/** The page of the test running, and the scripts it has requested. */
let page: Page;
let scripts: string[];
/** The paths of every request the page made, content files included. */
let requests: string[];

/** The chunk names of the scripts requested since the last call. */
function takeScripts(): string[] {
  return scripts.splice(0).map(chunkName);
}

/** Opens a page the way a visitor lands on it, and waits until the app is idle. */
async function open(path: string, options: { initScripts?: string[]; hasTouch?: boolean; width?: number } = {}): Promise<void> {
  page = await prefetch.open(path, {
    ...options,
    beforeLoad: (opened) => {
      scripts = watchScripts(opened);
      requests = [];
      opened.on("request", (request) => requests.push(new URL(request.url()).pathname));
    },
  });
  await waitForIdle(page);
}

prefetch("links on screen are loaded ahead once the app is idle, a few pages at most", async () => {
  await open("/services/attic");
  // The prefetcher's stages each wait for an idle period, and on a busy machine two idle periods
  // can pass between them: the FAQs page's chunk is polled for, then the page's idle again.
  const deadline = Date.now() + BUSY_MACHINE_MS;
  while (!scripts.map(chunkName).includes("facts-page") && Date.now() < deadline) await new Promise((done) => setTimeout(done, 20));
  await waitForIdle(page);
  const loaded = takeScripts();
  // The header's FAQs link is on the first screen; the footer's Fall River link is not.
  assert.ok(loaded.includes("facts-page"), `the FAQs page was loaded ahead: ${loaded.join(", ")}`);
  // A header page's data is its own small file, and so is the attic page's own (loaded ahead for
  // back to it); no other area's or service's, which the footer names.
  assert.equal(
    requests.filter((path) => /^\/content\/(areas|services|shown)\b/.test(path)),
    ["/content/services/attic.json"],
    "no other content file: the links below the first screen (the footer's areas) are not loaded ahead",
  );
  const marks = await page.evaluate(() => performance.getEntriesByName("app:prefetch").length);
  // One mark as the prefetcher loads, one for each page: twenty at most (IDLE_PREFETCH_CAP, src/navigation/prefetcher.ts).
  assert.ok(marks >= 2 && marks <= 21, `pages loaded ahead: ${marks - 1}`);
});

prefetch("a page loaded ahead whose code fails to come costs the visitor nothing: the page they read is not loaded again", async () => {
  prefetch.expectConsole(/Failed to load resource/);
  const documents: string[] = [];
  let asked: Promise<unknown> | undefined;
  page = await prefetch.open("/services/attic", {
    beforeLoad: (opened) => {
      opened.on("request", (request) => {
        if (request.resourceType() === "document" && request.frame() === opened.mainFrame())
          documents.push(new URL(request.url()).pathname);
      });
      void opened.route("**/assets/facts-page-*.js", (route) => route.fulfill({ status: 404, body: "" }));
      asked = opened.waitForRequest((request) => chunkName(request.url()) === "facts-page", { timeout: BUSY_MACHINE_MS });
    },
  });
  await asked?.catch(() => assert.unreachable("the FAQs page's code was asked for ahead"));
  await waitForIdle(page);
  assert.equal(documents, ["/services/attic"], "one load of the page, none again");
  assert.ok(!prefetch.entries.some((entry) => /Loading the page again/.test(entry.text)), "no word of loading the page again");
});

for (const [label, connection] of [
  ["asks to save data", "{ saveData: true, effectiveType: '4g' }"],
  ["is on 2G", "{ saveData: false, effectiveType: '2g' }"],
  ["is on slow 2G (a stalled network reports it)", "{ saveData: false, effectiveType: 'slow-2g' }"],
] as const) {
  prefetch(`a visitor who ${label} gets no page loaded ahead, on screen or pointed at`, async () => {
    await open("/services/attic", {
      initScripts: [`Object.defineProperty(Navigator.prototype, "connection", { configurable: true, get: () => (${connection}) });`],
    });
    const faqs = page.getByRole("navigation", { name: "Main", exact: true }).getByRole("link", { name: "FAQs" });
    await faqs.hover();
    await faqs.focus();
    await waitForIdle(page);
    assert.is(await page.evaluate(() => performance.getEntriesByName("app:prefetch").length), 0);
    assert.not.ok(takeScripts().includes("facts-page"), "nothing loaded ahead");
    // The link still works.
    await faqs.click();
    await page.getByRole("heading", { level: 1, name: "Spray Foam Insulation Facts and FAQs" }).waitFor();
  });
}

prefetch("a link pointed at, focused or touched has its page loaded at once", async () => {
  const inputs: [string, string, (link: Locator, cdp: CDPSession) => Promise<void>][] = [
    // The mouse moved onto the link.
    ["the pointer", "Bedford", (link) => link.hover()],
    // Focus given to the link by the browser.
    ["focus", "Dartmouth", (link) => link.focus()],
    // A finger put down on the link and lifted off elsewhere: a touch that is no tap, so no click
    // follows. Chromium also sends pointer events for a touch; the page is kept from seeing them
    // (stopped at the window, before the document's listeners), so that the page is loaded by the
    // touch itself, as in a browser whose touch sends no pointerover first.
    [
      "a touch",
      "Lower Sackville",
      async (link, cdp) => {
        await link.page().evaluate(() => {
          for (const type of ["pointerover", "pointerenter", "pointerdown", "mouseover", "focusin"]) {
            window.addEventListener(type, (event) => event.stopImmediatePropagation(), { capture: true });
          }
        });
        await link.scrollIntoViewIfNeeded();
        const box = await link.boundingBox();
        if (!box) throw new Error("the link has no box");
        const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
        await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point] });
        await cdp.send("Input.dispatchTouchEvent", { type: "touchCancel", touchPoints: [] });
      },
    ],
  ];
  const missed: string[] = [];
  // Each input on a page of its own, where no area's content is loaded yet.
  for (const [input, name, act] of inputs) {
    await open("/services/attic", { hasTouch: true });
    const slug = areas.find((area) => area.name === name)?.slug ?? "";
    assert.ok(slug, `${name} is an area`);
    // A footer area's content comes in the file of the pages every page names.
    const content = "/content/shown.json";
    assert.not.ok(requests.includes(content), `${name}: not loaded before`);
    // From here on the browser is never idle for the app, so a link scrolled into view is not
    // loaded ahead for being on screen: a page loaded now was asked for by the visitor's input alone.
    await page.evaluate(() => {
      window.requestIdleCallback = () => 0;
    });
    const requested = page.waitForRequest((request) => new URL(request.url()).pathname === content, {
      timeout: BUSY_MACHINE_MS,
    });
    await act(page.getByRole("contentinfo").getByRole("link", { name, exact: true }), await page.context().newCDPSession(page));
    if (!(await requested.then(() => true).catch(() => false))) missed.push(`${input} on ${name} did not load its page`);
    assert.is(new URL(page.url()).pathname, "/services/attic", `${input}: no link followed`);
  }
  assert.equal(missed, []);
});

prefetch("on a phone, the footer's links coming into view cost one content request, not one a page", async () => {
  await open("/services/attic", { hasTouch: true, width: 390 });
  // The links' content request is waited for, then the page's idle: the observer's callback and
  // the prefetcher's idle period come a frame and an idle period after the scroll, which the idle
  // wait alone can miss on a busy machine.
  const firstContent = page
    .waitForRequest((request) => new URL(request.url()).pathname === "/content/shown.json", { timeout: BUSY_MACHINE_MS })
    .catch(() => null);
  await page.getByRole("contentinfo").getByRole("link", { name: "Fall River", exact: true }).scrollIntoViewIfNeeded();
  await firstContent;
  await waitForIdle(page);
  // The six services but attic, and the five areas, each named by the footer: one file for all
  // (a fixed page's data, the home page's for the logo, say, is a small file of its own, and so is
  // the attic page's, loaded ahead for back to it).
  assert.equal(
    requests.filter((path) => /^\/content\/(areas|services|shown)\b/.test(path)),
    ["/content/services/attic.json", "/content/shown.json"],
  );
  // The privacy policy and the terms are left for the visitor's intent: their copy (the heaviest
  // page chunk of the footer) would share the phone's bandwidth with the pages visitors tap.
  const loaded = takeScripts();
  assert.ok(loaded.includes("area-page"), `the footer's area pages were loaded ahead: ${loaded.join(", ")}`);
  assert.not.ok(loaded.includes("legal-page"), `the legal pages were not loaded ahead: ${loaded.join(", ")}`);
  // The tap finds the page ready: no request follows it.
  const before = requests.length;
  await page.getByRole("contentinfo").getByRole("link", { name: "Fall River", exact: true }).tap();
  await page.getByRole("heading", { level: 1, name: "Spray Foam Insulation in Fall River" }).waitFor();
  assert.equal(
    requests.slice(before).filter((path) => path.startsWith("/content/") || path.startsWith("/assets/")),
    [],
  );
});

prefetch("the footer's privacy policy, left to the visitor's intent, loads when its link is pointed at and opens from it", async () => {
  await open("/services/attic", { width: 1440 });
  const privacy = page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy", exact: true });
  await privacy.scrollIntoViewIfNeeded();
  await waitForIdle(page);
  assert.not.ok(takeScripts().includes("legal-page"), "not loaded for being on screen");
  const requested = page.waitForRequest((request) => chunkName(request.url()) === "legal-page", { timeout: BUSY_MACHINE_MS });
  await privacy.hover();
  await requested;
  await privacy.click();
  await page.getByRole("heading", { level: 1, name: "Privacy Policy" }).waitFor();
  assert.is(new URL(page.url()).pathname, "/privacy");
});

prefetch("a touch or a pointer on a link loads its page and renders nothing ahead", async () => {
  await open("/services/attic", { hasTouch: true, width: 1440 });
  // Its content, whether the link on screen or the touch asks for it first.
  const requested = page.waitForRequest((request) => new URL(request.url()).pathname === "/content/shown.json", {
    timeout: BUSY_MACHINE_MS,
  });
  const link = page.getByRole("contentinfo").getByRole("link", { name: "Fall River", exact: true });
  await link.scrollIntoViewIfNeeded();
  const headingsInMain = () => page.evaluate(() => document.querySelectorAll("main h1").length);
  const box = await link.boundingBox();
  if (!box) throw new Error("the link has no box");
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  // A finger put down on the link and lifted off elsewhere: the touch's pointer events and the
  // touch itself, and no click.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point] });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchCancel", touchPoints: [] });
  await requested;
  await waitForIdle(page);
  assert.is(await headingsInMain(), 1, "after the touch, <main> holds the page shown alone");
  // Another link pointed at with a mouse: its page is loaded, and nothing is rendered ahead.
  const dartmouth = page.waitForRequest((request) => new URL(request.url()).pathname.startsWith("/content/"), { timeout: BUSY_MACHINE_MS });
  await page.getByRole("contentinfo").getByRole("link", { name: "Bedford", exact: true }).hover();
  await Promise.race([dartmouth, waitForIdle(page)]);
  await waitForIdle(page);
  assert.is(await headingsInMain(), 1, "after the pointer, <main> holds the page shown alone");
  assert.is(new URL(page.url()).pathname, "/services/attic", "no link followed");
});

prefetch.run();
