// Starts the project's own server (scripts/serve.ts, or scripts/dev.ts) as a separate process on a free port with a
// temporary submissions file, as `npm start` would run it, and stops it after. Used by the tests
// and by the load script.
import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT } from "../build/dist.ts";

const STARTUP_TIMEOUT_MS = 30_000;

export interface SiteServer {
  url: string;
  port: number;
  formsFile: string;
  child: ChildProcess;
  output(): string;
  /** The server process's resident memory, in MB (Linux). */
  memoryMb(): Promise<number>;
  /** The stored submissions, one parsed object per line; fails when the file cannot be read. */
  submissions(): Promise<Record<string, string>[]>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export async function startSiteServer(
  options: {
    formsFile?: string;
    env?: Record<string, string>;
    /** npm start's server over dist/ (the default), or npm run dev's. */
    command?: "serve" | "dev";
    /**
     * Node's options for the server process, before its script, with an IPC channel to it: a
     * measuring tool loaded into the server (tools/load/heap-probe.ts).
     */
    nodeOptions?: string[];
  } = {},
): Promise<SiteServer> {
  const dir = await mkdtemp(join(tmpdir(), "site-server-"));
  const formsFile = options.formsFile ?? join(dir, "submissions.jsonl");
  // tsx as a loader inside this one process (not its CLI, which runs the script in a child), so
  // that a signal or a SIGKILL reaches the server itself.
  const args = options.command === "dev" ? [join(ROOT, "scripts", "dev.ts")] : [join(ROOT, "scripts", "serve.ts"), "--no-build"];
  // PORT=0: the server binds a port the system gives it and prints its own address (read below),
  // so no port is chosen here that another process could take before the server binds it.
  const child = spawn(process.execPath, ["--import", "tsx", ...(options.nodeOptions ?? []), ...args], {
    cwd: ROOT,
    env: { ...process.env, PORT: "0", FORMS_FILE: formsFile, ...options.env },
    stdio: options.nodeOptions ? ["ignore", "pipe", "pipe", "ipc"] : ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The server did not start:\n${output}`)), STARTUP_TIMEOUT_MS);
    const onData = () => {
      const match = /Serving (?:dist\/|the development site) at (http:\/\/localhost:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on("data", onData);
    child.on("exit", () => reject(new Error(`The server exited:\n${output}`)));
  });

  return {
    url,
    port: Number(new URL(url).port),
    formsFile,
    child,
    output: () => output,
    async memoryMb() {
      const status = await readFile(`/proc/${child.pid}/status`, "utf8");
      return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN) / 1024;
    },
    async submissions() {
      // The server creates the file as it starts: a read that fails is a fault, never "nothing stored".
      const text = await readFile(formsFile, "utf8");
      return text
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line));
    },
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null) child.kill(signal);
      const code = await exited;
      await rm(dir, { recursive: true, force: true });
      return code;
    },
  };
}
