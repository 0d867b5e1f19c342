// How a host suite finds its host's port (tests/helpers/host-process.ts) when another server
// holds the port first: a decoy on the port nginx is first given, answering every request as
// itself. nginx must start again on another port and the suite must talk to nginx, never to the
// decoy; a host that prints a port it does not listen on must not be believed.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { freePort, PORT_TRIES, startHost } from "../helpers/host-process.ts";
import { mainConf, nginxCommand } from "../helpers/hosts/nginx.ts";

/** What nginx serves here, so that its answer is told from the decoy's. */
const NGINX_PAGE = "served by nginx\n";
const DECOY_PAGE = "served by the decoy\n";
/** How long a host that prints a port it does not hold is given: it never holds it, so any wait ends in the error. */
const LIAR_TIMEOUT_MS = 3000;

const test = suite("a host's port taken by another server first");
let decoy: Server | undefined;
let decoyPort = 0;
let decoyRequests = 0;
let work = "";

test.before(async () => {
  decoy = createServer((_, response) => {
    decoyRequests += 1;
    response.end(DECOY_PAGE);
  });
  await new Promise<void>((resolve) => decoy?.listen(0, "127.0.0.1", resolve));
  decoyPort = (decoy.address() as AddressInfo).port;
  work = await mkdtemp(join(tmpdir(), "taken-port-"));
  await mkdir(join(work, "www"));
  await writeFile(join(work, "www", "index.html"), NGINX_PAGE);
  await writeFile(join(work, "nginx.conf"), mainConf(work, join(work, "site.conf")));
});

test.after(async () => {
  decoy?.closeAllConnections();
  await new Promise((resolve) => decoy?.close(resolve));
  await rm(work, { recursive: true, force: true });
});

/** nginx serving www/ on the port it is given. */
async function nginxOn(port: number) {
  await writeFile(join(work, "site.conf"), `server {\n  listen 127.0.0.1:${port};\n  root ${join(work, "www")};\n}\n`);
  return nginxCommand(work);
}

test("nginx given the decoy's port first starts again on another and answers as itself; the decoy is never asked", async () => {
  const ports = [decoyPort];
  const host = await startHost({ port: "given", command: nginxOn, choosePort: async () => ports.shift() ?? freePort() });
  try {
    // Two starts, or more should another process take the second port first.
    assert.ok(host.tries >= 2, "the first start, on the decoy's port, failed");
    assert.is.not(host.port, decoyPort);
    const answer = await fetch(host.url);
    assert.is(await answer.text(), NGINX_PAGE);
    assert.match(answer.headers.get("server") ?? "", /^nginx/);
    assert.is(decoyRequests, 0, "the start asked the decoy");
  } finally {
    await host.stop();
  }
});

test("a host that finds every port it is given taken fails after a few tries, quoting what it printed", async () => {
  const listener = "require('node:net').createServer().listen(Number(process.argv[1]), '127.0.0.1')";
  const started = startHost({
    port: "given",
    command: (port) => ({ command: process.execPath, args: ["-e", listener, String(port)] }),
    choosePort: async () => decoyPort,
  });
  const error = await started.then(
    () => undefined,
    (reason: Error) => reason,
  );
  assert.ok(error, "it started on a taken port");
  assert.match(error.message, `ended before it listened, ${PORT_TRIES} times`);
  assert.match(error.message, `EADDRINUSE: address already in use 127.0.0.1:${decoyPort}`);
  assert.is(decoyRequests, 0, "the start asked the decoy");
});

test("a host that prints the decoy's port while listening on another is not believed", async () => {
  // Prints the decoy's port as wrangler prints its own, and listens on a port of its own.
  const liar = `require('node:net').createServer().listen(0, '127.0.0.1', () => console.log('Ready on http://127.0.0.1:${decoyPort}'))`;
  const error = await startHost({
    port: /Ready on http:\/\/127\.0\.0\.1:(\d+)/,
    timeoutMs: LIAR_TIMEOUT_MS,
    command: () => ({ command: process.execPath, args: ["-e", liar] }),
  }).then(
    () => undefined,
    (reason: Error) => reason,
  );
  assert.ok(error, "it took the printed port on trust");
  assert.match(error.message, "was not seen printing its port");
  assert.is(decoyRequests, 0, "the start asked the decoy");
});

test("a host given port 0 is found on the port the system gave it", async () => {
  const server = "require('node:http').createServer((_, response) => response.end('own')).listen(Number(process.argv[1]), '127.0.0.1')";
  const host = await startHost({ port: "own", command: (port) => ({ command: process.execPath, args: ["-e", server, String(port)] }) });
  try {
    assert.is.not(host.port, 0);
    assert.is(await (await fetch(host.url)).text(), "own");
  } finally {
    await host.stop();
  }
});

test.run();
