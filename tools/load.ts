// The full load figures of the reliability issue, on loopback only: 500 contact-form submissions
// from 50 concurrent clients must end as exactly 500 complete records, and 2,000 page requests
// from 50 concurrent clients must all be answered correctly with memory flat
// (scripts/server/load-test.ts). Run: npm run load (it uses the built dist/; run npm run build first
// if it is missing).
import { runLoadTest } from "./load/load-test.ts";

const problems = await runLoadTest();
if (problems.length) {
  console.log(`FAILED:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
  process.exitCode = 1;
} else {
  console.log("Every figure holds.");
}
