import { beforeAll, describe, expect, it } from 'vitest';
import { type CodeTransformer, createTransformer } from '../../src/transforms/index.js';

let c: CodeTransformer;
let java: CodeTransformer;

beforeAll(async () => {
  c = await createTransformer('c');
  java = await createTransformer('java');
});

const SEEDS = Array.from({ length: 40 }, (_, i) => i);

function outputs(transformer: CodeTransformer, code: string): string[] {
  return SEEDS.map((seed) => {
    const result = transformer.transform(code, 'dead-code', seed);
    if (result.status !== 'ok' || !result.changed) throw new Error(`seed ${seed}: no change`);
    return result.code;
  });
}

describe('dead-code (C)', () => {
  const code = `int f(int n)
{
    int a = n;
    int b;
    b = a * 2;
    return b;
}`;

  it('inserts a statement that never runs', () => {
    expect(c.transform(code, 'dead-code', 1)).toEqual({
      status: 'ok',
      changed: true,
      declined: [],
      code: `int f(int n)
{
    int a = n;
    int b;
    b = a * 2;
    if (0) { int amount = 0; amount++; }
    return b;
}`,
    });
    expect(c.transform(code, 'dead-code', 2)).toEqual({
      status: 'ok',
      changed: true,
      declined: [],
      code: `int f(int n)
{
    int a = n;
    int b;
    b = a * 2;
    return b;
    while (0) { int chunk = 1; chunk--; }
}`,
    });
  });

  it('never inserts before a declaration (C89 wants declarations first)', () => {
    for (const output of outputs(c, code)) {
      expect(output.startsWith('int f(int n)\n{\n    int a = n;\n    int b;\n')).toBe(true);
    }
  });

  it('never inserts between the case labels of a switch', () => {
    const withSwitch = `void f(int n)
{
    switch (n)
    {
    case 1:
        g();
        break;
    default:
        h();
    }
}`;
    for (const output of outputs(c, withSwitch)) {
      expect(output).toContain(
        'switch (n)\n    {\n    case 1:\n        g();\n        break;\n    default:',
      );
    }
  });

  it('is deterministic per seed, and different seeds differ', () => {
    const all = outputs(c, code);
    expect(outputs(c, code)).toEqual(all);
    expect(new Set(all).size).toBeGreaterThan(5);
  });

  it('declares only names the function does not use', () => {
    const crowded = `void f(int amount, int value, int count)
{
    use(amount, value, count);
}`;
    for (const output of outputs(c, crowded)) {
      const declared = /\{ (?:int|long|unsigned int) (\w+) =/.exec(output)?.[1];
      expect(['amount', 'value', 'count', 'use', 'f']).not.toContain(declared);
    }
  });
});

describe('dead-code (Java)', () => {
  it('inserts `if (false)`, only where it is reachable', () => {
    const code = `int f(int n) {
    return n + 1;
}`;
    expect(java.transform(code, 'dead-code', 1)).toEqual({
      status: 'ok',
      changed: true,
      declined: [],
      code: `int f(int n) {
    if (false) { int amount = 0; amount++; }
    return n + 1;
}`,
    });
    // After `return` would be an unreachable statement: a compile error in Java.
    for (const output of outputs(java, code)) {
      expect(output.endsWith('    return n + 1;\n}')).toBe(true);
    }
  });

  it('keeps this(...) / super(...) first in a constructor (a bare constructor is accepted)', () => {
    const code = `Point(int x) {
    super(x);
}`;
    expect(java.transform(code, 'dead-code', 1)).toEqual({
      status: 'ok',
      changed: true,
      declined: [],
      code: `Point(int x) {
    super(x);
    if (false) { int amount = 0; amount++; }
}`,
    });
  });

  it('fills an empty block', () => {
    expect(java.transform('void f() {}', 'dead-code', 2)).toEqual({
      status: 'ok',
      changed: true,
      declined: [],
      code: 'void f() { if (false) { long chunk = 0L; chunk += 1L; } }',
    });
  });

  it('never uses while (false), which Java rejects', () => {
    const code = `void f(int[] v) {
    for (int x : v) { use(x); }
}`;
    for (const output of outputs(java, code)) {
      expect(output).toMatch(/if \(false\)/);
      expect(output).not.toMatch(/while \(false\)/);
    }
  });
});
