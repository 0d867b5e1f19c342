// The local static host: serves a built dist/ the way the static host does (pages, _redirects,
// _headers, 404.html, compression) and plays the host's form service. \`npm start\`
// (scripts/serve.ts), the benchmark and the tests start it.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import compression from "compression";
import sirv from "sirv";
import { pages } from "../../src/site/site-pages.ts";
import { DIST, ROOT } from "../build/dist.ts";
import { canonicalRedirect, NOT_FOUND_FILE, pageFile } from "../build/page-files.ts";
import { handleFormPost } from "./form-endpoint.ts";
import { findRedirectRule, headersFor, parseHeaders, parseRedirects } from "./host-rules.ts";
import { SubmissionStore } from "./submissions.ts";

/** Where \`npm start\` stores submissions unless FORMS_FILE says otherwise. */
export const DEFAULT_FORMS_FILE = join(ROOT, ".data", "submissions.jsonl");
/** Longer URLs than any page of ours, short enough that no handler ever sees a giant one. */
const MAX_URL_LENGTH = 2048;
/** A request (headers and body) must arrive within this time; REQUEST_TIMEOUT_MS overrides. */
const REQUEST_TIMEOUT_MS = Number(process.env.REQUEST_TIMEOUT_MS ?? 30_000);
/** Headers larger than this are refused with 431 by Node itself. */
const MAX_HEADER_BYTES = 16 * 1024;
/** Sources whose change means dist/ is stale. */
/** Files of the host's configuration that the host itself never serves. */
const HIDDEN_FILES = new Set(["/_redirects", "/_headers"]);

export interface ServerOptions {
  dist?: string;
  formsFile?: string;
  /** Print one line per request. */
  log?: boolean;
}

export interface RunningServer {
  server: Server;
  url: string;
  close(): Promise<void>;
}

/** A request the server refuses, with the status that says why. */
export class BadRequest extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The request's path, decoded, or a BadRequest: overlong URLs, malformed escapes, null bytes,
 * backslashes and ".." segments in any encoding (decoded repeatedly to catch double encoding).
 */
export function safePathname(rawUrl: string): string {
  if (rawUrl.length > MAX_URL_LENGTH) throw new BadRequest(414, "The URL is too long.");
  if (!rawUrl.startsWith("/")) throw new BadRequest(400, "The URL must be a path.");
  const rawPath = rawUrl.split("?")[0] ?? "/";
  const refuse = (path: string) => {
    if (/\0|\\/.test(path) || path.split("/").some((segment) => segment === ".." || segment === ".")) {
      throw new BadRequest(400, "The path is not allowed.");
    }
  };
  let decoded = rawPath;
  refuse(decoded);
  for (let round = 0; round < 3 && decoded.includes("%"); round += 1) {
    try {
      decoded = decodeURIComponent(decoded);
    } catch {
      throw new BadRequest(400, "The URL is not correctly encoded.");
    }
    refuse(decoded);
  }
  return decodeURIComponent(rawPath);
}

function plainAnswer(response: ServerResponse, status: number, message: string, extra: Record<string, string> = {}) {
  response.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...extra });
  response.end(`${message}\n`);
}

/** Listens on the port (0: a free one) at HOST or 127.0.0.1; the server's address. */
export async function listenOn(server: Server, port: number): Promise<string> {
  await new Promise<void>((resolveListen, rejectListen) => {
    server.once("error", rejectListen);
    server.listen(port, process.env.HOST ?? "127.0.0.1", () => resolveListen());
  });
  return `http://localhost:${(server.address() as AddressInfo).port}`;
}

export async function startServer(port: number, options: ServerOptions = {}): Promise<RunningServer> {
  const dist = resolve(options.dist ?? DIST);
  const notFoundPage = readFileSync(join(dist, NOT_FOUND_FILE));
  const pagePaths = new Set(pages.map((page) => page.path));
  const redirectRules = parseRedirects(readFileSync(join(dist, "_redirects"), "utf8"));
  const headerRules = parseHeaders(readFileSync(join(dist, "_headers"), "utf8"));
  const store = new SubmissionStore(resolve(options.formsFile ?? DEFAULT_FORMS_FILE));
  const { repairedBytes } = await store.open().catch((error: Error) => {
    // The site is still served; the form answers 503 until the file can be written.
    console.error(`form: cannot open ${store.file}: ${error.message}`);
    return { repairedBytes: 0 };
  });
  if (repairedBytes > 0) console.warn(`form: removed a partial last record (${repairedBytes} bytes) from ${store.file}`);

  const compress = compression();
  // Each request looks its file up on disk (sirv's dev mode) rather than in a list made at start:
  // a file removed from dist/ mid-visit (a new build, as a redeploy does on the host) is a 404,
  // where a cached entry would open a missing file and crash the server. The caching headers
  // come from _headers, set before sirv runs, so they are the same in either mode.
  const files = sirv(dist, {
    dev: true,
    etag: true,
    dotfiles: false,
    // A page is found by its path alone (below), never by guessing an extension.
    extensions: [],
    onNoMatch: (request, response) => {
      // The not-found page's own headers: a missing /assets/ file must not be cached for a year.
      for (const [name, value] of headersFor(headerRules, `/${NOT_FOUND_FILE}`)) response.setHeader(name, value);
      response.statusCode = 404;
      response.setHeader("Content-Type", "text/html; charset=utf-8");
      response.end(request.method === "HEAD" ? undefined : notFoundPage);
    },
  });

  function handle(request: IncomingMessage, response: ServerResponse) {
    const started = performance.now();
    let answered = false;
    response.on("finish", () => (answered = true));
    if (options.log ?? true) {
      response.on("finish", () => {
        const ms = (performance.now() - started).toFixed(1);
        console.log(`${request.method} ${(request.url ?? "").slice(0, 200)} ${response.statusCode} ${ms} ms`);
      });
    }
    let pathname: string;
    try {
      pathname = safePathname(request.url ?? "/");
    } catch (error) {
      if (!(error instanceof BadRequest)) throw error;
      for (const [name, value] of headersFor(headerRules, "/")) response.setHeader(name, value);
      plainAnswer(response, error.status, error.message);
      return;
    }
    for (const [name, value] of headersFor(headerRules, pathname)) response.setHeader(name, value);

    if (request.method === "POST") {
      handleFormPost(request, response, store)
        .catch((error: Error) => {
          console.error(`form: ${error.stack ?? error.message}`);
          if (!response.headersSent) plainAnswer(response, 500, "The form could not be handled.");
        })
        .finally(() => {
          // A client that left before its answer is never logged on "finish": say so once its
          // handling is over, so that the log shows the end of every form request.
          if ((options.log ?? true) && response.destroyed && !answered) {
            console.log(`${request.method} ${(request.url ?? "").slice(0, 200)} left unanswered: the client closed the connection`);
          }
        });
      return;
    }
    if (request.method !== "GET" && request.method !== "HEAD") {
      plainAnswer(response, 405, "Only GET, HEAD and POST are allowed.", { Allow: "GET, HEAD, POST" });
      return;
    }
    const query = (request.url ?? "").includes("?") ? (request.url ?? "").slice((request.url ?? "").indexOf("?")) : "";
    const redirect = findRedirectRule(redirectRules, pathname);
    // A page's URL has no trailing slash and no ".html": either variant is one 301 to it, as on
    // Cloudflare Pages and with the nginx config (docs/deployment.md).
    const location = redirect?.to ?? canonicalRedirect(pathname, pagePaths);
    if (location !== undefined) {
      response.writeHead(redirect?.status ?? 301, {
        Location: `${location}${query}`,
        "Cache-Control": "public, max-age=0, must-revalidate",
      });
      response.end();
      return;
    }
    if (pagePaths.has(pathname)) request.url = `/${pageFile(pathname)}${query}`;
    // sirv's dev mode does not skip dotfiles by itself; the host never serves them, but for the
    // well-known folder (RFC 8615: security.txt).
    const hidden = pathname.split("/").some((segment, index) => segment.startsWith(".") && !(index === 1 && segment === ".well-known"));
    if (HIDDEN_FILES.has(pathname) || hidden) {
      response.statusCode = 404;
      response.setHeader("Content-Type", "text/html; charset=utf-8");
      response.end(notFoundPage);
      return;
    }
    compress(request as never, response as never, () => files(request, response));
  }

  const server = createServer(
    {
      requestTimeout: REQUEST_TIMEOUT_MS,
      headersTimeout: Math.min(10_000, REQUEST_TIMEOUT_MS),
      // How often Node looks for requests past their time; the default (30 s) is too coarse.
      connectionsCheckingInterval: 1000,
      maxHeaderSize: MAX_HEADER_BYTES,
    },
    (request, response) => {
      try {
        handle(request, response);
      } catch (error) {
        console.error(`server: ${(error as Error).stack}`);
        if (!response.headersSent) plainAnswer(response, 500, "Something went wrong.");
        else response.destroy();
      }
    },
  );
  server.maxHeadersCount = 100;
  // A client that breaks the protocol gets a 400 (431 for huge headers, 408 when too slow) and the
  // connection closes; nothing is logged as a crash. Node has parsed no request here, so the
  // answer is written by hand, with the site's security headers like every other answer.
  const refusalHeaders = new Map([...headersFor(headerRules, "/"), ["Cache-Control", "no-store"]]);
  const refusalLines = [...refusalHeaders].map(([name, value]) => `${name}: ${value}\r\n`).join("");
  server.on("clientError", (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return;
    const status =
      error.code === "HPE_HEADER_OVERFLOW"
        ? "431 Request Header Fields Too Large"
        : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
          ? "408 Request Timeout"
          : "400 Bad Request";
    socket.end(`HTTP/1.1 ${status}\r\n${refusalLines}Connection: close\r\nContent-Length: 0\r\n\r\n`);
  });

  return {
    server,
    url: await listenOn(server, port),
    async close() {
      await new Promise<void>((resolveClose) => {
        server.close(() => resolveClose());
        server.closeIdleConnections();
      });
      await store.close();
    },
  };
}
