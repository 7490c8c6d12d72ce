/**
 * The scope analysis on its own: which declaration each identifier of a small
 * function resolves to, worked out by hand from the C and Java scoping rules.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadGrammar, type Grammar, type TransformLanguage } from '../../src/transforms/index.js';
import {
  analyzeFunction,
  findFunctions,
  type FunctionScopes,
} from '../../src/transforms/scopes/index.js';
import { type SyntaxNode, walk } from '../../src/transforms/syntax-tree.js';

const grammars = new Map<TransformLanguage, Grammar>();

beforeAll(async () => {
  grammars.set('c', await loadGrammar('c'));
  grammars.set('java', await loadGrammar('java'));
});

interface Analysis {
  readonly scopes: FunctionScopes;
  /** `name@line` of every identifier, and `-> name@line` of its declaration or `-> ?`. */
  readonly resolution: string[];
}

function analyse(language: TransformLanguage, code: string, index = 0): Analysis {
  const parsed = grammars.get(language)!.parse(code);
  if (parsed.status !== 'ok') throw new Error(parsed.reason);
  const { unit } = parsed;
  const fn = findFunctions(unit.root, language)[index] as SyntaxNode;
  const scopes = analyzeFunction(fn, unit.source, language);
  const line = (node: SyntaxNode): number =>
    unit.source.slice(unit.prefixLength, node.start).split('\n').length;
  const at = (node: SyntaxNode): string =>
    `${unit.source.slice(node.start, node.end)}@${line(node)}`;
  const resolution: string[] = [];
  walk(fn, (node) => {
    if (node.type !== 'identifier') return;
    const binding = scopes.resolved.get(node);
    resolution.push(`${at(node)} -> ${binding === undefined ? '?' : at(binding.node)}`);
  });
  return { scopes, resolution };
}

describe('analyzeFunction (C)', () => {
  const code = `int f(int a, int n)
{
    int s = 0;
    for (int i = 0; i < n; i++) {
        int a = i * 2;
        s += a;
    }
    {
        extern int g;
        s += g + a;
    }
    return helper(s);
}`;

  it('resolves each use to the innermost declaration in scope', () => {
    expect(analyse('c', code).resolution).toEqual([
      'f@1 -> ?',
      'a@1 -> a@1',
      'n@1 -> n@1',
      's@3 -> s@3',
      'i@4 -> i@4',
      'i@4 -> i@4',
      'n@4 -> n@1',
      'i@4 -> i@4',
      // the loop body's `a` hides the parameter until the block ends
      'a@5 -> a@5',
      'i@5 -> i@4',
      's@6 -> s@3',
      'a@6 -> a@5',
      'g@9 -> g@9',
      's@10 -> s@3',
      'g@10 -> g@9',
      'a@10 -> a@1',
      'helper@12 -> ?',
      's@12 -> s@3',
    ]);
  });

  it('renames locals and parameters only: not the function, an extern or a callee', () => {
    const { scopes } = analyse('c', code);
    expect(scopes.renamable).toEqual(['a', 'n', 's', 'i']);
    expect([...scopes.blocked].sort()).toEqual(['f', 'g', 'helper']);
    expect(scopes.bindings.map((b) => `${b.name}:${b.renamable}`)).toEqual([
      'a:true',
      'n:true',
      's:true',
      'i:true',
      'a:true',
      'g:false',
    ]);
    expect([...scopes.taken].sort()).toEqual(['a', 'f', 'g', 'helper', 'i', 'n', 's']);
  });

  it('declares a name in its own initializer and blocks names of directives and types', () => {
    const { scopes, resolution } = analyse(
      'c',
      `void g(void)
{
    count_t k = sizeof k;
#ifdef TRACE
    k = 0;
#endif
}`,
    );
    // `sizeof k` already sees the new k (C 6.2.1: scope starts after the declarator).
    expect(resolution).toEqual([
      'g@1 -> ?',
      'k@3 -> k@3',
      'k@3 -> k@3',
      'TRACE@4 -> ?',
      'k@5 -> k@3',
    ]);
    expect([...scopes.blocked].sort()).toEqual(['TRACE', 'count_t', 'g']);
    expect(scopes.renamable).toEqual(['k']);
  });
});

describe('analyzeFunction (Java)', () => {
  const code = `class A {
  int sum;
  int total(int[] xs, String label) {
    int sum = 0;
    for (int x : xs) {
      sum += x;
    }
    final int base = sum;
    Runnable r = () -> System.out.println(base);
    Object o = label;
    if (o instanceof String s) sum += s.length();
    return sum + this.sum;
  }
}`;

  it('resolves locals, parameters, lambda captures and patterns; fields and methods are apart', () => {
    expect(analyse('java', code).resolution).toEqual([
      'total@3 -> ?',
      'xs@3 -> xs@3',
      'label@3 -> label@3',
      'sum@4 -> sum@4',
      'x@5 -> x@5',
      'xs@5 -> xs@3',
      'sum@6 -> sum@4',
      'x@6 -> x@5',
      'base@8 -> base@8',
      'sum@8 -> sum@4',
      'r@9 -> r@9',
      // System is a class; `out` and `println` are a field and a method: none resolves
      'System@9 -> ?',
      'out@9 -> ?',
      'println@9 -> ?',
      'base@9 -> base@8',
      'o@10 -> o@10',
      'label@10 -> label@3',
      'o@11 -> o@10',
      's@11 -> s@11',
      'sum@11 -> sum@4',
      's@11 -> s@11',
      'length@11 -> ?',
      'sum@12 -> sum@4',
      // `this.sum` is the field, not the local
      'sum@12 -> ?',
    ]);
  });

  it('knows which locals are numeric or final, and blocks pattern variables', () => {
    const { scopes } = analyse('java', code);
    expect(
      scopes.bindings.map(
        (b) =>
          `${b.name}:${b.renamable ? 'r' : '-'}${b.numeric ? 'n' : '-'}${b.isFinal ? 'f' : '-'}`,
      ),
    ).toEqual(['xs:r--', 'label:r--', 'sum:rn-', 'x:rn-', 'base:rnf', 'r:r--', 'o:r--', 's:---']);
    expect(scopes.renamable).toEqual(['xs', 'label', 'sum', 'x', 'base', 'r', 'o']);
    expect([...scopes.blocked].sort()).toEqual(['Object', 'Runnable', 'String', 'System', 's']);
  });

  it('blocks every name used inside a class declared in the method', () => {
    const { scopes } = analyse(
      'java',
      `class B {
  int f(int v, int w) {
    class Local { int v; int get() { return v + w; } }
    return new Local().get() + v;
  }
}`,
    );
    // v is also Local's field and w is read inside Local: neither may be renamed.
    expect(scopes.renamable).toEqual([]);
    expect([...scopes.blocked].sort()).toEqual(['Local', 'v', 'w']);
  });
});
