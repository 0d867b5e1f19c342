// Loaded into the local server's process (NODE_OPTIONS="--import …", SERVER_SETTINGS=<file>) by
// the suite of npm start's defaults: once an HTTP server listens, writes the limits Node itself
// enforces for it (its request and headers timeouts, in ms), read from Node's own server object,
// one JSON line. Plain JavaScript, since it runs before tsx's loader.
import { appendFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";

const FILE = process.env.SERVER_SETTINGS;

if (FILE) {
  const listen = net.Server.prototype.listen;
  net.Server.prototype.listen = function (...args) {
    if (this instanceof http.Server) {
      this.once("listening", () => {
        const { requestTimeout, headersTimeout } = this;
        appendFileSync(FILE, `${JSON.stringify({ requestTimeout, headersTimeout })}\n`);
      });
    }
    return listen.apply(this, args);
  };
}
