// npm run dev: the development server (scripts/server/dev-server.ts): pages rendered on the server
// as the build renders them, hydrated with React's development build, hot reload, and the form
// stored by the local form endpoint. PORT, FORMS_FILE and HOST override the defaults.
import { startDevServer } from "./server/dev-server.ts";
import { DEFAULT_FORMS_FILE } from "./server/static-host.ts";
import { stopOnSignals } from "./server/stop-on-signal.ts";

const DEFAULT_PORT = 5173;

try {
  const port = Number.parseInt(process.env.PORT ?? String(DEFAULT_PORT), 10);
  const running = await startDevServer(port, { formsFile: process.env.FORMS_FILE });
  stopOnSignals(running);
  console.log(`Serving the development site at ${running.url} (form submissions go to ${process.env.FORMS_FILE ?? DEFAULT_FORMS_FILE})`);
  console.log("Press Ctrl-C to stop.");
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
