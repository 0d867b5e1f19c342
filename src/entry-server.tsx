// The server entry, built by Vite for Node and used by scripts/prerender.ts: render(url) gives a
// page's markup, its head tags and the CSS that page used.
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom";
import { extractCss } from "goober";
import { App } from "./app.tsx";
import { headFor } from "./route-heads.ts";
import { findPage, notFound } from "./routes.tsx";
import { renderHeadHtml } from "./seo/head.ts";
import { GLOBAL_CSS } from "./styles/global-styles.ts";
import { NO_SCRIPT_HTML } from "./styles/no-script.ts";

export interface RenderResult {
  html: string;
  head: string;
  css: string;
}

/** Renders one page. Call it for one page at a time: goober collects CSS globally until extracted. */
export async function render(url: string): Promise<RenderResult> {
  const { pathname } = new URL(url, "http://localhost");
  const route = findPage(pathname) ?? notFound;
  await route.page.preload();
  extractCss(); // start from an empty sheet, whatever rendered before
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </StrictMode>,
  );
  return { html, head: `${renderHeadHtml(headFor(pathname))}\n${NO_SCRIPT_HTML}`, css: `${GLOBAL_CSS}${extractCss()}` };
}
