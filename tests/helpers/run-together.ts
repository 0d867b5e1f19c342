// Runs the suite files named on its command line in this one process, one after another, as uvu's
// own runner does: each file's path as a heading, then its suites' lines, then the total.
// tests/run.ts runs the quick suites so.
import { relative } from "node:path";
import { run } from "uvu/run";
import { ROOT } from "../../scripts/build/dist.ts";

await run(process.argv.slice(2).map((file) => ({ name: relative(ROOT, file), file })));
