// Bounded load on the local server, over loopback only: many contact-form submissions or page
// requests from a fixed number of concurrent clients. Each returns what was answered, so that
// the caller can check that nothing was lost, duplicated or answered wrongly.

export interface SubmissionLoad {
  /** The names of the submissions the server acknowledged with 200. */
  acknowledged: string[];
  /** Anything else: "<name>: <status or error>". */
  failures: string[];
}

/** Runs `count` tasks with at most `concurrency` in flight at once. */
async function pool(count: number, concurrency: number, task: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next;
      next += 1;
      await task(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
}

export function submissionName(prefix: string, index: number): string {
  return `${prefix}-${String(index).padStart(5, "0")}`;
}

export async function submitMany(options: {
  url: string;
  count: number;
  concurrency: number;
  prefix: string;
  /** Called after each acknowledgement, with the number so far (the fault test kills the server). */
  onAcknowledged?: (count: number) => void;
}): Promise<SubmissionLoad> {
  const acknowledged: string[] = [];
  const failures: string[] = [];
  await pool(options.count, options.concurrency, async (index) => {
    const name = submissionName(options.prefix, index);
    const body = new URLSearchParams({
      "form-name": "contact",
      name,
      email: `visitor${index}@example.ca`,
      phone: `902-555-${String(index % 100).padStart(4, "0")}`,
      service: "Attic Insulation",
      message: `Load test message ${index}: <b>bold</b> & "quoted" é 🙂`,
      "bot-field": "",
    });
    try {
      const response = await fetch(`${options.url}/`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body,
      });
      await response.arrayBuffer();
      if (response.status === 200) {
        acknowledged.push(name);
        options.onAcknowledged?.(acknowledged.length);
      } else failures.push(`${name}: ${response.status}`);
    } catch (error) {
      failures.push(`${name}: ${(error as Error).message}`);
    }
  });
  return { acknowledged, failures };
}

export async function fetchPagesMany(options: {
  url: string;
  /** Each path with the text its page must contain. */
  pages: readonly { path: string; expect: string }[];
  count: number;
  concurrency: number;
}): Promise<{ ok: number; wrong: string[] }> {
  let ok = 0;
  const wrong: string[] = [];
  await pool(options.count, options.concurrency, async (index) => {
    const page = options.pages[index % options.pages.length];
    if (!page) return;
    try {
      const response = await fetch(`${options.url}${page.path}`, { headers: { "Accept-Encoding": "gzip, br" } });
      const text = await response.text();
      if (response.status === 200 && text.includes(page.expect)) ok += 1;
      else wrong.push(`${page.path}: ${response.status}`);
    } catch (error) {
      wrong.push(`${page.path}: ${(error as Error).message}`);
    }
  });
  return { ok, wrong };
}
