// The resident memory of a process and every process it started, read from Linux's /proc: what
// `npm run bench:scale` reports as a build's peak memory (npm, node, Vite, the page workers).
import { readdirSync, readFileSync } from "node:fs";

const PAGE_BYTES = 4096;

/** Each live process's parent, from /proc/<pid>/stat (the field after the command's parentheses). */
function parents(): Map<number, number> {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      parentOf.set(Number(entry), parent);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return parentOf;
}

/** The process and its descendants, alive now. */
export function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const [pid, parent] of parents()) children.set(parent, [...(children.get(parent) ?? []), pid]);
  const tree: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.shift() as number;
    tree.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/** The resident bytes of a process tree now (statm's second field, in pages). */
export function treeRssBytes(root: number): number {
  let bytes = 0;
  for (const pid of processTree(root)) {
    try {
      bytes += Number(readFileSync(`/proc/${pid}/statm`, "utf8").split(" ")[1]) * PAGE_BYTES;
    } catch {
      // Ended since.
    }
  }
  return bytes;
}

/** Samples a process tree's resident memory every `intervalMs` until stopped; the peak, in bytes. */
export function watchPeakRss(root: number, intervalMs = 100): { stop(): number } {
  let peak = 0;
  const sample = () => {
    peak = Math.max(peak, treeRssBytes(root));
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}
