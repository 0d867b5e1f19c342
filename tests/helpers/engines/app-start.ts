// What started the app on a page the engine has loaded: the page's paint or its load event, as
// the boot script (src/boot/start-app.ts) intends, or its 3 s deadline, allowed only where the
// load event itself came too late. Used by the cross-engine scenarios (scenarios.ts).
import { waitInPage } from "./engine.ts";
import { appStarted, startTimes } from "./in-page.ts";
import type { EnginePage } from "./engine.ts";

/** The boot script's deadline and its wait after the load event (src/boot/start-app.ts), as it states them. */
const LATEST_START_MS = 3000;
const AFTER_LOAD_MS = 200;
/**
 * How many times a route the deadline started (its load event in time) is opened before the check
 * fails. Which of the boot script's two timers wins is a race the machine's load can tip:
 * WebKitGTK under Xvfb, beside two busy suites, has drawn the frame after the load event 2.8 s
 * late. A boot script whose load or paint path is broken is started by the deadline every time,
 * on every route, and still fails.
 */
const START_TRIES = 3;

/**
 * Waits for the app to start on the page just opened at `path`, opening it again while the
 * deadline won a race the load path should have won; returns what started it each time, and
 * whether the last start was in time.
 */
export async function appStart(page: EnginePage, path: string): Promise<{ inTime: boolean; starts: string[] }> {
  const starts: string[] = [];
  for (let attempt = 1; attempt <= START_TRIES; attempt += 1) {
    if (attempt > 1) await page.goto(path);
    await waitInPage(page, `the app to start on ${path}`, appStarted);
    const start = await page.evaluate(startTimes);
    starts.push(`${start.reason} ${JSON.stringify(start)}`);
    const stalled = start.loadEnd + AFTER_LOAD_MS > start.bootScript + LATEST_START_MS;
    if (start.reason === "paint" || start.reason === "load" || (start.reason === "deadline" && stalled)) return { inTime: true, starts };
  }
  return { inTime: false, starts };
}
