// Reads a server's heap after a full garbage collection, through heap-probe.ts loaded into it:
// the server is started with HEAP_PROBE as its Node options (tests/reliability.ts).
import type { ChildProcess } from "node:child_process";
import { join } from "node:path";

/** The server's Node options that load the probe (startSiteServer's nodeOptions). */
export const HEAP_PROBE = ["--expose-gc", "--import", join(import.meta.dirname, "heap-probe.ts")];

/** The heap a server started with HEAP_PROBE holds after a full garbage collection, in MB. */
export function heapAfterGcMb(server: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("message", (answer: { heapUsed: number }) => resolve(answer.heapUsed / 1024 / 1024));
    server.send("heap", (error) => error && reject(error));
  });
}
