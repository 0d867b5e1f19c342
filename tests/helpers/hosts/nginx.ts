// Debian's nginx serving a built site with the config its build wrote (deploy/nginx.conf), on a
// loopback port, in the foreground, with its pid, logs and temporary files in a folder of its own:
// every page at its own URL, legacy paths, the 404 page and the headers.
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Test } from "uvu";
import * as assert from "uvu/assert";
import { NGINX_DEFAULT_PLACE } from "../../../scripts/build/nginx-conf.ts";
import { hostChecks } from "../host-checks.ts";
import { startHost } from "../host-process.ts";
import type { HostProcess } from "../host-process.ts";
import type { BuiltSite } from "./site.ts";

export const NGINX = "/usr/sbin/nginx";

/** The generated server block with its two lines set, as the README tells an operator to. */
function placed(conf: string, listen: string, root: string): string {
  const swap = (text: string, from: string, to: string) => {
    assert.is(text.split(from).length, 2, `deploy/nginx.conf has the line "${from}" once`);
    return text.replace(from, to);
  };
  return swap(
    swap(conf, `listen ${NGINX_DEFAULT_PLACE.listen};`, `listen ${listen};`),
    `root ${NGINX_DEFAULT_PLACE.root};`,
    `root ${root};`,
  );
}

/**
 * The http context Debian's own nginx.conf gives a site, minus everything system-wide: one
 * process in the foreground (no user switch, so it reads dist/ as the test does), `site` included.
 */
export function mainConf(work: string, site: string): string {
  const temp = (name: string) => `${name}_temp_path ${join(work, name)};`;
  return `daemon off;
master_process off;
pid ${join(work, "nginx.pid")};
error_log ${join(work, "error.log")} warn;
events {}
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("\n  ")}
  include ${site};
}
`;
}

/** nginx's command line over the folder that holds its nginx.conf. */
export function nginxCommand(work: string) {
  return { command: NGINX, args: ["-p", work, "-c", join(work, "nginx.conf"), "-e", join(work, "error.log")] };
}

/** Registers nginx's start, stop and checks over `site` on the suite; returns its URL, once up, for more checks. */
export function nginxChecks(test: Test<{ base?: string }>, site: BuiltSite): () => string {
  let host: HostProcess | undefined;
  let work = "";

  test.before(async () => {
    work = await mkdtemp(join(tmpdir(), "nginx-host-"));
    const conf = await readFile(join(site.deploy, "nginx.conf"), "utf8");
    await writeFile(join(work, "nginx.conf"), mainConf(work, join(work, "site.conf")));
    // nginx takes no port 0: it is given one, written into the site's server block before each start.
    host = await startHost({
      port: "given",
      command: async (port) => {
        await writeFile(join(work, "site.conf"), placed(conf, `127.0.0.1:${port}`, site.dist));
        return nginxCommand(work);
      },
    });
    console.log(`nginx answered after ${host.startSeconds.toFixed(1)} s`);
  });

  test.after(async () => {
    await host?.stop();
    await rm(work, { recursive: true, force: true });
  });

  hostChecks(test, () => host?.url ?? "", site);

  test("the rule files of the other hosts are not published", async () => {
    for (const path of ["/_redirects", "/_headers"]) assert.is((await fetch(new URL(path, host?.url))).status, 404, path);
  });
  return () => host?.url ?? "";
}
