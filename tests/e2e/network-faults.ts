// Faults of the network that real visitors meet, each leaving a page that works: a dropped
// network at submit, a toast library that never loads, an early tap on a slow phone, and a photo
// host that refuses or stalls.
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import * as assert from "uvu/assert";
import type { Page } from "playwright-core";
import { HERO_IMAGE_ORIGIN } from "../../src/content/hero-image.ts";
import { DIST } from "../../scripts/build/dist.ts";
import { waitForHydration } from "../helpers/browser.ts";
import { browserSuite } from "../helpers/browser-suite.ts";
import { ERROR_TOAST, SEND_MESSAGE, SUCCESS_TOAST } from "../helpers/spec-words.ts";

/** Lighthouse's mobile throttling: 150 ms round trip, 1.6 Mbps down, 750 kbps up, CPU 4x slower. */
const SLOW_PHONE = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

const faults = browserSuite("network faults");
/** The page of the test running. */
let page: Page;

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
  faults.expectConsole(/Contact form submission failed/, /ERR_INTERNET_DISCONNECTED/);
  page = await faults.open("/contact");
  await fillForm();
  await page.context().setOffline(true);
  const form = page.locator('form[name="contact"]');
  await form.getByRole("button", { name: SEND_MESSAGE, exact: true }).click();
  await announced(ERROR_TOAST);
  assert.is(await form.getByLabel("Name").inputValue(), "Ada Boudreau");
  assert.is(await form.getByLabel("Message").inputValue(), "Attic in Fall River, about 900 square feet.");
  assert.ok(await form.getByRole("button", { name: SEND_MESSAGE, exact: true }).isEnabled(), "the button is idle again");
  // Back online, the same visit sends it.
  await page.context().setOffline(false);
  await form.getByRole("button", { name: SEND_MESSAGE, exact: true }).click();
  await announced(SUCCESS_TOAST);
});

faults("when the toast library never loads, the result of a submission is still shown and announced", async () => {
  faults.expectConsole(/ERR_BLOCKED_BY_CLIENT/, /shown without a toast/);
  page = await faults.newPage();
  const assets = await readdir(join(DIST, "assets"));
  const toastChunks: string[] = [];
  for (const file of assets) {
    if ((await readFile(join(DIST, "assets", file), "utf8")).includes("data-sonner-toaster")) toastChunks.push(file);
  }
  assert.is(toastChunks.length, 1, "one chunk holds the toast library");
  await page.context().route(`**/assets/${toastChunks[0]}`, (route) => route.abort("blockedbyclient"));
  await page.goto(`${faults.server.url}/contact`, { waitUntil: "networkidle" });
  await waitForHydration(page);
  await fillForm();
  await page.locator('form[name="contact"]').getByRole("button", { name: SEND_MESSAGE, exact: true }).click();
  await announced(SUCCESS_TOAST);
});

faults("on a slow phone, the menu opens on a tap made before the app starts, and stays open once it has", async () => {
  page = await faults.newPage({ width: 390 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, ...SLOW_PHONE });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await page.goto(`${faults.server.url}/about`, { waitUntil: "commit" });
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
});

faults("a photo host that refuses connections does not hold the app back", async () => {
  faults.expectConsole(/ERR_CONNECTION_REFUSED/);
  page = await faults.newPage();
  await page.context().route(`${HERO_IMAGE_ORIGIN}/**`, (route) => route.abort("connectionrefused"));
  await page.goto(`${faults.server.url}/`, { waitUntil: "load" });
  await waitForHydration(page);
  const { loaded, started } = await page.evaluate(() => {
    const entry = document.querySelector<HTMLScriptElement>("script[data-entry]")?.dataset.entry ?? "";
    const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const script = performance.getEntriesByType("resource").find((resource) => resource.name.endsWith(entry));
    return { loaded: navigation.loadEventStart, started: script?.startTime ?? Number.NaN };
  });
  // A fixed timer started the app 3 s after the load event; now it starts a frame or so after.
  assert.ok(started - loaded < 1000, `the app started ${Math.round(started - loaded)} ms after the load event`);
});

faults("a photo host that never answers does not hold the app back", async () => {
  page = await faults.newPage();
  const stalled: string[] = [];
  await page.context().route(`${HERO_IMAGE_ORIGIN}/**`, (route) => {
    stalled.push(route.request().url());
  });
  await page.goto(`${faults.server.url}/`, { waitUntil: "domcontentloaded" });
  await waitForHydration(page);
  assert.ok(stalled.length > 0, "the photo was asked for");
  assert.is(await page.evaluate(() => document.readyState), "interactive", "the photo is still loading");
});

faults.run();
