// The development server (npm run dev), the way Vite's own SSR template serves pages: Vite in
// middleware mode serves the source modules, with hot reload; every page is rendered on the
// server from the route table by src/entry-server.tsx (loaded through ssrLoadModule, so an edit
// shows on the next request), into index.html with the same head tags, CSS and boot script as
// the build. The browser then hydrates it with React's development build, so a hydration
// mismatch shows in the console while the code is written, not after a build. Form posts go to
// the local form endpoint, as with npm start. Pages carry the site's Content-Security-Policy,
// Trusted Types included, with one loosening: Vite writes CSS into <style> elements, so inline
// styles pass (developmentContentSecurityPolicy; docs/architecture.md).
import { createServer } from "node:http";
import type { IncomingMessage, ServerResponse } from "node:http";
import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { createServer as createViteServer } from "vite";
import type { ViteDevServer } from "vite";
import type { RenderResult } from "../../src/entry-server.tsx";
import type { resolve as Resolve } from "../../src/site/routes.tsx";
import { SHOWN_DATA_PATH } from "../../src/content/page-content.ts";
import type { PageDataLoader, ShownData } from "../../src/content/page-content.ts";
import type * as PageData from "../../src/site/page-data.ts";
import { compileBootScript, withBootScriptFor } from "../build/boot-script.ts";
import { ROOT } from "../build/dist.ts";
import { developmentContentSecurityPolicy } from "../build/site-files.ts";
import { fillTemplate } from "../build/template.ts";
import { handleFormPost } from "./form-endpoint.ts";
import { BadRequest, DEFAULT_FORMS_FILE, listenOn, type RunningServer, safePathname } from "./static-host.ts";
import { SubmissionStore } from "./submissions.ts";

/** The entry index.html names (with a version query once Vite has reloaded it), which the boot script imports. */
const ENTRY_TAG = /<script type="module" src="(\/src\/entry-client\.tsx(?:\?[^"]*)?)"><\/script>\s*/;

interface ServerModules {
  render: (url: string) => Promise<RenderResult>;
  resolve: (pathname: string) => ReturnType<typeof Resolve>;
  /** A page's data (src/content/page-content.ts), composed from the copy as it is now; null: the not-found page's. */
  data: PageDataLoader;
  shown: () => Promise<ShownData>;
  isSitePage: (path: string) => boolean;
}

async function serverModules(vite: ViteDevServer): Promise<ServerModules> {
  const [entry, site, pages, content, pageData] = await Promise.all([
    vite.ssrLoadModule("/src/entry-server.tsx"),
    vite.ssrLoadModule("/src/site/routes.tsx"),
    vite.ssrLoadModule("/src/site/site-pages.ts"),
    vite.ssrLoadModule("/src/content/content-modules.ts"),
    vite.ssrLoadModule("/src/site/page-data.ts") as Promise<typeof PageData>,
  ]);
  const data: PageDataLoader = (path) => pageData.readPageData(path, content.readContent);
  return {
    render: (url) => entry.render(url, data),
    resolve: (pathname) => site.resolve(pathname, pages.isSitePage),
    data,
    shown: () => pageData.readShownData(content.readContent),
    isSitePage: pages.isSitePage,
  };
}

function answer(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, { "Content-Type": "text/plain; charset=utf-8" });
  response.end(`${text}\n`);
}

/** A page's data file, as the browser asks for it (pageDataPath): its page's path, or null for the not-found page's. */
const DATA_FILE = /^\/content((?:\/[a-z0-9-]+)+)\.json$/;

/** A page's data file, the shown pages' file, or the page itself. */
async function answerGet(vite: ViteDevServer, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const pathname = safePathname(request.url ?? "/");
  const file = DATA_FILE.exec(pathname);
  if (!file) return renderPage(vite, request, response);
  const modules = await serverModules(vite);
  const path = file[1] === "/index" ? "/" : file[1] === "/404" ? null : (file[1] as string);
  let data: unknown;
  try {
    if (pathname === SHOWN_DATA_PATH) data = await modules.shown();
    else if (path === null || modules.isSitePage(path)) data = await modules.data(path);
  } catch {
    // No copy module for it: no such page.
  }
  if (data === undefined) return answer(response, 404, `No data at ${pathname}`);
  response.writeHead(200, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" });
  response.end(JSON.stringify(data));
}

/** A page of the route table (or the not-found page, with 404), rendered for this request. */
async function renderPage(vite: ViteDevServer, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = request.url ?? "/";
  const pathname = safePathname(url);
  const { render, resolve } = await serverModules(vite);
  const resolution = resolve(pathname);
  if (resolution.kind === "redirect") {
    response.writeHead(301, { Location: resolution.redirect.to });
    response.end();
    return;
  }
  const template = await vite.transformIndexHtml(url, await readFile(join(ROOT, "index.html"), "utf8"));
  const entry = ENTRY_TAG.exec(template)?.[1];
  if (!entry) throw new Error("index.html has no entry script");
  const page = fillTemplate(template.replace(ENTRY_TAG, ""), await render(url));
  const bootScript = await compileBootScript();
  const html = withBootScriptFor(page, entry, bootScript);
  response.writeHead(resolution.kind === "page" ? 200 : 404, {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-store",
    "Content-Security-Policy": developmentContentSecurityPolicy(bootScript),
  });
  response.end(request.method === "HEAD" ? undefined : html);
}

export async function startDevServer(port: number, options: { formsFile?: string } = {}): Promise<RunningServer> {
  const store = new SubmissionStore(resolve(options.formsFile ?? DEFAULT_FORMS_FILE));
  await store.open();
  let vite: ViteDevServer | undefined;

  const server = createServer((request, response) => {
    if (!vite) return answer(response, 503, "The development server is starting.");
    const dev = vite;
    if (request.method === "POST") {
      handleFormPost(request, response, store).catch((error: Error) => {
        console.error(`form: ${error.stack ?? error.message}`);
        if (!response.headersSent) answer(response, 500, "The form could not be handled.");
      });
      return;
    }
    // Vite answers what it serves (the source modules, its client, public/); the rest is a page.
    dev.middlewares(request, response, () => {
      if (request.method !== "GET" && request.method !== "HEAD") return answer(response, 405, "Only GET, HEAD and POST are allowed.");
      answerGet(dev, request, response).catch((error: Error) => {
        if (error instanceof BadRequest) return answer(response, error.status, error.message);
        dev.ssrFixStacktrace(error);
        console.error(error.stack ?? error.message);
        if (!response.headersSent) answer(response, 500, `The page could not be rendered: ${error.message}`);
        else response.destroy();
      });
    });
  });
  // Vite's hot-reload socket shares the page's port, so that two servers never compete for one.
  vite = await createViteServer({
    root: ROOT,
    appType: "custom",
    server: { middlewareMode: true, hmr: { server } },
  });
  return {
    server,
    url: await listenOn(server, port),
    async close() {
      await vite?.close();
      await new Promise<void>((resolveClose) => {
        server.close(() => resolveClose());
        server.closeAllConnections();
      });
      await store.close();
    },
  };
}
