// A real host's server as a child process on a free loopback port: started, awaited until it
// answers, its output kept (the hosts report rule files they reject there), and stopped.
import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import type { AddressInfo } from "node:net";

/** Hosts start in a few seconds; a loaded machine may take many times that. */
const START_TIMEOUT_MS = 90_000;
const POLL_MS = 200;

export interface HostProcess {
  url: string;
  /** Everything the host printed so far, stdout and stderr. */
  output(): string;
  /** Seconds from spawn to the first answer. */
  startSeconds: number;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Stops a child process: SIGTERM, then SIGKILL if it is still there 5 s later. */
export function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill("SIGKILL"), 5000);
    child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

/** Spawns the command and waits until url answers any HTTP status. */
export async function startHost(
  command: string,
  args: readonly string[],
  url: string,
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<HostProcess> {
  const started = performance.now();
  const child = spawn(command, args, { cwd: options.cwd, env: { ...process.env, ...options.env }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${command} exited with ${child.exitCode}:\n${output}`);
    const up = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(2000) }).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      await stopProcess(child);
      throw new Error(`${command} did not answer at ${url} within ${START_TIMEOUT_MS / 1000} s:\n${output}`);
    }
    await Promise.race([new Promise((resolve) => setTimeout(resolve, POLL_MS)), exited]);
  }
  return {
    url,
    output: () => output,
    startSeconds: (performance.now() - started) / 1000,
    stop: () => stopProcess(child),
  };
}
