// Vite builds the browser bundle (into dist/) and, for scripts/build/prerender.ts, the server bundle.
import { defineConfig } from "vite";
import type { Plugin } from "vite";
import { compileBootScript, withBootScript } from "./scripts/build/boot-script.ts";
import { buildDate } from "./scripts/build/build-date.ts";
import { compactCssTemplates } from "./scripts/build/css-templates.ts";
import { browserMenuCatalog } from "./scripts/build/catalog-plugin.ts";

/**
 * Build-time constants: the site's origin, and from the build's date (the commit's, or
 * SOURCE_DATE_EPOCH), in UTC, the year the copyright line shows at hydration and the day the
 * privacy policy and the terms show as last changed, so that one commit builds the same bytes on
 * any day, machine or time zone.
 */
const SITE_URL = process.env.SITE_URL ?? "";
const BUILT = buildDate().date;
const BUILD_YEAR = BUILT.getUTCFullYear();
const BUILD_DAY = BUILT.toISOString().slice(0, 10);

/** In the built index.html, the app starts after first paint (scripts/build/boot-script.ts). */
function startAfterFirstPaint(): Plugin {
  return {
    name: "start-after-first-paint",
    apply: "build",
    transformIndexHtml: { order: "post", handler: async (html) => withBootScript(html, await compileBootScript()) },
  };
}

/** V8's explicit compile hint for a whole file (Chrome 136 and later). */
const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/**
 * Every chunk asks V8 to compile all its functions as it loads, off the main thread, rather than
 * each on its first call. On a first visit, a tap on a link is the first call of React's event and
 * commit code, the router's and the page's own: compiled then, on the main thread, between the tap
 * and the paint (docs/decisions.md, "Chunks compiled as they load"). V8 reads the comment only
 * before the file's first token, and Vite puts its preload list (`const __vite__mapDeps`) at the
 * top of the entry after the bundler's banner, so the hint is added last, at byte 0. Other engines
 * read a comment.
 */
function compiledAsLoaded(): Plugin {
  return {
    name: "compiled-as-loaded",
    apply: "build",
    // The file names' hashes change with the hint, so a cached file never lacks it.
    augmentChunkHash: () => COMPILE_HINT,
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== "chunk") continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          // A source map, when one is made, moves down by the line.
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === "asset") {
            const source = JSON.parse(String(map.source)) as { mappings: string };
            map.source = JSON.stringify({ ...source, mappings: `;${source.mappings}` });
          }
        }
      },
    },
  };
}

export default defineConfig(() => ({
  plugins: [browserMenuCatalog(), startAfterFirstPaint(), compactCssTemplates(), compiledAsLoaded()],
  define: {
    "process.env.SITE_URL": JSON.stringify(SITE_URL),
    // Where the contact form posts (src/content/contact-form.ts); empty means the site root.
    "process.env.FORM_ENDPOINT": JSON.stringify(process.env.FORM_ENDPOINT ?? ""),
    __BUILD_YEAR__: JSON.stringify(BUILD_YEAR),
    __BUILD_DATE__: JSON.stringify(BUILD_DAY),
  },
  oxc: {
    jsx: { runtime: "automatic" },
  },
  build: {
    // BUILD_READABLE=1 npm run build keeps the code's own names, so that a profile reads
    // (npm run bench:trace -- <from> <to> --profile); never for a deploy.
    ...(process.env.BUILD_READABLE === "1" ? { minify: false } : {}),
    target: "es2022",
    // Nothing is preloaded by index.html: the page's first paint has the network to itself (the
    // boot script starts the app after it). A lazy chunk's own imports are requested together
    // with it, not one after another as the browser discovers them: a page's layout, its copy
    // and the shared sections arrive in one round trip.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, dependencies, { hostType }) => (hostType === "html" ? [] : dependencies),
    },
    assetsInlineLimit: 0,
    rolldownOptions: {
      preserveEntrySignatures: "allow-extension",
      output: {
        // What every page needs at start-up (the router, the header, footer and form) is one
        // file; each page kind's code comes in its own chunk after it, and a service or area
        // page's copy as its own JSON file (src/content/page-content.ts).
        codeSplitting: {
          groups: [
            { name: "app", tags: ["$initial"] },
            // React DOM's entry module with its client, in one chunk: a chunk of its own for the
            // entry alone cost about 550 B of gzip on every page.
            { name: "client", test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/ },
            // sonner, loaded when the visitor starts on the form, under its own name.
            { name: "sonner", test: /[\\/]node_modules[\\/]sonner[\\/]/ },
          ],
        },
      },
      onwarn(warning, warn) {
        // React libraries mark modules "use client" for server-component bundlers; this site has
        // no server components, so the directive is meaningless here.
        if (warning.code === "MODULE_LEVEL_DIRECTIVE") return;
        warn(warning);
      },
    },
  },
  preview: { port: 4173 },
}));
