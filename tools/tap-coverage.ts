// npm run bench:coverage -- <from> <to> [--dist <dir>]: how much of the site's own code a tap runs.
// The bench's first visit (tools/bench/navigation-first-visit.ts, read 3 s once the app has started
// and the network is idle) on a readable build, with V8's precise coverage reset just before the tap
// and read 1 s after the new h1's paint (tools/bench/tap-coverage.ts): the site's source files run,
// those outside src/content/, and the site's functions called, listed by file, beside the issue's
// budget. The build is made in a copy of the project (tools/coverage/readable-build.ts) into
// bench/.work/readable/dist, never dist/; `--dist` takes a readable build made before
// (`BUILD_READABLE=1 npm run build`, then `--dist dist`).
import { join, resolve } from "node:path";
import { HERO_IMAGE_ORIGIN } from "../src/content/hero-image.ts";
import { ROOT } from "../scripts/build/dist.ts";
import { BUDGET } from "./bench/budget.ts";
import { startPhotoHost } from "./bench/photo-host.ts";
import { COUNTED, coverageProblems, coverageReport, runTapCoverage } from "./bench/tap-coverage.ts";
import { assertReadable, buildReadable, READABLE_DIST } from "./coverage/readable-build.ts";
import { option } from "./cli-option.ts";

const WORK = join(ROOT, "bench", ".work");
const USAGE = "npm run bench:coverage -- <from> <to> [--dist <dir>]";

const [from, to] = process.argv.slice(2).filter((arg, index, all) => !arg.startsWith("--") && !all[index - 1]?.startsWith("--"));
if (!from?.startsWith("/") || !to?.startsWith("/")) throw new Error(USAGE);
const given = option("--dist");
if (process.argv.includes("--dist") && (given === undefined || given.startsWith("--"))) throw new Error(`--dist needs a folder: ${USAGE}`);
const dist = given === undefined ? READABLE_DIST : resolve(given);
if (given === undefined) console.log(`Readable build: ${await buildReadable()} s, ${dist.slice(ROOT.length)}`);
assertReadable(dist);

const photoHost = await startPhotoHost(join(WORK, "photos"));
try {
  const [coverage] = await runTapCoverage({
    dist,
    pairs: [{ from, to }],
    formsFile: join(WORK, "forms.jsonl"),
    browserArgs: [
      `--host-resolver-rules=MAP ${new URL(HERO_IMAGE_ORIGIN).host} 127.0.0.1:${photoHost.port}`,
      "--ignore-certificate-errors",
    ],
  });
  if (!coverage) throw new Error("no coverage was read");
  console.log(`\nA tap's coverage, first visit on the readable build in ${dist} (${COUNTED}).`);
  console.log(coverageReport(coverage, BUDGET));
  const problems = coverageProblems([coverage], BUDGET);
  console.log(
    problems.length === 0 ? "\nWithin the budget." : `\nOver the budget:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`,
  );
} finally {
  await photoHost.close();
}
