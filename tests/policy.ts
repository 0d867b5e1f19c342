// The privacy policy and the terms kept true to what the site does, read from the built site: every
// host the Content-Security-Policy lets a page reach is named in the policy, no page loads a script
// from another origin, the browser keeps nothing but the one note the policy names, and the pages
// say what the form collects, where it goes, how long it is kept and whom to ask, under the build's
// date. Every host answering with no cookie, and the consent line's links with 200, is checked on
// each host (tests/helpers/host-checks.ts); a form service set at build time, in form-endpoint.ts.
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { load } from "cheerio";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { DEPLOY, DIST, htmlFileFor, listFiles } from "../scripts/build/dist.ts";
import { SITE_URL } from "../src/content/business.ts";
import { pages } from "../src/site/site-pages.ts";
import { expectedBuildDate } from "./helpers/build-date.ts";
import { builtPage, pageText } from "./helpers/built-pages.ts";

/** The hosts the policy names today, written out: the stock photo's and the map's. */
const KNOWN_HOSTS = ["images.unsplash.com", "www.openstreetmap.org"];

/** The served Content-Security-Policy, as _headers gives it to every answer. */
async function servedPolicy(): Promise<string> {
  const headers = await readFile(join(DIST, "_headers"), "utf8");
  const policy = /^\/\*\n(?: {2}.*\n)*? {2}Content-Security-Policy: (.*)$/m.exec(headers)?.[1];
  if (!policy) throw new Error("dist/_headers gives no Content-Security-Policy to /*");
  return policy;
}

/** Every other origin a directive allows, by its host (a wildcard host as written, "*.example.org"). */
function otherHosts(policy: string): string[] {
  const sources = policy.split(";").flatMap((directive) => directive.trim().split(/\s+/).slice(1));
  return [...new Set(sources.filter((source) => /^(?:https?:|wss?:)?\/\/|^[\w*-]+(?:\.[\w-]+)+/.test(source)))].map((source) =>
    source.replace(/^[a-z]+:\/\//, "").replace(/\/.*$/, ""),
  );
}

/** The date a reader in Canada reads: "November 25, 2026", from the build's date in UTC. */
function readableDate(date: Date): string {
  return new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(date);
}

const policy = suite("the privacy policy, kept true");

policy("every host the Content-Security-Policy lets a page reach is named in the privacy policy", async () => {
  const hosts = otherHosts(await servedPolicy());
  for (const host of KNOWN_HOSTS) assert.ok(hosts.includes(host), `the policy's reading of the CSP finds ${host}`);
  const text = pageText(await builtPage("/privacy"), "#main");
  for (const host of hosts) assert.ok(text.includes(host), `the privacy policy does not name ${host}, which the CSP allows`);
});

policy("no page loads a script from another origin, and the policy allows scripts from the site alone", async () => {
  const site = new URL(SITE_URL).origin;
  const files = [...pages.map((page) => htmlFileFor(page.path)), join(DIST, "404.html")];
  const legacy = join(DEPLOY, "legacy");
  for (const name of await readdir(legacy)) files.push(join(legacy, name));
  const foreign: string[] = [];
  for (const file of files) {
    const $ = load(await readFile(file, "utf8"));
    const sources = [
      ...$("script[src]").map((_, script) => $(script).attr("src")),
      ...$('link[rel="modulepreload"], link[rel="preload"][as="script"]').map((_, link) => $(link).attr("href")),
      ...$('script[type="importmap"]')
        .map((_, map) => Object.keys((JSON.parse($(map).text()) as { integrity?: Record<string, string> }).integrity ?? {}))
        .get(),
    ];
    for (const source of sources) if (new URL(source ?? "", `${site}/`).origin !== site) foreign.push(`${file}: ${source}`);
    assert.ok(file.includes("legacy") || sources.length > 0, `${file} has its scripts`);
  }
  assert.equal(foreign, []);
  const scriptSources = /(?:^|; )script-src ([^;]*)/.exec(await servedPolicy())?.[1]?.split(" ") ?? [];
  assert.equal(
    scriptSources.filter((source) => source !== "'self'" && !source.startsWith("'sha256-")),
    [],
    "script-src allows the site's own files and inline scripts by hash alone",
  );
});

policy("the site's code keeps nothing in the browser but the session note the policy names, and reads no cookie", async () => {
  const stores = /\b(?:localStorage|sessionStorage|indexedDB|cookieStore|caches\.open)\b|document\.cookie|serviceWorker/g;
  const found = new Map<string, number>();
  for (const file of await listFiles(join(DIST, "assets"))) {
    if (!file.endsWith(".js")) continue;
    for (const match of (await readFile(join(DIST, "assets", file), "utf8")).matchAll(stores)) {
      found.set(match[0], (found.get(match[0]) ?? 0) + 1);
    }
  }
  // The one note: a page whose code failed to load is loaded again once (src/navigation/chunk-loader.ts).
  assert.equal([...found.keys()], ["sessionStorage"]);
  const text = pageText(await builtPage("/privacy"), "#main");
  assert.match(text, /This website sets no cookies\. It runs no analytics, advertising or tracking scripts/);
  assert.match(text, /session storage/);
});

policy("says what the form collects and why, where it goes, how long it is kept and whom to ask", async () => {
  const $ = await builtPage("/privacy");
  const text = pageText($, "#main");
  assert.is($("h1").text(), "Privacy Policy");
  assert.match(
    text,
    /asks for your name, email address and phone number, the service you are interested in \(if you choose one\) and your message/,
  );
  assert.match(text, /to answer your enquiry, arrange an on-site assessment and prepare your quote/);
  assert.match(text, /We do not sell, rent or trade your information/);
  assert.match(text, /Netlify Forms \(run by Netlify, Inc\.\)/);
  assert.match(text, /may be stored and processed in another country/);
  assert.match(text, /delete it within 24 months of our last contact with you/);
  // A customer's job records: kept as long as the warranty runs and Canada's tax law requires.
  assert.match(text, /Canadian tax law requires us to keep business records, generally six years after the tax year they belong to/);
  assert.match(text, /We answer within 30 days, as Canada's privacy law \(PIPEDA\) requires/);
  // PIPEDA's rights, each named: to see, correct and delete, and to withdraw consent.
  assert.match(text, /ask us at any time what we hold about you, ask us to correct it, or ask us to delete it/);
  assert.match(text, /You can also withdraw your consent to our use of it/);
  assert.is($('#main a[href="mailto:info@bluenosesprayfoam.ca"]').length >= 2, true, "the e-mail to ask, linked");
  assert.is($('#main a[href="tel:+19025550147"]').length >= 2, true, "the phone to ask, linked");
  // The other parties a visitor's browser may reach, and when.
  assert.match(text, /Unsplash \(images\.unsplash\.com\), when you open the home page/);
  assert.match(text, /OpenStreetMap \(www\.openstreetmap\.org\), when you scroll down to it/);
  assert.match(text, /The Facebook, Instagram and LinkedIn links take you to those networks only when you follow one/);
  assert.is($('#main a[href="/terms"]').length, 1);
});

policy("the privacy policy and the terms show the build's date as the day they last changed", async () => {
  const built = expectedBuildDate();
  for (const path of ["/privacy", "/terms"]) {
    const $ = await builtPage(path);
    const time = $("#main time");
    assert.is(time.length, 1, path);
    assert.is(time.attr("datetime"), built.toISOString().slice(0, 10), path);
    assert.match(pageText($, "#main"), new RegExp(`Last updated: ${readableDate(built)}`), path);
  }
});

policy("the terms: using the site, what quotes and the spec's figures mean, and the law of Nova Scotia", async () => {
  const $ = await builtPage("/terms");
  const text = pageText($, "#main");
  assert.is($("h1").text(), "Terms of Service");
  assert.match(text, /Our consultation and quote are free and carry no obligation/);
  for (const figure of ["up to 40%", "up to 50%", "up to 30%", "30-50%", "3-5 years", "50+ years"])
    assert.ok(text.includes(figure), figure);
  assert.match(text, /"up to" means the most a building may save/);
  assert.match(text, /governed by the laws of the Province of Nova Scotia/);
  assert.match(text, /for the courts of Nova Scotia/);
  // Nova Scotia's Consumer Protection Act cannot be waived: the limitation of responsibility says so.
  assert.match(text, /Nothing in these terms limits the rights you have under Nova Scotia's consumer protection laws\./);
  assert.is($('#main a[href="/privacy"]').length, 1);
});

policy(
  "both documents are pages like the others: in the sitemap, with a WebPage and a breadcrumb, and linked from every page's footer",
  async () => {
    const sitemap = await readFile(join(DIST, "sitemap.xml"), "utf8");
    for (const [path, name] of [
      ["/privacy", "Privacy Policy"],
      ["/terms", "Terms of Service"],
    ] as const) {
      assert.ok(sitemap.includes(`<loc>${SITE_URL}${path}</loc>`), `the sitemap lists ${path}`);
      const $ = await builtPage(path);
      const nodes = $('script[type="application/ld+json"]')
        .map((_, script) => JSON.parse($(script).text()) as Record<string, unknown>)
        .get() as Record<string, unknown>[];
      const page = nodes.find((node) => node["@type"] === "WebPage");
      assert.is(page?.url, `${SITE_URL}${path}`, path);
      const crumbs = nodes.find((node) => node["@type"] === "BreadcrumbList")?.itemListElement as { name: string }[] | undefined;
      assert.equal(
        crumbs?.map((crumb) => crumb.name),
        ["Home", name],
        path,
      );
      for (const other of pages) {
        const footer = (await builtPage(other.path))("#root > footer");
        assert.is(footer.find(`a[href="${path}"]`).text(), name, `${other.path}'s footer`);
      }
    }
  },
);

policy.run();
