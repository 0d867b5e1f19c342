// Cloudflare Pages' own asset server and rule parsers (wrangler pages dev, with workerd from npm)
// serving a built site on a loopback port, offline: every page at its own URL, legacy paths, the
// 404 page, headers, and no rule of _redirects or _headers rejected.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Test } from "uvu";
import * as assert from "uvu/assert";
import { ROOT } from "../../../scripts/build/dist.ts";
import { hostChecks } from "../host-checks.ts";
import { startHost } from "../host-process.ts";
import type { HostProcess } from "../host-process.ts";
import type { BuiltSite } from "./site.ts";

const WRANGLER = join(ROOT, "node_modules", "wrangler", "bin", "wrangler.js");
/** A date the workerd shipped with wrangler supports; fixed, so the runtime does not drift. */
const COMPATIBILITY_DATE = "2026-04-01";
/** What wrangler prints once it serves, with the port the system gave it. */
const READY = /Ready on http:\/\/127\.0\.0\.1:(\d+)/;

/** Registers wrangler's start, stop and checks over `site` on the suite; returns its URL, once up, for more checks. */
export function cloudflareChecks(test: Test<{ base?: string }>, site: BuiltSite): () => string {
  let host: HostProcess | undefined;
  let work = "";

  test.before(async () => {
    work = await mkdtemp(join(tmpdir(), "cloudflare-host-"));
    // Run from an empty folder, so that wrangler finds no configuration or functions of ours and
    // keeps its state there; no metrics, no update check, no Request.cf download: the suite needs
    // no network. Port 0 for the site and for the inspector: wrangler binds what the system gives
    // it and prints the site's port, rather than one it found free and another process may take.
    host = await startHost({
      port: READY,
      command: (port) => ({
        command: process.execPath,
        args: [
          WRANGLER,
          "pages",
          "dev",
          site.dist,
          "--ip",
          "127.0.0.1",
          "--port",
          String(port),
          "--inspector-port",
          "0",
          "--compatibility-date",
          COMPATIBILITY_DATE,
          "--persist-to",
          join(work, "state"),
        ],
        cwd: work,
        env: {
          WRANGLER_SEND_METRICS: "false",
          // The banner is what asks the registry for a newer wrangler.
          WRANGLER_HIDE_BANNER: "true",
          CLOUDFLARE_CF_FETCH_ENABLED: "false",
          WRANGLER_LOG_PATH: join(work, "logs"),
          FORCE_COLOR: "0",
          CI: "true",
        },
      }),
    });
    console.log(`wrangler pages dev answered after ${host.startSeconds.toFixed(1)} s`);
  });

  test.after(async () => {
    await host?.stop();
    await rm(work, { recursive: true, force: true });
  });

  test("wrangler parses every rule of _redirects and _headers, with no warning", () => {
    const output = host?.output() ?? "";
    assert.match(output, new RegExp(`Parsed ${2 * site.redirects.length} valid redirect rules`), output);
    assert.not.match(output, /invalid|Valid status codes|Ignoring|Expected/i, output);
  });

  hostChecks(test, () => host?.url ?? "", site);

  test("a POST to the site root without a form service answers 405 (why FORM_ENDPOINT is set on Cloudflare)", async () => {
    const response = await fetch(new URL("/", host?.url), { method: "POST", body: "name=x" });
    assert.is(response.status, 405);
  });
  return () => host?.url ?? "";
}
