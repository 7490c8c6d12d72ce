import { beforeAll, describe, expect, it } from 'vitest';
import { type CodeTransformer, createTransformer } from '../../src/transforms/index.js';
import {
  DECLINE_MACRO_ARGUMENTS,
  DECLINE_MAYBE_FIELD,
  DECLINE_UNKNOWN_CALLEE,
} from '../../src/transforms/swap-operands.js';

let c: CodeTransformer;
let java: CodeTransformer;

beforeAll(async () => {
  c = await createTransformer('c');
  java = await createTransformer('java');
});

describe('swap-operands (C)', () => {
  it('swaps ==, !=, + and * between locals, literals and NULL', () => {
    const cases: [string, string][] = [
      ['int f(int a, int b) { return a == b; }', 'int f(int a, int b) { return b == a; }'],
      ['int f(int *p) { return p != NULL; }', 'int f(int *p) { return NULL != p; }'],
      ['int f(int a) { return a + 1; }', 'int f(int a) { return 1 + a; }'],
      ['int f(int a) { return 2 * a - 1; }', 'int f(int a) { return a * 2 - 1; }'],
      ["int f(char ch) { return ch == 'x'; }", "int f(char ch) { return 'x' == ch; }"],
    ];
    for (const [code, expected] of cases) {
      expect(c.transform(code, 'swap-operands', 1)).toEqual({
        status: 'ok',
        changed: true,
        declined: [],
        code: expected,
      });
    }
  });

  it('leaves short-circuit, asymmetric, compound and macro operands alone', () => {
    const unchanged = [
      'int f(int a, int b) { return a && b; }',
      'int f(int a, int b) { return a || b; }',
      'int f(int a, int b) { return a - b; }',
      'int f(int a, int b) { return a < b; }',
      'int f(int a, int b) { return g(a) == b; }',
      // MAX may be `#define MAX 1 + 2`: `MAX * a` and `a * MAX` would differ.
      'int f(int a) { return MAX * a; }',
      'int f(int a) { return count + a; }',
    ];
    for (const code of unchanged) {
      expect(c.transform(code, 'swap-operands', 1)).toEqual({
        status: 'ok',
        code,
        changed: false,
        declined: [],
      });
    }
  });

  it('declines sites inside macro arguments and callees the code does not declare', () => {
    // `half(a + b)` is `a + b / 2`: swapped, it would be `b + a / 2`.
    const macro = '#define half(e) e / 2\nint f(int a, int b) { return half(a + b); }';
    expect(c.transform(macro, 'swap-operands', 1)).toEqual({
      status: 'ok',
      changed: false,
      code: macro,
      declined: [DECLINE_MACRO_ARGUMENTS],
    });
    // ASSERT's header is absent: it may stringify; assert does (C11 7.2.1.1).
    const unknown = 'void f(int a, int b) { ASSERT(a == b); assert(a != b); log_value(a * 2); }';
    expect(c.transform(unknown, 'swap-operands', 1)).toEqual({
      status: 'ok',
      changed: false,
      code: unknown,
      declined: [DECLINE_UNKNOWN_CALLEE, DECLINE_UNKNOWN_CALLEE, DECLINE_UNKNOWN_CALLEE],
    });
    // A standard library function evaluates its arguments once, parenthesized
    // (C11 7.1.4); a function the unit declares is no macro.
    const known: [string, string][] = [
      [
        'int f(int a) { return printf("%d", a + 1); }',
        'int f(int a) { return printf("%d", 1 + a); }',
      ],
      [
        'int g(int);\nint f(int a) { return g(a * 2); }',
        'int g(int);\nint f(int a) { return g(2 * a); }',
      ],
    ];
    for (const [code, expected] of known) {
      expect(c.transform(code, 'swap-operands', 1)).toEqual({
        status: 'ok',
        changed: true,
        code: expected,
        declined: [],
      });
    }
  });

  it('keeps the operator and spacing of the expression', () => {
    expect(c.transform('int f(int a, int b) { return a/*x*/==  b; }', 'swap-operands', 1)).toEqual({
      status: 'ok',
      changed: true,
      declined: [],
      code: 'int f(int a, int b) { return b/*x*/==  a; }',
    });
  });

  it('chooses sites by seed, always at least one', () => {
    const code = 'int f(int a, int b) { return (a == b) + (a != 1) + (b * 2); }';
    const outputs = new Set<string>();
    for (let seed = 0; seed < 40; seed++) {
      const result = c.transform(code, 'swap-operands', seed);
      expect(result.status === 'ok' && result.changed).toBe(true);
      if (result.status === 'ok') outputs.add(result.code);
      expect(c.transform(code, 'swap-operands', seed)).toEqual(result);
    }
    // 2^3 - 1 non-empty subsets of the three sites.
    expect(outputs.size).toBe(7);
  });
});

describe('swap-operands (Java)', () => {
  it('swaps + only between numeric locals and literals, never on strings', () => {
    const code = `String f(int a, long b, String s) {
    long c = a + b;
    String t = s + a;
    return t + c + total;
}`;
    expect(java.transform(code, 'swap-operands', 1)).toEqual({
      status: 'ok',
      changed: true,
      declined: [],
      code: `String f(int a, long b, String s) {
    long c = b + a;
    String t = s + a;
    return t + c + total;
}`,
    });
  });

  it('declines + on names a field of a class declared in the method may hide', () => {
    // Inside the anonymous class, `a` and `b` are its String fields, declared after use.
    const code = `class A {
  Object f() {
    int a = 1, b = 2;
    return new Object() {
      public String toString() { return a + b; }
      String a = "x", b = "y";
    };
  }
}`;
    expect(java.transform(code, 'swap-operands', 1)).toEqual({
      status: 'ok',
      changed: false,
      code,
      declined: [DECLINE_MAYBE_FIELD],
    });
  });

  it('swaps == with null, booleans and fields, and * with any identifier', () => {
    const cases: [string, string][] = [
      ['boolean f(Object o) { return o == null; }', 'boolean f(Object o) { return null == o; }'],
      ['boolean f(boolean b) { return b != true; }', 'boolean f(boolean b) { return true != b; }'],
      ['boolean f() { return this.x == limit; }', 'boolean f() { return this.x == limit; }'],
      ['boolean f(int x) { return x == limit; }', 'boolean f(int x) { return limit == x; }'],
      ['int f(int x) { return x * scale; }', 'int f(int x) { return scale * x; }'],
    ];
    for (const [code, expected] of cases) {
      const result = java.transform(code, 'swap-operands', 1);
      expect(result).toEqual({
        status: 'ok',
        changed: code !== expected,
        code: expected,
        declined: [],
      });
    }
  });
});
