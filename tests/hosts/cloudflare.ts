// Cloudflare Pages' own asset server and rule parsers (wrangler pages dev) serving this project's
// dist/ on a loopback port, offline: the checks of tests/helpers/hosts/cloudflare.ts, then what
// _headers and _redirects do there (tests/helpers/hosts/effects.ts), with every value written out here.
import { suite } from "uvu";
import { cloudflareChecks } from "../helpers/hosts/cloudflare.ts";
import { hostEffects } from "../helpers/hosts/effects.ts";
import { projectSite } from "../helpers/hosts/site.ts";

const REVALIDATE = "public, max-age=0, must-revalidate";
const IMMUTABLE = "public, max-age=31536000, immutable";

const test = suite<{ base?: string }>("Cloudflare Pages (wrangler pages dev)");
const base = cloudflareChecks(test, projectSite);
hostEffects(test, base, projectSite.dist, {
  // The types are the asset server's; a file _headers gives no Cache-Control gets its own default.
  files: {
    page: { contentType: "text/html; charset=utf-8", cacheControl: REVALIDATE },
    script: { contentType: "application/javascript", cacheControl: IMMUTABLE },
    stylesheet: { contentType: "text/css; charset=utf-8", cacheControl: IMMUTABLE },
    content: { contentType: "application/json", cacheControl: REVALIDATE },
    image: { contentType: "image/png", cacheControl: REVALIDATE },
    svg: { contentType: "image/svg+xml", cacheControl: REVALIDATE },
    manifest: { contentType: "application/manifest+json", cacheControl: REVALIDATE },
    sitemap: { contentType: "application/xml", cacheControl: REVALIDATE },
    robots: { contentType: "text/plain; charset=utf-8", cacheControl: REVALIDATE },
    "security.txt": { contentType: "text/plain; charset=utf-8", cacheControl: REVALIDATE },
  },
  // workerd compresses by content type, as Cloudflare's edge does; the PNG it leaves as it is.
  compression: {
    gzip: ["page", "script", "stylesheet", "content", "svg", "manifest", "sitemap", "robots", "security.txt"],
    vary: false,
  },
  legacyQuery: "kept",
});
test.run();
