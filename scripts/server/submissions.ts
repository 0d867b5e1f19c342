// The local stand-in for the host's form storage: one JSON line per submission, appended in
// order. A record is acknowledged only after it is on disk (fdatasync), and opening the file
// first cuts off any partial last line that a crash mid-write left, so the file always parses
// line by line and holds every acknowledged record.
import { mkdir, open } from "node:fs/promises";
import type { FileHandle } from "node:fs/promises";
import { dirname } from "node:path";

/** How much of the file is read at a time, from the end, looking for the last complete line. */
const TAIL_WINDOW = 64 * 1024;

export class SubmissionStore {
  private handle: FileHandle | undefined;
  /** Appends run one after another, so that lines never interleave. */
  private queue: Promise<void> = Promise.resolve();

  constructor(readonly file: string) {}

  /** Opens the file, creating it and its folder, after repairing a torn last line. */
  async open(): Promise<{ repairedBytes: number }> {
    await mkdir(dirname(this.file), { recursive: true });
    const handle = await open(this.file, "a+");
    const repairedBytes = await cutPartialTail(handle);
    this.handle = handle;
    return { repairedBytes };
  }

  /** Resolves once the record is durably written; rejects if it could not be. */
  append(record: object): Promise<void> {
    const line = `${JSON.stringify(record)}\n`;
    const write = this.queue.then(async () => {
      // Reopen after a failure (a removed folder, a full disk that has since been freed).
      if (!this.handle) await this.open();
      const handle = this.handle as FileHandle;
      try {
        await handle.appendFile(line, "utf8");
        await handle.datasync();
      } catch (error) {
        this.handle = undefined;
        await handle.close().catch(() => {});
        throw error;
      }
    });
    this.queue = write.catch(() => {});
    return write;
  }

  async close(): Promise<void> {
    await this.queue;
    await this.handle?.close();
    this.handle = undefined;
  }
}

/**
 * Cuts the file after its last newline. The tail is read back a window at a time until a newline
 * (or the start of the file) is found, so a torn record of any length is cut whole.
 */
async function cutPartialTail(handle: FileHandle): Promise<number> {
  const { size } = await handle.stat();
  if (size === 0) return 0;
  const last = Buffer.alloc(1);
  await handle.read(last, 0, 1, size - 1);
  if (last[0] === 0x0a) return 0;
  let keep = 0;
  const buffer = Buffer.alloc(Math.min(size, TAIL_WINDOW));
  for (let end = size; end > 0; end -= buffer.length) {
    const start = Math.max(0, end - buffer.length);
    const { bytesRead } = await handle.read(buffer, 0, end - start, start);
    const newline = buffer.subarray(0, bytesRead).lastIndexOf(0x0a);
    if (newline !== -1) {
      keep = start + newline + 1;
      break;
    }
  }
  await handle.truncate(keep);
  await handle.datasync();
  return size - keep;
}
