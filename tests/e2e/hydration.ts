// Every route in Chromium against the project's own server: it hydrates with no console error and
// no hydration warning, keeps one title and canonical, navigates client-side, and the contact form
// lands in the submissions file.
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { load } from "cheerio";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { Browser } from "playwright-core";
import { DIST, htmlFileFor } from "../../scripts/build/dist.ts";
import { pages } from "../../src/route-heads.ts";
import { findRedirect } from "../../src/routes.tsx";
import {
  cspViolations,
  launchBrowser,
  newContext,
  problems,
  routerGo,
  scriptsBeforePrefetch,
  waitForHydration,
  watchConsole,
  watchOwnRequests,
} from "../helpers/browser.ts";
import { startSiteServer } from "../../scripts/server/site-process.ts";
import type { SiteServer } from "../../scripts/server/site-process.ts";

let server: SiteServer;
let browser: Browser;

const routes = suite("every route in the browser");
routes.before(async () => {
  server = await startSiteServer();
  browser = await launchBrowser();
});
routes.after(async () => {
  await browser.close();
  await server.stop();
});

for (const route of pages) {
  routes(`${route.path} hydrates with no console error, hydration warning, failed request or CSP violation`, async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const entries = watchConsole(page);
    const failures = watchOwnRequests(page, server.url);
    const response = await page.goto(`${server.url}${route.path}`, { waitUntil: "networkidle" });
    assert.is(response?.status(), 200);
    assert.match(response?.headers()["content-security-policy"] ?? "", /script-src 'self'/);
    await waitForHydration(page);
    await page.mouse.wheel(0, 20000);
    await page.waitForLoadState("networkidle");
    assert.equal(problems(entries), []);
    assert.equal(failures, []);
    assert.equal(await cspViolations(page), []);
    assert.is(await page.title(), route.head.title);
    assert.is(await page.locator("head title").count(), 1);
    assert.is(await page.locator('link[rel="canonical"]').count(), 1);
    assert.is(await page.locator('link[rel="canonical"]').getAttribute("href"), route.head.canonical ?? null);
    await context.close();
  });
}

routes("no page is wider than a 390 px phone screen, before or after its map and photos load", async () => {
  const context = await newContext(browser, { width: 390 });
  const page = await context.newPage();
  const wide: string[] = [];
  for (const path of [...pages.map((route) => route.path), "/no-such-page"]) {
    await page.goto(`${server.url}${path}`, { waitUntil: "networkidle" });
    await waitForHydration(page);
    const before = await page.evaluate(() => document.documentElement.scrollWidth);
    if (before > 390) wide.push(`${path}: ${before} px at first`);
    await page.mouse.wheel(0, 20000);
    await page.waitForLoadState("networkidle");
    const after = await page.evaluate(() => document.documentElement.scrollWidth);
    if (after > 390) wide.push(`${path}: ${after} px after its map and photos load`);
  }
  assert.equal(wide, []);
  await context.close();
});

routes("an unknown path shows the not-found page with status 404 and logs the path", async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  const entries = watchConsole(page);
  const response = await page.goto(`${server.url}/no-such-page`, { waitUntil: "networkidle" });
  assert.is(response?.status(), 404);
  await waitForHydration(page);
  assert.is(await page.locator("h1").textContent(), "Oops! Page not found");
  assert.ok(
    entries.some((entry) => entry.text.includes("/no-such-page")),
    "the missing path is logged",
  );
  assert.equal(problems(entries, [/no-such-page/, /status of 404/]), []);
  await page.getByRole("link", { name: "Return to Home" }).click();
  await page.waitForURL(`${server.url}/`);
  await page.waitForFunction((title) => document.title === title, pages[0]?.head.title);
  assert.is(await page.locator("h1").count(), 1);
  await context.close();
});

/**
 * The head tags Helmet manages, each as tag, sorted attributes and text, sorted. The title is
 * compared apart: Helmet changes document.title in place and drops the title's mark.
 */
function managedHeadTags(html: string): string[] {
  const $ = load(html);
  return $("head [data-rh]:not(title)")
    .map((_, element) => {
      const attributes = Object.entries((element as unknown as { attribs: Record<string, string> }).attribs)
        .map(([name, value]) => `${name.toLowerCase()}=${value}`)
        .sort();
      return `${element.tagName.toLowerCase()} ${attributes.join(" ")} ${$(element).text()}`;
    })
    .get()
    .sort();
}

/** A page's prerendered HTML; "404" names the not-found page. */
function prerenderedHtml(path: string): Promise<string> {
  return readFile(path === "404" ? join(DIST, "404.html") : htmlFileFor(path), "utf8");
}

routes("client-side navigation gives each page exactly its prerendered head, legacy paths and the not-found page included", async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  const entries = watchConsole(page);
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${server.url}/`, { waitUntil: "networkidle" });
  await waitForHydration(page);
  assert.equal(
    managedHeadTags(await page.content()),
    managedHeadTags(await prerenderedHtml("/")),
    "hydration leaves the head as prerendered",
  );
  await page.evaluate(() => ((window as unknown as { fullLoadMarker: boolean }).fullLoadMarker = true));
  const loadedAtStart = scripts.length;
  const journey: { go: () => Promise<unknown>; path: string; head: string }[] = [
    {
      go: () => page.getByRole("main").getByRole("link", { name: "Attic Insulation", exact: true }).click(),
      path: "/services/attic",
      head: "/services/attic",
    },
    { go: () => routerGo(page, "/wall"), path: "/services/wall", head: "/services/wall" },
    {
      go: () => page.getByRole("navigation", { name: "Main", exact: true }).getByRole("link", { name: "About Us" }).click(),
      path: "/about",
      head: "/about",
    },
    { go: () => routerGo(page, "/services/roofing"), path: "/services/roofing", head: "404" },
    { go: () => page.getByRole("link", { name: "Return to Home" }).click(), path: "/", head: "/" },
    {
      go: () => page.getByRole("navigation", { name: "Main", exact: true }).getByRole("link", { name: "Contact" }).click(),
      path: "/contact",
      head: "/contact",
    },
    { go: () => page.goBack(), path: "/", head: "/" },
  ];
  for (const [index, step] of journey.entries()) {
    await step.go();
    await page.waitForURL(`${server.url}${step.path}`);
    const html = await prerenderedHtml(step.head);
    const expected = managedHeadTags(html);
    const expectedTitle = load(html)("title").text();
    await page.waitForFunction((title) => document.title === title, expectedTitle);
    await page.waitForFunction((count) => document.head.querySelectorAll("[data-rh]:not(title)").length === count, expected.length);
    assert.equal(managedHeadTags(await page.content()), expected, `${step.path}: its own head and nothing else`);
    assert.is(await page.locator("title").count(), 1, `${step.path}: one title`);
    assert.is(
      await page.locator("#root title, #root meta, #root link, #root script[type='application/ld+json']").count(),
      0,
      `${step.path}: nothing head-like in #root`,
    );
    if (index === 0) {
      // The first navigation loads the attic page's own code, its copy and the head it declares,
      // and no other page's content.
      const names = scripts.slice(loadedAtStart).map((path) => path.replace(/^\/assets\//, "").replace(/-[\w-]{8}\.js$/, ""));
      for (const other of ["wall", "halifax", "route-heads", "home", "facts", "about"])
        assert.not.ok(names.includes(other), `${other} loaded: ${names.join(", ")}`);
      assert.ok(names.includes("attic"), `its copy: ${names.join(", ")}`);
    }
  }
  assert.ok(await page.evaluate(() => (window as unknown as { fullLoadMarker?: boolean }).fullLoadMarker), "no full reload");
  assert.equal(problems(entries, [/no page at/]), []);
  await context.close();
});

routes("pages hydrated from their code (contact, not found) keep Helmet out of their first load", async () => {
  // The chunk that holds Helmet, found by the attribute it marks head tags with.
  const assets = await readdir(join(DIST, "assets"));
  const helmetChunks: string[] = [];
  for (const file of assets) if ((await readFile(join(DIST, "assets", file), "utf8")).includes("`data-rh`")) helmetChunks.push(file);
  assert.is(helmetChunks.length, 1, `one chunk holds Helmet: ${helmetChunks.join(", ")}`);
  for (const path of ["/contact", "/no-such-page"]) {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${server.url}${path}`, { waitUntil: "networkidle" });
    await waitForHydration(page);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
    // The first load, not the pages loaded ahead of the visitor once the app is idle.
    const scripts = (await scriptsBeforePrefetch(page)).map((file) => file.replace(/^\/assets\//, ""));
    assert.ok(
      scripts.some((file) => file.startsWith(path === "/contact" ? "contact-page-" : "not-found-page-")),
      `${path}: its own code`,
    );
    assert.not.ok(scripts.includes(helmetChunks[0] ?? "-"), `${path}: Helmet loaded at start (${scripts.join(", ")})`);
    // The first navigation brings it, or the app loaded it ahead, with a page.
    await page.getByRole("navigation", { name: "Main", exact: true }).getByRole("link", { name: "About Us" }).click();
    await page.waitForFunction(() => document.title.startsWith("About"));
    const loaded = await page.evaluate(() => performance.getEntriesByType("resource").map((entry) => entry.name));
    assert.ok(
      loaded.some((url) => url.endsWith(`/assets/${helmetChunks[0]}`)),
      `${path}: Helmet loads with the first navigation`,
    );
    await context.close();
  }
});

routes("the contact page's map frame is created only when it scrolls into view", async () => {
  const context = await newContext(browser, { width: 390 });
  const page = await context.newPage();
  const entries = watchConsole(page);
  const mapRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("openstreetmap")) mapRequests.push(request.url());
  });
  await page.goto(`${server.url}/contact`, { waitUntil: "networkidle" });
  await waitForHydration(page);
  assert.equal(mapRequests, []);
  assert.is(await page.locator("iframe").count(), 0);
  const mapRequest = page.waitForRequest(/openstreetmap\.org/);
  await page.locator(".map-place").scrollIntoViewIfNeeded();
  await page.locator('iframe[title="Map of Halifax, Nova Scotia"]').waitFor();
  await mapRequest;
  assert.equal(problems(entries), []);
  await context.close();
});

routes("a legacy path reached in the browser lands on its page", async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto(`${server.url}/bedford`, { waitUntil: "networkidle" });
  assert.is(new URL(page.url()).pathname, findRedirect("/bedford")?.to);
  await context.close();
});

routes("the contact form submits, shows its states and lands in the submissions file", async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  const entries = watchConsole(page);
  await page.goto(`${server.url}/contact`, { waitUntil: "networkidle" });
  await waitForHydration(page);
  const form = page.locator('form[name="contact"]');
  await form.getByLabel("Name").fill("Jo Dauphinee");
  await form.getByLabel("Email").fill("jo@example.ca");
  await form.getByLabel("Phone").fill("902-555-0123");
  await form.getByLabel("Service").selectOption("Crawl Space Insulation");
  await form.getByLabel("Message").fill("Damp crawl space under a 1950s bungalow.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await page.getByText("Thank you! Your message has been sent successfully.").waitFor();
  assert.is(await form.getByLabel("Name").inputValue(), "", "the form is reset");
  const stored = await server.submissions();
  assert.is(stored.length, 1);
  assert.is(stored[0]?.service, "Crawl Space Insulation");
  assert.is(stored[0]?.message, "Damp crawl space under a 1950s bungalow.");
  assert.equal(problems(entries), []);
  await context.close();
});

routes.run();
