// The checks every real host must pass on the built dist/ (issue 22's points 1-4), written once
// and run against Cloudflare's, Netlify's and nginx's own servers by the suites in tests/hosts/.
// Each request is made by hand (no redirect followed), so a redirect is counted, not hidden.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import * as assert from "uvu/assert";
import type { Test } from "uvu";
import { DIST, listFiles } from "../../scripts/build/dist.ts";
import { NOT_FOUND_FILE } from "../../scripts/build/page-files.ts";
import { headersFor, parseHeaders } from "../../scripts/server/host-rules.ts";
import { pages } from "../../src/site/site-pages.ts";
import { redirects } from "../../src/site/redirects.ts";

/** The immutable caching header's mark; no error answer may carry it. */
const IMMUTABLE_MARK = /immutable/;

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
async function expectedSecurityHeaders(): Promise<Map<string, string>> {
  const rules = parseHeaders(await readFile(join(DIST, "_headers"), "utf8"));
  const all = headersFor(rules, "/no-such-path");
  all.delete("Cache-Control");
  return all;
}

/** Registers the checks on a suite; base() is the host's URL once its server is up. */
export function hostChecks(test: Test<{ base?: string }>, base: () => string): void {
  test("every page answers 200 at its own URL, with no redirect, and names that URL as canonical", async () => {
    for (const page of pages) {
      const answer = await ask(base(), page.path);
      assert.is(answer.status, 200, `${page.path} answered ${answer.status} ${answer.location ?? ""}`);
      assert.match(answer.headers.get("content-type") ?? "", /^text\/html/, page.path);
      assert.is(canonicalPath(answer.body), page.path, `${page.path}'s canonical`);
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
    const title = /<title[^>]*>[^<]+<\/title>/.exec(await readFile(join(DIST, NOT_FOUND_FILE), "utf8"))?.[0] ?? "";
    assert.match(title, /Page Not Found \| /);
    for (const path of ["/no-such-page", "/services/roofing", "/about/team"]) {
      const answer = await ask(base(), path);
      assert.is(answer.status, 404, `${path} answered ${answer.status}`);
      assert.ok(answer.body.includes(title), `${path} did not show the site's not-found page`);
    }
  });

  test("pages carry the security headers of _headers, redirects and errors too", async () => {
    const expected = await expectedSecurityHeaders();
    assert.ok(expected.has("Content-Security-Policy"));
    for (const path of ["/", pages[1]?.path ?? "/", redirects[0]?.from ?? "/", "/no-such-page"]) {
      const answer = await ask(base(), path);
      for (const [name, value] of expected) assert.is(answer.headers.get(name), value, `${name} on ${path}`);
    }
  });

  test("hashed assets are cached as immutable, and no error answer is", async () => {
    const asset = (await listFiles(join(DIST, "assets"))).find((file) => file.endsWith(".js"));
    assert.ok(asset, "dist/assets has a script");
    const found = await ask(base(), `/assets${asset}`);
    assert.is(found.status, 200);
    assert.match(found.headers.get("cache-control") ?? "", IMMUTABLE_MARK);
    for (const path of ["/assets/no-such.js", "/no-such-page"]) {
      const missing = await ask(base(), path);
      assert.is(missing.status, 404, path);
      assert.not.match(missing.headers.get("cache-control") ?? "", IMMUTABLE_MARK, `${path}'s Cache-Control`);
    }
    const page = await ask(base(), "/about");
    assert.not.match(page.headers.get("cache-control") ?? "", IMMUTABLE_MARK, "a page's Cache-Control");
  });
}
