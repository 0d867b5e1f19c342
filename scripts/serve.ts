// The local server: serves dist/ the way the static host does (pages, _redirects, _headers,
// 404.html, compression) and plays the host's form service. Builds first when dist/ is missing or
// older than the sources. Run: npm start (PORT, HOST, FORMS_FILE and REQUEST_TIMEOUT_MS override the
// defaults the README states).
import { pathToFileURL } from "node:url";
import { runBuild, distIsStale } from "./build/run-build.ts";
import { DEFAULT_FORMS_FILE, startServer } from "./server/static-host.ts";
import { stopOnSignals } from "./server/stop-on-signal.ts";

const DEFAULT_PORT = 4173;

function build(): void {
  if (!runBuild().ok) throw new Error("The build failed; not starting the server.");
}

async function main() {
  if (!process.argv.includes("--no-build") && (await distIsStale())) {
    console.log("dist/ is missing or older than the sources: building first.");
    build();
  }
  const port = Number.parseInt(process.env.PORT ?? String(DEFAULT_PORT), 10);
  const running = await startServer(port, { formsFile: process.env.FORMS_FILE });

  stopOnSignals(running);
  // Announced only once Ctrl-C is handled, so that a stop request can never arrive unhandled.
  console.log(`Serving dist/ at ${running.url} (form submissions go to ${process.env.FORMS_FILE ?? DEFAULT_FORMS_FILE})`);
  console.log("Press Ctrl-C to stop.");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}
