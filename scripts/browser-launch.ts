// How the project starts Debian's Chromium through playwright-core (no downloaded browser).
import { existsSync } from "node:fs";
import type { LaunchOptions } from "playwright-core";

/**
 * Debian's headless shell: the same Chromium build as the `chromium` package, without a browser
 * window of its own. Headless Chromium (--headless=new) still runs its hidden window's UI (tab
 * strip layout on each title change, the top-chrome WebUI renderer); the shell does not, and runs
 * the accessibility suite in half the processor time (docs/browsers.md), so the whole suite fits
 * its minutes on two cores, and the bench's figures hold no browser UI work.
 */
const DEFAULT_CHROMIUM = "/usr/bin/chromium-headless-shell";

/** The path itself, or an error that names what needs it, the missing path and how to install it. */
function installed(executablePath: string, neededBy: string, debianPackage: string, variable: string): string {
  if (!existsSync(executablePath)) {
    throw new Error(
      `${neededBy}, and there is none at ${executablePath}. Install Debian's package (apt-get install ${debianPackage}) or set ${variable}.`,
    );
  }
  return executablePath;
}

export function launchOptions(executablePath = process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM): LaunchOptions {
  installed(executablePath, "The browser tests need Chromium's headless shell", "chromium-headless-shell", "CHROMIUM_PATH");
  return {
    executablePath,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
  };
}

/**
 * The browser the benchmark measures in: the headless shell too, or BENCH_CHROMIUM_PATH (on a
 * 2-core machine, a browser window's own UI work lands in the middle of the measured page's first
 * layout).
 */
export function benchBrowserPath(executablePath = process.env.BENCH_CHROMIUM_PATH ?? DEFAULT_CHROMIUM): string {
  return installed(executablePath, "The benchmark runs in Chromium's headless shell", "chromium-headless-shell", "BENCH_CHROMIUM_PATH");
}
