// The server entry, built by Vite for Node and used by scripts/build/prerender.ts: render(url) gives a
// page's markup, the head tags its page declared with Helmet, and the CSS that page used.
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom";
import { extractCss } from "goober";
import type { HelmetServerState } from "@dr.pogodin/react-helmet";
import { App } from "./app.tsx";
import { limitPages, resolve } from "./site/resolve.ts";
import { notFound } from "./site/not-found-route.ts";
import { isSitePage } from "./site/site-pages.ts";
import { HeadCollector, loadHeadRenderer } from "./seo/head-renderer-loader.ts";
import { headMarkup } from "./seo/head-markup.ts";
import { GLOBAL_CSS } from "./styles/global-styles.ts";
import { NO_SCRIPT_HTML } from "./styles/no-script.ts";

export interface RenderResult {
  html: string;
  head: string;
  css: string;
}

// The server renders the catalog's pages. Where their content comes from is the caller's to say
// (setContentLoader): the prerender reads the content files it wrote, the development server
// the copy modules.
limitPages(isSitePage);
export { setContentLoader } from "./content/page-content.ts";

/** Renders one page. Call it for one page at a time: goober collects CSS globally until extracted. */
export async function render(url: string): Promise<RenderResult> {
  const { pathname } = new URL(url, "http://localhost");
  // A legacy path is never rendered: its redirect is the host's, from _redirects.
  const resolution = resolve(pathname);
  const route = resolution.kind === "redirect" ? notFound : resolution.route;
  await Promise.all([route.page.load(false), loadHeadRenderer()]);
  extractCss(); // start from an empty sheet, whatever rendered before
  let state: HelmetServerState | undefined;
  const html = renderToString(
    <StrictMode>
      <HeadCollector
        value={(collected) => {
          state = collected;
        }}
      >
        <StaticRouter location={url}>
          <App />
        </StaticRouter>
      </HeadCollector>
    </StrictMode>,
  );
  if (!state) throw new Error(`${pathname}: the page declared no head`);
  return { html, head: `${headMarkup(state)}\n${NO_SCRIPT_HTML}`, css: `${GLOBAL_CSS}${extractCss()}` };
}
