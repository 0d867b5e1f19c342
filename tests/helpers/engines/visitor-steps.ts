// What a visitor does in an engine's page, and what the scenarios (scenarios.ts) check after it:
// clicking by text, waiting for a page with its title and one h1, filling the contact form.
import * as assert from "uvu/assert";
import { FORM_FIELDS } from "../../../src/content/contact-form.ts";
import { EXPECTED_HEADS } from "../../expected/heads.ts";
import { waitInPage } from "./engine.ts";
import type { EnginePage } from "./engine.ts";
import { markByText, shownHeadings } from "./in-page.ts";

/** What the visitor types into the contact form. */
export const VISITOR = {
  name: "Avery Visitor",
  email: "avery@example.com",
  phone: "902-555-0142",
  message: "A quote for the attic, please.",
};
/** Clicks the visible element of the selector that reads the text, with the engine's own click. */
export async function clickText(page: EnginePage, selector: string, text: string): Promise<void> {
  assert.ok(await page.evaluate(markByText, selector, text), `a visible ${selector} reading "${text}"`);
  await page.click("[data-engine-target]");
}

/** Waits for the page at the path with its title, and checks that it shows one h1. */
export async function expectPage(page: EnginePage, path: string, title: string): Promise<void> {
  await waitInPage(
    page,
    `${path} with its title`,
    (expectedPath, expectedTitle) => location.pathname === expectedPath && document.title === expectedTitle,
    path,
    title,
  );
  await waitInPage(page, `one shown h1 on ${path}`, () =>
    [...document.querySelectorAll("h1")].some((h1) => h1.getClientRects().length > 0),
  );
  assert.is((await page.evaluate(shownHeadings)).length, 1, `one h1 shown on ${path}`);
}

/** A page's head as written out in tests/expected/heads.ts. */
export function headOf(path: string) {
  const head = EXPECTED_HEADS[path];
  if (!head) throw new Error(`no head written out for ${path}`);
  return head;
}

/** Types the visitor's values into the contact form, field by field. */
export async function fillContactForm(page: EnginePage): Promise<void> {
  for (const field of ["name", "email", "phone", "message"] as const) {
    await page.type(`form[name="contact"] [name="${FORM_FIELDS[field].name}"]`, VISITOR[field]);
  }
}
