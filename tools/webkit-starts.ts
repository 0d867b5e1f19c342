// npx tsx tools/webkit-starts.ts [--starts 25] [--busy 3]: how often WebKitWebDriver refuses a
// session on this machine. Starts the cross-engine suite's WebKitGTK engine (Xvfb, the driver,
// MiniBrowser: tests/helpers/engines/webkit.ts) again and again, each time opening a window,
// closing it and opening another, while `--busy` processes keep the cores busy as the other
// suites of a full run do. Prints each start, then the sessions refused and the starts that lost
// every try: a refusal the suite's retry hid still shows here. Needs no site: the windows stay on
// about:blank.
import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { launchWebKit } from "../tests/helpers/engines/webkit.ts";

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(name);
  const value = index === -1 ? fallback : Number(process.argv[index + 1]);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} takes a whole number`);
  return value;
}

const starts = option("--starts", 25);
const busy: ChildProcess[] = Array.from({ length: option("--busy", 3) }, () =>
  spawn("sh", ["-c", "while :; do :; done"], { stdio: "ignore" }),
);
let refused = 0;
let lost = 0;
try {
  for (let start = 1; start <= starts; start += 1) {
    const began = performance.now();
    let refusedNow = 0;
    try {
      // Port 9 on loopback: no site is opened, the name only tells the proxy what to let through.
      const engine = await launchWebKit("http://127.0.0.1:9", { onSessionRefused: () => (refusedNow += 1) });
      try {
        await engine.newPage();
        // Closed as after a failed test: the second page is a new MiniBrowser, as the first.
        await engine.closePage(false);
        await engine.newPage();
      } finally {
        await engine.close();
      }
      console.log(`start ${start}: opened, ${refusedNow} refused, ${Math.round(performance.now() - began)} ms`);
    } catch (error) {
      lost += 1;
      console.log(`start ${start}: LOST after ${refusedNow} refused: ${String(error).split("\n")[0]}`);
    }
    refused += refusedNow;
  }
} finally {
  for (const child of busy) child.kill("SIGKILL");
}
console.log(`${starts} starts, ${refused} sessions refused, ${lost} starts lost every try`);
