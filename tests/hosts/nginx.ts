// Debian's nginx serving the built dist/ with the config the build writes (deploy/nginx.conf),
// on a free loopback port, in the foreground, with its pid, logs and temporary files in a
// folder of its own: every page at its own URL, legacy paths, the 404 page and the headers.
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { DEPLOY, DIST } from "../../scripts/build/dist.ts";
import { NGINX_DEFAULT_PLACE } from "../../scripts/build/nginx-conf.ts";
import { hostChecks } from "../helpers/host-checks.ts";
import { freePort, startHost } from "../helpers/host-process.ts";
import type { HostProcess } from "../helpers/host-process.ts";

const NGINX = "/usr/sbin/nginx";

const test = suite<{ base?: string }>("nginx with deploy/nginx.conf");
let host: HostProcess | undefined;
let work = "";

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

test.before(async () => {
  work = await mkdtemp(join(tmpdir(), "nginx-host-"));
  const port = await freePort();
  await writeFile(join(work, "site.conf"), placed(await readFile(join(DEPLOY, "nginx.conf"), "utf8"), `127.0.0.1:${port}`, DIST));
  // The http context Debian's own nginx.conf gives a site, minus everything system-wide: one
  // process in the foreground (no user switch, so it reads dist/ as the test does).
  const temp = (name: string) => `${name}_temp_path ${join(work, name)};`;
  await writeFile(
    join(work, "nginx.conf"),
    `daemon off;
master_process off;
pid ${join(work, "nginx.pid")};
error_log ${join(work, "error.log")} warn;
events {}
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("\n  ")}
  include ${join(work, "site.conf")};
}
`,
  );
  host = await startHost(NGINX, ["-p", work, "-c", join(work, "nginx.conf"), "-e", join(work, "error.log")], `http://127.0.0.1:${port}/`);
  console.log(`nginx answered after ${host.startSeconds.toFixed(1)} s`);
});

test.after(async () => {
  await host?.stop();
  await rm(work, { recursive: true, force: true });
});

hostChecks(test, () => host?.url ?? "");

test("the rule files of the other hosts are not published", async () => {
  for (const path of ["/_redirects", "/_headers"]) assert.is((await fetch(new URL(path, host?.url))).status, 404, path);
});

test.run();
