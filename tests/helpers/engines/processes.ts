// Xvfb on a display of its own, for the browser the suite starts (ports and stopping a process:
// tests/helpers/host-process.ts).
import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { processTree } from "../listening-ports.ts";

const XVFB = "/usr/bin/Xvfb";
/** How long Xvfb is given to report its display. */
const START_TIMEOUT_MS = 20_000;

/** Xvfb on a display number it picks itself (-displayfd), so parallel runs never collide. */
export async function startXvfb(): Promise<{ display: string; child: ChildProcess }> {
  const child = spawn(XVFB, ["-displayfd", "3", "-screen", "0", "1440x1000x24", "-nolisten", "tcp"], {
    stdio: ["ignore", "ignore", "ignore", "pipe"],
  });
  const display = await new Promise<string>((resolve, reject) => {
    let text = "";
    const timer = setTimeout(() => reject(new Error("Xvfb did not start")), START_TIMEOUT_MS);
    child.stdio[3]?.on("data", (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes("\n")) {
        clearTimeout(timer);
        resolve(`:${text.trim()}`);
      }
    });
    child.on("exit", (code) => reject(new Error(`Xvfb exited with ${code}`)));
  });
  return { display, child };
}

/** Waits, at most `timeoutMs`, until a process has no descendant left (what it started has ended). */
export async function untilNoDescendants(parent: number | undefined, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (parent && Date.now() < deadline) {
    if ((await processTree(parent)).length <= 1) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
