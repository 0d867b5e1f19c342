// npm run bench:trace -- <from> <to> [--within footer] [--runs 3] [--http2] [--profile]: where a first visit's
// milliseconds go. The navigation bench's first visit (tools/bench/navigation-first-visit.ts) on
// dist/ as built, once or more, printing for each run: click-to-content, the requests made from
// 3 s before the tap on (start and end, relative to the tap; bytes as transferred; the protocol),
// and the long tasks from the tap on. It measures nothing the bench does not; it shows what is in
// flight at the tap and what the tap waits for. With --http2, dist/ is served by nginx over
// HTTP/2 (tools/bench/http2-host.ts) rather than by the local HTTP/1.1 server. With --profile, the
// functions that took the main thread's time from just before the tap until the h1's paint, at
// the throttled CPU ("(program)" is the browser's own work: style, layout, paint, compiling); their
// names read in a build made with `BUILD_READABLE=1 npm run build` (minified names otherwise).
import { join } from "node:path";
import { chromium } from "playwright-core";
import { HERO_IMAGE_ORIGIN } from "../src/content/hero-image.ts";
import { DIST, ROOT } from "../scripts/build/dist.ts";
import { benchBrowserPath, launchOptions } from "../scripts/browser-launch.ts";
import { startServer } from "../scripts/server/static-host.ts";
import { startHttp2Host } from "./bench/http2-host.ts";
import { tapTimeline } from "./bench/navigation-first-visit.ts";
import { headingOf } from "./bench/navigation-visitor.ts";
import { startPhotoHost } from "./bench/photo-host.ts";
import { option } from "./cli-option.ts";

const WORK = join(ROOT, "bench", ".work");

const [from, to] = process.argv.slice(2).filter((arg, index, all) => !arg.startsWith("--") && !all[index - 1]?.startsWith("--"));
if (!from?.startsWith("/") || !to?.startsWith("/"))
  throw new Error("npm run bench:trace -- <from> <to> [--within footer] [--runs 3] [--http2] [--profile]");
const runs = Number(option("--runs") ?? 1);
const within = option("--within");
const profile = process.argv.includes("--profile");

const server = await startServer(0, { dist: DIST, formsFile: join(WORK, "forms.jsonl"), log: false });
const http2 = process.argv.includes("--http2") ? await startHttp2Host(DIST, join(WORK, "http2")) : undefined;
const photoHost = await startPhotoHost(join(WORK, "photos"));
const launch = launchOptions(benchBrowserPath());
const browser = await chromium.launch({
  ...launch,
  args: [
    ...(launch.args ?? []),
    `--host-resolver-rules=MAP ${new URL(HERO_IMAGE_ORIGIN).host} 127.0.0.1:${photoHost.port}`,
    "--ignore-certificate-errors",
  ],
});
try {
  const heading = await headingOf(server.url, to);
  const baseUrl = http2?.url ?? server.url;
  for (let run = 1; run <= runs; run += 1) {
    const timeline = await tapTimeline(browser, baseUrl, { from, to, within, tap: true }, heading, profile);
    console.log(`\n${from} -> ${to}${http2 ? " over HTTP/2" : ""}, run ${run}: h1 painted ${timeline.clickToContentMs} ms after the tap`);
    console.log("  requests (ms from the tap):   start     end   bytes  protocol  path");
    for (const request of timeline.requests) {
      console.log(
        `  ${String(request.start).padStart(31)} ${String(request.end).padStart(7)} ${String(request.bytes).padStart(7)}  ${request.protocol.padEnd(8)}  ${request.path}`,
      );
    }
    console.log(
      `  long tasks from the tap (start+duration): ${timeline.longTasks.map((task) => `${task.start}+${task.duration}`).join(" ") || "none"}`,
    );
    if (timeline.profile) {
      console.log("  main thread from just before the tap to the paint (ms at the throttled CPU): inclusive  self  function");
      for (const { name, inclusiveMs, selfMs } of timeline.profile) {
        console.log(`  ${inclusiveMs.toFixed(1).padStart(88)} ${selfMs.toFixed(1).padStart(5)}  ${name}`);
      }
    }
  }
} finally {
  await browser.close();
  await http2?.close();
  await photoHost.close();
  await server.close();
}
