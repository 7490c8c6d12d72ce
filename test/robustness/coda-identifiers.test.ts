/**
 * CODA's identifiers as its reference lists and renames them
 * (tianzhaotju/CODA python_parser/run_parser.py: get_identifiers, get_example),
 * on hand-written functions; every list below is read off the code by hand.
 */
import { describe, expect, it } from 'vitest';
import {
  referenceIdentifiers,
  referenceNames,
  replaceNames,
} from '../../src/robustness/attack/coda-identifiers.js';

describe('referenceIdentifiers (get_identifiers)', () => {
  it('lists every name token, callees, types and fields included, a name followed by ( as a function', () => {
    const code = [
      'static int sum(Node *head, int n) {',
      '  int total = 0; /* count */',
      '  while (head != NULL) { total += head->value * SCALE; head = next(head); }',
      '  printf("%d items\\n", n);',
      '  return total;',
      '}',
    ].join('\n');
    // In order of first use; reserved words (static, int, while, return) and the standard
    // library's names (NULL, printf) left out; nothing from the comment or the string.
    expect(referenceIdentifiers(code, 'c')).toEqual({
      variables: ['Node', 'head', 'n', 'total', 'value', 'SCALE'],
      functions: ['sum', 'next'],
    });
    expect(referenceNames(code, 'c')).toEqual([
      'Node',
      'head',
      'n',
      'total',
      'value',
      'SCALE',
      'sum',
      'next',
    ]);
  });

  it('reads Java alike: types, fields and methods called are names too', () => {
    const code =
      'public void copy(File in, Buffer out) { int size = in.length(); String s = "x"; out.write(s, size); }';
    // File and String are standard names; length and write are called.
    expect(referenceIdentifiers(code, 'java')).toEqual({
      variables: ['in', 'Buffer', 'out', 'size', 's'],
      functions: ['copy', 'length', 'write'],
    });
  });

  it('is a function name wherever one of its occurrences is called', () => {
    // `f` is read as a variable once and called once: a function name (the reference's rule).
    expect(referenceIdentifiers('int g(int f) { return f + f(1); }', 'c')).toEqual({
      variables: [],
      functions: ['g', 'f'],
    });
  });
});

describe('replaceNames (get_example: every token of the name replaced)', () => {
  const code = 'int f(struct box *b) { int len = b->len; /* len */ return len + g("len"); }';

  it('replaces the tokens, whatever they name, and nothing in comments or strings', () => {
    // The field `len` and the local `len` are one token text: both renamed, as the
    // reference renames them (the field access no longer compiles).
    expect(
      replaceNames(
        code,
        new Map([
          ['len', 'size'],
          ['g', 'h'],
        ]),
        'c',
      ),
    ).toBe('int f(struct box *b) { int size = b->size; /* len */ return size + h("len"); }');
  });

  it('renames in one pass: two names swapped do not chain', () => {
    expect(
      replaceNames(
        'int f(int a, int b) { return a - b; }',
        new Map([
          ['a', 'x'],
          ['b', 'y'],
        ]),
        'c',
      ),
    ).toBe('int f(int x, int y) { return x - y; }');
  });

  it('refuses a new name the code uses, a reserved or invalid one, one given twice, or no change', () => {
    const one = (from: string, to: string) => replaceNames(code, new Map([[from, to]]), 'c');
    expect(one('len', 'b')).toBeNull();
    expect(one('len', 'while')).toBeNull();
    expect(one('len', '9lives')).toBeNull();
    expect(one('absent', 'fresh')).toBeNull();
    expect(
      replaceNames(
        code,
        new Map([
          ['len', 'n'],
          ['g', 'n'],
        ]),
        'c',
      ),
    ).toBeNull();
  });
});
