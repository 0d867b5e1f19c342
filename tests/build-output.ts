// The built site in dist/, as a crawler sees it with no JavaScript: every route's file with its
// head tags, structured data, CSS and rendered markup, and the files beside the pages.
import { readdir, readFile } from "node:fs/promises";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { load } from "cheerio";
import { pages as sitePages } from "../src/site/site-pages.ts";
import { redirects } from "../src/site/redirects.ts";
import { compileBootScript } from "../scripts/build/boot-script.ts";
import { hashSource } from "../scripts/build/inline-content.ts";
import { headersFor, parseHeaders } from "../scripts/server/host-rules.ts";
import { DEPLOY, DIST, htmlFileFor } from "../scripts/build/dist.ts";
import { legacyPageFile, pageFile } from "../scripts/build/page-files.ts";
import { fontSize, fontWeight } from "../src/styles/theme.ts";
import { EXPECTED_HEADS } from "./expected/heads.ts";
import { SPEC_PAGES } from "./helpers/spec-pages.ts";

const output = suite("built pages");

// Read once for every page: what the pages share (the boot script, the scripts the import map
// names, the host's rules), not each page's own bytes.
const bootScript = compileBootScript();
const fileHashes = new Map<string, Promise<string>>();
/** The SHA-256 of a built file's bytes, as an integrity attribute gives it. */
function integrityOf(path: string): Promise<string> {
  let hash = fileHashes.get(path);
  if (!hash) {
    hash = readFile(join(DIST, path)).then((bytes) => `sha256-${createHash("sha256").update(bytes).digest("base64")}`);
    fileHashes.set(path, hash);
  }
  return hash;
}
const headerRules = readFile(join(DIST, "_headers"), "utf8").then(parseHeaders);

for (const route of sitePages) {
  output(`${route.path} has its own file with one of each head tag and its rendered content`, async () => {
    const html = await readFile(htmlFileFor(route.path), "utf8");
    const $ = load(html);
    // Each tag once; their values are compared with the written-out ones in pages.ts (heads) and
    // structured-data.ts (JSON-LD), never with the head builders' own output.
    assert.is($("head title").length, 1);
    assert.is($('meta[name="description"]').length, 1);
    assert.is($('link[rel="canonical"]').length, 1);
    assert.is($('head meta[property="og:image"]').length, 1);
    assert.ok($('head script[type="application/ld+json"]').length >= 2, "the business and the page's own structured data");
    // React renders no <title> or <meta> inside the root: the head is the only place for them.
    assert.is($("#root title, #root meta, #root link, #root script[type='application/ld+json']").length, 0);
    const css = $("head style#_goober");
    assert.is(css.length, 1);
    assert.ok(css.text().length > 1000, "the page's CSS is inlined");
    assert.match(css.text(), /^\*, \*::before, \*::after \{ box-sizing: border-box; \}/, "the global rules come first");
    assert.match(css.text(), /font-family: system-ui/, "the global rules are there without JavaScript");
    assert.is($("#root h1").length, 1);
    assert.ok($("#root header").length === 1 && $("#root footer").length === 1, "header and footer rendered");
    assert.match($("#root").text(), /Ready to Improve Your Insulation\?/);
    // One boot script starts the app after first paint, from its own file, by its integrity hash;
    // nothing else is fetched before it.
    const boot = $("body > script[data-entry]");
    assert.is(boot.length, 1);
    assert.is(boot.text(), "");
    assert.ok(boot.is("[async]"), "the boot script never holds up the parser");
    const bootFile = await readFile(join(DIST, boot.attr("src") ?? "-"), "utf8");
    // The compiled src/boot/start-app.ts, as its own file, with the SHA-256 of its bytes.
    assert.is(bootFile, await bootScript);
    assert.is(boot.attr("integrity"), await integrityOf(boot.attr("src") ?? "-"));
    assert.ok(existsSync(join(DIST, boot.attr("data-entry") ?? "-")), "the entry the boot script names exists");
    assert.is($('script[src], link[rel="modulepreload"], link[rel="preload"][as="script"]').length, 1, "the boot script alone");
    // The import map names the entry with the SHA-256 of its bytes, and the policy in _headers
    // allows the map by the hash of its text.
    const map = $('head script[type="importmap"]');
    assert.is(map.length, 1);
    const integrity = (JSON.parse(map.text()) as { integrity: Record<string, string> }).integrity;
    assert.ok((boot.attr("data-entry") ?? "-") in integrity, "the entry has its hash");
    for (const [path, hash] of Object.entries(integrity)) assert.is(hash, await integrityOf(path), path);
    const policy = headersFor(await headerRules, route.path).get("Content-Security-Policy");
    assert.ok(policy?.includes(hashSource(map.text())), "the policy allows the import map by its hash");
  });
}

/**
 * The style rules a stylesheet's text nests inside another style rule (CSS nesting), as
 * "outer { inner }": an at-rule may hold rules, a style rule may not, for the browsers before
 * nesting (Safari before 16.5, Firefox before 117), which drop the whole nested rule.
 */
function nestedStyleRules(css: string): string[] {
  const open: string[] = [];
  const nested: string[] = [];
  let prelude = "";
  for (const char of css.replace(/\/\*[\s\S]*?\*\//g, "")) {
    if (char === "{") {
      const outer = open.at(-1);
      if (outer !== undefined && !outer.startsWith("@")) nested.push(`${outer} { ${prelude.trim()} }`);
      open.push(prelude.trim());
      prelude = "";
    } else if (char === "}") {
      open.pop();
      prelude = "";
    } else if (char === ";") prelude = "";
    else prelude += char;
  }
  return nested;
}

output("no page's CSS nests a style rule in another, which browsers before CSS nesting would drop", async () => {
  const found: string[] = [];
  for (const path of [...sitePages.map((page) => page.path), "404"]) {
    const $ = load(await readFile(path === "404" ? join(DIST, "404.html") : htmlFileFor(path), "utf8"));
    const css = $("style")
      .map((_, style) => $(style).text())
      .get()
      .join("\n");
    assert.ok(css.length > 1000, `${path}: its CSS is read`);
    found.push(...nestedStyleRules(css).map((rule) => `${path}: ${rule}`));
  }
  assert.equal(found, []);
});

output("404.html is the not-found page, kept out of search results", async () => {
  const $ = load(await readFile(join(DIST, "404.html"), "utf8"));
  assert.is($("h1").text(), "Oops! Page not found");
  assert.is($('a[href="/"]').filter((_, element) => $(element).text().includes("Return to Home")).length, 1);
  assert.match($('meta[name="robots"]').attr("content") ?? "", /noindex/);
  assert.is($("#quote").length, 0, "no quote section on the 404 page");
});

output(
  "each legacy path has a redirect page pointing at its page, beside dist/ and not in it (it would shadow the rule on Netlify)",
  async () => {
    for (const redirect of redirects) {
      const $ = load(await readFile(join(DEPLOY, legacyPageFile(redirect.from)), "utf8"));
      assert.is($('meta[http-equiv="refresh"]').attr("content"), `0; url=${redirect.to}`, redirect.from);
      for (const file of [htmlFileFor(redirect.from), join(DIST, redirect.from, "index.html"), join(DIST, redirect.from)]) {
        assert.not.ok(existsSync(file), `${file} would shadow ${redirect.from}'s rule`);
      }
    }
  },
);

output("every page is one flat file named after its path, and no page is an index.html in a folder", async () => {
  assert.is(pageFile("/"), "index.html");
  assert.is(pageFile("/about"), "about.html");
  assert.is(pageFile("/services/attic"), "services/attic.html");
  for (const route of sitePages) {
    assert.ok(existsSync(join(DIST, pageFile(route.path))), route.path);
    if (route.path !== "/") assert.not.ok(existsSync(join(DIST, route.path, "index.html")), `${route.path}/index.html`);
  }
});

output("the pages every page names have their data in one file too, the same as in their own files", async () => {
  const shown = JSON.parse(await readFile(join(DIST, "content", "shown.json"), "utf8")) as Record<string, { content?: { name?: string } }>;
  // The spec's six services and five areas come first, all named in the footer; a site with more
  // names eight of each kind at most.
  const paths = Object.keys(shown);
  const services = paths.filter((path) => path.startsWith("/services/"));
  const areas = paths.filter((path) => path.startsWith("/areas/"));
  assert.equal(
    services.slice(0, 6),
    SPEC_PAGES.filter((path) => path.startsWith("/services/")),
  );
  assert.equal(areas.slice(0, 5), ["/areas/halifax", "/areas/dartmouth", "/areas/bedford", "/areas/fall-river", "/areas/lower-sackville"]);
  assert.is(paths.length, services.length + areas.length, `services and areas only: ${paths.join(", ")}`);
  assert.ok(services.length <= 8 && areas.length <= 8, `at most eight of a kind: ${services.length} services, ${areas.length} areas`);
  assert.is(shown["/areas/fall-river"]?.content?.name, "Fall River");
  for (const [path, data] of Object.entries(shown)) {
    assert.equal(data, JSON.parse(await readFile(join(DIST, "content", `${path}.json`), "utf8")), path);
  }
});

output("no script the browser loads composes a head or holds Helmet: the head comes written in each page's data file", async () => {
  // schema.org's type names appear where a head's JSON-LD is built (src/seo/structured-data.ts,
  // which only the server runs) and in what it built; never in a chunk. Helmet renders the
  // prerendered head only: the browser writes a page's tags itself (src/seo/head-tags.ts), and
  // Helmet's own messages name it.
  const types = ["HomeAndConstructionBusiness", "BreadcrumbList", "HelmetProvider", "Helmet expects"];
  const chunks = (await readdir(join(DIST, "assets"))).filter((file) => file.endsWith(".js"));
  assert.ok(chunks.length > 5, `the chunks: ${chunks.join(", ")}`);
  const composing: string[] = [];
  for (const chunk of chunks) {
    const text = await readFile(join(DIST, "assets", chunk), "utf8");
    for (const type of types) if (text.includes(type)) composing.push(`${chunk}: ${type}`);
  }
  assert.equal(composing, []);
  const attic = JSON.parse(await readFile(join(DIST, "content", "services", "attic.json"), "utf8")) as {
    head: { title: string; canonical: string; jsonLd: { "@type": string }[] };
  };
  assert.is(attic.head.canonical, EXPECTED_HEADS["/services/attic"]?.canonical);
  assert.equal(
    attic.head.jsonLd.map((data) => data["@type"]),
    ["HomeAndConstructionBusiness", "Service", "BreadcrumbList"],
  );
  const about = JSON.parse(await readFile(join(DIST, "content", "about.json"), "utf8")) as { head: { title: string }; content?: unknown };
  assert.is(about.head.title, EXPECTED_HEADS["/about"]?.title);
  assert.is(about.content, undefined, "a fixed page's data is its head alone");
});

output("the files beside the pages are written", async () => {
  for (const file of ["_redirects", "_headers", "sitemap.xml", "robots.txt", "og-image.png", "favicon.svg"]) {
    assert.ok(existsSync(join(DIST, file)), file);
  }
  const png = await readFile(join(DIST, "og-image.png"));
  assert.is(png.readUInt32BE(16), 1200, "social image width");
  assert.is(png.readUInt32BE(20), 630, "social image height");
});

output("every chunk asks Chrome to compile it as it loads: V8's hint comes before the file's first token", async () => {
  // Without it, a first visit's tap compiles React's event and commit code, the router's and the
  // page's on the main thread between the tap and the paint (docs/decisions.md). V8 ignores the
  // comment after any code, such as the entry's preload list (`const __vite__mapDeps`).
  const boot = load(await readFile(htmlFileFor("/"), "utf8"))("body > script[data-entry]").attr("src") ?? "-";
  const chunks = (await readdir(join(DIST, "assets"))).filter((file) => file.endsWith(".js") && `/assets/${file}` !== boot);
  assert.ok(chunks.length > 10, "the entry, React DOM and the pages' chunks");
  for (const chunk of chunks) {
    const text = await readFile(join(DIST, "assets", chunk), "utf8");
    assert.ok(text.startsWith("//# allFunctionsCalledOnLoad\n"), `${chunk} begins with the hint: ${JSON.stringify(text.slice(0, 40))}`);
  }
});

output("every page keeps its phone links on one line (why .htmlvalidate.mjs turns tel-non-breaking off)", async () => {
  for (const file of [...sitePages.map((route) => htmlFileFor(route.path)), join(DIST, "404.html")]) {
    const css = load(await readFile(file, "utf8"))("head style#_goober").text();
    assert.match(css, /a\[href\^="tel:"\]\s*\{\s*white-space:\s*nowrap;?\s*\}/, file);
  }
});

output("every page keeps to the type scale: its sizes and two weights, so that first layout looks up few fonts", async () => {
  const GLOBAL_HEADING_SIZES = ["clamp(2rem, 1.5rem + 2.2vw, 3rem)", "clamp(1.6rem, 1.3rem + 1.3vw, 2.25rem)"];
  // The not-found page's large "404" is its own size, on that page only.
  const NOT_FOUND_CODE = "clamp(4rem, 3rem + 6vw, 7rem)";
  const files = [...sitePages.map((route) => htmlFileFor(route.path)), join(DIST, "404.html")];
  for (const file of files) {
    const css = load(await readFile(file, "utf8"))("head style#_goober").text();
    const allowed = new Set<string>([...Object.values(fontSize), ...GLOBAL_HEADING_SIZES]);
    if (file.endsWith("404.html")) allowed.add(NOT_FOUND_CODE);
    const sizes = [...css.matchAll(/font-size:\s*([^;}]+)/g)].map((match) => match[1]?.trim() ?? "");
    const weights = [...css.matchAll(/font-weight:\s*([^;}]+)/g)].map((match) => Number(match[1]));
    assert.ok(sizes.length > 0 && weights.length > 0, `${file} has its font rules`);
    for (const size of sizes) assert.ok(allowed.has(size), `${file}: font-size ${size} is not on the type scale`);
    for (const weight of weights) assert.ok(Object.values(fontWeight).includes(weight as 400 | 700), `${file}: font-weight ${weight}`);
    assert.not.match(css, /font:\s*(?!inherit)[^;}]*\d/, `${file}: a font shorthand sets its own size`);
  }
});

output.run();
