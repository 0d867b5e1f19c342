// Xvfb on a display of its own, for the browser the suite starts (ports and stopping a process:
// tests/helpers/host-process.ts).
import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { readdir, readFile } from "node:fs/promises";

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

/** The processes a process started that are still running (Linux: their parent in /proc/<pid>/stat). */
async function childProcesses(parent: number): Promise<{ pid: number; name: string }[]> {
  const children: { pid: number; name: string }[] = [];
  for (const entry of await readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    // "pid (name) state ppid …": the name may hold spaces and parentheses, so read after the last ")".
    const stat = await readFile(`/proc/${entry}/stat`, "utf8").catch(() => "");
    const close = stat.lastIndexOf(")");
    const [, ppid] = stat.slice(close + 2).split(" ");
    if (Number(ppid) === parent) children.push({ pid: Number(entry), name: stat.slice(stat.indexOf("(") + 1, close) });
  }
  return children;
}

/** Waits, at most `timeoutMs`, until a process has no child left whose name starts with `name`. */
export async function untilChildrenEnd(parent: number | undefined, name: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (parent && Date.now() < deadline) {
    if (!(await childProcesses(parent)).some((child) => child.name.startsWith(name))) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
