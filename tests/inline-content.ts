// The build's check of the pages' inline content against the served policy
// (scripts/build/inline-content.ts): what the browser would refuse fails the build.
import { createHash } from "node:crypto";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { inlineProblems } from "../scripts/build/inline-content.ts";

const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const STYLE = "h1{color:navy}";
const SCRIPT = "start()";
const POLICY = `default-src 'self'; script-src 'self' ${hash(SCRIPT)}; style-src 'self' ${hash(STYLE)}; object-src 'none'`;
const page = (head: string, body = "") =>
  `<!doctype html><html><head>${head}<script type="application/ld+json">{"@type":"Thing"}</script></head><body>${body}<script>${SCRIPT}</script></body></html>`;

const check = suite("inline scripts, styles and style attributes against the policy");

check("a page whose inline script and <style> the policy lists by hash has no problem (JSON-LD is data)", () => {
  assert.equal(inlineProblems("/", page(`<style>${STYLE}</style>`), POLICY), []);
});

check("a <style> changed by one byte, or one more, is a problem, also inside <noscript>", () => {
  assert.equal(inlineProblems("/", page(`<style>${STYLE} </style>`), POLICY), [
    "/: an inline <style> the Content-Security-Policy does not allow",
  ]);
  assert.equal(inlineProblems("/", page(`<style>${STYLE}</style><noscript><style>p{}</style></noscript>`), POLICY), [
    "/: an inline <style> the Content-Security-Policy does not allow",
  ]);
});

check("an inline script the policy does not list is a problem", () => {
  assert.equal(inlineProblems("/", page(`<style>${STYLE}</style><script>other()</script>`), POLICY), [
    "/: an inline script the Content-Security-Policy does not allow",
  ]);
});

check("any style attribute is a problem, since no hash can allow it", () => {
  assert.equal(inlineProblems("/", page(`<style>${STYLE}</style>`, '<div class="x" style="color:red">x</div>'), POLICY), [
    "/: a style attribute on <div>, which the Content-Security-Policy refuses (use a class)",
  ]);
});

check.run();
