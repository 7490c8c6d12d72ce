import { beforeAll, describe, expect, it } from 'vitest';
import { type CodeTransformer, createTransformer } from '../../src/transforms/index.js';
import { DECLINE_HIDDEN_JUMP } from '../../src/transforms/loop-rewrite.js';

let c: CodeTransformer;
let java: CodeTransformer;

beforeAll(async () => {
  c = await createTransformer('c');
  java = await createTransformer('java');
});

const changedTo = (code: string) => ({ status: 'ok', changed: true, code, declined: [] });

describe('loop-rewrite (C)', () => {
  it('rewrites a for loop as init; while (cond) { body update; }', () => {
    const code = `int sum(int *v, int n)
{
    int i, t = 0;
    for (i = 0; i < n; i++)
    {
        t += v[i];
    }
    return t;
}`;
    expect(c.transform(code, 'loop-rewrite', 1)).toEqual(
      changedTo(`int sum(int *v, int n)
{
    int i, t = 0;
    i = 0;
    while (i < n)
    {
        t += v[i];
        i++;
    }
    return t;
}`),
    );
  });

  it('wraps the loop in braces when init declares a variable or the loop is a sub-statement', () => {
    const code = `void f(int n)
{
    if (n > 0)
        for (int i = 0; i < n; i++)
        {
            g(i);
        }
}`;
    expect(c.transform(code, 'loop-rewrite', 1)).toEqual(
      changedTo(`void f(int n)
{
    if (n > 0)
        {
            int i = 0;
            while (i < n)
            {
                g(i);
                i++;
            }
        }
}`),
    );
  });

  it('handles missing parts: for (;;) and single-statement bodies', () => {
    expect(c.transform('void f(void) { for (;;) g(); }', 'loop-rewrite', 1)).toEqual(
      changedTo('void f(void) { while (1) g(); }'),
    );
    expect(c.transform('void f(int i) { for (; i > 0; i--) g(i); }', 'loop-rewrite', 1)).toEqual(
      changedTo('void f(int i) { while (i > 0) { g(i); i--; } }'),
    );
  });

  it('rewrites a while loop as for (; cond;)', () => {
    expect(c.transform('void f(int n) { while (n-- > 0) { g(n); } }', 'loop-rewrite', 1)).toEqual(
      changedTo('void f(int n) { for (; n-- > 0;) { g(n); } }'),
    );
  });

  it('leaves a for loop alone when its body continues it (the update would be skipped)', () => {
    const code = 'void f(int n) { int i; for (i = 0; i < n; i++) { if (i == 2) continue; g(i); } }';
    expect(c.transform(code, 'loop-rewrite', 1)).toEqual({
      status: 'ok',
      code,
      changed: false,
      declined: [],
    });
    // A continue of an inner loop is fine; the inner while is a site too.
    const inner =
      'void f(int n) { int i; for (i = 0; i < n; i++) { do { continue; } while (0); } }';
    expect(c.transform(inner, 'loop-rewrite', 1)).toEqual(
      changedTo(
        'void f(int n) { int i; i = 0; while (i < n) { do { continue; } while (0); i++; } }',
      ),
    );
  });

  it('rewrites nested loops together', () => {
    const code = `void f(int n)
{
    int i, j;
    for (i = 0; i < n; i++)
        while (j < i)
            j++;
}`;
    const results = new Set<string>();
    for (let seed = 0; seed < 20; seed++) {
      const result = c.transform(code, 'loop-rewrite', seed);
      if (result.status === 'ok') results.add(result.code);
    }
    expect(results).toContain(`void f(int n)
{
    int i, j;
    i = 0;
    while (i < n) {
        for (; j < i;)
            j++;
        i++;
    }
}`);
    expect(results.size).toBe(3);
  });
});

describe('loop-rewrite (Java)', () => {
  it('splits several init and update expressions into statements', () => {
    const code = `int sum(int[] v) {
    int t = 0;
    for (int i = 0, j = v.length - 1; i < j; i++, j--) {
        t += v[i] * v[j];
    }
    return t;
}`;
    expect(java.transform(code, 'loop-rewrite', 1)).toEqual(
      changedTo(`int sum(int[] v) {
    int t = 0;
    {
        int i = 0, j = v.length - 1;
        while (i < j) {
            t += v[i] * v[j];
            i++; j--;
        }
    }
    return t;
}`),
    );
  });

  it('leaves a for loop alone when the update would be unreachable (a Java compile error)', () => {
    const code = `int find(int[] v, int x) {
    for (int i = 0; i < v.length; i++) {
        if (v[i] == x) return i; else break;
    }
    return -1;
}`;
    expect(java.transform(code, 'loop-rewrite', 1)).toEqual({
      status: 'ok',
      code,
      changed: false,
      declined: [],
    });
  });

  it('leaves a labelled for loop alone, rewrites a labelled while', () => {
    const labelled = `void f(int n) {
    outer: for (int i = 0; i < n; i++) { g(i); }
}`;
    expect(java.transform(labelled, 'loop-rewrite', 1)).toEqual({
      status: 'ok',
      code: labelled,
      changed: false,
      declined: [],
    });
    expect(
      java.transform(
        'void f(Reader r) throws Exception { int c; outer: while ((c = r.read()) != -1) { if (c == 10) continue outer; } }',
        'loop-rewrite',
        1,
      ),
    ).toEqual(
      changedTo(
        'void f(Reader r) throws Exception { int c; outer: for (; (c = r.read()) != -1;) { if (c == 10) continue outer; } }',
      ),
    );
  });

  it('keeps the update outside the body block when the body declares a name it uses', () => {
    const code = `void f(int n) {
    int i;
    for (i = 0; i < n; i = i + k) { int k = 2; g(k); }
}`;
    expect(java.transform(code, 'loop-rewrite', 1)).toEqual(
      changedTo(`void f(int n) {
    int i;
    i = 0;
    while (i < n) { { int k = 2; g(k); } i = i + k; }
}`),
    );
  });

  it('does not re-indent a loop holding a text block (the indentation is part of its value)', () => {
    const code = `void f(int n) {
    if (n > 0)
        for (int i = 0; i < n; i++) {
            g("""
                text""");
        }
}`;
    expect(java.transform(code, 'loop-rewrite', 1)).toEqual(
      changedTo(`void f(int n) {
    if (n > 0)
        {
            int i = 0;
            while (i < n) {
            g("""
                text""");
            i++;
        }
        }
}`),
    );
  });
});

describe('loop-rewrite declines for loops whose body a macro may jump out of', () => {
  it('keeps a for loop whose body invokes a macro hiding continue, or an unknown MACRO', () => {
    const hidden = `#define SKIP_IF(c) if (c) continue
#define SKIP_ODD(v) SKIP_IF((v) % 2)
int f(int n) { int i, t = 0; for (i = 0; i < n; i++) { SKIP_ODD(i); t += i; } return t; }`;
    expect(c.transform(hidden, 'loop-rewrite', 1)).toEqual({
      status: 'ok',
      changed: false,
      code: hidden,
      declined: [DECLINE_HIDDEN_JUMP],
    });
    const unknown =
      'int f(int n) { int i, t = 0; for (i = 0; i < n; i++) { CHECK(i); t += i; } return t; }';
    expect(c.transform(unknown, 'loop-rewrite', 1)).toMatchObject({
      changed: false,
      declined: [DECLINE_HIDDEN_JUMP],
    });
  });

  it('rewrites a for loop calling a lower-case function it does not see', () => {
    const code = 'void f(int n) { int i; for (i = 0; i < n; i++) print_int(i); }';
    expect(c.transform(code, 'loop-rewrite', 1)).toEqual(
      changedTo('void f(int n) { int i; i = 0; while (i < n) { print_int(i); i++; } }'),
    );
  });
});
