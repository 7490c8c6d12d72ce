import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lineLogger } from '../src/logger.js';
import { ERASE_LINE, progressReporter, type TextStream } from '../src/progress.js';

/** A stream that keeps every byte written to it, a terminal or not. */
function fakeStream(isTTY: boolean): TextStream & { bytes: string } {
  const stream = {
    bytes: '',
    isTTY,
    write(text: string) {
      stream.bytes += text;
      return true;
    },
  };
  return stream;
}

const BAR_100 = 'metacompress [########......................] 100/400 rows';

describe('progress on a terminal (issue 22, point 10)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('erases the progress line before a log line, redraws it below, and draws nothing after finish', () => {
    const tty = fakeStream(true);
    const progress = progressReporter(tty, 'metacompress');
    const log = lineLogger(tty, progress);
    progress.update(100, 400);
    vi.advanceTimersByTime(2_000);
    log.info('robustness: 4 transformations of 20 inputs in 4.3 s');
    progress.update(400, 400);
    log.warning('the cache is cold');
    log.info('a second line with no progress line to erase');
    progress.update(400, 400);
    progress.finish();
    // What used to follow the report: a frame drawn by a late update.
    progress.update(400, 400);
    progress.finish();
    const full = `metacompress [${'#'.repeat(30)}] 400/400 rows 2 s`;
    expect(tty.bytes).toBe(
      `${ERASE_LINE}${BAR_100} 0 s` +
        `${ERASE_LINE}robustness: 4 transformations of 20 inputs in 4.3 s\n` +
        `${ERASE_LINE}${full}` +
        `${ERASE_LINE}warning: the cache is cold\n` +
        'a second line with no progress line to erase\n' +
        `${ERASE_LINE}${full}` +
        ERASE_LINE,
    );
    expect(ERASE_LINE).toBe('\r\x1b[2K');
  });

  it('an unknown total draws the row count, and a log line never continues it ("400 rows 2 srobustness")', () => {
    const tty = fakeStream(true);
    const progress = progressReporter(tty, 'metacompress');
    const log = lineLogger(tty, progress);
    vi.advanceTimersByTime(2_000);
    progress.update(400, null);
    log.info('robustness: …');
    progress.finish();
    expect(tty.bytes).toBe(`${ERASE_LINE}metacompress: 400 rows 2 s${ERASE_LINE}robustness: …\n`);
    expect(tty.bytes).not.toMatch(/rows \d+ srobustness/);
  });

  it('off a terminal: a line every interval, no escape codes, logs as plain lines', () => {
    const ci = fakeStream(false);
    const progress = progressReporter(ci, 'metacompress', 10_000);
    const log = lineLogger(ci, progress);
    progress.update(100, 400); // before the first interval: nothing
    vi.advanceTimersByTime(10_000);
    progress.update(200, 400);
    log.info('robustness: done');
    vi.advanceTimersByTime(5_000);
    progress.update(300, 400); // 5 s after the last line: nothing
    progress.finish();
    expect(ci.bytes).toBe('metacompress: 200/400 rows (50%) after 10 s\nrobustness: done\n');
  });
});
