// A built site served over HTTP/2, the protocol the real hosts speak (Netlify, Cloudflare,
// CloudFront), for the navigation bench's --http2 runs: Debian's nginx with the config the build
// wrote (deploy/nginx.conf), its listen line set to a loopback port with TLS and HTTP/2, and a
// self-signed certificate, which the bench's Chromium is told to accept. Over HTTP/2 one
// connection carries every request the page makes; the local server's HTTP/1.1 opens six at most,
// and a seventh request waits for one of them.
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { ROOT } from "../../scripts/build/dist.ts";
import { NGINX_DEFAULT_PLACE } from "../../scripts/build/nginx-conf.ts";
import { startHost } from "../../tests/helpers/host-process.ts";
import { mainConf, nginxCommand } from "../../tests/helpers/hosts/nginx.ts";
import { selfSignedCertificate } from "./tls-certificate.ts";

export interface Http2Host {
  /** https://localhost:PORT */
  url: string;
  close(): Promise<void>;
}

/** The build's server block, listening on `port` over TLS with HTTP/2 (nginx 1.22's form), serving `dist`. */
function http2Block(conf: string, port: number, dist: string, tls: { key: string; cert: string }): string {
  const listen = `listen ${NGINX_DEFAULT_PLACE.listen};`;
  const root = `root ${NGINX_DEFAULT_PLACE.root};`;
  if (conf.split(listen).length !== 2 || conf.split(root).length !== 2) {
    throw new Error(`deploy/nginx.conf no longer has the lines "${listen}" and "${root}" once each`);
  }
  return conf
    .replace(listen, `listen 127.0.0.1:${port} ssl http2;\n  ssl_certificate ${tls.cert};\n  ssl_certificate_key ${tls.key};`)
    .replace(root, `root ${dist};`);
}

/** Serves `dist` over HTTP/2 until closed; `workDir` keeps the certificate between runs. */
export async function startHttp2Host(dist: string, workDir: string): Promise<Http2Host> {
  await mkdir(workDir, { recursive: true });
  const tls = selfSignedCertificate(workDir, "localhost");
  const conf = await readFile(join(ROOT, "deploy", "nginx.conf"), "utf8");
  const work = await mkdtemp(join(workDir, "nginx-"));
  await writeFile(join(work, "nginx.conf"), mainConf(work, join(work, "site.conf")));
  const host = await startHost({
    port: "given",
    command: async (port) => {
      await writeFile(join(work, "site.conf"), http2Block(conf, port, dist, tls));
      return nginxCommand(work);
    },
  });
  return {
    url: `https://localhost:${host.port}`,
    close: async () => {
      await host.stop();
      await rm(work, { recursive: true, force: true });
    },
  };
}
