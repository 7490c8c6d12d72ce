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

/** Where progress goes: a redrawn bar on a terminal, periodic lines in CI logs. */
export function progressReporter(
  stream: TextStream,
  label: string,
  intervalMs = 10_000,
): { update: (done: number, total: number | null) => void; finish: () => void } {
  const started = performance.now();
  // The first periodic line comes one interval in: short runs print none.
  let lastLine = started;
  let drawn = false;
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;
  return {
    update(done, total) {
      if (total === null || total <= 0) {
        if (stream.isTTY) stream.write(`\r${label}: ${done} rows ${elapsed()}`);
        else if (performance.now() - lastLine >= intervalMs) {
          lastLine = performance.now();
          stream.write(`${label}: ${done} rows after ${elapsed()}\n`);
        }
        drawn ||= Boolean(stream.isTTY);
        return;
      }
      const share = Math.min(1, done / total);
      if (stream.isTTY) {
        const width = 30;
        const filled = Math.round(share * width);
        stream.write(
          `\r${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} rows ${elapsed()}`,
        );
        drawn = true;
      } else if (performance.now() - lastLine >= intervalMs) {
        lastLine = performance.now();
        stream.write(
          `${label}: ${done}/${total} rows (${(share * 100).toFixed(0)}%) after ${elapsed()}\n`,
        );
      }
    },
    finish() {
      if (drawn) stream.write('\r\x1b[2K');
    },
  };
}
