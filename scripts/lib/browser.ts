// How the project starts Debian's Chromium through playwright-core (no downloaded browser).
import { existsSync } from "node:fs";
import type { LaunchOptions } from "playwright-core";

const DEFAULT_CHROMIUM = "/usr/bin/chromium";

export function launchOptions(executablePath = process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM): LaunchOptions {
  if (!existsSync(executablePath)) {
    throw new Error(
      `The browser tests need Chromium, and there is none at ${executablePath}. Install Debian's package (apt-get install chromium) or set CHROMIUM_PATH.`,
    );
  }
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
