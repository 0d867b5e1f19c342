// The local server: serves dist/ the way the static host does (pages, _redirects, _headers,
// 404.html, compression) and plays the host's form service. Builds first when dist/ is missing or
// older than the sources. Run: npm start (PORT, FORMS_FILE and HOST override the defaults).
import { existsSync, readFileSync, statSync } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import { createServer } from "node:http";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import compression from "compression";
import sirv from "sirv";
import { DIST, ROOT } from "./lib/dist.ts";
import { handleFormPost } from "./lib/form-endpoint.ts";
import { runBuild } from "./lib/run-build.ts";
import { findRedirectRule, headersFor, parseHeaders, parseRedirects } from "./lib/host-rules.ts";
import { SubmissionStore } from "./lib/submissions.ts";

const DEFAULT_PORT = 4173;
const DEFAULT_FORMS_FILE = join(ROOT, ".data", "submissions.jsonl");
/** Longer URLs than any page of ours, short enough that no handler ever sees a giant one. */
const MAX_URL_LENGTH = 2048;
/** A request (headers and body) must arrive within this time; REQUEST_TIMEOUT_MS overrides. */
const REQUEST_TIMEOUT_MS = Number(process.env.REQUEST_TIMEOUT_MS ?? 30_000);
/** Headers larger than this are refused with 431 by Node itself. */
const MAX_HEADER_BYTES = 16 * 1024;
/** Sources whose change means dist/ is stale. */
const SOURCES = ["src", "public", "index.html", "vite.config.ts", "scripts/prerender.ts", "scripts/lib", "package-lock.json"];
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

class BadRequest extends Error {
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

export async function startServer(port: number, options: ServerOptions = {}): Promise<RunningServer> {
  const dist = resolve(options.dist ?? DIST);
  const notFoundPage = readFileSync(join(dist, "404.html"));
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
    onNoMatch: (request, response) => {
      response.statusCode = 404;
      response.setHeader("Content-Type", "text/html; charset=utf-8");
      response.end(request.method === "HEAD" ? undefined : notFoundPage);
    },
  });

  function handle(request: IncomingMessage, response: ServerResponse) {
    const started = performance.now();
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
      handleFormPost(request, response, store).catch((error: Error) => {
        console.error(`form: ${error.stack ?? error.message}`);
        if (!response.headersSent) plainAnswer(response, 500, "The form could not be handled.");
      });
      return;
    }
    if (request.method !== "GET" && request.method !== "HEAD") {
      plainAnswer(response, 405, "Only GET, HEAD and POST are allowed.", { Allow: "GET, HEAD, POST" });
      return;
    }
    const redirect = findRedirectRule(redirectRules, pathname);
    if (redirect) {
      const query = (request.url ?? "").includes("?") ? (request.url ?? "").slice((request.url ?? "").indexOf("?")) : "";
      response.writeHead(redirect.status, { Location: `${redirect.to}${query}`, "Cache-Control": "public, max-age=0, must-revalidate" });
      response.end();
      return;
    }
    // sirv's dev mode does not skip dotfiles by itself; the host never serves them.
    if (HIDDEN_FILES.has(pathname) || pathname.split("/").some((segment) => segment.startsWith("."))) {
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
  // A client that breaks the protocol gets a 400 and the connection closes; nothing is logged as a crash.
  server.on("clientError", (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return;
    const status =
      error.code === "HPE_HEADER_OVERFLOW"
        ? "431 Request Header Fields Too Large"
        : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
          ? "408 Request Timeout"
          : "400 Bad Request";
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  });

  await new Promise<void>((resolveListen, rejectListen) => {
    server.once("error", rejectListen);
    server.listen(port, process.env.HOST ?? "127.0.0.1", () => resolveListen());
  });
  const { port: actualPort } = server.address() as AddressInfo;
  return {
    server,
    url: `http://localhost:${actualPort}`,
    async close() {
      await new Promise<void>((resolveClose) => {
        server.close(() => resolveClose());
        server.closeIdleConnections();
      });
      await store.close();
    },
  };
}

async function newestMtime(path: string): Promise<number> {
  const info = await stat(path).catch(() => undefined);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(path, { recursive: true, withFileTypes: true });
  let newest = info.mtimeMs;
  for (const entry of entries) {
    if (entry.isFile()) newest = Math.max(newest, (await stat(join(entry.parentPath, entry.name))).mtimeMs);
  }
  return newest;
}

/** dist/ is stale when it has no pages or a source changed after the last build. */
export async function distIsStale(dist = DIST): Promise<boolean> {
  const marker = join(dist, "404.html");
  if (!existsSync(marker)) return true;
  const built = statSync(marker).mtimeMs;
  const sources = await Promise.all(SOURCES.map((source) => newestMtime(join(ROOT, source))));
  return Math.max(...sources) > built;
}

function build(): void {
  if (!runBuild().ok) throw new Error("The build failed; not starting the server.");
}

async function main() {
  if (!process.argv.includes("--no-build") && (await distIsStale())) {
    console.log("dist/ is missing or older than the sources: building first.");
    build();
  }
  const port = Number.parseInt(process.env.PORT ?? String(DEFAULT_PORT), 10);
  const running = await startServer(port, { formsFile: process.env.FORMS_FILE });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping...`);
    // Connections that stay open past a grace period are cut, so that stopping never hangs.
    setTimeout(() => running.server.closeAllConnections(), 2000).unref();
    running.close().then(
      () => {
        console.log("Stopped.");
        process.exit(0);
      },
      (error: Error) => {
        console.error(error.message);
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
  // Announced only once Ctrl-C is handled, so that a stop request can never arrive unhandled.
  console.log(`Serving dist/ at ${running.url} (form submissions go to ${process.env.FORMS_FILE ?? DEFAULT_FORMS_FILE})`);
  console.log("Press Ctrl-C to stop.");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}
