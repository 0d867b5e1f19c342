// npm start's server as it starts with none of its variables set (PORT, HOST, FORMS_FILE,
// REQUEST_TIMEOUT_MS removed from its environment), for the suites of its defaults. The default
// port is one for the whole machine: a run waits until no process listens there, and starts again
// when another took it in between (another checkout's suite), up to its patience.
import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { ROOT } from "../../scripts/build/dist.ts";
import { portIsTaken } from "./listening-ports.ts";

/** The variables npm start reads (README, "Configuration"), none of them set here. */
export const SERVER_VARIABLES = ["PORT", "HOST", "FORMS_FILE", "REQUEST_TIMEOUT_MS"];
/** How long a run waits for the default port to be free, in all. */
const PORT_PATIENCE_MS = 120_000;
const STARTUP_TIMEOUT_MS = 30_000;

export interface DefaultServer {
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

function startOnce(port: number, env: Record<string, string>): Promise<DefaultServer | "port taken"> {
  const environment: NodeJS.ProcessEnv = { ...process.env, ...env };
  for (const name of SERVER_VARIABLES) delete environment[name];
  const preload = pathToFileURL(join(import.meta.dirname, "server-settings.mjs")).href;
  const child = spawn(process.execPath, ["--import", "tsx", "--import", preload, join(ROOT, "scripts", "serve.ts"), "--no-build"], {
    cwd: ROOT,
    env: environment,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  const server: DefaultServer = {
    child,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start did not start:\n${output}`)), STARTUP_TIMEOUT_MS);
    child.stdout.on("data", () => {
      if (output.includes("Serving dist/ at")) {
        clearTimeout(timer);
        resolve(server);
      }
    });
    child.on("exit", () => {
      clearTimeout(timer);
      if (output.includes("EADDRINUSE") && output.includes(String(port))) resolve("port taken");
      else reject(new Error(`npm start exited:\n${output}`));
    });
  });
}

/** Starts npm start's server with its variables unset, once its default port is free. */
export async function startDefaultServer(port: number, env: Record<string, string> = {}): Promise<DefaultServer> {
  const until = Date.now() + PORT_PATIENCE_MS;
  while (Date.now() < until) {
    if (await portIsTaken(port)) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      continue;
    }
    const started = await startOnce(port, env);
    if (started !== "port taken") return started;
  }
  throw new Error(`Port ${port} stayed taken for ${PORT_PATIENCE_MS / 1000} s: npm start's default cannot be tried here.`);
}
