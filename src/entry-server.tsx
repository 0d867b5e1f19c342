// The server entry, built by Vite for Node and used by scripts/build/prerender.ts: render(url) gives a
// page's markup, the head tags its page declared with Helmet, and the CSS that page used.
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom";
import { extractCss } from "goober";
import type { HelmetServerState } from "@dr.pogodin/react-helmet";
import { App } from "./app.tsx";
import type { PageDataLoader } from "./content/page-content.ts";
import { createRuntime, RuntimeProvider } from "./navigation/index.ts";
import { notFound } from "./site/routes.tsx";
import { isSitePage } from "./site/site-pages.ts";
import { headMarkup } from "./seo/head-markup.ts";
import { HeadRenderer } from "./seo/head-renderer.tsx";
import { GLOBAL_CSS } from "./styles/global-styles.ts";
import { NO_SCRIPT_HTML } from "./styles/no-script.ts";

export interface RenderResult {
  html: string;
  head: string;
  css: string;
}

/**
 * Renders one page, in a runtime of its own: the server renders the catalog's pages, and where
 * their data (head and content) comes from is the caller's to say (the prerender reads the data
 * files it wrote, the development server composes it: src/site/page-data.ts). Call it for one page
 * at a time: goober collects CSS globally until extracted.
 */
export async function render(url: string, data: PageDataLoader): Promise<RenderResult> {
  const { pathname } = new URL(url, "http://localhost");
  const runtime = createRuntime({ data, isPage: isSitePage, path: pathname });
  // A legacy path is never rendered: its redirect is the host's, from _redirects.
  const resolution = runtime.resolve(pathname);
  await runtime.page(resolution.kind === "redirect" ? notFound : resolution.route).load();
  // The head of the page rendered (a path without its content renders the not-found page), apart
  // from the page: Helmet's state is what the prerender writes into <head>.
  const shown = runtime.resolve(pathname);
  const head = runtime.page(shown.kind === "redirect" ? notFound : shown.route).code()?.head;
  let state: HelmetServerState | undefined;
  if (head) {
    renderToString(
      <HeadRenderer
        head={head}
        collect={(collected) => {
          state = collected;
        }}
      />,
    );
  }
  extractCss(); // start from an empty sheet, whatever rendered before
  const html = renderToString(
    <StrictMode>
      <RuntimeProvider runtime={runtime}>
        <StaticRouter location={url}>
          <App />
        </StaticRouter>
      </RuntimeProvider>
    </StrictMode>,
  );
  if (!state) throw new Error(`${pathname}: the page declared no head`);
  return { html, head: `${headMarkup(state)}\n${NO_SCRIPT_HTML}`, css: `${GLOBAL_CSS}${extractCss()}` };
}
