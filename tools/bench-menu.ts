// The phone menu button's INP on two built sites, interleaved run by run in one browser: the
// bench's press (navigation-visitor.ts), CPU 4x, 412 px, each run in a fresh context, five pages.
// Run: npm run bench:menu -- <dist> <dist> [--rounds 3] (each a built dist/, this one's or a copy's)
import { chromium } from "playwright-core";
import { benchBrowserPath, launchOptions } from "../scripts/browser-launch.ts";
import { startServer } from "../scripts/server/static-host.ts";
import { interactionDuration, recorded } from "./bench/navigation-page.ts";
import { centreOf, press, settle, THROTTLING, visitorContext } from "./bench/navigation-visitor.ts";
import { option } from "./cli-option.ts";

/** Pages of each kind with the header's menu button. */
const PAGES = ["/", "/services/attic", "/areas/bedford", "/about", "/contact"];

const dists = process.argv.slice(2).filter((arg, index, args) => !arg.startsWith("--") && args[index - 1] !== "--rounds");
if (dists.length !== 2) throw new Error("npm run bench:menu -- <dist> <dist> [--rounds 3]");
const rounds = Number(option("--rounds") ?? 3);

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
        await settle(page);
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
}
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
for (const [index, dist] of dists.entries()) {
  const values = sorted(figures[index] ?? []);
  console.log(`${dist}: median ${values[Math.floor(values.length / 2)]} ms, runs ${values.join(" ")}`);
}
