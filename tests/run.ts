// Runs the whole test suite: builds the site once, then every uvu suite under tests/ in its own
// process, and ends with one line, "N passed, N failed". Run: npm test.
import { spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { ROOT } from "../scripts/build/dist.ts";
import { runBuild } from "../scripts/build/run-build.ts";
import { ensureSystemPackages } from "./helpers/system-packages.ts";

const TSX = join(ROOT, "node_modules", "tsx", "dist", "cli.mjs");
const TESTS = join(ROOT, "tests");
// Folders of suites run after the direct ones, in this order: the browser suites in Chromium, then
// the other engines, then the real hosts. tests/helpers/ holds no suite.
const SUITE_FOLDERS = ["e2e", "engines", "hosts"];
// biome-ignore lint/suspicious/noControlCharactersInRegex: the escape character that starts a terminal colour code.
const ANSI = /\u001b\[[0-9;]*m/g;

function suiteFiles(): string[] {
  const inFolder = (folder: string) =>
    existsSync(folder)
      ? readdirSync(folder)
          .filter((name) => name.endsWith(".ts"))
          .sort()
          .map((name) => join(folder, name))
      : [];
  const direct = inFolder(TESTS).filter((file) => !file.endsWith(`${sep}run.ts`));
  const all = [...direct, ...SUITE_FOLDERS.flatMap((folder) => inFolder(join(TESTS, folder)))];
  const only = process.argv.slice(2);
  return only.length ? all.filter((file) => only.some((part) => file.includes(part))) : all;
}

function runSuite(file: string): Promise<{ passed: number; failed: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [TSX, file], { cwd: ROOT, env: { ...process.env, FORCE_COLOR: "0" } });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => {
      const text = output.replace(ANSI, "");
      const total = Number(/Total:\s+(\d+)/.exec(text)?.[1] ?? NaN);
      const passed = Number(/Passed:\s+(\d+)/.exec(text)?.[1] ?? NaN);
      if (Number.isNaN(total) || Number.isNaN(passed)) {
        // The suite died before uvu could report: count it as one failure.
        resolve({ passed: 0, failed: 1, output: text });
        return;
      }
      const failed = total - passed + (code !== 0 && total === passed ? 1 : 0);
      resolve({ passed, failed, output: text });
    });
  });
}

const started = performance.now();
if (!ensureSystemPackages()) {
  console.log("The Debian packages the suites need are missing, so no suite ran.");
  console.log("0 passed, 1 failed");
  process.exit(1);
}
if (!process.env.SKIP_BUILD) {
  console.log("Building the site once for every suite...");
  if (!runBuild().ok) {
    console.log("The build failed, so no suite ran.");
    console.log("0 passed, 1 failed");
    process.exit(1);
  }
}

let passed = 0;
let failed = 0;
for (const file of suiteFiles()) {
  const result = await runSuite(file);
  passed += result.passed;
  failed += result.failed;
  const name = relative(ROOT, file);
  console.log(`${result.failed ? "FAIL" : "ok  "} ${name}: ${result.passed} passed, ${result.failed} failed`);
  if (result.failed) console.log(result.output.replace(/^/gm, "    "));
}
console.log(`Finished in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
