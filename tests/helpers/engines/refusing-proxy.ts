// The proxy the WebKit suite (webkit.ts) sends every host but the site's through: it refuses them
// all, so the hero photo's and the map's hosts fail at once, on any machine, network or none.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A proxy on loopback that refuses whatever it is asked for: a plain request gets 403, a tunnel
 * to an HTTPS host (CONNECT) the same, so an outside host fails at once instead of waiting on a
 * network this machine may not have. MiniBrowser's content filter (--content-filter) did this
 * before; MiniBrowser compiles that filter at every start in a main loop of its own, which let
 * the driver's request for the first window in before the window existed ("The remote session
 * failed to create a new browsing context": 25 times in 15 starts on a loaded machine, and all
 * four tries of one start; none in 25 starts without the filter).
 */
export async function startRefusingProxy(): Promise<{ address: string; close: () => Promise<void> }> {
  const proxy = createServer((_request, response) => response.writeHead(403).end());
  proxy.on("connect", (_request, socket) => socket.end("HTTP/1.1 403 Forbidden\r\n\r\n"));
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  return {
    address: `127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        proxy.close(() => resolve());
        proxy.closeAllConnections();
      }),
  };
}
