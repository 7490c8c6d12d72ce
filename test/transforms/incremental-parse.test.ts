/**
 * The transformations' validity check re-parses an output incrementally
 * from the tree of its input (parser.ts, parsesEdited). Its verdict must be
 * the one a fresh parse gives: checked against a parser of our own (the
 * oracle below, which shares nothing with the grammar's kept trees), on
 * edits that keep the code valid and on edits that break it, on small
 * hand-made units and on a sample of the real data sets.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { Language, Parser } from 'web-tree-sitter';
import { loadGrammar, type TransformLanguage } from '../../src/transforms/index.js';
import { JAVA_WRAPPER_PREFIX, locateWasm, treeEdits } from '../../src/transforms/parser.js';
import { createRandom, type Random } from '../../src/transforms/random.js';
import type { TextEdit } from '../../src/transforms/rewrite.js';
import { walk } from '../../src/transforms/syntax-tree.js';
import { DATA_SETS, dataMissing, readFunctions } from './real-data.js';

/** A fresh parse of the whole text: true when it has no error nodes. */
let oracle: (language: TransformLanguage, text: string) => boolean;
beforeAll(async () => {
  await loadGrammar('c'); // initialises the runtime
  const parsers = new Map<TransformLanguage, Parser>();
  for (const [language, file] of [
    ['c', 'tree-sitter-c/tree-sitter-c.wasm'],
    ['java', 'tree-sitter-java/tree-sitter-java.wasm'],
  ] as const) {
    const parser = new Parser();
    parser.setLanguage(await Language.load(readFileSync(locateWasm(file))));
    parsers.set(language, parser);
  }
  oracle = (language, text) => {
    const tree = parsers.get(language)!.parse(text)!;
    const ok = !tree.rootNode.hasError;
    tree.delete();
    return ok;
  };
});

/** The source with the edits (in source order, disjoint) applied. */
function apply(source: string, edits: readonly TextEdit[]): string {
  let out = '';
  let at = 0;
  for (const e of edits) {
    out += source.slice(at, e.start) + e.text;
    at = e.end;
  }
  return out + source.slice(at);
}

describe('treeEdits', () => {
  it('gives each edit in the coordinates of the original text, last first, in UTF-16 code units', () => {
    // Line 0 "int é;" (é is one code unit), line 1 "x = 1;".
    const source = 'int é;\nx = 1;';
    const edits = treeEdits(source, [
      { start: 4, end: 5, text: 'ab\ncd' }, // é -> two lines
      { start: 7, end: 8, text: 'yy' }, // x -> yy, on line 1
    ]);
    expect(edits.map((e) => ({ ...e }))).toEqual([
      {
        startIndex: 7,
        oldEndIndex: 8,
        newEndIndex: 9,
        startPosition: { row: 1, column: 0 },
        oldEndPosition: { row: 1, column: 1 },
        newEndPosition: { row: 1, column: 2 },
      },
      {
        startIndex: 4,
        oldEndIndex: 5,
        newEndIndex: 9,
        startPosition: { row: 0, column: 4 },
        oldEndPosition: { row: 0, column: 5 },
        newEndPosition: { row: 1, column: 2 },
      },
    ]);
  });
});

/** Edits of a unit: renames of one identifier (valid), or a corruption (usually invalid). */
function someEdits(
  source: string,
  identifiers: { start: number; end: number; text: string }[],
  random: Random,
): TextEdit[] {
  const kind = random.int(4);
  if (kind === 0 && identifiers.length > 0) {
    // every occurrence of one name renamed, as an attack's variant does
    const name = random.pick(identifiers).text;
    const to = `${name}_${random.int(1000)}`;
    return identifiers.filter((n) => n.text === name).map((n) => ({ ...n, text: to }));
  }
  const at = random.int(source.length);
  if (kind === 1) return [{ start: at, end: Math.min(source.length, at + 1), text: '' }];
  if (kind === 2) return [{ start: at, end: at, text: random.pick(['{', ')', ';', '1 +', '"']) }];
  // a multi-line replacement, with a non-ASCII comment before it
  return [
    { start: 0, end: 0, text: '/* café ☕ */\n' },
    { start: at, end: at, text: random.pick(['\nint q = 0;\n', '\n/* x */\n', '\n}\n']) },
  ];
}

async function agreement(language: TransformLanguage, codes: readonly string[], seed: number) {
  const grammar = await loadGrammar(language);
  const random = createRandom(seed);
  let checked = 0;
  let invalid = 0;
  let renames = 0;
  for (const code of codes) {
    const parsed = grammar.parse(code);
    if (parsed.status !== 'ok') continue;
    const { unit } = parsed;
    const identifiers: { start: number; end: number; text: string }[] = [];
    walk(unit.root, (node) => {
      if (node.type === 'identifier' && node.start >= unit.prefixLength)
        identifiers.push({
          start: node.start,
          end: node.end,
          text: unit.source.slice(node.start, node.end),
        });
    });
    for (let k = 0; k < 6; k++) {
      const edits = someEdits(unit.source, identifiers, random).sort((a, b) => a.start - b.start);
      if (edits.length > 0 && edits.every((e) => /^[A-Za-z_]\w*_\d+$/.test(e.text))) renames += 1;
      const text = apply(unit.source, edits);
      const fresh = oracle(language, text);
      expect(grammar.parsesEdited(unit, text, edits), text).toBe(fresh);
      checked += 1;
      if (!fresh) invalid += 1;
    }
  }
  return { checked, invalid, renames };
}

describe('parsesEdited gives the verdict of a fresh parse', () => {
  it('on hand-made C and Java units, valid and broken', async () => {
    const c = [
      'int f(int a, int b) {\n  int s = a; // é\n  while (b > a) { s += b; b--; }\n  return s;\n}',
      'void g(char *p) { if (p) { *p = 0; } else { return; } }',
    ];
    const java = [
      'int f(int a) { int s = 0; for (int i = 0; i < a; i++) { s += i; } return s; }',
      'public Foo(int x) { this.x = x; }', // a constructor: parsed inside the wrapper
    ];
    const cResult = await agreement('c', c, 1);
    const javaResult = await agreement('java', java, 2);
    expect(cResult.checked).toBe(12);
    expect(javaResult.checked).toBe(12);
    // Both verdicts occur: the check is not vacuous.
    expect(cResult.invalid + javaResult.invalid).toBeGreaterThan(0);
    expect(cResult.invalid + javaResult.invalid).toBeLessThan(24);
    const grammar = await loadGrammar('java');
    const wrapped = grammar.parse(java[1]!);
    expect(wrapped.status === 'ok' && wrapped.unit.source.startsWith(JAVA_WRAPPER_PREFIX)).toBe(
      true,
    );
  });

  it("after the unit's tree was let go (a fresh parse then)", async () => {
    const grammar = await loadGrammar('c');
    const parsed = grammar.parse('int f(int a) { return a + 1; }');
    if (parsed.status !== 'ok') throw new Error('did not parse');
    // More units than the grammar keeps trees for.
    for (let k = 0; k < 80; k++) grammar.parse(`int g${k}(void) { return ${k}; }`);
    const { source } = parsed.unit;
    const at = source.indexOf('a + 1');
    expect(
      grammar.parsesEdited(parsed.unit, source.replace('a + 1', 'a +'), [
        { start: at, end: at + 5, text: 'a +' },
      ]),
    ).toBe(false);
    expect(
      grammar.parsesEdited(parsed.unit, source.replace('a + 1', 'a + 2'), [
        { start: at, end: at + 5, text: 'a + 2' },
      ]),
    ).toBe(true);
  });

  describe.skipIf(dataMissing)('on a sample of the real data sets', () => {
    for (const set of DATA_SETS) {
      it(
        `${set.name}: every ${set.language === 'c' ? 50 : 25}th function, six edits each`,
        { timeout: 120_000 },
        async () => {
          const codes = readFunctions(set.file).filter(
            (_, i) => i % (set.language === 'c' ? 50 : 25) === 0,
          );
          const { checked, invalid } = await agreement(set.language, codes, 7);
          expect(checked).toBeGreaterThan(5 * codes.length);
          expect(invalid).toBeGreaterThan(0);
        },
      );
    }
  });
});
