// Ctrl-C (SIGINT) and SIGTERM stop a running server cleanly: open connections get a grace period,
// the submissions file is closed, and the process exits 0 (1 if closing failed).
import type { RunningServer } from "./static-host.ts";

/** Connections still open this long after a stop request are cut, so that stopping never hangs. */
const GRACE_MS = 2000;

export function stopOnSignals(running: RunningServer): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping...`);
    setTimeout(() => running.server.closeAllConnections(), GRACE_MS).unref();
    running.close().then(
      () => {
        console.log("Stopped.");
        process.exit(0);
      },
      (error: Error) => {
        console.error(error.message);
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}
