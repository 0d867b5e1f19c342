// npm start's defaults as the README's "Configuration" table states them, written out: what the
// server does with none of its variables set, never read from scripts/serve.ts or
// scripts/server/static-host.ts.
export const SERVER_DEFAULTS = {
  /** PORT. */
  port: 4173,
  /** HOST: loopback only, so the server is not reachable from the network unless asked. */
  host: "127.0.0.1",
  /** FORMS_FILE, from the project's root. */
  formsFile: ".data/submissions.jsonl",
  /** REQUEST_TIMEOUT_MS: a request's headers and body must have arrived within 30 s… */
  requestTimeoutMs: 30_000,
  /** …and its headers within 10 s (the timeout itself when shorter). */
  headersTimeoutMs: 10_000,
};
