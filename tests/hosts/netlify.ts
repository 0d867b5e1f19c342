// Netlify's engines from npm (tests/helpers/netlify-host.ts) serving the built dist/ on a free
// loopback port: every page at its own URL, legacy paths (no file shadows a rule), the 404
// page, headers, and no rule of _redirects or _headers rejected by Netlify's parsers.
import { join } from "node:path";
import { parseAllHeaders } from "@netlify/headers-parser";
import { parseAllRedirects } from "@netlify/redirect-parser";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { DIST } from "../../scripts/build/dist.ts";
import { redirects } from "../../src/site/redirects.ts";
import { hostChecks } from "../helpers/host-checks.ts";
import { startNetlifyHost } from "../helpers/netlify-host.ts";
import type { NetlifyHost } from "../helpers/netlify-host.ts";

const test = suite<{ base?: string }>("Netlify (its redirect, static and headers engines)");
let host: NetlifyHost | undefined;

test.before(async () => {
  const started = performance.now();
  host = await startNetlifyHost(DIST);
  console.log(`Netlify's engines answered after ${((performance.now() - started) / 1000).toFixed(1)} s`);
});

test.after(async () => {
  await host?.close();
});

test("Netlify's parsers read every rule of _redirects and _headers with no error", async () => {
  const parsedRedirects = await parseAllRedirects({ redirectsFiles: [join(DIST, "_redirects")], configRedirects: [], minimal: false });
  assert.equal(parsedRedirects.errors, []);
  assert.is(parsedRedirects.redirects.length, 2 * redirects.length, "each legacy path, with and without its slash");
  const rules = parsedRedirects.redirects as { status?: number; force?: boolean }[];
  assert.ok(
    rules.every((rule) => rule.status === 301 && !rule.force),
    "plain 301s, none forced",
  );
  const parsedHeaders = await parseAllHeaders({ headersFiles: [join(DIST, "_headers")], configHeaders: [], minimal: false });
  assert.equal(parsedHeaders.errors, []);
});

hostChecks(test, () => host?.url ?? "");

test("the engines reported nothing while serving", () => {
  assert.equal(host?.reports, []);
});

test.run();
