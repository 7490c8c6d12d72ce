/**
 * literal-variable keeps the literals of constant expressions (Java: JLS
 * 15.29, src/transforms/java-constants.ts; C: the contexts that require an
 * integer constant expression). The site lists are written out by hand from
 * those rules; the programs are compiled and run (javac/java 17, gcc) before
 * and after the transformation, and with the literal moved by hand, which
 * shows what the rule prevents. The compiled checks skip, with a message,
 * where the compilers are absent.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTransformer, type CodeTransformer } from '../../src/transforms/index.js';
import {
  DECLINE_CONSTANT_CONTEXT,
  DECLINE_CONSTANT_EXPRESSION,
  DECLINE_NARROWING,
} from '../../src/transforms/literal-variable.js';
import { DECLINE_C_MACRO_ARGUMENTS } from '../../src/transforms/site-rules.js';
import { runC, runJava, toolAvailable } from '../corpus/differential.js';

let c: CodeTransformer;
let java: CodeTransformer;
beforeAll(async () => {
  c = await createTransformer('c');
  java = await createTransformer('java');
});

const workDir = mkdtempSync(path.join(tmpdir(), 'literal-constants-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** Every literal moved (CODA's reference structure), with the given names. */
const every = (t: CodeTransformer, code: string, newNames: string[]) =>
  t.transform(code, 'literal-variable', 1, { longFormOnly: true, newNames });

const hasJava = toolAvailable('javac', '-version') && toolAvailable('java', '-version');
const hasGcc = toolAvailable('gcc', '--version') && toolAvailable('objcopy', '--version');
if (!hasJava) console.warn('literal-variable-constants: the javac run is skipped: no javac/java');
if (!hasGcc) console.warn('literal-variable-constants: the gcc run is skipped: no gcc/objcopy');

describe('literal-variable and Java constant expressions (JLS 15.29)', () => {
  it('keeps every operand of a constant expression and moves literals of other expressions', () => {
    const code = [
      'class A {',
      '    static final String PRE = "v";',
      '    static final int BASE = 4;',
      '    static final int COPY = BASE * 2;',
      '    static final int LATE = Integer.parseInt("5");',
      '    static final Integer BOXED = 6;',
      '    static final int CYCLE_A = A.CYCLE_B + 1;',
      '    static final int CYCLE_B = A.CYCLE_A + 1;',
      '    static int counter = 2;',
      '    final String inst = "i";',
      '    interface K { int TOP = 9; }',
      '    enum E { RED }',
      '    void f(String s, int x, final int p) {',
      '        final String w = "w";',
      '        final int five = 5;',
      '        final Integer boxed = 7;',
      '        int plain = x;',
      '        boolean a = (PRE + 10) == s;',
      '        String b = A.PRE + 11;',
      '        String c = K.TOP + "x" + 12;',
      '        String d = w + 13;',
      '        int e = five * 14;',
      '        int f = -15;',
      '        long g = (long) 16;',
      '        String h = (String) "y" + 17;',
      '        boolean i = BASE > 18;',
      '        String j = "m" + Integer.MAX_VALUE + 19;',
      '        int k = (BASE) + (20);',
      '        int l = 21 > COPY ? x : p;',
      '        int m = CYCLE_A + 22;',
      '        String n = inst + 23;',
      '        int o = x + 30;',
      '        int q = p + 31;',
      '        int r = counter + 32;',
      '        String t = BOXED + "" + 33;',
      '        int u = boxed + 34;',
      '        int v = plain + 35;',
      '        int y = LATE + 36;',
      '        String z = E.RED + "" + 37;',
      '        String aa = this.PRE + 38;',
      '        int ab = size + 39;',
      '    }',
      '}',
    ].join('\n');
    const names = Array.from({ length: 10 }, (_, i) => `k${30 + i}`);
    const result = every(java, code, names);
    expect(result.status === 'ok' && result.declined).toEqual([
      DECLINE_CONSTANT_CONTEXT, // final int five = 5
      DECLINE_CONSTANT_CONTEXT, // final Integer boxed = 7
      DECLINE_CONSTANT_EXPRESSION, // (PRE + 10): a final String field
      DECLINE_CONSTANT_EXPRESSION, // A.PRE + 11: TypeName.Identifier
      DECLINE_CONSTANT_EXPRESSION, // K.TOP + "x" + 12: an interface field is final
      DECLINE_CONSTANT_EXPRESSION, // w + 13: a final String local
      DECLINE_CONSTANT_EXPRESSION, // five * 14: a final int local
      DECLINE_CONSTANT_EXPRESSION, // -15
      DECLINE_CONSTANT_EXPRESSION, // (long) 16: a cast to a primitive type
      DECLINE_CONSTANT_EXPRESSION, // (String) "y" + 17: a cast to String
      DECLINE_CONSTANT_EXPRESSION, // BASE > 18
      DECLINE_CONSTANT_EXPRESSION, // Integer.MAX_VALUE: not in the unit, upper case
      DECLINE_CONSTANT_EXPRESSION, // (BASE) + (20): parentheses
      DECLINE_CONSTANT_EXPRESSION, // 21 > COPY: COPY = BASE * 2
      DECLINE_CONSTANT_EXPRESSION, // CYCLE_A: a cycle counts as constant
      DECLINE_CONSTANT_EXPRESSION, // inst: a final instance field
    ]);
    // x (a parameter), p (final, but a parameter has no initializer), counter
    // (not final), BOXED and boxed (Integer), plain (not final), LATE (a call),
    // E.RED (an enum constant), this.PRE (not a name), size (lower case, not
    // declared in the unit): none is a constant variable.
    const moved = [30, 31, 32, 33, 34, 35, 36, 37, 38, 39];
    let expected = code;
    for (const v of moved) expected = expected.replace(` ${v};`, ` k${v};`);
    expected = expected.replace(
      'final int p) {',
      'final int p) {' + moved.map((v) => `\n        int k${v} = ${v};`).join(''),
    );
    expect(result.status === 'ok' && result.code).toBe(expected);
  });

  it('keeps its earlier reasons where a constant is required: case labels, annotations, narrowing', () => {
    const code = [
      'class B {',
      '    static final int BASE = 4;',
      '    @interface Size { int value(); }',
      '    int g(int x) {',
      '        byte small = 10 + 2;',
      '        @Size(BASE + 3) int sized = x;',
      '        switch (x) { case BASE + 5: return 1; default: return x + 6; }',
      '    }',
      '}',
    ].join('\n');
    const result = every(java, code, ['one', 'six']);
    expect(result.status === 'ok' && result.declined).toEqual([
      DECLINE_NARROWING, // 10, narrowed to byte
      DECLINE_NARROWING, // 2
      DECLINE_CONSTANT_CONTEXT, // the annotation's value
      DECLINE_CONSTANT_CONTEXT, // the case label
    ]);
    expect(result.status === 'ok' && result.code).toBe(
      code
        .replace('int g(int x) {', 'int g(int x) {\n        int one = 1;\n        int six = 6;')
        .replace('return 1;', 'return one;')
        .replace('x + 6;', 'x + six;'),
    );
  });

  it.skipIf(!hasJava)(
    'the interned string of issue 44 prints the same after the transformation (javac, java)',
    { timeout: 120_000 },
    async () => {
      const program = [
        'public class Interned {',
        '    static final String PRE = "v";',
        '    public static void main(String[] args) {',
        '        String v10 = "v10";',
        '        System.out.println((PRE + 10) == v10);',
        '        int n = args.length;',
        '        System.out.println(n + 10);',
        '    }',
        '}',
      ].join('\n');
      const result = every(java, program, ['ret']);
      expect(result.status).toBe('ok');
      if (result.status !== 'ok') return;
      expect(result.declined).toEqual([DECLINE_CONSTANT_EXPRESSION]);
      expect(result.code).toBe(
        program
          .replace('String[] args) {', 'String[] args) {\n        int ret = 10;')
          .replace('n + 10', 'n + ret'),
      );
      // What the transformation did before this rule: `PRE + ret` is built at run time.
      const movedByHand = result.code.replace('(PRE + 10)', '(PRE + ret)');
      const outcomes = await runJava(
        [program, result.code, movedByHand],
        ['Interned', 'Interned', 'Interned'],
        path.join(workDir, 'java'),
      );
      expect(outcomes).toEqual([
        { status: '0', stdout: 'true\n10\n' },
        { status: '0', stdout: 'true\n10\n' },
        { status: '0', stdout: 'false\n10\n' },
      ]);
    },
  );
});

describe('literal-variable and C integer constant expressions', () => {
  const program = [
    '#include <stdint.h>',
    '#include <stdio.h>',
    'int main(void) {',
    '    _Alignas(16) char buffer[4];',
    '    printf("%d %d\\n", (int)((uintptr_t)buffer % 16 == 0), __builtin_constant_p(7));',
    '    return (int)sizeof buffer + 3;',
    '}',
  ].join('\n');

  it('keeps _Alignas, array sizes and the arguments of __builtin_constant_p', () => {
    const result = every(c, program, ['len']);
    expect(result.status === 'ok' && result.declined).toEqual([
      DECLINE_CONSTANT_CONTEXT, // _Alignas(16)
      DECLINE_CONSTANT_CONTEXT, // buffer[4]
      DECLINE_C_MACRO_ARGUMENTS, // __builtin_constant_p(7): not declared, may be a macro
    ]);
    expect(result.status === 'ok' && result.code).toBe(
      program
        .replace('int main(void) {', 'int main(void) {\n    int len = 16;\n    int len_ = 3;')
        .replace('% 16 ==', '% len ==')
        .replace('buffer + 3;', 'buffer + len_;'),
    );
  });

  it.skipIf(!hasGcc)(
    'runs the same after the transformation; a variable in _Alignas does not compile (gcc)',
    { timeout: 120_000 },
    async () => {
      const result = every(c, program, ['len']);
      expect(result.status).toBe('ok');
      if (result.status !== 'ok') return;
      const movedByHand = result.code.replace('_Alignas(16)', '_Alignas(len)');
      const outcomes = await runC([program, result.code, movedByHand], path.join(workDir, 'c'));
      expect(outcomes.slice(0, 2)).toEqual([
        { status: '7', stdout: '1 1\n' },
        { status: '7', stdout: '1 1\n' },
      ]);
      expect(outcomes[2]!.compileError).toMatch(/requested alignment is not an integer constant/);
    },
  );
});
