/**
 * A stream text is written to (process.stdout and process.stderr are ones),
 * named structurally so that the published declarations do not need
 * @types/node.
 */
export interface TextStream {
  write(text: string): unknown;
  /** True on a terminal: progress is redrawn in place. */
  isTTY?: boolean;
}

/** Moves to the start of the line and erases it (CR, then ECMA-48 EL 2: the whole line). */
export const ERASE_LINE = '\r\x1b[2K';

/**
 * What a progress reporter offers: `update` redraws (or, off a terminal,
 * now and then prints) the progress; `clear` erases a drawn progress line so
 * that a log line can be written on a line of its own (the next update draws
 * it again); `finish` erases it for good: updates after it draw nothing, so
 * no frame can follow the report.
 */
export interface ProgressReporter {
  update: (done: number, total: number | null) => void;
  clear: () => void;
  finish: () => void;
}

/** Where progress goes: a redrawn bar on a terminal, periodic lines in CI logs. */
export function progressReporter(
  stream: TextStream,
  label: string,
  intervalMs = 10_000,
): ProgressReporter {
  const started = performance.now();
  // The first periodic line comes one interval in: short runs print none.
  let lastLine = started;
  // A progress line without its newline is on the terminal now.
  let drawn = false;
  let finished = false;
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;
  const draw = (text: string) => {
    // Erase rather than only return: a shorter frame must not leave the end of a longer one.
    stream.write(`${ERASE_LINE}${text}`);
    drawn = true;
  };
  const clear = () => {
    if (drawn) stream.write(ERASE_LINE);
    drawn = false;
  };
  return {
    update(done, total) {
      if (finished) return;
      if (total === null || total <= 0) {
        if (stream.isTTY) draw(`${label}: ${done} rows ${elapsed()}`);
        else if (performance.now() - lastLine >= intervalMs) {
          lastLine = performance.now();
          stream.write(`${label}: ${done} rows after ${elapsed()}\n`);
        }
        return;
      }
      const share = Math.min(1, done / total);
      if (stream.isTTY) {
        const width = 30;
        const filled = Math.round(share * width);
        draw(
          `${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} rows ${elapsed()}`,
        );
      } else if (performance.now() - lastLine >= intervalMs) {
        lastLine = performance.now();
        stream.write(
          `${label}: ${done}/${total} rows (${(share * 100).toFixed(0)}%) after ${elapsed()}\n`,
        );
      }
    },
    clear,
    finish() {
      clear();
      finished = true;
    },
  };
}
