// What the build learns of the <style> sonner's module writes as it runs (scripts/build/sonner-style.ts):
// sonner's own module as installed, and stand-in modules that write no style, two, or reach for
// more of the document, each of which fails the build; then the policy every host is given allows
// sonner's <style> by the hash of each text it has. A browser checks the same on the page
// (tests/e2e/csp.ts): the hash of the text it holds, and no violation.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { DEPLOY, DIST } from "../scripts/build/dist.ts";
import { hashSource } from "../scripts/build/inline-content.ts";
import { sonnerStyleTexts } from "../scripts/build/sonner-style.ts";
import { headersFor, parseHeaders } from "../scripts/server/host-rules.ts";

/** The SHA-256 of no text at all: the policy source that allows a <style> appended empty. */
const EMPTY_TEXT = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

/** A module given by its source, as the recorder imports it. */
const moduleOf = (source: string) => `data:text/javascript,${encodeURIComponent(source)}`;
/** A module that adds a <style> to the head as sonner's __insertCSS does: empty, then its text. */
const addsStyle = (css: string) =>
  `{ const style = document.createElement("style"); document.head.appendChild(style); style.appendChild(document.createTextNode(${JSON.stringify(css)})); }`;

const style = suite("the <style> sonner writes, as the build learns it");

style("sonner's module appends one <style> to the head empty, then with its CSS: the two texts the browser checks", async () => {
  const texts = await sonnerStyleTexts();
  assert.is(texts.length, 2, `${texts.length} texts`);
  assert.is(texts[0], "", "appended empty");
  assert.match(texts[1] ?? "", /^\[data-sonner-toaster\]/, "then its rules for the toaster");
  assert.ok((texts[1]?.length ?? 0) > 5000, "the whole stylesheet");
});

style("each text a <style> has in the head is recorded, in order", async () => {
  const texts = await sonnerStyleTexts(
    moduleOf(`
      const style = document.createElement("style");
      style.appendChild(document.createTextNode("a{}"));
      document.head.appendChild(style);
      style.appendChild(document.createTextNode("b{}"));
    `),
  );
  assert.equal(texts, ["a{}", "a{}b{}"]);
});

style("a module that writes no style fails the build, saying so", async () => {
  const refused = await sonnerStyleTexts(moduleOf("export const toast = () => {};")).catch((error: Error) => error.message);
  assert.match(String(refused), /expected to write one <style> with its CSS into the head, and wrote nothing/);
  const empty = await sonnerStyleTexts(moduleOf(addsStyle(""))).catch((error: Error) => error.message);
  assert.match(String(empty), /and wrote <style> with 0 characters/);
});

style("a module that writes two styles, or another element, fails the build, naming what it wrote", async () => {
  const two = await sonnerStyleTexts(moduleOf(`${addsStyle("a{}")} ${addsStyle("b{}")}`)).catch((error: Error) => error.message);
  assert.match(String(two), /and wrote <style> with 3 characters, <style> with 3 characters/);
  const link = await sonnerStyleTexts(moduleOf(`document.head.appendChild(document.createElement("link"));`)).catch(
    (error: Error) => error.message,
  );
  assert.match(String(link), /and wrote <link> with 0 characters/);
});

style("a module that reaches for more of the document than a <style> in the head fails the build", async () => {
  const refused = await sonnerStyleTexts(moduleOf(`${addsStyle("a{}")} document.body.appendChild(document.createElement("div"));`)).catch(
    (error: Error) => error.message,
  );
  assert.match(String(refused), /sonner's module could not be run against a stand-in document/);
});

style.run();

const policy = suite("the policy on every host allows sonner's <style>");

/** The sources of a policy's style-src. */
const styleSources = (csp: string) => /(?:^|;)\s*style-src ([^;]*)/.exec(csp)?.[1]?.trim().split(/\s+/) ?? [];

policy("_headers, nginx.conf and CloudFront's headers list the hash of sonner's <style> empty and with its CSS", async () => {
  const [, css = "-"] = await sonnerStyleTexts();
  const rules = parseHeaders(await readFile(join(DIST, "_headers"), "utf8"));
  const nginx = await readFile(join(DEPLOY, "nginx.conf"), "utf8");
  const cloudFront = JSON.parse(await readFile(join(DEPLOY, "cloudfront-headers.json"), "utf8")) as {
    SecurityHeadersConfig: { ContentSecurityPolicy: { ContentSecurityPolicy: string } };
  };
  const policies = {
    // Netlify, Cloudflare Pages and npm start.
    _headers: headersFor(rules, "/contact").get("Content-Security-Policy") ?? "",
    "nginx.conf": /add_header Content-Security-Policy "([^"]*)"/.exec(nginx)?.[1] ?? "",
    "cloudfront-headers.json": cloudFront.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy,
  };
  for (const [host, csp] of Object.entries(policies)) {
    const sources = styleSources(csp);
    assert.ok(sources.includes(EMPTY_TEXT), `${host}: the <style> as sonner appends it, empty`);
    assert.ok(sources.includes(hashSource(css)), `${host}: the <style> with sonner's CSS`);
    assert.not.ok(sources.includes("'unsafe-inline'"), `${host}: no inline style but by its hash`);
  }
});

policy.run();
