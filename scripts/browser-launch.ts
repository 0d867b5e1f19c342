// How the project starts Debian's Chromium through playwright-core (no downloaded browser).
import { existsSync } from "node:fs";
import type { LaunchOptions } from "playwright-core";

const DEFAULT_CHROMIUM = "/usr/bin/chromium";

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
  installed(executablePath, "The browser tests need Chromium", "chromium", "CHROMIUM_PATH");
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

const DEFAULT_HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/**
 * The browser the benchmark measures in: Debian's headless shell, the same Chromium build without
 * a browser window of its own. Headless Chromium (--headless=new) still runs its hidden window's
 * UI, and on a 2-core machine that work (tab strip layout on each title change, the top-chrome
 * WebUI renderer) lands in the middle of the measured page's first layout.
 */
export function benchBrowserPath(executablePath = process.env.BENCH_CHROMIUM_PATH ?? DEFAULT_HEADLESS_SHELL): string {
  return installed(executablePath, "The benchmark runs in Chromium's headless shell", "chromium-headless-shell", "BENCH_CHROMIUM_PATH");
}
