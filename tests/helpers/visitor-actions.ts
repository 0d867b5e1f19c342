// What a visitor (or a translator) does to a page in Chromium: follows a link laid over it, fills
// and sends the contact form, rewrites text before the app starts.
import type { Locator, Page } from "playwright-core";
import { expectedField } from "../expected/contact-form.ts";
import { SEND_MESSAGE, SUCCESS_TOAST } from "./spec-words.ts";

/**
 * Follows a link to `path` as a visitor does: a link such as older content or another site's page
 * may hold (a legacy path, a page that does not exist), laid over the page and clicked with the
 * mouse. The app follows it through its one click listener, as any link of the site.
 */
export async function clickLinkTo(page: Page, path: string): Promise<void> {
  const name = `A link to ${path}`;
  await page.evaluate(
    ([href, text]) => {
      document.querySelector("[data-test-link]")?.remove();
      const link = Object.assign(document.createElement("a"), { href, textContent: text });
      link.setAttribute("data-test-link", "");
      link.style.cssText = "position: fixed; bottom: 0; left: 0; z-index: 2147483647; background: white; padding: 1rem";
      document.body.append(link);
    },
    [path, name],
  );
  await page.getByRole("link", { name, exact: true }).click();
}

/** Fills a contact form as a visitor does and sends it; done when the success message shows. */
export async function sendContactForm(page: Page, form: Locator): Promise<void> {
  await form.getByLabel(expectedField("name").label).fill("Avery Visitor");
  await form.getByLabel(expectedField("email").label).fill("avery@example.com");
  await form.getByLabel(expectedField("phone").label).fill("902-555-0142");
  await form.getByLabel(expectedField("message").label).fill("A quote for the attic, please.");
  await form.getByRole("button", { name: SEND_MESSAGE, exact: true }).click();
  await page.getByText(SUCCESS_TOAST, { exact: true }).first().waitFor();
}

/** The site's storage refused, as a browser that blocks it does: each access to session storage throws. */
export const STORAGE_BLOCKED = `Object.defineProperty(window, "sessionStorage", { get() { throw new DOMException("The operation is insecure.", "SecurityError"); } });`;

/**
 * What a translator does before the app starts: one word of the header's menu and one of the
 * footer rewritten in place. A string, since the test runner's compiler decorates functions with
 * helpers that do not exist in the page.
 */
export const REWRITE_TEXT_BEFORE_APP = `document.addEventListener("DOMContentLoaded", () => {
  // The site's page only: init scripts run in every frame, the map's included.
  if (window !== window.top) return;
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
