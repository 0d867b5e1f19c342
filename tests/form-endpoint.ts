// The form's endpoint as a build setting (FORM_ENDPOINT): the prerendered form's action, the
// script's POST (the same constant) and the CSP's form-action and connect-src follow it; the
// default is the spec's site root.
import { renderToString } from "react-dom/server";
import { createElement } from "react";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";

const SERVICE = "https://forms.example.org/f/abc123";
// Set before the form's modules load (they read it once, as the build's bundles do).
process.env.FORM_ENDPOINT = SERVICE;
const { contentSecurityPolicy, formSource } = await import("../scripts/build/site-files.ts");
const { DIST } = await import("../scripts/build/dist.ts");
const endpoint = suite("the form's endpoint");

function directive(csp: string, name: string): string {
  return new RegExp(`(?:^|; )${name} ([^;]*)`).exec(csp)?.[1] ?? "";
}

endpoint(
  "by default (the build given no setting, as npm test builds dist/) the form posts to the site root and the policy allows the site alone",
  async () => {
    const policies = [...(await readFile(join(DIST, "_headers"), "utf8")).matchAll(/Content-Security-Policy: (.*)/g)].map(
      (match) => match[1] ?? "",
    );
    assert.ok(policies.length > 0, "_headers sends a policy");
    for (const csp of policies) {
      assert.is(directive(csp, "form-action"), "'self'");
      assert.is(directive(csp, "connect-src"), "'self'");
    }
    const html = await readFile(join(DIST, "contact.html"), "utf8");
    assert.match(html, /<form[^>]*action="\/"/);
  },
);

endpoint("a form service's URL goes into the policy's form-action and connect-src, by its origin", () => {
  const csp = contentSecurityPolicy({ scripts: ["start()"], styles: [] }, SERVICE);
  assert.is(directive(csp, "form-action"), "'self' https://forms.example.org");
  assert.is(directive(csp, "connect-src"), "'self' https://forms.example.org");
  assert.is(directive(contentSecurityPolicy({ scripts: [], styles: [] }, "/api/contact"), "form-action"), "'self'");
});

endpoint("a setting that is neither a path on the site nor an https URL fails the build", () => {
  for (const bad of ["http://forms.example.org/f", "forms.example.org", "//forms.example.org/f", "javascript:alert(1)"]) {
    assert.throws(() => formSource(bad), /FORM_ENDPOINT/, bad);
  }
});

endpoint("the build passes the setting to the browser's bundle and the prerender alike", async () => {
  const config = (await import("../vite.config.ts")).default as unknown as (env: { command: string; mode: string }) => {
    define: Record<string, string>;
  };
  assert.is(config({ command: "build", mode: "production" }).define["process.env.FORM_ENDPOINT"], JSON.stringify(SERVICE));
});

endpoint("the prerendered form posts to the setting", async () => {
  await import("../src/styles/styled.ts");
  const { ContactForm } = await import("../src/components/contact-form.tsx");
  const { createToasts, ToastsContext } = await import("../src/components/toasts.tsx");
  const html = renderToString(createElement(ToastsContext, { value: createToasts() }, createElement(ContactForm)));
  assert.match(html, new RegExp(`<form[^>]*action="${SERVICE.replace(/[./]/g, "\\$&")}"`));
  assert.match(html, /method="POST"/);
});

endpoint("the privacy policy names the form service, and every host the policy of the pages then allows", async () => {
  const { privacy } = await import("../src/content/privacy.ts");
  const text = privacy.parts
    .flatMap((part) => part.blocks)
    .flatMap((block) => (Array.isArray(block) ? [block] : block.items))
    .flat()
    .map((run) => (typeof run === "string" ? run : run.text))
    .join(" ");
  assert.match(text, /to our form service at forms\.example\.org, which stores the submission/);
  assert.match(text, /may be stored and processed in another country/);
  assert.not.match(text, /Netlify/);
  const csp = contentSecurityPolicy({ scripts: [], styles: [] }, SERVICE);
  const hosts = [...csp.matchAll(/https:\/\/([^\s;/]+)/g)].map((match) => match[1] ?? "");
  assert.equal([...new Set(hosts)].sort(), ["forms.example.org", "images.unsplash.com", "www.openstreetmap.org"]);
  for (const host of hosts) assert.ok(text.includes(host), `the privacy policy names ${host}`);
});

endpoint.run();
