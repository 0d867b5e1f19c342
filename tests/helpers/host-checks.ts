// The checks every real host must pass on a built site, written once and run against
// Cloudflare's, Netlify's, nginx's and S3's own servers by the suites in tests/hosts/, and
// against npm start's server (tests/server.ts). Each request is made by hand (no redirect
// followed), so a redirect is counted, not hidden.
//
// Use: hostChecks(test, () => baseUrl, options?) registers the checks on an uvu suite. With no
// options they check this project's dist/ with its route table (src/site/site-pages.ts) and
// legacy redirects (src/site/redirects.ts). For another site, say one generated in a temporary
// copy of the project, pass its data:
//   hostChecks(test, () => host.url, { pages, redirects, dist: join(copy, "dist") });
// pages: every page's path ({ path }), the home page "/" among them; redirects: { from, to,
// status }; dist: the published folder the host serves (its _headers, 404.html and assets/ are
// read). securityHeaders: false skips the check of _headers' security headers, for a host that
// sends none of its own (S3's website endpoint: a CDN in front adds them, docs/deployment.md).
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import * as assert from "uvu/assert";
import type { Test } from "uvu";
import { DIST, listFiles } from "../../scripts/build/dist.ts";
import { NOT_FOUND_FILE } from "../../scripts/build/page-files.ts";
import { headersFor, parseHeaders } from "../../scripts/server/host-rules.ts";
import { pages as sitePages } from "../../src/site/site-pages.ts";
import { redirects as siteRedirects } from "../../src/site/redirects.ts";
import type { RedirectRoute } from "../../src/site/redirects.ts";
import { assertSecurityHeaders } from "./security-headers.ts";

/** The immutable caching header's mark; no error answer may carry it. */
const IMMUTABLE_MARK = /immutable/;
/** What a page's Cache-Control says: asked for again each time (one value, never two joined). */
const PAGE_CACHE = "public, max-age=0, must-revalidate";
/** What a hashed asset's says: kept a year. */
const ASSET_CACHE = "public, max-age=31536000, immutable";

/** The site a host serves; each field defaults to this project's (see the header comment). */
export interface HostCheckOptions {
  /** Every page's path, "/" included. */
  pages?: readonly { path: string }[];
  /** The legacy paths, each answered with one redirect to its page. */
  redirects?: readonly RedirectRoute[];
  /** The published folder the host serves. */
  dist?: string;
  /** Whether the host sends the security headers of _headers (false for S3's website endpoint). */
  securityHeaders?: boolean;
}

export interface HostAnswer {
  status: number;
  location: string | null;
  headers: Headers;
  body: string;
}

/** One request, no redirect followed; the Location as a path on the same host. */
export async function ask(base: string, path: string, init: RequestInit = {}): Promise<HostAnswer> {
  const response = await fetch(new URL(path, base), { redirect: "manual", ...init });
  const location = response.headers.get("location");
  return {
    status: response.status,
    location: location === null ? null : new URL(location, new URL(path, base)).pathname,
    headers: response.headers,
    body: await response.text(),
  };
}

function canonicalPath(html: string): string | undefined {
  const href = /<link[^>]*rel="canonical"[^>]*href="([^"]+)"/.exec(html)?.[1];
  return href === undefined ? undefined : new URL(href).pathname;
}

/** The policy and other headers _headers gives every answer. */
async function expectedSecurityHeaders(dist: string): Promise<Map<string, string>> {
  const rules = parseHeaders(await readFile(join(dist, "_headers"), "utf8"));
  const all = headersFor(rules, "/no-such-path");
  all.delete("Cache-Control");
  return all;
}

/** Registers the checks on a suite; base() is the host's URL once its server is up. */
export function hostChecks(test: Test<{ base?: string }>, base: () => string, options: HostCheckOptions = {}): void {
  const { pages = sitePages, redirects = siteRedirects, dist = DIST, securityHeaders = true } = options;
  const otherPage = pages.find((page) => page.path !== "/")?.path ?? "/";
  test("every page answers 200 at its own URL, with no redirect, names that URL as canonical and revalidates", async () => {
    for (const page of pages) {
      const answer = await ask(base(), page.path);
      assert.is(answer.status, 200, `${page.path} answered ${answer.status} ${answer.location ?? ""}`);
      assert.match(answer.headers.get("content-type") ?? "", /^text\/html/, page.path);
      assert.is(canonicalPath(answer.body), page.path, `${page.path}'s canonical`);
      assert.is(answer.headers.get("cache-control"), PAGE_CACHE, `${page.path}'s Cache-Control`);
    }
  });

  test("a page's URL with a trailing slash reaches the page: one redirect to it, or the page naming its own URL", async () => {
    for (const page of pages.filter((route) => route.path !== "/")) {
      const answer = await ask(base(), `${page.path}/`);
      if (answer.status === 200) assert.is(canonicalPath(answer.body), page.path, `${page.path}/ served another page`);
      else {
        assert.ok([301, 308].includes(answer.status), `${page.path}/ answered ${answer.status}`);
        assert.is(answer.location, page.path, `${page.path}/ redirected elsewhere`);
      }
    }
  });

  test("every legacy path, with or without a trailing slash, is one 301 straight to its page, which answers 200", async () => {
    for (const redirect of redirects) {
      for (const from of [redirect.from, `${redirect.from}/`]) {
        const answer = await ask(base(), from);
        assert.is(answer.status, 301, `${from} answered ${answer.status}`);
        assert.is(answer.location, redirect.to, `${from} went to ${answer.location}`);
      }
      assert.is((await ask(base(), redirect.to)).status, 200, redirect.to);
    }
  });

  test("an unknown path answers 404 with the site's not-found page", async () => {
    // The site's own not-found page, told from a host's stock 404 ("404 Not Found") by its title.
    const title = /<title[^>]*>[^<]+<\/title>/.exec(await readFile(join(dist, NOT_FOUND_FILE), "utf8"))?.[0] ?? "";
    assert.match(title, /Page Not Found \| /);
    for (const path of ["/no-such-page", "/services/no-such-service", "/about/team"]) {
      const answer = await ask(base(), path);
      assert.is(answer.status, 404, `${path} answered ${answer.status}`);
      assert.ok(answer.body.includes(title), `${path} did not show the site's not-found page`);
    }
  });

  if (securityHeaders) {
    test("pages carry the security headers of _headers, with their exact values, on assets, redirects and errors too", async () => {
      const expected = await expectedSecurityHeaders(dist);
      assert.ok(expected.has("Content-Security-Policy"));
      const asset = (await listFiles(join(dist, "assets"))).find((file) => file.endsWith(".js"));
      for (const path of ["/", otherPage, `/assets${asset}`, redirects[0]?.from ?? "/", "/no-such-page"]) {
        const answer = await ask(base(), path);
        for (const [name, value] of expected) assert.is(answer.headers.get(name), value, `${name} on ${path}`);
        // The values the docs state, written out (tests/helpers/security-headers.ts).
        assertSecurityHeaders((name) => answer.headers.get(name), `${path} (${answer.status})`);
      }
    });
  }

  test("/.well-known/security.txt answers 200 as text, with the contact and an expiry date", async () => {
    const answer = await ask(base(), "/.well-known/security.txt");
    assert.is(answer.status, 200);
    assert.match(answer.headers.get("content-type") ?? "", /^text\/plain/);
    assert.match(answer.body, /^Contact: mailto:info@bluenosesprayfoam\.ca$/m);
    const expires = /^Expires: (.+)$/m.exec(answer.body)?.[1] ?? "";
    assert.ok(Date.parse(expires) > Date.now(), `Expires: ${expires}`);
  });

  test("hashed assets are cached as immutable, and no error answer is", async () => {
    const asset = (await listFiles(join(dist, "assets"))).find((file) => file.endsWith(".js"));
    assert.ok(asset, "dist/assets has a script");
    const found = await ask(base(), `/assets${asset}`);
    assert.is(found.status, 200);
    assert.is(found.headers.get("cache-control"), ASSET_CACHE);
    for (const path of ["/assets/no-such.js", "/no-such-page"]) {
      const missing = await ask(base(), path);
      assert.is(missing.status, 404, path);
      assert.not.match(missing.headers.get("cache-control") ?? "", IMMUTABLE_MARK, `${path}'s Cache-Control`);
    }
    const page = await ask(base(), otherPage);
    assert.not.match(page.headers.get("cache-control") ?? "", IMMUTABLE_MARK, "a page's Cache-Control");
  });

  privacyChecks(test, base, redirects, dist);
}

/**
 * What the privacy policy says of every host (tests/policy.ts reads its words): no answer sets a
 * cookie, whatever was asked, a form post included (honeypot filled, so nothing is stored), and
 * the two documents the form's consent line links to answer 200.
 */
function privacyChecks(test: Test<{ base?: string }>, base: () => string, redirects: readonly RedirectRoute[], dist: string): void {
  test("no answer sets a cookie: a page, an asset, a redirect, an error, the host's own files and a form post", async () => {
    const asset = (await listFiles(join(dist, "assets"))).find((file) => file.endsWith(".js"));
    const asked = [
      "/",
      "/privacy",
      `/assets${asset}`,
      redirects[0]?.from ?? "/",
      "/no-such-page",
      "/.well-known/security.txt",
      "/sitemap.xml",
    ];
    for (const path of asked) assert.equal((await ask(base(), path)).headers.getSetCookie(), [], `${path} set a cookie`);
    const post = await ask(base(), "/", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "form-name=contact&bot-field=a+bot",
    });
    assert.equal(post.headers.getSetCookie(), [], `a form post (${post.status}) set a cookie`);
  });

  test("the form's consent line links to the privacy policy and the terms, and each answers 200", async () => {
    const form = /<form[^>]*name="contact"[\s\S]*?<\/form>/.exec((await ask(base(), "/")).body)?.[0] ?? "";
    const links = [...form.matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) => match[1] ?? "");
    assert.equal(links, ["/privacy", "/terms"]);
    for (const link of links) assert.is((await ask(base(), link)).status, 200, link);
  });
}
