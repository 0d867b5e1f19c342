// The phone menu button's INP on two built sites, interleaved run by run in one browser: the
// bench's press (navigation-visitor.ts), CPU 4x, 412 px, each run in a fresh context, five pages.
// Run: npm run bench:menu -- <dist> <dist> [--rounds 3] (each a built dist/, this one's or a copy's)
//   --no-js: the second site is the first's pages without their scripts (the floor: the browser's
//     own work on the same HTML and CSS);
//   --style <css>: the second site with a style sheet adopted once the page settled, to see what a
//     part of the panel costs ("[data-nav-panel] .group { display: none }").
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { benchBrowserPath, launchOptions } from "../scripts/browser-launch.ts";
import { startServer } from "../scripts/server/static-host.ts";
import { interactionDuration, recorded } from "./bench/navigation-page.ts";
import { APP_STARTED, centreOf, press, THROTTLING, visitorContext } from "./bench/navigation-visitor.ts";
import { copyWithPages, withoutScripts } from "./bench/variants.ts";
import { option } from "./cli-option.ts";

/** Pages of each kind with the header's menu button. */
const PAGES = ["/", "/services/attic", "/areas/bedford", "/about", "/contact"];

const USAGE = "npm run bench:menu -- <dist> <dist> [--rounds 3] [--style <css>], or -- <dist> --no-js";
const WITH_VALUE = new Set(["--rounds", "--style"]);
const given = process.argv.slice(2).filter((arg, index, args) => !arg.startsWith("--") && !WITH_VALUE.has(args[index - 1] ?? ""));
const noJs = process.argv.includes("--no-js");
const rounds = Number(option("--rounds") ?? 3);
const style = option("--style");
if (given.length !== (noJs ? 1 : 2)) throw new Error(USAGE);

/** A copy of a built site whose pages have no script (the bench's no-JS floor, variants.ts). */
async function floorOf(dist: string): Promise<string> {
  const copy = await mkdtemp(join(tmpdir(), "menu-floor-"));
  await copyWithPages(dist, copy, withoutScripts);
  return copy;
}
const floor = noJs && given[0] ? await floorOf(given[0]) : undefined;
const dists = floor ? [...given, floor] : given;

const servers = await Promise.all(dists.map((dist) => startServer(0, { dist, formsFile: "/dev/null", log: false })));
const launch = launchOptions(benchBrowserPath());
const browser = await chromium.launch(launch);
const figures: number[][] = dists.map(() => []);
try {
  for (let round = 0; round < rounds; round += 1) {
    for (const path of PAGES) {
      for (const [index, server] of servers.entries()) {
        const context = await visitorContext(browser, { hasTouch: false });
        const page = await context.newPage();
        await page.goto(`${server.url}${path}`);
        // Settled as the bench's pages are: the app started (a page without scripts has none), the network quiet.
        if (index === 0 || !floor) await page.waitForFunction(APP_STARTED);
        await page.waitForLoadState("networkidle");
        if (index === 1 && style) {
          await page.evaluate((css) => {
            const sheet = new CSSStyleSheet();
            sheet.replaceSync(css);
            document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
          }, style);
        }
        await page.waitForTimeout(500);
        const session = await context.newCDPSession(page);
        await session.send("Emulation.setCPUThrottlingRate", { rate: THROTTLING.cpuSlowdown });
        const before = await page.evaluate(() => performance.now());
        const { x, y } = await centreOf(page.locator("header button[popovertarget]"), "menu button");
        await press(page, x, y);
        await page.waitForTimeout(300);
        figures[index]?.push(interactionDuration((await recorded(page)).events, before));
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  for (const server of servers) await server.close();
  if (floor) await rm(floor, { recursive: true, force: true });
}
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
for (const [index, dist] of dists.entries()) {
  const values = sorted(figures[index] ?? []);
  const label = dist === floor ? `${given[0]} without scripts` : index === 1 && style ? `${dist} with ${style}` : dist;
  console.log(`${label}: median ${values[Math.floor(values.length / 2)]} ms, runs ${values.join(" ")}`);
}
