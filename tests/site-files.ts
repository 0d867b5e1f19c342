// The builders of the files beside the pages: _redirects, _headers, robots.txt, the legacy
// redirect pages and the sitemap, each from the route table.
import { assertSecurityHeaders, EXPECTED_POLICY } from "./helpers/security-headers.ts";
import { createHash } from "node:crypto";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { load } from "cheerio";
import { SITE } from "./expected/heads.ts";
import { pages } from "../src/site/site-pages.ts";
import { redirects } from "../src/site/redirects.ts";
import { headersFor, parseHeaders, parseRedirects } from "../scripts/server/host-rules.ts";
import {
  buildHeaders,
  buildRedirectPage,
  buildRedirects,
  buildRobots,
  buildSitemap,
  contentSecurityPolicy,
  securityHeaders,
} from "../scripts/build/site-files.ts";
import { SPEC_PAGES } from "./helpers/spec-pages.ts";
import { validateHtml } from "../scripts/build/validate-html.ts";

/** The inline content of a page: one boot script and one stylesheet. */
const INLINE = { scripts: ["start()"], styles: ["h1{color:navy}"] };

const redirectFile = suite("_redirects");

redirectFile("has one plain permanent rule per legacy path, to its page (Cloudflare Pages rejects Netlify's force mark)", () => {
  const rules = parseRedirects(buildRedirects(redirects));
  assert.is(rules.length, 2 * redirects.length, "each legacy path, with and without its slash");
  for (const redirect of redirects) {
    const rule = rules.find((candidate) => candidate.from === redirect.from);
    assert.ok(rule, redirect.from);
    assert.is(rule?.to, redirect.to);
    assert.is(rule?.status, 301);
    assert.not.ok(rule?.force, `${redirect.from} is not forced`);
  }
  assert.match(buildRedirects(redirects), /^\/residential\s+\/services\/residential\s+301$/m);
  assert.not.match(buildRedirects(redirects), /!/);
});

const headerFile = suite("_headers");

headerFile("sends the security set on every path", () => {
  const rules = parseHeaders(buildHeaders(pages, INLINE));
  for (const path of ["/", "/services/attic", "/assets/index-abc.js", "/no-such-page"]) {
    const headers = headersFor(rules, path);
    for (const name of [
      "Content-Security-Policy",
      "Strict-Transport-Security",
      "X-Content-Type-Options",
      "Referrer-Policy",
      "Permissions-Policy",
      "X-Frame-Options",
      "Cross-Origin-Opener-Policy",
    ]) {
      assert.ok(headers.has(name), `${path} has ${name}`);
    }
    assert.is(headers.get("X-Content-Type-Options"), "nosniff");
    // No full address sent to the photo and map hosts; no window opened from the site reaching back.
    assert.is(headers.get("Referrer-Policy"), "strict-origin-when-cross-origin");
    assert.is(headers.get("Cross-Origin-Opener-Policy"), "same-origin");
    assert.is(headers.get("X-Frame-Options"), "DENY");
    // No frame may ask a visitor for the camera, the microphone or the location.
    for (const feature of ["camera=()", "microphone=()", "geolocation=()"]) {
      assert.ok(headers.get("Permissions-Policy")?.includes(feature), `${path}: Permissions-Policy has ${feature}`);
    }
  }
});

headerFile("caches hashed assets for a year and makes every page revalidate", () => {
  const rules = parseHeaders(buildHeaders(pages, INLINE));
  assert.is(headersFor(rules, "/assets/index-abc.js").get("Cache-Control"), "public, max-age=31536000, immutable");
  for (const page of pages) {
    assert.is(headersFor(rules, page.path).get("Cache-Control"), "public, max-age=0, must-revalidate", page.path);
  }
  assert.is(headersFor(rules, "/404.html").get("Cache-Control"), "public, max-age=0, must-revalidate");
});

headerFile("never sets Cache-Control twice for one path (hosts would join the values)", () => {
  const rules = parseHeaders(buildHeaders(pages, INLINE));
  for (const path of [...pages.map((page) => page.path), "/assets/x.js", "/404.html"]) {
    const setters = rules.filter(
      (rule) => rule.headers.some(([name]) => name === "Cache-Control") && new RegExp(`^${rule.pattern.replace("*", ".*")}$`).test(path),
    );
    assert.is(setters.length, 1, path);
  }
});

headerFile("allows no inline or eval'd script but the pages' own, each by its hash, no framing, and only the hosts the site uses", () => {
  const scripts = ["start()", "start();"];
  const csp = contentSecurityPolicy({ scripts: [...scripts, "start()"], styles: [] });
  const hashes = scripts.map((script) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`);
  assert.ok(csp.includes(`script-src 'self' ${hashes.join(" ")};`), "scripts from the site, and each inline script once, by its hash");
  assert.not.match(csp, /unsafe-eval/);
  assert.not.match(/script-src[^;]*/.exec(csp)?.[0] ?? "", /unsafe-inline/);
  // Nothing but what a directive names: default-src 'none', then each kind the site loads.
  assert.match(
    csp.replace(/script-src 'self' [^;]*/, "script-src 'self' 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"),
    POLICY_WITHOUT_STYLES,
  );
});

/** The written-out policy of tests/helpers/security-headers.ts, for a policy made with no inline style. */
const POLICY_WITHOUT_STYLES = new RegExp(
  `^${EXPECTED_POLICY.map((directive) => (directive.startsWith("style-src") ? "style-src 'self'" : directive)).join("; ")}$`,
);

headerFile(
  "every answer's security headers have their exact values: the policy, HSTS, no sniffing, referrer, permissions, framing, opener and resource policy",
  () => {
    const headers = new Map(Object.entries(securityHeaders(INLINE)).map(([name, value]) => [name.toLowerCase(), value]));
    assertSecurityHeaders((name) => headers.get(name), "securityHeaders()");
    assert.is(headers.size, 8, [...headers.keys()].join(", "));
  },
);

headerFile("allows no inline style but the pages' own <style> elements, each by its hash, and no style attribute", () => {
  const styles = ["h1{color:navy}", "[data-render-when-near] { content-visibility: visible !important; }"];
  const csp = contentSecurityPolicy({ scripts: [], styles: [...styles, styles[0] as string] });
  const hashes = styles.map((style) => `'sha256-${createHash("sha256").update(style).digest("base64")}'`);
  assert.ok(csp.includes(`style-src 'self' ${hashes.join(" ")};`), csp);
  assert.not.match(csp, /unsafe-inline|unsafe-hashes/);
});

headerFile("requires Trusted Types for scripts, through the site's two policies alone", () => {
  const csp = contentSecurityPolicy(INLINE);
  assert.match(csp, /(?:^|; )require-trusted-types-for 'script'(?:;|$)/);
  assert.match(csp, /(?:^|; )trusted-types default site-markup(?:;|$)/);
  assert.not.match(csp, /allow-duplicates|trusted-types[^;]*\*/);
});

const others = suite("robots.txt, redirect pages and sitemap");

others("robots.txt lets every crawler in and names the sitemap on the site's host", () => {
  assert.is(buildRobots(SITE), "User-agent: *\nAllow: /\n\nSitemap: https://www.bluenosesprayfoam.ca/sitemap.xml\n");
});

others("a legacy redirect page refreshes to its target, names it canonical and links it", () => {
  const redirect = redirects[0];
  if (!redirect) throw new Error("no redirects");
  const $ = load(buildRedirectPage(redirect, SITE));
  assert.is($('meta[http-equiv="refresh"]').attr("content"), `0; url=${redirect.to}`);
  assert.is($('link[rel="canonical"]').attr("href"), `${SITE}${redirect.to}`);
  assert.is($(`a[href="${redirect.to}"]`).length, 1);
  assert.match($('meta[name="robots"]').attr("content") ?? "", /noindex/);
});

others("every legacy redirect page is valid HTML under the site's html-validate configuration", async () => {
  const files = redirects.map((redirect) => ({
    name: `${redirect.from.slice(1)}/index.html`,
    html: buildRedirectPage(redirect, SITE),
  }));
  assert.equal(await validateHtml(files), { errors: [], warnings: [] });
});

others("the sitemap lists the spec's pages and the two documents, every other page on the site's host, and nothing else", async () => {
  const $ = load(await buildSitemap(pages, SITE), { xml: true });
  const locations = $("url > loc")
    .map((_, element) => $(element).text())
    .get();
  for (const path of SPEC_PAGES) assert.ok(locations.includes(path === "/" ? `${SITE}/` : `${SITE}${path}`), path);
  assert.equal(locations.sort(), pages.map((page) => (page.path === "/" ? `${SITE}/` : `${SITE}${page.path}`)).sort());
  for (const redirect of redirects) assert.not.ok(locations.includes(`${SITE}${redirect.from}`));
});

redirectFile.run();
headerFile.run();
others.run();
