import { describe, expect, it } from 'vitest';
import { EXCERPT_CHARS, EXCERPT_LINES, excerpt } from '../../src/pipeline/divergence.js';

const numbered = (n: number) => Array.from({ length: n }, (_, i) => `line ${i + 1};`).join('\n');

describe('excerpt', () => {
  it('keeps a short function whole, dropping trailing blank lines only', () => {
    expect(excerpt('int f()\n{\n    return 1;\n}\n\n\n')).toBe('int f()\n{\n    return 1;\n}');
    expect(excerpt('  a\n\tb')).toBe('  a\n\tb');
  });

  it('keeps the first 20 lines of a long function and says how many were left out', () => {
    expect(EXCERPT_LINES).toBe(20);
    const text = excerpt(numbered(33));
    const lines = text.split('\n');
    expect(lines).toHaveLength(21);
    expect(lines[0]).toBe('line 1;');
    expect(lines[19]).toBe('line 20;');
    expect(lines[20]).toBe('… (13 more lines)');
    expect(excerpt(numbered(21)).endsWith('line 20;\n… (1 more line)')).toBe(true);
    expect(excerpt(numbered(20))).toBe(numbered(20));
  });

  it('stops at a whole line before EXCERPT_CHARS characters', () => {
    expect(EXCERPT_CHARS).toBe(1000);
    // Lines of 99 characters + newline: 10 lines are 999 characters with 9 newlines; the 11th would pass 1000.
    const wide = Array.from({ length: 15 }, (_, i) => String(i).padEnd(99, 'x')).join('\n');
    const lines = excerpt(wide).split('\n');
    expect(lines).toHaveLength(11);
    expect(lines.slice(0, 10).every((l) => l.length === 99)).toBe(true);
    expect(lines[10]).toBe('… (5 more lines)');
  });

  it('cuts a single line longer than the limit', () => {
    const text = excerpt(`${'y'.repeat(1500)}\nz`);
    expect(text).toBe(`${'y'.repeat(1000)}…\n… (1 more line)`);
  });
});
