// npm run dev as a developer meets it: each page rendered on the server from the route table with
// its head, CSS and boot script, as the build renders it, under the site's policy (Trusted Types
// enforced, inline styles allowed for Vite); hydrated by React's development build
// with no hydration warning (React reports every mismatch there); an unknown path answered with
// the not-found page and 404; the contact form stored by the local form endpoint.
import * as assert from "uvu/assert";
import { load } from "cheerio";
import { expectedField } from "../expected/contact-form.ts";
import { EXPECTED_HEADS, expectedTitle } from "../expected/heads.ts";
import { browserSuite } from "../helpers/browser-suite.ts";
import { problems } from "../helpers/page-watchers.ts";
import { REWRITE_TEXT_BEFORE_APP } from "../helpers/visitor-actions.ts";
import { SEND_MESSAGE, SUCCESS_TOAST } from "../helpers/spec-words.ts";

const dev = browserSuite("development server", { server: "dev" });

/** The page as the development server renders it: its policy, head, CSS, markup and boot script. */
async function assertRenderedOnServer(path: string): Promise<void> {
  const response = await fetch(`${dev.server.url}${path}`);
  assert.is(response.status, 200);
  // The site's policy, with Trusted Types; styles loosened for Vite's own <style> elements.
  const csp = response.headers.get("content-security-policy") ?? "";
  assert.match(csp, /require-trusted-types-for 'script'; trusted-types default site-markup/);
  assert.match(csp, /script-src 'self' 'sha256-[\w+/]+=*';/);
  assert.match(csp, /style-src 'self' 'unsafe-inline';/);
  const $ = load(await response.text());
  assert.is($("title").text(), expectedTitle(path));
  assert.is($('link[rel="canonical"]').length, 1);
  assert.ok($("style#_goober").text().length > 1000, "the page's CSS is in the head");
  assert.ok($("#root main h1").text().length > 0, "the page's markup is in #root");
  assert.is($("script[data-entry]").attr("data-entry"), "/src/entry-client.tsx", "the boot script starts the app");
}

// The check after each test finds no console error or warning: no hydration warning. The home
// page's own markup is adopted, the contact page's form hydrated (and sent, below); a service page
// is rendered by the mismatch test.
dev("/: rendered on the server with its head and CSS, then hydrated with no warning", async () => {
  await assertRenderedOnServer("/");
  await dev.open("/");
});

dev("a mismatch between the server's markup and the first render is reported in the console", async () => {
  // The header's and footer's text changed before the app starts, as a translator changes it
  // (both are hydrated; a static page's own markup is adopted as it is and never compared).
  dev.expectConsole(/hydrat/i);
  await dev.open("/services/attic", { initScripts: [REWRITE_TEXT_BEFORE_APP] });
  const reported = problems(dev.entries).filter((entry) => /hydrat/i.test(entry.text));
  assert.ok(reported.length > 0, dev.entries.map((entry) => `${entry.type}: ${entry.text}`).join("\n"));
});

dev("a page's data file is read from its copy module as it is now, and a slug the catalog lacks is a 404", async () => {
  const bedford = await fetch(`${dev.server.url}/content/areas/bedford.json`);
  assert.is(bedford.status, 200);
  assert.match(bedford.headers.get("content-type") ?? "", /application\/json/);
  const data = (await bedford.json()) as { content: { name: string; heading: string }; head: { title: string; canonical: string } };
  assert.is(data.content.name, "Bedford");
  assert.is(data.content.heading, "Spray Foam Insulation in Bedford");
  assert.is(data.head.title, EXPECTED_HEADS["/areas/bedford"]?.title);
  assert.is(data.head.canonical, EXPECTED_HEADS["/areas/bedford"]?.canonical);
  assert.is((await fetch(`${dev.server.url}/content/areas/no-such-place.json`)).status, 404);
  // A fixed page's file holds its head.
  const about = (await (await fetch(`${dev.server.url}/content/about.json`)).json()) as { head: { title: string } };
  assert.is(about.head.title, EXPECTED_HEADS["/about"]?.title);
  // The pages every page names, in one file, read the same way.
  const shown = (await (await fetch(`${dev.server.url}/content/shown.json`)).json()) as Record<string, { content: { name: string } }>;
  assert.is(shown["/areas/bedford"]?.content.name, "Bedford");
  assert.equal(
    Object.keys(shown).slice(0, 6),
    ["residential", "commercial", "attic", "crawl-space", "wall", "soundproofing"].map((slug) => `/services/${slug}`),
  );
});

dev("an unknown path gets the not-found page with status 404, a malformed one a 400", async () => {
  const response = await fetch(`${dev.server.url}/no-such-page`);
  assert.is(response.status, 404);
  assert.match(await response.text(), /Oops! Page not found/);
  assert.is((await fetch(`${dev.server.url}/%E0%A4%A`)).status, 400);
  assert.is((await fetch(`${dev.server.url}/..%2f..%2fetc/passwd`)).status, 400);
});

dev(
  "/contact: rendered on the server with its head and CSS, hydrated with no warning, and its form stored by the local form endpoint",
  async () => {
    await assertRenderedOnServer("/contact");
    const form = (await dev.open("/contact")).locator("main form");
    await form.getByLabel(expectedField("name").label).fill("Robin Developer");
    await form.getByLabel(expectedField("email").label).fill("robin@example.com");
    await form.getByLabel(expectedField("phone").label).fill("902-555-0199");
    await form.getByLabel(expectedField("message").label).fill("Testing the form on the development server.");
    await form.getByRole("button", { name: SEND_MESSAGE, exact: true }).click();
    await dev.page.getByText(SUCCESS_TOAST, { exact: true }).first().waitFor();
    const stored = await dev.server.submissions();
    assert.is(stored.length, 1);
    assert.is(stored[0]?.email, "robin@example.com");
  },
);

dev.run();
