// Loaded into the local server's process (NODE_OPTIONS="--import …", SYNC_TRACE=<file>) by the
// form service's suite: records, in the order they happen, every write to an open file, every
// fsync/fdatasync, and every answer the server starts, one JSON line each, written synchronously.
// A power cut keeps only what was synced, so the suite reads from this record whether a
// submission was on disk before the visitor was told it was sent. Plain JavaScript, since it runs
// before tsx's loader.
import fs from "node:fs";
import { open } from "node:fs/promises";
import http from "node:http";
import { syncBuiltinESMExports } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";

const TRACE = process.env.SYNC_TRACE;
/** Taken before the functions below are wrapped. */
const appendToTrace = fs.appendFileSync;

function record(event) {
  appendToTrace(TRACE, `${JSON.stringify(event)}\n`);
}

function text(data) {
  if (typeof data === "string") return data;
  if (ArrayBuffer.isView(data)) return Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString("utf8");
  if (Array.isArray(data)) return data.map(text).join("");
  return "";
}

if (TRACE) {
  // FileHandle is not exported: its prototype is reached through a handle.
  const probe = await open(join(tmpdir(), `sync-trace-${process.pid}`), "w");
  const FileHandle = Object.getPrototypeOf(probe);
  await probe.close();
  for (const name of ["appendFile", "write", "writeFile", "writev"]) {
    const original = FileHandle[name];
    FileHandle[name] = function (data, ...rest) {
      record({ event: "write", fd: this.fd, data: text(data) });
      return original.call(this, data, ...rest);
    };
  }
  for (const name of ["datasync", "sync"]) {
    const original = FileHandle[name];
    FileHandle[name] = async function (...args) {
      const fd = this.fd;
      const result = await original.apply(this, args);
      record({ event: "sync", fd });
      return result;
    };
  }
  // The callback and synchronous forms, should the store move to them.
  for (const name of ["fsync", "fdatasync"]) {
    const original = fs[name];
    fs[name] = (fd, callback) =>
      original(fd, (error) => {
        if (!error) record({ event: "sync", fd });
        callback(error);
      });
  }
  for (const name of ["fsyncSync", "fdatasyncSync"]) {
    const original = fs[name];
    fs[name] = (fd) => {
      original(fd);
      record({ event: "sync", fd });
    };
  }
  for (const name of ["write", "writeSync", "appendFileSync"]) {
    const original = fs[name];
    fs[name] = function (fd, data, ...rest) {
      if (typeof fd === "number") record({ event: "write", fd, data: text(data) });
      return original.call(this, fd, data, ...rest);
    };
  }
  syncBuiltinESMExports();
  const writeHead = http.ServerResponse.prototype.writeHead;
  http.ServerResponse.prototype.writeHead = function (status, ...rest) {
    record({ event: "answer", status, method: this.req?.method, url: this.req?.url });
    return writeHead.call(this, status, ...rest);
  };
}
