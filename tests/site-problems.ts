// The output checker, fed a small valid site and then pages broken one way at a time: each
// problem must be reported, readably, and a valid site must pass. The HTML validator is in
// html-validation.ts.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { checkSite } from "../scripts/build/site-problems.ts";
import type { BuiltPage, SiteInput } from "../scripts/build/site-context.ts";

const ORIGIN = "https://www.example.ca";
const OTHER = "https://old.example.ca";

interface PageParts {
  title?: string;
  description?: string;
  canonical?: string | null;
  h1s?: number;
  og?: boolean;
  jsonLd?: string[];
  body?: string;
  css?: string;
}

function page(path: string, parts: PageParts = {}): BuiltPage {
  const title = parts.title ?? `Title of ${path}`;
  const description = parts.description ?? `Description of ${path}`;
  const canonical = parts.canonical === undefined ? `${ORIGIN}${path}` : parts.canonical;
  const og =
    parts.og === false
      ? ""
      : ["og:title", "og:description", "og:type", "og:url", "og:image"]
          .map((property) => `<meta property="${property}" content="x">`)
          .join("");
  const jsonLd = (parts.jsonLd ?? ['{"@context":"https://schema.org","@type":"WebPage"}'])
    .map((text) => `<script type="application/ld+json">${text}</script>`)
    .join("");
  const h1s = "<h1>Heading</h1>".repeat(parts.h1s ?? 1);
  return {
    path,
    html: `<!doctype html><html><head><title>${title}</title><meta name="description" content="${description}">${canonical === null ? "" : `<link rel="canonical" href="${canonical}">`}${og}${jsonLd}<style id="_goober">${parts.css ?? "body{margin:0}"}</style></head><body><div id="root"><main id="main">${h1s}${parts.body ?? '<a href="/">Home</a>'}</main></div></body></html>`,
  };
}

const SITEMAP = (paths: string[]) =>
  `<?xml version="1.0"?><urlset>${paths.map((path) => `<url><loc>${ORIGIN}${path}</loc></url>`).join("")}</urlset>`;

function site(overrides: Partial<SiteInput> = {}): SiteInput {
  return {
    pages: [page("/"), page("/about"), page("/areas/town")],
    notFoundHtml:
      '<html><head><title>Not found</title><meta name="robots" content="noindex"></head><body><h1>Oops! Page not found</h1><a href="/">Return to Home</a></body></html>',
    sitemapXml: SITEMAP(["/", "/about", "/areas/town"]),
    routePaths: ["/", "/about", "/areas/town"],
    redirectPaths: ["/town"],
    filePaths: ["/favicon.svg", "/assets/index-abc.js"],
    siteOrigin: ORIGIN,
    foreignCanonical: { origin: OTHER, paths: ["/areas/town"] },
    ...overrides,
  };
}

function withPage(broken: BuiltPage): Partial<SiteInput> {
  return { pages: [page("/"), broken, page("/areas/town")] };
}

function errorsOf(input: SiteInput): string[] {
  return checkSite(input).errors;
}

function assertReported(input: SiteInput, pattern: RegExp) {
  const errors = errorsOf(input);
  assert.ok(
    errors.some((error) => pattern.test(error)),
    `expected an error matching ${pattern}, got:\n${errors.join("\n") || "(none)"}`,
  );
}

const checks = suite("output checker");

checks("passes a valid site", () => {
  assert.equal(errorsOf(site()), []);
});

checks("reports a page without a title, and one with two", () => {
  assertReported(
    site(withPage({ path: "/about", html: page("/about").html.replace(/<title>.*?<\/title>/, "") })),
    /\/about: expected exactly one <title>, found 0/,
  );
  assertReported(
    site(withPage({ path: "/about", html: page("/about").html.replace("</head>", "<title>Again</title></head>") })),
    /\/about: expected exactly one <title>, found 2/,
  );
});

checks("reports a missing description, canonical, h1 and Open Graph set", () => {
  assertReported(
    site(withPage({ path: "/about", html: page("/about").html.replace(/<meta name="description"[^>]*>/, "") })),
    /\/about: expected exactly one meta description, found 0/,
  );
  assertReported(site(withPage(page("/about", { canonical: null }))), /\/about: expected exactly one canonical link, found 0/);
  assertReported(site(withPage(page("/about", { h1s: 0 }))), /\/about: expected exactly one <h1>, found 0/);
  assertReported(site(withPage(page("/about", { h1s: 2 }))), /\/about: expected exactly one <h1>, found 2/);
  assertReported(site(withPage(page("/about", { og: false }))), /\/about: expected exactly one og:title, found 0/);
});

checks("reports titles and descriptions shared between pages", () => {
  assertReported(site(withPage(page("/about", { title: "Title of /" }))), /\/, \/about: share the title "Title of \/"/);
  assertReported(site(withPage(page("/about", { description: "Description of /" }))), /share the description/);
});

checks("reports JSON-LD that does not parse or lacks @context or @type", () => {
  assertReported(
    site(withPage(page("/about", { jsonLd: ['{"@context": "https://schema.org", '] }))),
    /\/about: JSON-LD block 1 does not parse/,
  );
  assertReported(site(withPage(page("/about", { jsonLd: ['{"@type":"WebPage"}'] }))), /\/about: JSON-LD block 1 lacks @context/);
  assertReported(site(withPage(page("/about", { jsonLd: ['{"@context":"https://schema.org"}'] }))), /\/about: JSON-LD block 1 lacks @type/);
  assertReported(site(withPage(page("/about", { jsonLd: [] }))), /\/about: no JSON-LD/);
});

checks("reports links to internal paths that are neither pages nor redirects", () => {
  assertReported(
    site(withPage(page("/about", { body: '<a href="/abuot">typo</a>' }))),
    /\/about: link "\/abuot" goes to \/abuot, which is neither a built page nor a redirect/,
  );
  assertReported(site(withPage(page("/about", { body: `<a href="${ORIGIN}/gone">gone</a>` }))), /neither a built page nor a redirect/);
  const fine = site(
    withPage(
      page("/about", {
        body: '<a href="/town">old</a><a href="/about/">slash</a><a href="/favicon.svg">icon</a><a href="https://elsewhere.ca/x">out</a><a href="tel:+19025550100">call</a>',
      }),
    ),
  );
  assert.equal(errorsOf(fine), []);
});

checks("reports #fragment links to ids the target page lacks", () => {
  assertReported(
    site(withPage(page("/about", { body: '<a href="/#quote">quote</a>' }))),
    /\/about: link "\/#quote" names #quote, which \/ does not have/,
  );
  assertReported(site(withPage(page("/about", { body: '<a href="#nowhere">x</a>' }))), /names #nowhere/);
  assert.equal(errorsOf(site(withPage(page("/about", { body: '<a href="#main">skip</a><a href="/#main">home</a>' })))), []);
});

checks("reports a sitemap that disagrees with the route table", () => {
  assertReported(site({ sitemapXml: SITEMAP(["/", "/about"]) }), /sitemap\.xml: missing https:\/\/www\.example\.ca\/areas\/town/);
  assertReported(
    site({ sitemapXml: SITEMAP(["/", "/about", "/areas/town", "/town"]) }),
    /sitemap\.xml: lists https:\/\/www\.example\.ca\/town, which the route table does not/,
  );
});

checks("reports a route that was not built, and a page with an empty root or empty CSS", () => {
  assertReported(site({ pages: [page("/"), page("/areas/town")] }), /\/about: the route table lists it, but no page was built/);
  assertReported(site(withPage(page("/about", { css: "" }))), /\/about: the page's CSS is missing or empty/);
  assertReported(
    site(withPage({ path: "/about", html: page("/about").html.replace(/<div id="root">.*<\/div>/, '<div id="root"></div>') })),
    /\/about: #root holds no rendered markup/,
  );
});

checks("warns, naming the page, when a declared page's canonical names the other host", () => {
  const report = checkSite(site({ pages: [page("/"), page("/about"), page("/areas/town", { canonical: `${OTHER}/areas/town` })] }));
  assert.equal(report.errors, []);
  assert.equal(report.warnings.length, 1);
  assert.match(report.warnings[0] ?? "", /\/areas\/town: canonical names https:\/\/old\.example\.ca/);
});

checks("fails any other canonical host or a canonical that points elsewhere", () => {
  assertReported(
    site(withPage(page("/about", { canonical: `${OTHER}/about` }))),
    /\/about: canonical host https:\/\/old\.example\.ca differs from the site's host/,
  );
  assertReported(site(withPage(page("/about", { canonical: `${ORIGIN}/` }))), /\/about: canonical points to \/, not to the page itself/);
});

checks("reports a 404 page without noindex", () => {
  assertReported(
    site({ notFoundHtml: "<html><head><title>x</title></head><body><h1>Oops! Page not found</h1></body></html>" }),
    /404\.html: lacks noindex/,
  );
});

checks("lists every problem of a page at once", () => {
  const errors = errorsOf(site(withPage(page("/about", { canonical: null, h1s: 0, og: false, jsonLd: ["{"] }))));
  assert.ok(errors.length >= 8, errors.join("\n"));
});

checks.run();
