// The Content-Security-Policy as the browser applies it, served by the local host from
// dist/_headers: the boot script every page carries (src/boot/start-app.ts, compiled by the
// build) runs and starts the app with no violation, and any other inline script is refused.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { startSiteServer } from "../../scripts/server/site-process.ts";
import type { SiteServer } from "../../scripts/server/site-process.ts";
import { cspViolations, launchBrowser, newContext, problems, waitForHydration, watchConsole } from "../helpers/browser.ts";
import type { ConsoleEntry } from "../helpers/browser.ts";

let server: SiteServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let entries: ConsoleEntry[];

const policy = suite("Content-Security-Policy in the browser");
policy.before(async () => {
  server = await startSiteServer();
  browser = await launchBrowser();
});
policy.after(async () => {
  await browser.close();
  await server.stop();
});
policy.before.each(async () => {
  context = await newContext(browser);
  page = await context.newPage();
  entries = watchConsole(page);
});
policy.after.each(async () => {
  await context.close();
});

for (const path of ["/", "/services/attic", "/contact", "/no-such-page"]) {
  policy(`${path}: the policy is sent, and the boot script runs and starts the app with no violation`, async () => {
    const response = await page.goto(`${server.url}${path}`);
    assert.match(response?.headers()["content-security-policy"] ?? "", /script-src 'self' 'sha256-[\w+/]+=*'/);
    await waitForHydration(page);
    assert.equal(await cspViolations(page), []);
    const expected = path === "/no-such-page" ? [/no page at/, /status of 404/] : [];
    assert.equal(problems(entries, expected), []);
  });
}

policy("an inline script the page did not ship is refused, and the app still starts", async () => {
  await page.route(`${server.url}/services/attic`, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace("</body>", "<script>window.injected = true</script></body>");
    await route.fulfill({ response, body });
  });
  await page.goto(`${server.url}/services/attic`);
  await waitForHydration(page);
  assert.is(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected), undefined);
  const violations = await cspViolations(page);
  assert.ok(
    violations.some((violation) => /^script-src(-elem)? inline$/.test(violation)),
    `the browser reports the refused script: ${violations.join(", ")}`,
  );
  // The refusal is the browser's console error; nothing else is.
  assert.equal(problems(entries, [/Content Security Policy/]), []);
});

policy.run();
