// npm start's default time limits by their effect: with none of its variables set, a client that
// sends its headers slowly is cut off with 408 after 10 s, one that sends its body slowly after
// 30 s (README, "Configuration"), each measured from its first byte. The suite waits out the
// longer one, so it stays out of the quick loop; server-defaults.ts reads the same limits at once.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { startDefaultServer } from "./helpers/default-server.ts";
import { statusOf, unfinishedRequest } from "./helpers/raw-http.ts";
import { SERVER_DEFAULTS } from "./expected/server-defaults.ts";

/** Node looks for requests past their time once a second; a busy machine may answer a little later still. */
const LATE_BY_AT_MOST_MS = 4000;

const timeouts = suite("npm start's default time limits, measured");

/** Sends the start of a request and never the rest: the answer's status and how long it took. */
async function cutOffAfter(bytes: string, giveUpMs: number): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const answer = await unfinishedRequest(SERVER_DEFAULTS.port, bytes, { giveUpMs });
  return { status: statusOf(answer), ms: performance.now() - started };
}

timeouts("a slow client's headers are cut off with 408 after 10 s, and its body after 30 s", async () => {
  const server = await startDefaultServer(SERVER_DEFAULTS.port);
  try {
    const giveUpMs = SERVER_DEFAULTS.requestTimeoutMs + 2 * LATE_BY_AT_MOST_MS;
    const body = "form-name=contact&name=Ann&email=ann%40example.ca&phone=902&message=Hello";
    const [headers, wholeRequest] = await Promise.all([
      cutOffAfter("GET / HTTP/1.1\r\nHost: localhost\r\n", giveUpMs),
      cutOffAfter(
        `POST / HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
        giveUpMs,
      ),
    ]);
    assert.is(headers.status, 408, "slow headers");
    assert.ok(
      headers.ms >= SERVER_DEFAULTS.headersTimeoutMs - 50 && headers.ms <= SERVER_DEFAULTS.headersTimeoutMs + LATE_BY_AT_MOST_MS,
      `slow headers cut off after ${Math.round(headers.ms)} ms, not ${SERVER_DEFAULTS.headersTimeoutMs}`,
    );
    assert.is(wholeRequest.status, 408, "slow body");
    assert.ok(
      wholeRequest.ms >= SERVER_DEFAULTS.requestTimeoutMs - 50 && wholeRequest.ms <= SERVER_DEFAULTS.requestTimeoutMs + LATE_BY_AT_MOST_MS,
      `slow body cut off after ${Math.round(wholeRequest.ms)} ms, not ${SERVER_DEFAULTS.requestTimeoutMs}`,
    );
  } finally {
    await server.stop();
  }
});

timeouts.run();
