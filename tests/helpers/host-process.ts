// A real host's server as a child process on a loopback port: started, awaited until that very
// process (or one under it) is seen listening on its port in /proc and then answers there, its
// output kept (the hosts report rule files they reject there), and stopped. A port is never
// taken on trust: another process may bind a port chosen here before the host does, and a
// server that merely answers there may be that other one.
import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import { loopbackPortsOf } from "./listening-ports.ts";

/** Hosts start in a few seconds; a loaded machine may take many times that. */
const START_TIMEOUT_MS = 90_000;
/** How often the host's sockets and output are looked at while it starts. */
const POLL_MS = 100;
/** Starts on a chosen port before giving up: each failed one found the port taken by then. */
export const PORT_TRIES = 3;
/** How long a stopped host is given to end on SIGTERM before it is killed. */
const STOP_GRACE_MS = 5000;
/** How long an ended host's pipes are given to close, so that an error quotes all it printed. */
const OUTPUT_CLOSE_MS = 1000;

export interface HostCommand {
  command: string;
  args: readonly string[];
  cwd?: string;
  /** Added to this process's environment. */
  env?: NodeJS.ProcessEnv;
}

export interface HostStart {
  /** The command that serves on `port`; 0 when the host picks its own port. */
  command(port: number): HostCommand | Promise<HostCommand>;
  /**
   * How the host's port is known:
   * - "given": the host cannot pick its own (nginx refuses port 0), so it is given one that was
   *   free a moment ago; a host that ends before it listens there is started again on another,
   *   up to PORT_TRIES times.
   * - "own": the host is given 0 and listens on a port the system picks; its only loopback port.
   * - a pattern: the host is given 0 and prints the port it picked, the pattern's first group
   *   (wrangler's "Ready on http://127.0.0.1:PORT"), which must be one it listens on.
   */
  port: "given" | "own" | RegExp;
  /** The path asked for until the host answers (any status): it is listening, now it serves. */
  path?: string;
  timeoutMs?: number;
  /** Where "given" ports come from; a test hands out a taken one. */
  choosePort?: () => Promise<number>;
}

export interface HostProcess {
  /** http://127.0.0.1:PORT/ */
  url: string;
  port: number;
  /** Everything the host printed so far, stdout and stderr. */
  output(): string;
  /** How many starts it took: more than one when a chosen port was taken first. */
  tries: number;
  /** Seconds from the first spawn to the first answer. */
  startSeconds: number;
  /** The host's process id, for a suite that watches what the host itself starts. */
  pid: number | undefined;
  stop(): Promise<void>;
}

/** A port that was free a moment ago: a candidate only, since nothing holds it once this returns. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Stops a child process: SIGTERM, then SIGKILL if it has not ended after STOP_GRACE_MS. */
export function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill("SIGKILL"), STOP_GRACE_MS);
    child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

interface Running {
  child: ChildProcess;
  output(): string;
  ended: Promise<void>;
}

function spawnHost(command: HostCommand): Running {
  const child = spawn(command.command, command.args, {
    cwd: command.cwd,
    env: { ...process.env, ...command.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  // "close", not "exit": the output is complete by then, for the error that quotes it.
  const ended = new Promise<void>((resolve) => child.once("close", () => resolve()));
  return { child, output: () => output, ended };
}

function ended(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

function pause(running: Running): Promise<unknown> {
  return Promise.race([new Promise((resolve) => setTimeout(resolve, POLL_MS)), running.ended]);
}

/** What the host's start waits for, in words for an error. */
function awaited(start: HostStart, given: number): string {
  if (start.port === "given") return `listening on port ${given}`;
  if (start.port === "own") return "listening on a port of its own";
  return `printing its port (${start.port.source}) and listening there`;
}

/** The port the host listens on once it does, or undefined if it ended first; throws at the deadline. */
async function listeningPort(running: Running, start: HostStart, given: number, deadline: number): Promise<number | undefined> {
  for (;;) {
    if (ended(running.child)) return undefined;
    const ports = await loopbackPortsOf(running.child.pid ?? 0);
    if (start.port === "given") {
      if (ports.has(given)) return given;
    } else if (start.port === "own") {
      if (ports.size > 1) throw new Error(`listens on ${[...ports].join(", ")}: which one serves needs a pattern for the port it prints`);
      const [port] = ports;
      if (port !== undefined) return port;
    } else {
      // A port printed but not (yet) seen among its own sockets is not taken on trust.
      const reported = Number(start.port.exec(running.output())?.[1]);
      if (ports.has(reported)) return reported;
    }
    if (Date.now() > deadline) {
      throw new Error(`was not seen ${awaited(start, given)} (it listens on ${[...ports].join(", ") || "no port"})`);
    }
    await pause(running);
  }
}

/** Waits until the host answers at url, any status; it holds the port, so the answer is its own. */
async function untilAnswering(running: Running, url: string, deadline: number): Promise<void> {
  for (;;) {
    const answered = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(2000) }).then(
      async (response) => {
        await response.arrayBuffer();
        return true;
      },
      () => false,
    );
    if (answered) return;
    if (ended(running.child)) throw new Error("ended after it started listening");
    if (Date.now() > deadline) throw new Error(`listened but did not answer at ${url}`);
    await pause(running);
  }
}

/** The host's output once its pipes close, or as it is after OUTPUT_CLOSE_MS (a process it left may hold them). */
async function finalOutput(running: Running): Promise<string> {
  await Promise.race([running.ended, new Promise((resolve) => setTimeout(resolve, OUTPUT_CLOSE_MS))]);
  return running.output();
}

/** Starts the host and waits until it listens on its port and answers there. */
export async function startHost(start: HostStart): Promise<HostProcess> {
  const started = performance.now();
  const timeout = start.timeoutMs ?? START_TIMEOUT_MS;
  const deadline = Date.now() + timeout;
  const tries = start.port === "given" ? PORT_TRIES : 1;
  const failures: string[] = [];
  let name = "";
  for (let attempt = 1; attempt <= tries; attempt += 1) {
    const given = start.port === "given" ? await (start.choosePort ?? freePort)() : 0;
    const command = await start.command(given);
    name = command.command;
    const running = spawnHost(command);
    const fail = async (error: unknown) => {
      await stopProcess(running.child);
      return new Error(
        `${name} ${(error as Error).message} within ${timeout / 1000} s (start ${attempt} of ${tries}):\n${await finalOutput(running)}${failures.join("")}`,
      );
    };
    let port: number | undefined;
    try {
      port = await listeningPort(running, start, given, deadline);
      if (port === undefined) {
        // It ended before listening: on a chosen port, most likely taken in between ("Address already in use").
        const status = running.child.exitCode ?? running.child.signalCode;
        failures.push(
          `\nstart ${attempt} of ${tries}${given ? ` on port ${given}` : ""} ended (${status}) before listening:\n${await finalOutput(running)}`,
        );
        continue;
      }
      await untilAnswering(running, new URL(start.path ?? "/", `http://127.0.0.1:${port}/`).href, deadline);
    } catch (error) {
      throw await fail(error);
    }
    return {
      url: `http://127.0.0.1:${port}/`,
      port,
      output: running.output,
      tries: attempt,
      startSeconds: (performance.now() - started) / 1000,
      pid: running.child.pid,
      stop: () => stopProcess(running.child),
    };
  }
  throw new Error(`${name} ended before it listened, ${tries} times:${failures.join("")}`);
}
