// The JavaScript of a built copy's pages (npm run bench:scale): a page's first load, and what it
// has fetched by idle once scrolled to its foot, weighed as tests/e2e/hydration.ts does (firstLoad, scriptBytes).
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright-core";
import type { Browser, Page } from "playwright-core";
import { HERO_IMAGE_ORIGIN } from "../../src/content/hero-image.ts";
import { MAP_ORIGIN } from "../../src/content/map.ts";
import { waitForHydration, waitForIdle } from "../../tests/helpers/page-waits.ts";
import { firstLoad as firstLoadOf, scriptBytes } from "../../tests/helpers/page-watchers.ts";
import { launchOptions } from "../../scripts/browser-launch.ts";

/** The copy's own `npm start` server over its dist/ (no build), on a free port. */
export async function serveCopy(root: string): Promise<{ url: string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ["--import", "tsx", join(root, "scripts", "serve.ts"), "--no-build"], {
    cwd: root,
    env: { ...process.env, PORT: "0", FORMS_FILE: join(root, ".data", "bench-submissions.jsonl") },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the copy's server did not start:\n${output}`)), 60_000);
    child.stdout.on("data", () => {
      const match = /Serving dist\/ at (http:\/\/localhost:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.on("exit", () => {
      clearTimeout(timer);
      reject(new Error(`the copy's server exited:\n${output}`));
    });
  });
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

export interface ScriptWeight {
  path: string;
  /** The page's scripts, gzip level 9 as built. */
  bytes: number;
  scripts: number;
}

async function openPage(browser: Browser, dist: string, url: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  // The outside hosts answered locally, as the browser tests do (the machine is offline).
  const photo = readFileSync(join(dist, "og-image.png"));
  await context.route(`${HERO_IMAGE_ORIGIN}/**`, (route) => route.fulfill({ status: 200, contentType: "image/png", body: photo }));
  await context.route(`${MAP_ORIGIN}/**`, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Map</title><p>Map</p>" }),
  );
  const page = await context.newPage();
  await page.goto(url, { waitUntil: "networkidle" });
  await waitForHydration(page);
  return page;
}

/** Scrolls to the page's foot a screen at a time, as a reader does, so every deferred band shows. */
async function scrollToFoot(page: Page): Promise<void> {
  for (let step = 0; step < 200; step++) {
    const atFoot = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(100);
    if (atFoot) break;
  }
}

/**
 * For each path: the first load's JavaScript (every script before the app's "app:prefetch" mark)
 * and all the JavaScript fetched once the visitor has scrolled to the foot and the page is idle.
 */
export async function scriptWeights(
  root: string,
  firstLoadPaths: readonly string[],
  idlePaths: readonly string[],
): Promise<{ firstLoad: ScriptWeight[]; idleAtFoot: ScriptWeight[] }> {
  const dist = join(root, "dist");
  const server = await serveCopy(root);
  const browser = await chromium.launch(launchOptions());
  try {
    const firstLoad: ScriptWeight[] = [];
    for (const path of firstLoadPaths) {
      const page = await openPage(browser, dist, `${server.url}${path}`);
      await waitForIdle(page);
      const weighed = await firstLoadOf(page, dist);
      firstLoad.push({ path, bytes: weighed.bytes, scripts: weighed.scripts.length });
      await page.context().close();
    }
    const idleAtFoot: ScriptWeight[] = [];
    for (const path of idlePaths) {
      const page = await openPage(browser, dist, `${server.url}${path}`);
      await scrollToFoot(page);
      await waitForIdle(page);
      await page.waitForLoadState("networkidle");
      const scripts = await page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .map((entry) => new URL(entry.name))
          .filter((url) => url.origin === location.origin && url.pathname.endsWith(".js"))
          .map((url) => url.pathname),
      );
      idleAtFoot.push({ path, bytes: await scriptBytes(scripts, dist), scripts: new Set(scripts).size });
      await page.context().close();
    }
    return { firstLoad, idleAtFoot };
  } finally {
    await browser.close();
    await server.stop();
  }
}
