// Netlify's redirect, static and headers engines from npm serving this project's dist/ on a
// loopback port: the checks of tests/helpers/hosts/netlify.ts, then what _headers and _redirects
// do there (tests/helpers/hosts/effects.ts), with every value written out here.
import { suite } from "uvu";
import { hostEffects } from "../helpers/hosts/effects.ts";
import { netlifyChecks } from "../helpers/hosts/netlify.ts";
import { projectSite } from "../helpers/hosts/site.ts";

const REVALIDATE = "public, max-age=0, must-revalidate";
const IMMUTABLE = "public, max-age=31536000, immutable";

const test = suite<{ base?: string }>("Netlify (its redirect, static and headers engines)");
const base = netlifyChecks(test, projectSite);
hostEffects(test, base, projectSite.dist, {
  // The types are @netlify/static's; a file _headers gives no Cache-Control (the content files,
  // icons, manifest, sitemap, robots.txt, security.txt) gets the engine's own, which is Netlify's.
  files: {
    page: { contentType: "text/html; charset=utf-8", cacheControl: REVALIDATE },
    script: { contentType: "text/javascript; charset=utf-8", cacheControl: IMMUTABLE },
    stylesheet: { contentType: "text/css; charset=utf-8", cacheControl: IMMUTABLE },
    content: { contentType: "application/json; charset=utf-8", cacheControl: REVALIDATE },
    image: { contentType: "image/png", cacheControl: REVALIDATE },
    svg: { contentType: "image/svg+xml", cacheControl: REVALIDATE },
    manifest: { contentType: "application/manifest+json; charset=utf-8", cacheControl: REVALIDATE },
    sitemap: { contentType: "application/xml", cacheControl: REVALIDATE },
    robots: { contentType: "text/plain; charset=utf-8", cacheControl: REVALIDATE },
    "security.txt": { contentType: "text/plain; charset=utf-8", cacheControl: REVALIDATE },
  },
  compression: {
    none: "Netlify compresses at its CDN's edge, and its engines run here without one (no file of ours asks for it)",
  },
  legacyQuery: "kept",
});
test.run();
