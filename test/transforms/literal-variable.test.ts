/**
 * literal-variable (CODA's R4 where it keeps the meaning): every expected
 * output and every declined site below is written out by hand from the
 * rules of src/transforms/literal-variable.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createTransformer, type CodeTransformer } from '../../src/transforms/index.js';
import {
  DECLINE_CLASS_BODY,
  DECLINE_CONSTANT_CONDITION,
  DECLINE_CONSTANT_CONTEXT,
  DECLINE_CONSTRUCTOR_CALL,
  DECLINE_JUMP_INTO_BLOCK,
  DECLINE_NARROWING,
} from '../../src/transforms/literal-variable.js';
import { DECLINE_C_MACRO_ARGUMENTS } from '../../src/transforms/site-rules.js';

let c: CodeTransformer;
let java: CodeTransformer;
beforeAll(async () => {
  c = await createTransformer('c');
  java = await createTransformer('java');
});

/** Every literal moved (CODA's reference structure), with the given names. */
const every = (t: CodeTransformer, code: string, newNames: string[]) =>
  t.transform(code, 'literal-variable', 1, { longFormOnly: true, newNames });

describe('literal-variable in C', () => {
  it('declares each literal first in its block, named in source order, a used name left out, then `_` added', () => {
    const code = [
      'int f(int n) {',
      '    int x = n + 10;',
      '    if (x > 5) {',
      '        x = x * 3;',
      '    }',
      '    return x - 1;',
      '}',
    ].join('\n');
    expect(every(c, code, ['len', 'n', 'buf'])).toEqual({
      status: 'ok',
      changed: true,
      declined: [],
      code: [
        'int f(int n) {',
        '    int len = 10;',
        '    int buf = 5;',
        '    int buf__ = 1;',
        '    int x = n + len;',
        '    if (x > buf) {',
        '        int buf_ = 3;',
        '        x = x * buf_;',
        '    }',
        '    return x - buf__;',
        '}',
      ].join('\n'),
    });
  });

  it('declines constant contexts and leaves 0 (a null pointer constant) and other spellings', () => {
    const code = [
      'int f(int n) {',
      '    static int s = 3;',
      '    const int k = 4;',
      '    int a[8];',
      '    int b[] = { 6 };',
      '    switch (n) {',
      '    case 2: n = 7; break;',
      '    }',
      '    return n + sizeof(int[9]) + 0 + 0x10 + 11u;',
      '}',
    ].join('\n');
    const result = every(c, code, ['len']);
    expect(result.status === 'ok' && result.declined).toEqual([
      DECLINE_CONSTANT_CONTEXT, // static
      DECLINE_CONSTANT_CONTEXT, // const
      DECLINE_CONSTANT_CONTEXT, // array size
      DECLINE_CONSTANT_CONTEXT, // initializer list
      DECLINE_CONSTANT_CONTEXT, // case label
      DECLINE_CONSTANT_CONTEXT, // sizeof(int[9])
    ]);
    // The 7 after `case 2:` is declared before the switch, not in its body.
    expect(result.status === 'ok' && result.code).toBe(
      code
        .replace('n = 7;', 'n = len;')
        .replace('int f(int n) {', 'int f(int n) {\n    int len = 7;'),
    );
  });

  it('declines a block a goto from outside can enter, and macro arguments', () => {
    const code = [
      'int f(int n) {',
      '    if (n) goto out;',
      '    {',
      '        n = 4;',
      '    out:',
      '        n = n + 2;',
      '    }',
      '    return MAX(n, 5);',
      '}',
    ].join('\n');
    const result = every(c, code, ['len']);
    expect(result).toEqual({
      status: 'ok',
      changed: false,
      code,
      declined: [DECLINE_JUMP_INTO_BLOCK, DECLINE_JUMP_INTO_BLOCK, DECLINE_C_MACRO_ARGUMENTS],
    });
  });

  it('takes a seeded half of the sites without longFormOnly, and its own names without newNames', () => {
    const code = 'int f(int n) { return n + 1 + 2 + 3 + 4; }';
    const result = c.transform(code, 'literal-variable', 5);
    expect(result.status).toBe('ok');
    if (result.status !== 'ok') return;
    const moved = /^int f\(int n\) \{((?: int \w+ = \d;)+) return (.*); \}$/.exec(result.code)!;
    const declared = [...moved[1]!.matchAll(/int (\w+) = (\d);/g)];
    expect(declared.length).toBeGreaterThan(0);
    expect(declared.length).toBeLessThan(4);
    // Each declared name stands where its literal stood; the others stay literals.
    let expression = moved[2]!;
    for (const [, name, value] of declared) expression = expression.replace(name!, value!);
    expect(expression).toBe('n + 1 + 2 + 3 + 4');
  });
});

describe('literal-variable in Java', () => {
  it('declines narrowing, ternary branches, constant loop conditions, this(...) and class bodies', () => {
    const code = [
      'class A {',
      '    A(int x) {',
      '        this(x, 7);',
      '        byte b = 10;',
      '        long l = 20;',
      '        int k = x > 0 ? 1 : 2;',
      '        foo(3);',
      '        while (1 < 2) { if (x > 4) return; }',
      '    }',
      '    char c() { return 65; }',
      '    java.util.function.Supplier<Byte> s() { return () -> 12; }',
      '    void g() { Runnable r = new Runnable() { int f = 9; public void run() {} }; }',
      '}',
    ].join('\n');
    const result = every(java, code, ['len', 'x']);
    expect(result.status === 'ok' && result.declined).toEqual([
      DECLINE_CONSTRUCTOR_CALL,
      DECLINE_NARROWING, // byte b = 10
      DECLINE_NARROWING, // ? 1
      DECLINE_NARROWING, // : 2
      DECLINE_CONSTANT_CONDITION,
      DECLINE_CONSTANT_CONDITION,
      DECLINE_NARROWING, // return 65 in a char method
      DECLINE_NARROWING, // a lambda's value
      DECLINE_CLASS_BODY,
    ]);
    expect(result.status === 'ok' && result.code).toBe(
      code
        .replace(
          'this(x, 7);',
          'this(x, 7);\n        int len = 20;\n        int len_ = 0;\n        int len__ = 3;',
        )
        .replace('long l = 20;', 'long l = len;')
        .replace('x > 0 ?', 'x > len_ ?')
        .replace('foo(3);', 'foo(len__);')
        .replace('{ if (x > 4)', '{ int len___ = 4; if (x > len___)'),
    );
  });
});
