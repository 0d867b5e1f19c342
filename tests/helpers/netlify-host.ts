// Netlify's own engines from npm, put together as Netlify's local server (@netlify/dev) puts
// them: its redirect engine (@netlify/redirects, over netlify-redirector and the _redirects
// parser), its static file server (@netlify/static, with its pretty-URL lookup) and its headers
// engine (@netlify/headers, over the _headers parser), in @netlify/dev's order: a rule first,
// unless a file shadows it; then the file; _headers on whatever is served. The one piece of
// ours is the last: nothing matched, so 404.html with a 404 and its own headers, as Netlify
// documents (a custom 404.html is served for any path with no file or rule).
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { IncomingMessage, Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { HeadersHandler } from "@netlify/headers";
import { RedirectsHandler } from "@netlify/redirects";
import { StaticHandler } from "@netlify/static";

export interface NetlifyHost {
  url: string;
  /** What the engines reported while parsing the rule files (syntax errors). */
  reports: string[];
  close(): Promise<void>;
}

function toRequest(request: IncomingMessage, origin: string, body: Buffer): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) if (typeof value === "string") headers.set(name, value);
  const method = request.method ?? "GET";
  return new Request(new URL(request.url ?? "/", origin), {
    method,
    headers,
    body: ["GET", "HEAD"].includes(method) ? undefined : new Uint8Array(body),
  });
}

export async function startNetlifyHost(publishDir: string): Promise<NetlifyHost> {
  const reports: string[] = [];
  const record = (...parts: unknown[]) => reports.push(parts.map(String).join(" "));
  const logger = { error: record, warn: record, log: () => undefined };
  const headers = new HeadersHandler({ projectDir: publishDir, publishDir: ".", logger });
  const redirects = new RedirectsHandler({
    configRedirects: [],
    jwtRoleClaim: "",
    jwtSecret: "",
    projectDir: publishDir,
    publicDir: publishDir,
  });
  const files = new StaticHandler({ directory: publishDir });
  const notFound = await readFile(join(publishDir, "404.html"));

  async function answer(request: Request): Promise<Response> {
    const match = await redirects.match(request);
    if (match) {
      const response = await redirects.handle(request, match, async (fileRequest) => {
        const file = await files.match(fileRequest);
        if (!file) return undefined;
        return async () => {
          const fileResponse = await file.handle();
          await headers.apply(new Request(match.target), fileResponse);
          return fileResponse;
        };
      });
      if (response) {
        // A redirect's own response has immutable headers; Netlify's server copies them.
        const copy = new Response(response.body, response);
        await headers.apply(request, copy);
        return copy;
      }
    }
    const file = await files.match(request);
    if (file) {
      const response = await file.handle();
      await headers.apply(request, response);
      return response;
    }
    // The not-found page as the file it is: its own headers, not those of the path asked for.
    const response = new Response(notFound, { status: 404, headers: { "content-type": "text/html; charset=utf-8" } });
    await headers.apply(new Request(new URL("/404.html", request.url)), response);
    return response;
  }

  const server: Server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      answer(toRequest(incoming, url, Buffer.concat(chunks)))
        .then(async (response) => {
          outgoing.writeHead(response.status, Object.fromEntries(response.headers));
          outgoing.end(Buffer.from(await response.arrayBuffer()));
        })
        .catch((error: Error) => {
          outgoing.writeHead(500, { "content-type": "text/plain" });
          outgoing.end(error.stack);
        });
    });
  });
  // The redirect engine reports a syntax error in _redirects on the console, not to a logger.
  const consoleLog = console.log;
  console.log = (...parts: unknown[]) => (String(parts[0]).includes("syntax errors") ? record(...parts) : consoleLog(...parts));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    reports,
    close: () =>
      new Promise((resolve) => {
        console.log = consoleLog;
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
