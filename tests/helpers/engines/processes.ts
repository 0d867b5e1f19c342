// The processes around a browser that the suite starts and stops itself: Xvfb on a display of its
// own, and a free loopback port for a driver.
import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { createServer } from "node:net";

const XVFB = "/usr/bin/Xvfb";
/** How long Xvfb is given to report its display. */
const START_TIMEOUT_MS = 20_000;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

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

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}
