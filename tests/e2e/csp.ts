// The Content-Security-Policy as the browser applies it, served by the local host from
// dist/_headers: the boot script every page carries (src/boot/start-app.ts, compiled by the
// build) runs and starts the app with no violation, and any other inline script is refused.
import * as assert from "uvu/assert";
import { browserSuite } from "../helpers/browser-suite.ts";
import { cspViolations, NOT_FOUND_CONSOLE, waitForHydration } from "../helpers/browser.ts";

const policy = browserSuite("Content-Security-Policy in the browser", { expectedConsole: NOT_FOUND_CONSOLE });

// The check after each test finds no violation and no console problem on these pages.
for (const path of ["/", "/services/attic", "/contact", "/no-such-page"]) {
  policy(`${path}: the policy is sent, and the boot script runs and starts the app with no violation`, async () => {
    const page = await policy.newPage();
    const response = await page.goto(`${policy.server.url}${path}`);
    assert.match(response?.headers()["content-security-policy"] ?? "", /script-src 'self' 'sha256-[\w+/]+=*'/);
    await waitForHydration(page);
  });
}

policy("an inline script the page did not ship is refused, and the app still starts", async () => {
  policy.expectConsole(/Content Security Policy/);
  policy.expectCspViolations(/^script-src(-elem)? inline$/);
  const page = await policy.newPage();
  await page.route(`${policy.server.url}/services/attic`, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace("</body>", "<script>window.injected = true</script></body>");
    await route.fulfill({ response, body });
  });
  await page.goto(`${policy.server.url}/services/attic`);
  await waitForHydration(page);
  assert.is(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected), undefined);
  const violations = await cspViolations(page);
  assert.ok(
    violations.some((violation) => /^script-src(-elem)? inline$/.test(violation)),
    `the browser reports the refused script: ${violations.join(", ")}`,
  );
});

policy.run();
