// The spec's fallbacks for the app's own failures, seen in the browser: a page that fails to render
// shows "Unexpected Application Error!" with the error's message, and a page without its root
// element makes the app throw "Root element not found" (the prerendered page stays as it is).
import * as assert from "uvu/assert";
import { BUSY_MACHINE_MS } from "../helpers/page-waits.ts";
import { browserSuite } from "../helpers/browser-suite.ts";
import { NO_ROOT_ELEMENT, ROUTING_FAILURE_HEADING } from "../helpers/spec-words.ts";

/** The about page's heading, as the visitor reads it. */
const ABOUT_HEADING = "About Bluenose Spray Foam Insulation";

const fallbacks = browserSuite("fallbacks");

fallbacks("a page whose code fails to render shows the spec's fallback with the error's message, and the next link works", async () => {
  // React's report of the error (production React: "element type is invalid" is its error 130), and the boundary's own line.
  const INVALID_ELEMENT = /Minified React error #130/;
  fallbacks.expectConsole(INVALID_ELEMENT, /Unexpected application error/);
  const page = await fallbacks.newPage();
  // The contact page's code arrives, but holds nothing to render: its component is missing.
  await page
    .context()
    .route("**/assets/contact-page-*.js", (route) => route.fulfill({ status: 200, contentType: "text/javascript", body: "export {};" }));
  await page.goto(`${fallbacks.server.url}/about`, { waitUntil: "networkidle" });
  await page.waitForFunction(() => document.querySelector("header")?.getAttribute("data-js") === "on");
  await page.getByRole("navigation", { name: "Main", exact: true }).getByRole("link", { name: "Contact", exact: true }).click();
  const heading = page.getByRole("heading", { level: 1, name: ROUTING_FAILURE_HEADING, exact: true });
  await heading.waitFor({ timeout: BUSY_MACHINE_MS });
  assert.is(await heading.textContent(), ROUTING_FAILURE_HEADING);
  // It shows the error's message.
  assert.match((await page.getByRole("heading", { level: 2 }).filter({ visible: true }).first().textContent()) ?? "", INVALID_ELEMENT);
  // The rest of the site still works: a link shows its page, and the fallback is gone.
  await page.getByRole("navigation", { name: "Main", exact: true }).getByRole("link", { name: "About Us", exact: true }).click();
  await page.getByRole("heading", { level: 1, name: ABOUT_HEADING }).waitFor({ timeout: BUSY_MACHINE_MS });
  assert.is(
    await page.getByText(ROUTING_FAILURE_HEADING, { exact: true }).filter({ visible: true }).count(),
    0,
    "the fallback is no longer shown",
  );
});

fallbacks("a page without its root element: the app throws the spec's error and the prerendered page stays", async () => {
  fallbacks.expectConsole(new RegExp(`^${NO_ROOT_ELEMENT}$`));
  const page = await fallbacks.newPage({
    initScripts: [
      // The site's page only (init scripts run in every frame): #root renamed once the page is parsed.
      `document.addEventListener("DOMContentLoaded", () => { if (window === window.top) document.getElementById("root")?.removeAttribute("id"); });`,
    ],
  });
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(`${fallbacks.server.url}/about`, { waitUntil: "load" });
  for (const until = Date.now() + BUSY_MACHINE_MS; errors.length === 0 && Date.now() < until; ) await page.waitForTimeout(100);
  assert.equal(errors, [NO_ROOT_ELEMENT]);
  assert.is(await page.locator("header").getAttribute("data-js"), "off", "the app never started");
  assert.is(await page.getByRole("heading", { level: 1 }).textContent(), ABOUT_HEADING, "the prerendered page is there");
});

fallbacks.run();
