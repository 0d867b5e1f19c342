// The local server over real HTTP: pages, redirects, the 404 page, headers, caching,
// compression, methods and hostile paths. The form service it runs is in form-service.ts.
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { pages } from "../src/site/site-pages.ts";
import { redirects } from "../src/site/redirects.ts";
import { DIST } from "../scripts/build/dist.ts";
import { startSiteServer } from "../scripts/server/site-process.ts";
import { startServer } from "../scripts/server/static-host.ts";
import type { SiteServer } from "../scripts/server/site-process.ts";
import { rawRequest, statusOf } from "./helpers/raw-http.ts";
import { hostChecks } from "./helpers/host-checks.ts";
import { assertSecurityHeaders } from "./helpers/security-headers.ts";

let server: SiteServer;

const site = suite("serving the site");
site.before(async () => {
  server = await startSiteServer();
});
site.after(async () => {
  await server.stop();
});

site("serves every page with 200, with a trailing slash after one redirect", async () => {
  for (const page of pages) {
    for (const path of page.path === "/" ? ["/"] : [page.path, `${page.path}/`]) {
      const response = await fetch(`${server.url}${path}`);
      assert.is(response.status, 200, path);
      assert.match(response.headers.get("content-type") ?? "", /text\/html/);
      assert.ok((await response.text()).includes(`<title data-rh="true">`), path);
    }
  }
});

site("answers each legacy path with a 301 to its page", async () => {
  for (const redirect of redirects) {
    const response = await fetch(`${server.url}${redirect.from}`, { redirect: "manual" });
    assert.is(response.status, 301, redirect.from);
    assert.is(response.headers.get("location"), redirect.to);
  }
  const withQuery = await fetch(`${server.url}/attic?ref=card`, { redirect: "manual" });
  assert.is(withQuery.headers.get("location"), "/services/attic?ref=card");
});

// The same checks as the real hosts' (tests/hosts/): npm start answers as they do.
hostChecks(site, () => server.url);

site("answers an unknown path with the 404 page and status 404", async () => {
  for (const path of ["/no-such-page", "/services/no-such-service", "/_redirects", "/_headers"]) {
    const response = await fetch(`${server.url}${path}`);
    assert.is(response.status, 404, path);
    assert.match(await response.text(), /Oops! Page not found/);
  }
});

site("sends the security headers, each with its exact value, on a page, an asset, a redirect, the 404 page and a form answer", async () => {
  const html = await (await fetch(`${server.url}/`)).text();
  const asset = /data-entry="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? "/assets/missing.js";
  const answers: [string, Response][] = [
    ["the home page", await fetch(`${server.url}/`)],
    ["the entry chunk", await fetch(`${server.url}${asset}`)],
    ["a legacy path's redirect", await fetch(`${server.url}/attic`, { redirect: "manual" })],
    ["a trailing slash's redirect", await fetch(`${server.url}/about/`, { redirect: "manual" })],
    ["an unknown path", await fetch(`${server.url}/nowhere`)],
    ["a form answer", await fetch(`${server.url}/`, { method: "POST", headers: { "Content-Type": "text/plain" }, body: "x" })],
  ];
  assert.equal(
    answers.map(([, response]) => response.status),
    [200, 200, 301, 301, 404, 415],
  );
  for (const [what, response] of answers) assertSecurityHeaders((name) => response.headers.get(name), what);
});

site("/about.html and /about/ are each exactly one 301, straight to /about", async () => {
  for (const path of ["/about.html", "/about/"]) {
    const first = await fetch(`${server.url}${path}`, { redirect: "manual" });
    assert.is(first.status, 301, path);
    assert.is(first.headers.get("location"), "/about", path);
    const second = await fetch(`${server.url}/about`, { redirect: "manual" });
    assert.is(second.status, 200, `${path}, then /about`);
  }
});

site("caches hashed assets for a year and revalidates pages", async () => {
  const html = await (await fetch(`${server.url}/`)).text();
  const asset = /data-entry="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  assert.ok(asset);
  const response = await fetch(`${server.url}${asset}`);
  assert.is(response.status, 200);
  assert.is(response.headers.get("cache-control"), "public, max-age=31536000, immutable");
  assert.is((await fetch(`${server.url}/about`)).headers.get("cache-control"), "public, max-age=0, must-revalidate");
});

site("compresses text responses for clients that accept it", async () => {
  for (const encoding of ["gzip", "br"]) {
    const response = await rawRequest(
      server.port,
      `GET /about HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: ${encoding}\r\nConnection: close\r\n\r\n`,
    );
    assert.is(statusOf(response), 200);
    assert.match(response, new RegExp(`content-encoding: ${encoding}`, "i"));
  }
  const fetched = await fetch(`${server.url}/about`, { headers: { "Accept-Encoding": "gzip" } });
  assert.is(fetched.headers.get("content-encoding"), "gzip");
  assert.match(await fetched.text(), /<h1/);
});

site("refuses methods other than GET, HEAD and POST", async () => {
  const response = await fetch(`${server.url}/`, { method: "PUT", body: "x" });
  assert.is(response.status, 405);
  assert.is(response.headers.get("allow"), "GET, HEAD, POST");
});

site("answers hostile paths with a 4xx and never a file outside dist/", async () => {
  const attempts = [
    "/../package.json",
    "/%2e%2e/package.json",
    "/%2E%2E/%2E%2E/etc/passwd",
    "/%252e%252e/package.json",
    "/..%2fpackage.json",
    "/..%5cpackage.json",
    "/assets/..\\..\\package.json",
    "/%00",
    "/about%00.html",
    "/%zz",
    "/%E0%A4%A",
    `/${"a".repeat(5000)}`,
  ];
  for (const path of attempts) {
    const response = await rawRequest(server.port, `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    const status = statusOf(response);
    assert.ok(status >= 400 && status < 500, `${path.slice(0, 40)} answered ${status}`);
    assert.not.match(response, /"devDependencies"|root:x:0:0/);
  }
  assert.is((await fetch(`${server.url}/`)).status, 200, "the server is still up");
});

site("a URL over 2,048 characters is refused with 414, one of 2,048 is looked up as usual", async () => {
  const request = (url: string) => rawRequest(server.port, `GET ${url} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
  const longest = `/${"a".repeat(2047)}`;
  assert.is(longest.length, 2048);
  assert.is(statusOf(await request(longest)), 404, "2,048 characters: no such page");
  const tooLong = await request(`${longest}b`);
  assert.is(statusOf(tooLong), 414, "2,049 characters");
  assert.match(tooLong, /The URL is too long\./);
  // The query counts too: the limit is on what the visitor sent.
  assert.is(statusOf(await request(`/?q=${"a".repeat(2046)}`)), 414, "a long query");
});

site.run();

const redeploy = suite("a file removed while served");

redeploy("a file removed from the served folder answers 404, and the server goes on serving", async () => {
  // A copy of the build, so that removing a file from it leaves dist/ as built.
  const dir = await mkdtemp(join(tmpdir(), "removed-file-"));
  await cp(DIST, dir, { recursive: true });
  const host = await startServer(0, { dist: dir, formsFile: join(dir, "submissions.jsonl"), log: false });
  try {
    // The app's entry, as the home page names it: a file the host serves by its path.
    const home = await fetch(`${host.url}/`);
    assert.is(home.status, 200);
    const entry = /<script data-entry="(\/[^"]+)"/.exec(await home.text())?.[1];
    if (!entry) throw new Error("the home page names no app entry");
    assert.is((await fetch(`${host.url}${entry}`)).status, 200, `${entry} before`);
    await rm(join(dir, ...entry.split("/")));
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const gone = await fetch(`${host.url}${entry}`);
      assert.is(gone.status, 404, `${entry} once removed`);
      assert.match(gone.headers.get("content-type") ?? "", /text\/html/, "the not-found page");
      await gone.arrayBuffer();
      assert.is((await fetch(`${host.url}/`)).status, 200, "the pages are still served");
    }
  } finally {
    await host.close();
    await rm(dir, { recursive: true, force: true });
  }
});

redeploy.run();
