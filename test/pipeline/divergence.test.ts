import { describe, expect, it } from 'vitest';
import {
  CONTEXT_LINES,
  EXCERPT_CHARS,
  EXCERPT_LINES,
  excerpt,
  withExcerpts,
} from '../../src/pipeline/divergence.js';
import type { DivergentCandidate } from '../../src/pipeline/types.js';

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

describe('excerpt from a line', () => {
  it('opens at the line asked for and counts the lines above and below', () => {
    // Lines 23..42 of 50 (0-based 22..41): 22 above, 8 below.
    const text = excerpt(numbered(50), 22);
    const lines = text.split('\n');
    expect(lines[0]).toBe('… (22 lines above)');
    expect(lines[1]).toBe('line 23;');
    expect(lines[20]).toBe('line 42;');
    expect(lines[21]).toBe('… (8 more lines)');
    expect(excerpt(numbered(5), 1, 'above, as in row 3')).toBe(
      '… (1 line above, as in row 3)\nline 2;\nline 3;\nline 4;\nline 5;',
    );
  });
});

/** A candidate of row `row` whose one function is `text`. */
const candidate = (row: number, text: string): DivergentCandidate => ({
  row,
  id: String(row),
  kl: 1 / (row + 1),
  label: 1,
  teacher: [0.2, 0.8],
  student: [0.9, 0.1],
  texts: [text],
});

describe('withExcerpts', () => {
  it('shows where two listed inputs with the same start differ, not their common head', () => {
    // Rows 92 and 200 of the demo: the same 28 lines, then `SIZE_MAX / 2` against
    // `SIZE_MAX / sizeof(x)` on line 29 (0-based 28).
    const head = numbered(28);
    const a = `${head}\nif (n < SIZE_MAX / 2)\n${numbered(5)}`;
    const b = `${head}\nif (n < SIZE_MAX / sizeof(x))\n${numbered(5)}`;
    const other = 'int g()\n{\n}';
    const [ea, eb, eo] = withExcerpts([candidate(92, a), candidate(200, b), candidate(7, other)]);
    expect(CONTEXT_LINES).toBe(3);
    // The window opens 3 lines above line 29: at line 26, 25 lines above it.
    const linesA = ea!.excerpts[0]!.split('\n');
    expect(linesA[0]).toBe('… (25 lines above, as in row 200; the two differ from line 29)');
    expect(linesA.slice(1, 5)).toEqual([
      'line 26;',
      'line 27;',
      'line 28;',
      'if (n < SIZE_MAX / 2)',
    ]);
    expect(eb!.excerpts[0]!.split('\n')[0]).toBe(
      '… (25 lines above, as in row 92; the two differ from line 29)',
    );
    expect(eb!.excerpts[0]!.split('\n')[4]).toBe('if (n < SIZE_MAX / sizeof(x))');
    expect(ea!.excerpts[0]).not.toBe(eb!.excerpts[0]);
    // An input like no other keeps its start; the texts are not kept in the report.
    expect(eo!.excerpts).toEqual([other]);
    expect(eo).not.toHaveProperty('texts');
  });

  it('says when a listed function is the same code as another', () => {
    const [first, second] = withExcerpts([candidate(3, 'a\nb'), candidate(9, 'a\nb')]);
    expect(first!.excerpts[0]).toBe("// the same code as row 9's\na\nb");
    expect(second!.excerpts[0]).toBe("// the same code as row 3's\na\nb");
  });

  it('chooses from the list alone, whatever order it came in (a merge of shards)', () => {
    const head = numbered(25);
    const list = [
      candidate(1, `${head}\nx = 1;`),
      candidate(2, `${head}\nx = 2;`),
      candidate(3, 'other'),
    ];
    const byRow = (xs: ReturnType<typeof withExcerpts>) =>
      Object.fromEntries(xs.map((x) => [x.row, x.excerpts]));
    expect(byRow(withExcerpts([...list].reverse()))).toEqual(byRow(withExcerpts(list)));
  });
});
