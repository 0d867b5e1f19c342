// Faults of the network that real visitors meet at the contact form, each leaving a form that
// works: a dropped network at submit, and a toast library that never loads or stalls. The app's
// start on a slow phone and with a photo host that fails: slow-start.ts.
import * as assert from "uvu/assert";
import type { Page } from "playwright-core";
import { waitForHydration } from "../helpers/page-waits.ts";
import { browserSuite } from "../helpers/browser-suite.ts";
import { ERROR_TOAST, SEND_MESSAGE, SUCCESS_TOAST } from "../helpers/spec-words.ts";

const faults = browserSuite("network faults");
/** The page of the test running. */
let page: Page;

const VISITOR = {
  Name: "Ada Boudreau",
  Email: "ada@example.ca",
  Phone: "902 555 0199",
  Service: "Attic Insulation",
  Message: "Attic in Fall River, about 900 square feet.",
};

async function fillForm() {
  const form = page.locator('form[name="contact"]');
  for (const [label, value] of Object.entries(VISITOR)) {
    if (label === "Service") await form.getByLabel(label).selectOption(value);
    else await form.getByLabel(label).fill(value);
  }
}

/** Every field of the form, by its label: what the visitor sees in it now. */
async function formValues(): Promise<Record<string, string>> {
  const form = page.locator('form[name="contact"]');
  const entries = await Promise.all(Object.keys(VISITOR).map(async (label) => [label, await form.getByLabel(label).inputValue()]));
  return Object.fromEntries(entries);
}

/**
 * Blocks the one script that holds the toast library (found by its content, over HTTP); the count
 * blocked, and how to stop: a script the page still loads ahead when the test ends (another page's
 * code) must not find its context closed under the handler, whose error would end the suite.
 */
async function blockToastLibrary(): Promise<{ blocked: string[]; stop: () => Promise<void> }> {
  const blocked: string[] = [];
  await page.context().route("**/assets/*.js", async (route) => {
    const response = await route.fetch();
    if ((await response.text()).includes("data-sonner-toaster")) {
      blocked.push(new URL(route.request().url()).pathname);
      return route.abort("blockedbyclient");
    }
    return route.fulfill({ response });
  });
  return { blocked, stop: () => page.context().unrouteAll({ behavior: "ignoreErrors" }) };
}

/**
 * Holds the one script that holds the toast library without ever answering it, as a network that
 * stalls does (the request open, no error to act on); the scripts held, and how to stop.
 */
async function stallToastLibrary(): Promise<{ stalled: string[]; stop: () => Promise<void> }> {
  const stalled: string[] = [];
  await page.context().route("**/assets/*.js", async (route) => {
    const response = await route.fetch();
    if ((await response.text()).includes("data-sonner-toaster")) {
      stalled.push(new URL(route.request().url()).pathname);
      return new Promise<void>(() => {});
    }
    return route.fulfill({ response });
  });
  return { stalled, stop: () => page.context().unrouteAll({ behavior: "ignoreErrors" }) };
}

/**
 * How long a visitor may wait, from the tap on Send, to be told what happened when the toast
 * library stalls: the site waits 2 s for the library (src/components/toasts.tsx), then writes the
 * answer in the form; the local server answers the post in milliseconds, so the rest is slack for
 * a machine running three suites side by side. A visitor left unanswered longer takes the form
 * for broken and sends it again or leaves; a library waited on for a minute fails here at once.
 */
const TOLD_WITHIN_MS = 5000;

/** Sends the form and waits for `text` to be announced: the milliseconds from the tap to the words on screen. */
async function sendAndTime(text: string): Promise<number> {
  const started = Date.now();
  await page.locator('form[name="contact"]').getByRole("button", { name: SEND_MESSAGE, exact: true }).click();
  await page
    .getByText(text, { exact: true })
    .first()
    .waitFor({ timeout: TOLD_WITHIN_MS })
    .catch(() => assert.unreachable(`"${text}" not shown within ${TOLD_WITHIN_MS} ms of the tap`));
  const elapsed = Date.now() - started;
  await announced(text);
  return elapsed;
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
  assert.equal(await formValues(), VISITOR, "every field as the visitor filled it");
  assert.ok(await form.getByRole("button", { name: SEND_MESSAGE, exact: true }).isEnabled(), "the button is idle again");
  // Back online, the same visit sends it.
  await page.context().setOffline(false);
  await form.getByRole("button", { name: SEND_MESSAGE, exact: true }).click();
  await announced(SUCCESS_TOAST);
});

faults("when the toast library never loads, the result of a submission is still shown and announced", async () => {
  faults.expectConsole(/ERR_BLOCKED_BY_CLIENT/, /shown without a toast/);
  page = await faults.newPage();
  const { blocked, stop } = await blockToastLibrary();
  await page.goto(`${faults.server.url}/contact`, { waitUntil: "networkidle" });
  await waitForHydration(page);
  await fillForm();
  await page.locator('form[name="contact"]').getByRole("button", { name: SEND_MESSAGE, exact: true }).click();
  await announced(SUCCESS_TOAST);
  assert.is(new Set(blocked).size, 1, `one chunk holds the toast library: ${blocked.join(", ")}`);
  await stop();
});

faults("when the toast library never loads and the send fails, the error is shown and announced, every value kept", async () => {
  faults.expectConsole(/ERR_BLOCKED_BY_CLIENT/, /shown without a toast/, /Contact form submission failed/, /status of 503/);
  page = await faults.newPage();
  const { blocked, stop } = await blockToastLibrary();
  await page.route(`${faults.server.url}/`, (route) =>
    route.request().method() === "POST" ? route.fulfill({ status: 503, body: "unavailable" }) : route.continue(),
  );
  await page.goto(`${faults.server.url}/contact`, { waitUntil: "networkidle" });
  await waitForHydration(page);
  await fillForm();
  const button = page.locator('form[name="contact"]').getByRole("button", { name: SEND_MESSAGE, exact: true });
  await button.click();
  await announced(ERROR_TOAST);
  assert.ok(blocked.length > 0, "the toast library was asked for, and refused");
  assert.equal(await formValues(), VISITOR, "every field as the visitor filled it");
  await button.waitFor();
  assert.ok(await button.isEnabled(), "the button is idle again");
  await stop();
});

faults("when the toast library stalls, the visitor is told within seconds, sent or failed, and a failure keeps every value", async () => {
  faults.expectConsole(/shown without a toast/, /Contact form submission failed/, /status of 503/);
  page = await faults.newPage();
  const { stalled, stop } = await stallToastLibrary();
  await page.goto(`${faults.server.url}/contact`, { waitUntil: "domcontentloaded" });
  await waitForHydration(page);
  await fillForm();
  const sent = await sendAndTime(SUCCESS_TOAST);
  assert.ok(stalled.length > 0, "the toast library was asked for, and never answered");
  assert.equal(Object.values(await formValues()), ["", "", "", "", ""], "the form is empty again after the send");
  await page.route(`${faults.server.url}/`, (route) =>
    route.request().method() === "POST" ? route.fulfill({ status: 503, body: "unavailable" }) : route.continue(),
  );
  await fillForm();
  const failed = await sendAndTime(ERROR_TOAST);
  assert.equal(await formValues(), VISITOR, "every field as the visitor filled it");
  assert.ok(await page.locator('form[name="contact"]').getByRole("button", { name: SEND_MESSAGE, exact: true }).isEnabled());
  console.log(`  told without the stalled toast library ${sent} ms (sent) and ${failed} ms (failed) after the tap`);
  await stop();
});

faults.run();
