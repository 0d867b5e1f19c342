// The Content-Security-Policy as the browser applies it, served by the local host from
// dist/_headers: the boot script every page carries (src/boot/start-app.ts, compiled by the
// build) runs and starts the app with no violation, each page's own <style> applies, so does the
// <style> sonner's module writes as the toasts load, and any other inline script, <style> or
// style attribute is refused, as is a string written to a script sink (Trusted Types). The other
// browser suites check after each test that no violation happened, with JavaScript off, after
// navigations, with the form's toasts, the phone menu and the not-found page among them; a few of
// those paths are walked here too, with their styles.
import * as assert from "uvu/assert";
import { browserSuite } from "../helpers/browser-suite.ts";
import { cspViolations } from "../helpers/browser-context.ts";
import { waitForHydration } from "../helpers/page-waits.ts";
import { NOT_FOUND_CONSOLE } from "../helpers/page-watchers.ts";
import { clickLinkTo, sendContactForm } from "../helpers/visitor-actions.ts";
import { hashSource } from "../../scripts/build/inline-content.ts";
import { pageStyles, shownPageComplete } from "../helpers/engines/in-page.ts";

const policy = browserSuite("Content-Security-Policy in the browser", { expectedConsole: NOT_FOUND_CONSOLE });

/** A colour no rule of the site uses, to tell an injected rule that applied. */
const INJECTED_COLOUR = "rgb(1, 2, 3)";

// The check after each test finds no violation and no console problem on these pages.
for (const path of ["/", "/services/attic", "/contact", "/no-such-page"]) {
  policy(`${path}: the policy is sent, and the boot script runs and starts the app with no violation`, async () => {
    const page = await policy.newPage();
    const response = await page.goto(`${policy.server.url}${path}`);
    const csp = response?.headers()["content-security-policy"] ?? "";
    assert.match(csp, /script-src 'self' 'sha256-[\w+/]+=*'/);
    assert.match(csp, /require-trusted-types-for 'script'/);
    assert.not.match(csp, /unsafe-inline/);
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

policy("a string written to a script sink is refused (Trusted Types), and so is markup, while JSON-LD text passes", async () => {
  policy.expectConsole(/Trusted Type|TrustedScript|TrustedHTML|Content Security Policy/);
  policy.expectCspViolations(/^require-trusted-types-for /);
  const page = await policy.open("/services/attic");
  // Inner functions stay unnamed: the page has no helper for the names the compiler would add.
  const outcome = await page.evaluate(() => {
    const div = document.createElement("div");
    const data = document.createElement("script");
    data.type = "application/ld+json";
    const writes: [string, () => void][] = [
      [
        "scriptText",
        () => {
          document.createElement("script").text = "window.injected = true";
        },
      ],
      [
        "innerHtml",
        () => {
          div.innerHTML = '<img src="/x" alt="">';
        },
      ],
      [
        "jsonLd",
        () => {
          data.text = '{"@type":"Thing"}';
        },
      ],
      [
        "jsonClosingScript",
        () => {
          data.text = '"</script><script>window.injected = true</script>"';
        },
      ],
    ];
    const results = writes.map(([name, write]) => {
      try {
        write();
        return [name, "written"];
      } catch (error) {
        return [name, (error as Error).name];
      }
    });
    return { ...Object.fromEntries(results), markupWritten: div.childElementCount };
  });
  assert.equal(outcome, {
    scriptText: "TypeError",
    innerHtml: "TypeError",
    jsonLd: "written",
    jsonClosingScript: "TypeError",
    markupWritten: 0,
  });
  const violations = await cspViolations(page);
  assert.ok(
    violations.filter((violation) => violation.startsWith("require-trusted-types-for")).length >= 3,
    `the browser reports each refused write: ${violations.join(", ")}`,
  );
});

policy("an injected <style> element or style attribute is refused, in the page as sent and written by script", async () => {
  policy.expectConsole(/Content Security Policy/);
  policy.expectCspViolations(/^style-src(-elem|-attr)? inline$/);
  const page = await policy.newPage();
  await page.route(`${policy.server.url}/services/attic`, async (route) => {
    const response = await route.fetch();
    const body = (await response.text())
      .replace("</head>", `<style>h1 { color: ${INJECTED_COLOUR} !important; }</style></head>`)
      .replace("<footer", `<footer style="color: ${INJECTED_COLOUR} !important"`);
    await route.fulfill({ response, body });
  });
  await page.goto(`${policy.server.url}/services/attic`);
  await waitForHydration(page);
  const colours = await page.evaluate(async (colour) => {
    const style = document.createElement("style");
    style.textContent = `main p { color: ${colour} !important; }`;
    document.head.append(style);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const [h1, footer, paragraph] = ["h1", "footer", "main p"].map(
      (selector) => getComputedStyle(document.querySelector(selector) as Element).color,
    );
    return { h1, footer, paragraph };
  }, INJECTED_COLOUR);
  for (const [where, colour] of Object.entries(colours)) assert.is.not(colour, INJECTED_COLOUR, `the injected rule for ${where} applied`);
  const refused = (await cspViolations(page)).filter((violation) => /^style-src(-elem|-attr)? inline$/.test(violation));
  assert.ok(refused.length >= 3, `the browser reports each refused style: ${refused.join(", ")}`);
});

// sonner appends its <style> empty, then its CSS: the browser checks both, and the check after the
// test finds no violation for either.
policy("the <style> sonner's module writes as the toasts load is allowed by its hash, and styles the toast", async () => {
  const page = await policy.newPage({ width: 390 });
  const response = await page.goto(`${policy.server.url}/contact`);
  const styleSources = /(?:^|;)\s*style-src ([^;]*)/.exec(response?.headers()["content-security-policy"] ?? "")?.[1]?.split(/\s+/) ?? [];
  await waitForHydration(page);
  await sendContactForm(page, page.locator('form[name="contact"]'));
  const written = await page.evaluate(() =>
    [...document.querySelectorAll("style:not(#_goober)")].map((style) => ({
      text: style.textContent ?? "",
      rules: (style as HTMLStyleElement).sheet?.cssRules.length ?? 0,
    })),
  );
  assert.is(written.length, 1, "sonner's one <style>, beside the page's own");
  const sonner = written[0] ?? { text: "", rules: 0 };
  assert.match(sonner.text, /^\[data-sonner-toaster\]/);
  assert.ok(sonner.rules > 0, "its rules apply");
  assert.ok(styleSources.includes(hashSource(sonner.text)), "the policy lists the hash of the text the page holds");
  // Without its rules, the toaster would sit in the page's flow at the foot of the page.
  const toaster = await page.evaluate(() => getComputedStyle(document.querySelector("[data-sonner-toaster]") as Element).position);
  assert.is(toaster, "fixed", "the toaster is laid over the page");
});

policy("without JavaScript, the page's CSS and the rule for visitors without JavaScript both apply", async () => {
  const page = await policy.open("/services/attic", { javaScriptEnabled: false });
  const styles = await page.evaluate(() => ({
    font: getComputedStyle(document.body).fontFamily,
    band: getComputedStyle(document.querySelector("[data-render-when-near]") as Element).contentVisibility,
  }));
  assert.match(styles.font, /system-ui/);
  assert.is(styles.band, "visible", "the <noscript> style is allowed by its hash");
});

policy(
  "after a navigation, the page looks as when loaded itself (goober's new rules through the CSSOM) and its JSON-LD is written",
  async () => {
    const loaded = await policy.open("/contact", { width: 1440 });
    const expected = await loaded.evaluate(pageStyles);
    const page = await policy.open("/about", { width: 1440 });
    const styleElements = await page.evaluate(() => document.querySelectorAll("style").length);
    const prerenderedRules = () => (document.getElementById("_goober") as HTMLStyleElement).sheet?.cssRules.length;
    const rulesAtLoad = await page.evaluate(prerenderedRules);
    await clickLinkTo(page, "/contact");
    await page.waitForFunction(() => document.querySelector("main form") && document.title.startsWith("Contact"));
    // The rules of a batch are written within a frame; a busy machine gets a generous bound.
    await page.waitForFunction(shownPageComplete, expected.length);
    assert.equal(await page.evaluate(pageStyles), expected);
    assert.is(await page.evaluate(() => document.querySelectorAll("style").length), styleElements, "no <style> element added");
    // The contact page's rules came as sheets of their own: a rule written into the prerendered
    // sheet has the browser look through the whole page again at the tap (docs/decisions.md).
    assert.is(await page.evaluate(prerenderedRules), rulesAtLoad, "the prerendered sheet keeps its rules");
    assert.ok((await page.evaluate(() => document.adoptedStyleSheets.length)) > 0, "the new rules are in sheets of their own");
    // Helmet wrote the contact page's JSON-LD through the default policy, which let the JSON pass.
    const jsonLd = await page.evaluate(() =>
      [...document.querySelectorAll('head script[type="application/ld+json"]')].map((script) => script.textContent ?? ""),
    );
    assert.ok(jsonLd.length > 0, "the head holds JSON-LD");
    assert.ok(
      jsonLd.some((text) => JSON.stringify(JSON.parse(text)).includes("/contact")),
      `the contact page's structured data: ${jsonLd.join("\n")}`,
    );
  },
);

policy.run();
