// HTTP as bytes, for the server suites: a request sent exactly as written (fetch would normalize
// the URL and the headers), and the status line of the raw answer.
import { connect } from "node:net";

/** Sends bytes exactly as given (fetch would normalize the URL) and returns the raw response. */
export function rawRequest(port: number, request: string | Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let response = "";
    socket.setTimeout(10_000, () => socket.destroy(new Error("raw request timed out")));
    socket.on("connect", () => socket.write(request));
    socket.on("data", (chunk) => {
      response += chunk;
    });
    socket.on("end", () => resolve(response));
    socket.on("close", () => resolve(response));
    socket.on("error", reject);
  });
}

export function statusOf(rawResponse: string): number {
  return Number(/^HTTP\/1\.1 (\d{3})/.exec(rawResponse)?.[1] ?? 0);
}

/**
 * Sends the start of a request and leaves it unfinished: the connection kept open, as a slow
 * client does, or closed after the bytes (`close: true`), as a client that goes away does.
 * Resolves with whatever the server answered once the connection has closed, or after `giveUpMs`.
 */
export function unfinishedRequest(port: number, bytes: string, options: { close?: boolean; giveUpMs?: number } = {}): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    socket.on("connect", () => (options.close ? socket.end(bytes) : socket.write(bytes)));
    socket.on("data", (chunk) => (answer += chunk));
    socket.on("close", () => resolve(answer));
    socket.on("error", () => resolve(answer));
    setTimeout(() => socket.destroy(), options.giveUpMs ?? 15_000);
  });
}
