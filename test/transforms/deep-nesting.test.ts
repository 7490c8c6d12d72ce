/**
 * Inputs nested thousands of levels deep, which overflowed the stack of the
 * recursive analyses (scope walker, rewriters, data-flow walk) and ended a
 * robustness run with an internal error: now the row is not parsable (a
 * transformation and an attack count it so), and a GraphCodeBERT input keeps
 * its code tokens without a data-flow graph.
 */
import { describe, expect, it } from 'vitest';
import { createTransformer, TRANSFORM_KINDS } from '../../src/transforms/index.js';
import { MAX_TREE_DEPTH } from '../../src/transforms/syntax-tree.js';
import { loadDataFlowParser } from '../../src/encode/data-flow/grammar.js';
import { functionGraph } from '../../src/encode/data-flow/graph-input.js';
import { C_RULES, JAVA_RULES } from '../../src/encode/data-flow/dfg.js';

/**
 * A function whose deepest leaf is `d` levels below its body plus a fixed
 * number of levels, worked out from the grammars (the same in C and Java):
 * - braces: root > function > body > d blocks > expression statement >
 *   assignment > binary expression > identifier: d + 6;
 * - parentheses: root > function > body > return > d parenthesised
 *   expressions > identifier: d + 4;
 * - ifs: root > function > body > d if statements > expression statement >
 *   assignment > binary expression > identifier: d + 6.
 */
const nested = (d: number) => ({
  braces: {
    code: `int f(int a) { ${'{'.repeat(d)} a = a + 1; ${'}'.repeat(d)} return a; }`,
    depth: d + 6,
  },
  parentheses: { code: `int f(int a) { return ${'('.repeat(d)}a${')'.repeat(d)}; }`, depth: d + 4 },
  ifs: { code: `int f(int a) { ${'if (a) '.repeat(d)}a = a + 1; return a; }`, depth: d + 6 },
});

describe.each(['c', 'java'] as const)('inputs nested too deep to analyse (%s)', (language) => {
  const cases = Object.entries({ ...nested(20_000), ifs: nested(5_000).ifs });
  const rules = language === 'c' ? C_RULES : JAVA_RULES;

  it.each(cases)('%s: every transformation and the renamer say not parsable', async (_, input) => {
    const transformer = await createTransformer(language);
    const reason = `nested ${input.depth} levels deep (the analyses take at most ${MAX_TREE_DEPTH})`;
    expect(transformer.listRenamable(input.code)).toEqual({ status: 'unparsable', reason });
    for (const kind of TRANSFORM_KINDS) {
      expect(transformer.transform(input.code, kind, 1)).toEqual({ status: 'unparsable', reason });
    }
  });

  it.each(cases)(
    '%s: the GraphCodeBERT input keeps its code tokens, without a graph',
    async (_, input) => {
      const parse = await loadDataFlowParser(language);
      const graph = functionGraph(input.code, parse, rules, () => [7], {
        maxLength: 16,
        dataFlowLength: 4,
        bos: 0,
        eos: 2,
      });
      expect(graph.noDataFlow).toBe(true);
      // Each code token encodes to one piece: the first 13 fill L = 16 with <s> and </s>.
      expect(graph.tokens.slice(0, 2)).toEqual(['int', 'f']);
      expect(graph.tokens.length).toBeGreaterThan(input.depth);
      expect(Array.from(graph.code)).toEqual([0, ...new Array<number>(13).fill(7), 2]);
    },
  );

  it('analyses a tree at the bound: every transformation runs', async () => {
    const transformer = await createTransformer(language);
    const { code, depth } = nested(MAX_TREE_DEPTH - 6).braces;
    expect(depth).toBe(MAX_TREE_DEPTH);
    expect(transformer.listRenamable(code)).toMatchObject({ status: 'ok', names: ['a'] });
    for (const kind of TRANSFORM_KINDS) {
      expect(transformer.transform(code, kind, 1).status).toBe('ok');
    }
    const graph = functionGraph(code, await loadDataFlowParser(language), rules, () => [7], {
      maxLength: 16,
      dataFlowLength: 4,
      bos: 0,
      eos: 2,
    });
    expect(graph.noDataFlow).toBe(false);
  });
});
