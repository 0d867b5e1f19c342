// Netlify's engines from npm (tests/helpers/netlify-host.ts) serving a built site on a loopback
// port: every page at its own URL, legacy paths (no file shadows a rule), the 404 page, headers,
// and no rule of _redirects or _headers rejected by Netlify's parsers.
import { join } from "node:path";
import { parseAllHeaders } from "@netlify/headers-parser";
import { parseAllRedirects } from "@netlify/redirect-parser";
import type { Test } from "uvu";
import * as assert from "uvu/assert";
import { hostChecks } from "../host-checks.ts";
import { startNetlifyHost } from "../netlify-host.ts";
import type { NetlifyHost } from "../netlify-host.ts";
import type { BuiltSite } from "./site.ts";

/** Registers the engines' start, stop and checks over `site` on the suite; returns their URL, once up, for more checks. */
export function netlifyChecks(test: Test<{ base?: string }>, site: BuiltSite): () => string {
  let host: NetlifyHost | undefined;

  test.before(async () => {
    const started = performance.now();
    host = await startNetlifyHost(site.dist);
    console.log(`Netlify's engines answered after ${((performance.now() - started) / 1000).toFixed(1)} s`);
  });

  test.after(async () => {
    await host?.close();
  });

  test("Netlify's parsers read every rule of _redirects and _headers with no error", async () => {
    const parsedRedirects = await parseAllRedirects({
      redirectsFiles: [join(site.dist, "_redirects")],
      configRedirects: [],
      minimal: false,
    });
    assert.equal(parsedRedirects.errors, []);
    assert.is(parsedRedirects.redirects.length, 2 * site.redirects.length, "each legacy path, with and without its slash");
    const rules = parsedRedirects.redirects as { status?: number; force?: boolean }[];
    assert.ok(
      rules.every((rule) => rule.status === 301 && !rule.force),
      "plain 301s, none forced",
    );
    const parsedHeaders = await parseAllHeaders({ headersFiles: [join(site.dist, "_headers")], configHeaders: [], minimal: false });
    assert.equal(parsedHeaders.errors, []);
  });

  hostChecks(test, () => host?.url ?? "", site);

  test("the engines reported nothing while serving", () => {
    assert.equal(host?.reports, []);
  });
  return () => host?.url ?? "";
}
