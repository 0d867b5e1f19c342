// The local server fed hostile input: huge headers, slow and truncated bodies, HTML and script in
// every field, requests Node refuses before parsing them. Each gets its status and the security
// headers, nothing is stored that should not be, nothing sent is echoed, and the server carries
// on. Load and faults: reliability.ts.
import { assertSecurityHeadersInHead } from "./helpers/security-headers.ts";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { startSiteServer } from "../scripts/server/site-process.ts";
import { rawRequest, statusOf, unfinishedRequest } from "./helpers/raw-http.ts";
import type { SiteServer } from "../scripts/server/site-process.ts";
import { postForm, SUBMISSION } from "./helpers/form-submission.ts";

let server: SiteServer;

const hostile = suite("hostile input");
hostile.before(async () => {
  server = await startSiteServer({ env: { REQUEST_TIMEOUT_MS: "1500" } });
});
hostile.after(async () => {
  await server.stop();
});

hostile("huge headers get 431 and the server carries on", async () => {
  const response = await rawRequest(
    server.port,
    `GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${"a".repeat(40_000)}\r\nConnection: close\r\n\r\n`,
  );
  assert.is(statusOf(response), 431);
  assert.is((await fetch(`${server.url}/`)).status, 200);
});

/** Resolves once the server has logged a line matching `pattern`; fails past the suite's patience. */
async function waitForOutput(pattern: RegExp, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!pattern.test(server.output())) {
    if (Date.now() > until) assert.unreachable(`the server never logged ${pattern}:\n${server.output().slice(-2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A POST whose body stops after 10 bytes: the server's request timeout (1.5 s here) answers it. */
function slowBody(): Promise<string> {
  const body = new URLSearchParams(SUBMISSION).toString();
  const start = `POST / HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n`;
  // Given up on well past the 1.5 s timeout and Node's 1 s check interval, even on a busy machine.
  return unfinishedRequest(server.port, `${start}${body.slice(0, 10)}`);
}

hostile("a slow body is cut off with 408 and stores nothing", async () => {
  const before = (await server.submissions()).length;
  assert.is(statusOf(await slowBody()), 408);
  assert.is((await server.submissions()).length, before);
});

hostile("a truncated body stores nothing and crashes nothing", async () => {
  const before = (await server.submissions()).length;
  const body = new URLSearchParams(SUBMISSION).toString();
  const start = `POST / HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length + 50}\r\n\r\n`;
  await unfinishedRequest(server.port, `${start}${body}`, { close: true });
  // The server logs the request's end once its handling is over (the store is written, or not,
  // before that line): nothing was stored, and nothing can be later.
  await waitForOutput(/POST \/ left unanswered: the client closed the connection/);
  assert.is((await server.submissions()).length, before);
  assert.is((await fetch(`${server.url}/`)).status, 200, "the server carries on");
});

hostile("a body sent in chunks with no length is refused with 413 past 32 KB, as a declared one is, and stores nothing", async () => {
  const before = (await server.submissions()).length;
  // A valid submission whose message takes the body to 40 KB, sent as one chunk and the end mark.
  const body = new URLSearchParams({ ...SUBMISSION, message: "x".repeat(40 * 1024) }).toString();
  const response = await rawRequest(
    server.port,
    "POST / HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n" +
      `Connection: close\r\n\r\n${body.length.toString(16)}\r\n${body}\r\n0\r\n\r\n`,
  );
  assert.is(statusOf(response), 413);
  assert.is((await server.submissions()).length, before);
  assert.is((await fetch(`${server.url}/`)).status, 200, "the server carries on");
});

hostile("HTML and script in every field are stored exactly as sent", async () => {
  const evil = `<script>alert("x")</script><img src=x onerror=alert(1)>'"&amp;</textarea>`;
  const fields = {
    ...SUBMISSION,
    name: `${evil} name`,
    email: "evil<script>@example.ca",
    phone: `<b>902</b>"555"&amp;0100`,
    message: `${evil}\r\nline two`,
  };
  const response = await postForm(server.url, fields);
  assert.is(response.status, 200);
  const stored = (await server.submissions()).at(-1);
  assert.is(stored?.name, fields.name);
  assert.is(stored?.email, fields.email);
  assert.is(stored?.phone, fields.phone);
  assert.is(stored?.message, fields.message);
});

hostile("the HTML answer never echoes what the visitor sent", async () => {
  const response = await fetch(`${server.url}/`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" },
    body: new URLSearchParams({ ...SUBMISSION, email: "<script>alert(1)</script>", "form-name": "contact" }),
  });
  assert.is(response.status, 422);
  const html = await response.text();
  assert.not.match(html, /<script>alert/);
  const unknown = await fetch(`${server.url}/`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" },
    body: new URLSearchParams({ "form-name": "<script>alert(2)</script>" }),
  });
  assert.is(unknown.status, 404);
  assert.not.match(await unknown.text(), /<script>alert/);
});

hostile("every answer, errors included, carries the security headers: those Node refuses before parsing a request too", async () => {
  const answers: [number, string][] = [
    [400, await rawRequest(server.port, "GET /%zz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")],
    [414, await rawRequest(server.port, `GET /${"a".repeat(3000)} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`)],
    [405, await rawRequest(server.port, "DELETE / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")],
    [404, await rawRequest(server.port, "GET /nowhere HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")],
    // Written by the server's clientError handler, before any request exists.
    [431, await rawRequest(server.port, `GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${"a".repeat(40_000)}\r\nConnection: close\r\n\r\n`)],
    [400, await rawRequest(server.port, "GET / HTTP/1.1\r\nHost: localhost\r\nNot a header line\r\n\r\n")],
    [408, await slowBody()],
  ];
  for (const [status, answer] of answers) {
    const head = answer.slice(0, answer.indexOf("\r\n\r\n"));
    assert.is(statusOf(answer), status, head.split("\r\n")[0]);
    assertSecurityHeadersInHead(head, `${status}`);
  }
});

hostile.run();
