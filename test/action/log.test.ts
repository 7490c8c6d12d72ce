/**
 * logQuoted: text the runner could read a workflow command in goes between
 * ::stop-commands::<token> and ::<token>::, with a token it does not hold.
 */
import { describe, expect, it } from 'vitest';
import { logQuoted } from '../../src/action/log.js';
import { commandsRead } from './harness.js';

function logged(text: string): string[] {
  const lines: string[] = [];
  logQuoted(text, (line) => lines.push(line));
  return lines;
}

describe('logQuoted', () => {
  it('writes a plain line as it is', () => {
    expect(logged('Report written to /tmp/r.json')).toEqual(['Report written to /tmp/r.json']);
  });

  it('stops commands around text with a line break, a `::` or a `##[`', () => {
    for (const text of [
      'a\n::add-mask::x',
      '::error::x',
      'x ##[error]y',
      'a\rb',
      '  ::warning::x',
    ]) {
      const lines = logged(text);
      expect(lines).toHaveLength(3);
      const token = /^::stop-commands::([0-9a-f]{32})$/.exec(lines[0]!)![1]!;
      expect(lines[1]).toBe(text);
      expect(lines[2]).toBe(`::${token}::`);
      // What a runner reads in it: the stop, nothing of the text.
      expect(commandsRead(lines.join('\n'))).toEqual([`stop-commands: ${lines[0]}`]);
    }
  });

  it('reads as a runner reads: unquoted, the same text carries commands', () => {
    expect(commandsRead('report\n  ::add-mask::MR1\nx ##[error]y')).toEqual([
      'add-mask:   ::add-mask::MR1',
      'error: x ##[error]y',
    ]);
  });
});
