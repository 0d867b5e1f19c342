// Debian's nginx serving this project's dist/ with the config the build writes (deploy/nginx.conf),
// on a loopback port of its own: the checks of tests/helpers/hosts/nginx.ts, then what each of the
// config's directives does (tests/helpers/hosts/effects.ts), with every value written out here.
import { suite } from "uvu";
import { hostEffects } from "../helpers/hosts/effects.ts";
import { nginxChecks } from "../helpers/hosts/nginx.ts";
import { projectSite } from "../helpers/hosts/site.ts";

const REVALIDATE = "public, max-age=0, must-revalidate";
const IMMUTABLE = "public, max-age=31536000, immutable";

const test = suite<{ base?: string }>("nginx with deploy/nginx.conf");
const base = nginxChecks(test, projectSite);
hostEffects(test, base, projectSite.dist, {
  // Types from Debian's /etc/nginx/mime.types (text/xml for .xml, application/javascript), the
  // manifest's from the config's own location; "charset utf-8" on the text kinds.
  files: {
    page: { contentType: "text/html; charset=utf-8", cacheControl: REVALIDATE },
    script: { contentType: "application/javascript; charset=utf-8", cacheControl: IMMUTABLE },
    stylesheet: { contentType: "text/css; charset=utf-8", cacheControl: IMMUTABLE },
    content: { contentType: "application/json", cacheControl: REVALIDATE },
    image: { contentType: "image/png", cacheControl: REVALIDATE },
    svg: { contentType: "image/svg+xml", cacheControl: REVALIDATE },
    manifest: { contentType: "application/manifest+json", cacheControl: REVALIDATE },
    sitemap: { contentType: "text/xml; charset=utf-8", cacheControl: REVALIDATE },
    robots: { contentType: "text/plain; charset=utf-8", cacheControl: REVALIDATE },
    "security.txt": { contentType: "text/plain; charset=utf-8", cacheControl: REVALIDATE },
  },
  // Every text kind; the PNG is compressed already.
  compression: {
    gzip: ["page", "script", "stylesheet", "content", "svg", "manifest", "sitemap", "robots", "security.txt"],
    vary: true,
  },
  legacyQuery: "kept",
});
test.run();
