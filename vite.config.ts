// Vite builds the browser bundle (into dist/) and, for scripts/prerender.ts, the server bundle.
import { defineConfig } from "vite";

/** Build-time constants: the site's origin and the year the copyright line shows at hydration. */
const SITE_URL = process.env.SITE_URL ?? "";
const BUILD_YEAR = new Date().getFullYear();

export default defineConfig({
  define: {
    "process.env.SITE_URL": JSON.stringify(SITE_URL),
    __BUILD_YEAR__: JSON.stringify(BUILD_YEAR),
  },
  oxc: {
    jsx: { runtime: "automatic" },
  },
  build: {
    target: "es2022",
    // Inline scripts would need 'unsafe-inline' under the Content-Security-Policy.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    rolldownOptions: {
      onwarn(warning, warn) {
        // React libraries mark modules "use client" for server-component bundlers; this site has
        // no server components, so the directive is meaningless here.
        if (warning.code === "MODULE_LEVEL_DIRECTIVE") return;
        warn(warning);
      },
    },
  },
  preview: { port: 4173 },
});
