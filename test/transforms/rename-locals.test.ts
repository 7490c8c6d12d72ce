import { beforeAll, describe, expect, it } from 'vitest';
import {
  type CodeTransformer,
  createTransformer,
  listRenamableIdentifiers,
  renameIdentifiers,
} from '../../src/transforms/index.js';
import {
  DECLINE_MACRO_ARGUMENT,
  DECLINE_MACRO_BODY,
  DECLINE_MACRO_NAME,
  DECLINE_TOKEN_PASTING,
} from '../../src/transforms/scopes/index.js';

let c: CodeTransformer;
let java: CodeTransformer;

beforeAll(async () => {
  c = await createTransformer('c');
  java = await createTransformer('java');
});

const names = (code: string, transformer: () => CodeTransformer): readonly string[] => {
  const result = transformer().listRenamable(code);
  if (result.status !== 'ok') throw new Error(result.reason);
  return result.names;
};

describe('which names are renamable (C)', () => {
  it('renames locals and parameters, never fields, called functions, macros or globals', () => {
    const code = `int scale(struct point *p, int factor)
{
    int x = p->x * factor;
    struct point q = { .x = 1 };
    q.x = x;
    log_value(x);
    counter = counter + LIMIT;
    return MAX_SCALE(x) + q.y;
}`;
    expect(names(code, () => c)).toEqual(['p', 'factor', 'x', 'q']);
    const renamed = c.rename(
      code,
      new Map([
        ['p', 'pt'],
        ['factor', 'k'],
        ['x', 'value'],
        ['q', 'copy'],
      ]),
    );
    expect(renamed).toEqual({
      status: 'ok',
      changed: true,
      declined: [],
      code: `int scale(struct point *pt, int k)
{
    int value = pt->x * k;
    struct point copy = { .x = 1 };
    copy.x = value;
    log_value(value);
    counter = counter + LIMIT;
    return MAX_SCALE(value) + copy.y;
}`,
    });
  });

  it('skips externs, local function prototypes, enum constants and labels', () => {
    const code = `void f(int n)
{
    extern int shared;
    int helper(int);
    int (*fp)(int) = helper;
    enum { LOCAL_A, LOCAL_B } e = LOCAL_A;
    int k;
    for (k = 0; k < n; k++) shared += fp(k);
again:
    if (n-- > 0) goto again;
}`;
    expect(names(code, () => c)).toEqual(['n', 'fp', 'e', 'k']);
  });

  it('keeps a name that also refers to a global outside its local scope', () => {
    const code = `void f(void)
{
    total = 1;
    {
        int total = 2;
        use(total);
    }
    int kept = 3;
}`;
    expect(names(code, () => c)).toEqual(['kept']);
  });

  it('keeps names used by preprocessor directives or by macros known to name locals', () => {
    const code = `void f(void)
{
    int a = 0;
    int b = 1;
    int data = 2;
    char text[CHAR_ARRAY_SIZE];
#ifdef b
    a = b;
#endif
#define TWICE(v) ((v) + (a))
}`;
    // CHAR_ARRAY_SIZE is Juliet's `(3 * sizeof(data) + 2)`.
    expect(names(code, () => c)).toEqual(['text']);
  });

  it('keeps a name that is also parsed as a type somewhere', () => {
    // Without the typedefs, tree-sitter reads the last statement as declaring
    // a pointer `z` of type `T`; a multiplication would mean the same text.
    const code = `void f(void)
{
    int T = 2;
    int z = 3;
    T * z;
}`;
    expect(names(code, () => c)).toEqual(['z']);
  });

  it('renames shadowing declarations consistently, keeping the shadowing', () => {
    const code = `void f(int k)
{
    {
        int k = 2;
        use(k);
    }
    use(k);
}`;
    expect(c.rename(code, new Map([['k', 'level']]))).toEqual({
      status: 'ok',
      changed: true,
      declined: [],
      code: `void f(int level)
{
    {
        int level = 2;
        use(level);
    }
    use(level);
}`,
    });
  });
});

describe('which names are renamable (Java)', () => {
  it('renames locals, parameters, catch and resource variables, lambda parameters', () => {
    const code = `void f(int n, String... names) {
    this.n = n;
    for (String name : names) { log(name); }
    try (InputStream in = open(n)) { read(in); } catch (IOException e) { fail(e); }
    Function<Integer, Integer> g = x -> x + n;
    BiFunction<Integer, Integer, Integer> h = (a, b) -> a * b;
    if (o instanceof String s) { use(s); }
    switch (n) { case K: k(); break; default: }
    int K = 1;
    loop: while (n > 0) { n--; continue loop; }
}`;
    // Pattern variables and names in switch labels are kept on purpose.
    expect(names(code, () => java)).toEqual([
      'n',
      'names',
      'name',
      'in',
      'e',
      'g',
      'x',
      'h',
      'a',
      'b',
    ]);
  });

  it('never renames fields (this.f, o.f) or methods, and keeps labels', () => {
    const code = `public void setName(String name, Item other) {
    this.name = name;
    int size = name.length();
    other.size = size;
    size(size);
}`;
    expect(
      java.rename(
        code,
        new Map([
          ['name', 'label'],
          ['size', 'count'],
          ['other', 'item'],
        ]),
      ),
    ).toEqual({
      status: 'ok',
      changed: true,
      declined: [],
      code: `public void setName(String label, Item item) {
    this.name = label;
    int count = label.length();
    item.size = count;
    size(count);
}`,
    });
  });

  it('keeps names used inside an anonymous class (it may inherit a field of that name)', () => {
    const code = `void run(int delay) {
    int ticks = delay;
    timer.schedule(new TimerTask() {
        public void run() { ticks++; }
    }, delay);
}`;
    expect(names(code, () => java)).toEqual(['delay']);
  });

  it('keeps a name used as a field before a local of that name is declared', () => {
    const code = `void f() {
    count = 1;
    int count = 2;
    int other = count;
}`;
    expect(names(code, () => java)).toEqual(['other']);
  });
});

describe('rename-locals', () => {
  const cCode = `int sum(int *values, int n)
{
    int total = 0;
    int i;
    for (i = 0; i < n; i++)
        total += values[i];
    return total + count;
}`;

  it('renames every renamable local with seeded fresh names (C)', () => {
    expect(c.transform(cCode, 'rename-locals', 1)).toEqual({
      status: 'ok',
      changed: true,
      declined: [],
      code: `int sum(int *pos, int limit)
{
    int left = 0;
    int acc;
    for (acc = 0; acc < limit; acc++)
        left += pos[acc];
    return left + count;
}`,
    });
  });

  it('renames every renamable local with seeded fresh names (Java)', () => {
    const code = `public int count(List<String> items) {
    int total = 0;
    for (String s : items) total += s.length();
    return total;
}`;
    expect(java.transform(code, 'rename-locals', 7)).toEqual({
      status: 'ok',
      changed: true,
      declined: [],
      code: `public int count(List<String> cursor) {
    int res = 0;
    for (String width : cursor) res += width.length();
    return res;
}`,
    });
  });

  it('is deterministic per seed, and different seeds give different names', () => {
    const a = c.transform(cCode, 'rename-locals', 42);
    expect(c.transform(cCode, 'rename-locals', 42)).toEqual(a);
    const b = c.transform(cCode, 'rename-locals', 43);
    expect(a.status === 'ok' && b.status === 'ok' && a.code !== b.code).toBe(true);
  });

  it('never captures a name already used in the function', () => {
    // Every pool name but one is taken by identifiers of the function.
    const taken = `value item count total result temp buffer offset length size cursor node entry
      flag state status limit step delta accum sum current prev next first last key val elem target
      source input output left right width height pos num amount counter ret res tmp ptr len idx cnt
      acc base head tail span mark level depth slot part piece chunk frame token word letter digit
      scale ratio factor bound start`
      .trim()
      .split(/\s+/);
    const code = `int f(int a, int b)
{
    return a + b + ${taken.join(' + ')};
}`;
    const result = c.transform(code, 'rename-locals', 3);
    expect(result).toEqual({
      status: 'ok',
      changed: true,
      declined: [],
      code: `int f(int stop, int v1)
{
    return stop + v1 + ${taken.join(' + ')};
}`,
    });
  });

  it('leaves code without renamable names unchanged', () => {
    const code = 'void f(void) { g(global); }';
    expect(c.transform(code, 'rename-locals', 1)).toEqual({
      status: 'ok',
      code,
      changed: false,
      declined: [],
    });
  });

  it('handles non-ASCII text before and between identifiers', () => {
    const code = `String greet(String név) {
    String s = "héllo € 😀 " + név; // ünïcode
    return s + "😀";
}`;
    expect(
      java.rename(
        code,
        new Map([
          ['név', 'name'],
          ['s', 'text'],
        ]),
      ),
    ).toEqual({
      status: 'ok',
      changed: true,
      declined: [],
      code: `String greet(String name) {
    String text = "héllo € 😀 " + name; // ünïcode
    return text + "😀";
}`,
    });
  });
});

describe('renameIdentifiers (attack probe)', () => {
  const code = `int f(int a, int b)
{
    int t = a;
    return t + b + g;
}`;

  it('lists renamable names and the names a new name must avoid', async () => {
    expect(await listRenamableIdentifiers(code, 'c')).toEqual({
      status: 'ok',
      names: ['a', 'b', 't'],
      taken: ['f', 'a', 'b', 't', 'g'],
    });
  });

  it('renames only the names of the mapping', async () => {
    expect(await renameIdentifiers(code, 'c', new Map([['t', 'tmp']]))).toEqual({
      status: 'ok',
      changed: true,
      declined: [],
      code: `int f(int a, int b)
{
    int tmp = a;
    return tmp + b + g;
}`,
    });
  });

  it('swaps two names when asked to (a simultaneous renaming)', () => {
    expect(
      c.rename(
        code,
        new Map([
          ['a', 'b'],
          ['b', 'a'],
        ]),
      ),
    ).toEqual({
      status: 'ok',
      changed: true,
      declined: [],
      code: `int f(int b, int a)
{
    int t = b;
    return t + a + g;
}`,
    });
  });

  it('rejects mappings that would break or change the code', () => {
    expect(() => c.rename(code, new Map([['g', 'h']]))).toThrow(
      new RangeError(
        'renameIdentifiers: "g" is not a renamable local variable or parameter of this code',
      ),
    );
    expect(() => c.rename(code, new Map([['t', 'g']]))).toThrow(
      new RangeError('renameIdentifiers: new name "g" for "t" is already used in the code'),
    );
    expect(() => c.rename(code, new Map([['t', 'a']]))).toThrow(RangeError);
    expect(() => c.rename(code, new Map([['t', 'while']]))).toThrow(
      new RangeError(
        'renameIdentifiers: new name "while" for "t" is not a valid c identifier or is reserved',
      ),
    );
    expect(() => c.rename(code, new Map([['t', '9lives']]))).toThrow(RangeError);
    expect(() =>
      c.rename(
        code,
        new Map([
          ['a', 'z'],
          ['t', 'z'],
        ]),
      ),
    ).toThrow(new RangeError('renameIdentifiers: "a" and "t" both map to "z"'));
  });

  it('reports unparsable code instead of renaming it', async () => {
    expect(await listRenamableIdentifiers('int f( {', 'c')).toEqual({
      status: 'unparsable',
      reason: 'syntax errors (tree-sitter error nodes)',
    });
    expect(await renameIdentifiers('int f( {', 'c', new Map())).toEqual({
      status: 'unparsable',
      reason: 'syntax errors (tree-sitter error nodes)',
    });
  });
});

describe('rename-locals declines what a C macro could see, and Java members', () => {
  it('never renames a local a macro names, shares a name with, or stringifies', () => {
    const code = `#define ADDN(v) ((v) + n)
#define len(s) (sizeof(s) - 1)
#define SHOW(v) printf(#v "=%d\\n", v)
int f(int n, int k)
{
    int len = len("ab");
    int w = k;
    SHOW(w);
    return ADDN(len) + w;
}`;
    expect(names(code, () => c)).toEqual(['k']);
    const result = c.transform(code, 'rename-locals', 1);
    expect(result.status === 'ok' && result.declined).toEqual([
      DECLINE_MACRO_BODY,
      DECLINE_MACRO_NAME,
      DECLINE_MACRO_ARGUMENT,
    ]);
  });

  it('renames nothing in a function that pastes tokens', () => {
    const code = `#define GLUE(a, b) a##b
int g(void) { int var1 = 1, var = 2; return GLUE(var, 1) + var; }`;
    const result = c.transform(code, 'rename-locals', 1);
    expect(result).toEqual({
      status: 'ok',
      changed: false,
      code,
      declined: [DECLINE_MACRO_ARGUMENT, DECLINE_TOKEN_PASTING],
    });
  });

  it('draws new names that avoid every name and macro of the unit', () => {
    const code = `#define height 3
int area(void) { return height * breadth; }
int h(int a) { return a; }`;
    const result = c.listRenamable(code);
    expect(result.status === 'ok' && [...result.taken].sort()).toEqual([
      'a',
      'area',
      'breadth',
      'h',
      'height',
    ]);
  });

  it('leaves the components of a local record alone (they are fields and accessors)', () => {
    const code = `class R {
  void f() {
    record P(int left, int right) {}
    int k = 1;
    P p = new P(k, 2);
    System.out.println(p.left() + k);
  }
}`;
    expect(names(code, () => java)).toEqual(['k', 'p']);
  });
});
