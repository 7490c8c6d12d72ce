import { describe, expect, it } from 'vitest';
import { codeTokens } from '../../src/encode/data-flow/code-tokens.js';
import {
  C_RULES,
  dataFlow,
  NoDataFlow,
  type DataFlowEntry,
} from '../../src/encode/data-flow/dfg.js';
import { loadDataFlowParser } from '../../src/encode/data-flow/grammar.js';
import { functionGraph, writeFunctionGraph } from '../../src/encode/data-flow/graph-input.js';
import { removeComments } from '../../src/encode/data-flow/remove-comments.js';
import type { SyntaxNode } from '../../src/transforms/syntax-tree.js';

/** Entries as the original prints them: [name, token, relation, source names, source tokens]. */
const rows = (entries: DataFlowEntry[]) =>
  entries.map((e) => [e.name, e.token, e.relation, e.sourceNames, e.sources]);

async function cFlow(code: string) {
  const parse = await loadDataFlowParser('c');
  const { root } = parse(code);
  const tokens = codeTokens(root, code);
  return { texts: tokens.texts, entries: rows(dataFlow(root, tokens, C_RULES)) };
}

describe('removeComments (GraphCodeBERT preprocessing)', () => {
  it('turns comments into one space, keeps literals, drops blank lines', () => {
    const code =
      'int a; // one\n/* two\n lines */\n  \nchar *s = "// not a comment";\nchar c = \'/\'; /**/int b;';
    expect(removeComments(code)).toBe(
      'int a;  \nchar *s = "// not a comment";\nchar c = \'/\';  int b;',
    );
  });

  it('ends a line comment only at \\n, as Python does (a \\r stays in the comment)', () => {
    expect(removeComments('a; // x\r\nb;')).toBe('a;  \nb;');
  });

  it('drops lines that only Python calls blank (\\x1c, \\x85), keeps a line of U+FEFF', () => {
    expect(removeComments('a;\n\x1c\x85\nb;\n\ufeff')).toBe('a;\nb;\n\ufeff');
  });
});

describe('code tokens', () => {
  it('cuts with byte columns applied to code points, as the original does after a non-ASCII character', async () => {
    const parse = await loadDataFlowParser('java');
    const code = 'String s = "é"; int a = b;';
    // é is 2 UTF-8 bytes: every later cut on the line lands one code point to the right.
    expect(codeTokens(parse(code).root, code).texts).toEqual([
      'String',
      's',
      '=',
      '"é";',
      ' ',
      'nt ',
      ' ',
      ' ',
      ';',
      '',
    ]);
  });
});

describe('C data flow (the Java rules under C node types), hand-computed', () => {
  it('links an initialised declarator to its value and a compound assignment to its right side', async () => {
    const { texts, entries } = await cFlow('int f(int a) { int b = a + 1; b += a; return b; }');
    expect(texts.slice(7, 20)).toEqual([
      'int',
      'b',
      '=',
      'a',
      '+',
      '1',
      ';',
      'b',
      '+=',
      'a',
      ';',
      'return',
      'b',
    ]);
    expect(entries).toEqual([
      ['a', 4, 'comesFrom', [], []],
      ['b', 8, 'comesFrom', ['a'], [10]],
      ['b', 8, 'comesFrom', ['1'], [12]],
      ['a', 10, 'comesFrom', ['a'], [4]],
      ['1', 12, 'comesFrom', [], []],
      ['b', 14, 'computedFrom', ['a'], [16]],
      ['a', 16, 'comesFrom', ['a'], [4]],
      ['b', 19, 'comesFrom', ['b'], [14]],
    ]);
  });

  it('walks both branches of if/else from the same definitions and unites them', async () => {
    const { entries } = await cFlow('void g(int x) { int y; if (x) y = 1; else y = 2; x = y; }');
    expect(entries).toEqual([
      ['x', 4, 'comesFrom', [], []],
      ['x', 12, 'comesFrom', ['x'], [4]],
      ['y', 14, 'computedFrom', ['1'], [16]],
      ['1', 16, 'comesFrom', [], []],
      ['y', 19, 'computedFrom', ['2'], [21]],
      ['2', 21, 'comesFrom', [], []],
      ['x', 23, 'computedFrom', ['y'], [25]],
      ['y', 25, 'comesFrom', ['y'], [14, 19]],
    ]);
  });

  it('walks a for loop with a declared counter twice and merges what repeats', async () => {
    const { entries } = await cFlow(
      'int s(int n) { int t = 0; for (int i = 0; i < n; i++) t += i; return t; }',
    );
    expect(entries).toEqual([
      ['n', 4, 'comesFrom', [], []],
      ['t', 8, 'comesFrom', ['0'], [10]],
      ['0', 10, 'comesFrom', [], []],
      ['i', 15, 'comesFrom', ['0'], [17]],
      ['0', 17, 'comesFrom', [], []],
      ['i', 19, 'comesFrom', ['i'], [15, 23]],
      ['n', 21, 'comesFrom', ['n'], [4]],
      ['i', 23, 'computedFrom', ['i'], [23]],
      ['t', 26, 'computedFrom', ['i'], [28]],
      ['i', 28, 'comesFrom', ['i'], [23]],
      ['t', 31, 'comesFrom', ['t'], [26]],
    ]);
  });
});

describe('one function as L positions (hand-computed)', () => {
  it('builds ids, positions and the mask of a tiny C function', async () => {
    const parse = await loadDataFlowParser('c');
    // A made-up tokenizer: one id per token text (10 + its length), two pieces for "b".
    const encodeToken = (t: string) => (t === 'b' ? [50, 51] : [10 + t.length]);
    const graph = functionGraph('int f(int a) { int b = a; }', parse, C_RULES, encodeToken, {
      maxLength: 24,
      dataFlowLength: 8,
      bos: 0,
      eos: 2,
    });
    // Tokens: int f ( int a ) { int b = a ; }  -> pieces 13 11 11 13 11 11 11 13 50 51 11 11 11 11
    expect(graph.tokens).toEqual([
      'int',
      'f',
      '(',
      'int',
      'a',
      ')',
      '{',
      'int',
      'b',
      '=',
      'a',
      ';',
      '}',
    ]);
    expect(Array.from(graph.code)).toEqual([
      0, 13, 11, 11, 13, 11, 11, 11, 13, 50, 51, 11, 11, 11, 11, 2,
    ]);
    // Kept nodes: a(4), b(8) <- a(10), a(10) <- a(4). Token i's pieces start after <s>:
    // a(4) piece 4 -> position 5; b(8) pieces 8, 9 -> 9..11; '=' is piece 10; a(10) piece 11 -> 12.
    expect(Array.from(graph.spans)).toEqual([5, 6, 9, 11, 12, 13]);
    expect(graph.edges).toEqual([[], [2], [0]]);

    const L = 24;
    const ids = new BigInt64Array(L);
    const positions = new BigInt64Array(L);
    const mask = new Uint8Array(L * L);
    writeFunctionGraph(graph, { ids, positions, mask, offset: 0, maskOffset: 0 }, L, {
      pad: 1,
      unk: 3,
      bos: 0,
      eos: 2,
    });
    const n = 16;
    expect(Array.from(ids, Number)).toEqual([...Array.from(graph.code), 3, 3, 3, 1, 1, 1, 1, 1]);
    expect(Array.from(positions, Number)).toEqual([
      ...Array.from({ length: n }, (_, i) => i + 2),
      0,
      0,
      0,
      1,
      1,
      1,
      1,
      1,
    ]);
    const cell = (r: number, c: number) => mask[r * L + c];
    const rowCells = (r: number) =>
      Array.from({ length: L }, (_, c) => c).filter((c) => cell(r, c));
    const upTo = (k: number) => Array.from({ length: k }, (_, i) => i);
    expect(rowCells(0)).toEqual(upTo(19)); // <s>: code and nodes
    expect(rowCells(15)).toEqual(upTo(19)); // </s>
    expect(rowCells(1)).toEqual(upTo(16)); // a code piece: the code
    expect(rowCells(5)).toEqual([...upTo(16), 16]); // a(4)'s piece sees its node
    expect(rowCells(9)).toEqual([...upTo(16), 17]); // b's pieces see node 1
    expect(rowCells(10)).toEqual([...upTo(16), 17]);
    expect(rowCells(11)).toEqual(upTo(16)); // '=': no node
    expect(rowCells(12)).toEqual([...upTo(16), 18]); // a(10)'s piece
    expect(rowCells(16)).toEqual([5]); // node 0: its piece
    expect(rowCells(17)).toEqual([9, 10, 18]); // node 1: its pieces and its source node 2
    expect(rowCells(18)).toEqual([12, 16]); // node 2: its piece and node 0
    for (let r = 19; r < L; r += 1) expect(rowCells(r)).toEqual([]);
  });
});

describe('a data-flow walk that fails as the original raises', () => {
  /** A plain tree by hand: `x = ;` with the assignment's right side missing (as in an ERROR parse). */
  function brokenAssignment(): SyntaxNode {
    const node = (
      type: string,
      start: number,
      end: number,
      field: string | null,
      children: SyntaxNode[] = [],
    ): SyntaxNode => {
      const made = { type, named: true, start, end, field, children, parent: null };
      for (const child of children) (child as { parent: SyntaxNode | null }).parent = made;
      return made;
    };
    return node('translation_unit', 0, 5, null, [
      node('expression_statement', 0, 5, null, [
        node('assignment_expression', 0, 3, null, [
          node('identifier', 0, 1, 'left'),
          node('=', 2, 3, 'operator'),
        ]),
        node(';', 4, 5, null),
      ]),
    ]);
  }

  it('throws NoDataFlow from dataFlow, and functionGraph keeps the code tokens with no nodes', () => {
    const root = brokenAssignment();
    const code = 'x = ;';
    expect(() => dataFlow(root, codeTokens(root, code), C_RULES)).toThrow(NoDataFlow);
    const graph = functionGraph(
      code,
      () => ({ root, depth: 2 }),
      C_RULES,
      (t) => [t.length],
      {
        maxLength: 16,
        dataFlowLength: 4,
        bos: 0,
        eos: 2,
      },
    );
    expect(graph.noDataFlow).toBe(true);
    expect(graph.tokens).toEqual(['x', '=', ';']);
    expect(Array.from(graph.code)).toEqual([0, 1, 1, 1, 2]);
    expect(graph.edges).toEqual([]);
  });
});
