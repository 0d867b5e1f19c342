// The contact form against the project's own server, as a visitor uses it: required fields, the
// sending state, the success and error toasts, kept values, the honeypot, and the quote section's
// form on another page.
import * as assert from "uvu/assert";
import type { Locator, Page } from "playwright-core";
import { EXPECTED_FIELDS } from "../expected/contact-form.ts";
import type { ContactField } from "../../src/content/contact-form.ts";
import { pageSettled } from "../helpers/page-waits.ts";
import { browserSuite } from "../helpers/browser-suite.ts";
import { ERROR_TOAST, SEND_MESSAGE, SENDING, SUCCESS_TOAST } from "../helpers/spec-words.ts";

const VISITOR = {
  name: "Marie-Claire O'Brien",
  email: "marie.obrien@example.ca",
  phone: "+1 (902) 555-0166 ext. 2",
  service: "Soundproofing",
  message: "Shared wall in a Dartmouth duplex.\nThe neighbours' TV comes through <clearly> & loudly.",
};

// A server of its own: the tests read every submission it stored.
const contact = browserSuite("contact form", { server: "own" });
/** The page of the test running. */
let page: Page;

function form(): Locator {
  return page.locator('form[name="contact"]');
}

/** Fills every field of the form, found by its label as tests/expected/contact-form.ts writes it. */
async function fill(values: Record<ContactField, string> = VISITOR) {
  for (const field of EXPECTED_FIELDS) {
    const control = form().getByLabel(field.label);
    const value = values[field.name as ContactField];
    if (field.tag === "select") await control.selectOption(value);
    else await control.fill(value);
  }
}

async function values(): Promise<Record<ContactField, string>> {
  const entries = await Promise.all(
    EXPECTED_FIELDS.map(async (field) => [field.name, await form().getByLabel(field.label).inputValue()] as const),
  );
  return Object.fromEntries(entries) as Record<ContactField, string>;
}

/** The form posts the test's page sends from now on, by their URL. */
function watchPosts(): string[] {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  return posts;
}

function submit(): Locator {
  return form().getByRole("button", { name: SEND_MESSAGE, exact: true });
}

async function open(path: string) {
  page = await contact.open(path);
}

/** The toast, found inside a live region so that screen readers announce it. */
async function announcedToast(text: string) {
  const toast = page.getByText(text, { exact: true });
  await toast.waitFor();
  const live = await toast.evaluate((element) => element.closest('[aria-live], [role="status"], [role="alert"]') !== null);
  assert.ok(live, `"${text}" is inside a live region`);
}

contact("required fields block submission: nothing is sent", async () => {
  await open("/contact");
  const posts = watchPosts();
  await submit().click();
  assert.ok(
    await form()
      .getByLabel("Name")
      .evaluate((input) => (input as HTMLInputElement).matches(":invalid")),
  );
  await form().getByLabel("Name").fill(VISITOR.name);
  await form().getByLabel("Email").fill("not-an-address");
  await submit().click();
  assert.ok(
    await form()
      .getByLabel("Email")
      .evaluate((input) => (input as HTMLInputElement).matches(":invalid")),
  );
  await pageSettled(page);
  assert.is(posts.length, 0, "nothing is sent");
  assert.equal(await contact.server.submissions(), []);
});

contact("a valid submission is sent once, Sending... on a disabled button, then the success toast, and is stored exactly", async () => {
  await open("/contact");
  const posts = watchPosts();
  assert.is(await page.locator("[data-sonner-toaster]").count(), 0, "no toast code before it is needed");
  const scriptsBefore = await page.evaluate(
    () => performance.getEntriesByType("resource").filter((entry) => entry.name.endsWith(".js")).length,
  );
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${contact.server.url}/`, async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    await held;
    return route.continue();
  });
  await fill();
  await submit().click();
  const sending = form().getByRole("button", { name: SENDING, exact: true });
  await sending.waitFor();
  assert.ok(await sending.isDisabled());
  // A second tap on it, where an impatient finger lands: a real click at its middle, which
  // Playwright's own click would refuse to make on a button that reads as disabled.
  const box = await sending.boundingBox();
  assert.ok(box, "the button is on screen");
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await pageSettled(page);
  assert.is(posts.length, 1, "the second tap sends nothing");
  release();
  await announcedToast(SUCCESS_TOAST);
  assert.equal(await values(), { name: "", email: "", phone: "", service: "", message: "" });
  assert.ok(await submit().isEnabled());
  const scriptsAfter = await page.evaluate(
    () => performance.getEntriesByType("resource").filter((entry) => entry.name.endsWith(".js")).length,
  );
  assert.ok(scriptsAfter > scriptsBefore, "the toast code loads on the first toast");
  const stored = await contact.server.submissions();
  assert.is(stored.length, 1);
  const { name, email, phone, service, message } = stored[0] ?? {};
  assert.equal({ name, email, phone, service, message }, VISITOR);
});

// The spec: a response not ok is an error, whatever its status: a refusal (422) as a crash (500).
for (const [kind, status] of [
  ["a server error", 500],
  ["a refusal of the submission", 422],
] as const) {
  contact(`${kind} (${status}) shows the error toast, logs the error and keeps every value`, async () => {
    await open("/contact");
    contact.expectConsole(/Contact form submission failed/, new RegExp(`status of ${status}`));
    const storedBefore = (await contact.server.submissions()).length;
    await page.route(`${contact.server.url}/`, (route) =>
      route.request().method() === "POST" ? route.fulfill({ status, body: "refused" }) : route.continue(),
    );
    await fill();
    await submit().click();
    await announcedToast(ERROR_TOAST);
    assert.equal(await values(), VISITOR);
    assert.ok(contact.entries.some((entry) => entry.type === "error" && entry.text.includes("Contact form submission failed")));
    assert.is((await contact.server.submissions()).length, storedBefore);
  });
}

contact("a network failure shows the error toast, logs the error and keeps every value", async () => {
  await open("/contact");
  contact.expectConsole(/Contact form submission failed/, /ERR_INTERNET_DISCONNECTED/);
  await page.route(`${contact.server.url}/`, (route) =>
    route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue(),
  );
  await fill();
  await submit().click();
  await announcedToast(ERROR_TOAST);
  assert.equal(await values(), VISITOR);
  assert.ok(contact.entries.some((entry) => entry.type === "error" && entry.text.includes("Contact form submission failed")));
  assert.ok(await submit().isEnabled(), "the form can be sent again");
});

contact("a filled honeypot is answered politely and stores nothing", async () => {
  await open("/contact");
  const storedBefore = (await contact.server.submissions()).length;
  await fill();
  await page.locator('input[name="bot-field"]').evaluate((input) => ((input as HTMLInputElement).value = "https://spam.example"));
  await submit().click();
  await announcedToast(SUCCESS_TOAST);
  assert.is((await contact.server.submissions()).length, storedBefore);
});

contact("the quote section's form on another page works the same", async () => {
  await open("/services/attic");
  await page.locator("#quote").scrollIntoViewIfNeeded();
  await fill({ ...VISITOR, service: "Attic Insulation", name: "Quote Section Visitor" });
  await submit().click();
  await announcedToast(SUCCESS_TOAST);
  const stored = await contact.server.submissions();
  assert.is(stored.at(-1)?.name, "Quote Section Visitor");
  assert.is(stored.at(-1)?.service, "Attic Insulation");
});

contact.run();
