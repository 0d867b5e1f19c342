// The browser tests say plainly what is missing when Chromium is not installed.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { benchBrowserPath, launchOptions } from "../scripts/browser-launch.ts";

const launch = suite("starting Chromium");

launch("names the missing browser and how to install it", () => {
  assert.throws(
    () => launchOptions("/nonexistent/chromium"),
    (error: Error) => {
      return (
        /Chromium/.test(error.message) &&
        /\/nonexistent\/chromium/.test(error.message) &&
        /apt-get install chromium-headless-shell/.test(error.message)
      );
    },
  );
});

launch("starts Debian's Chromium headless shell, offline-friendly and without a sandbox", () => {
  const options = launchOptions();
  assert.is(options.executablePath, process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell");
  for (const flag of [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ]) {
    assert.ok(options.args?.includes(flag), flag);
  }
});

launch("the benchmark names the missing headless shell and how to install it", () => {
  assert.throws(
    () => benchBrowserPath("/nonexistent/chromium-headless-shell"),
    (error: Error) => {
      return /\/nonexistent\/chromium-headless-shell/.test(error.message) && /apt-get install chromium-headless-shell/.test(error.message);
    },
  );
});

launch.run();
