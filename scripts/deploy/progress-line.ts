// The upload's progress on stderr: objects done of the total and the rate per second, with the
// phase. On a terminal one line rewritten in place; into a file or a pipe (CI's log) a line now and
// then, since a carriage return there would leave every update in the log.
import type { WriteStream } from "node:tty";

/** How often the line is rewritten on a terminal: smooth to the eye, cheap at thousands of objects a second. */
const TTY_INTERVAL_MS = 100;
/** How often a line is added to a log: enough to see a long upload move, few lines at 20,000 objects. */
const LOG_INTERVAL_MS = 5_000;

export interface Progress {
  /** One more object done, in the named phase. */
  tick(phase: string): void;
  /** Ends the line (on a terminal, so that what follows starts on a line of its own). */
  end(): void;
}

const number = new Intl.NumberFormat("en-US");

export function progressLine(total: number, stream: NodeJS.WriteStream | WriteStream = process.stderr): Progress {
  const tty = stream.isTTY === true;
  const started = performance.now();
  let done = 0;
  let shown = started;
  let written = false;
  const text = (phase: string) => {
    const seconds = (performance.now() - started) / 1000;
    const rate = seconds > 0 ? Math.round(done / seconds) : 0;
    return `${number.format(done)} of ${number.format(total)} objects, ${number.format(rate)}/s (${phase})`;
  };
  return {
    tick(phase) {
      done += 1;
      const now = performance.now();
      if (now - shown < (tty ? TTY_INTERVAL_MS : LOG_INTERVAL_MS) && done < total) return;
      shown = now;
      written = true;
      stream.write(tty ? `\r\u001b[2K${text(phase)}` : `${text(phase)}\n`);
    },
    end() {
      if (tty && written) stream.write("\n");
    },
  };
}
