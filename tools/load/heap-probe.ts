// Loaded into a server process started with heap-reading.ts's HEAP_PROBE as its Node options: on
// the parent's "heap" message, collects all garbage and answers with the heap still in use. The
// heap after a full collection holds only what is reachable, so its growth over many requests is
// a leak, where resident memory moves with the allocator and the collector's timing.
const collect = (globalThis as { gc?: () => void }).gc;

process.on("message", (message) => {
  if (message !== "heap") return;
  if (!collect) throw new Error("the heap probe needs node --expose-gc");
  collect();
  process.send?.({ heapUsed: process.memoryUsage().heapUsed });
});
// The channel alone must not keep the server running once it is asked to stop.
process.channel?.unref();
