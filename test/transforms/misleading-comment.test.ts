/**
 * misleading-comment: where the comment goes and what it quotes (every
 * output written by hand), the text made safe for a C or Java block comment
 * (hostile snippets: `*` `/`, `\u000a`, `??/`, a backslash at a line's end),
 * and programs that quote such snippets still compiling, with warnings as
 * errors, and printing the same (gcc with trigraphs on, javac and java).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CodeTransformer, createTransformer } from '../../src/transforms/index.js';
import {
  commentSafe,
  donorSnippet,
  MISLEADING_HINTS,
  SNIPPET_CHARS,
} from '../../src/transforms/misleading-comment.js';
import { createRandom } from '../../src/transforms/random.js';

let c: CodeTransformer;
let java: CodeTransformer;

beforeAll(async () => {
  c = await createTransformer('c');
  java = await createTransformer('java');
});

const SEEDS = Array.from({ length: 64 }, (_, i) => i);

/** The distinct outputs of seeds 0-63. */
function outputs(t: CodeTransformer, code: string, donor?: string): Set<string> {
  const seen = new Set<string>();
  for (const seed of SEEDS) {
    const result = t.transform(code, 'misleading-comment', seed, { donor });
    if (result.status !== 'ok' || !result.changed) throw new Error(`seed ${seed}: no change`);
    expect(result.declined).toEqual([]);
    seen.add(result.code);
  }
  return seen;
}

describe('misleading-comment: where the comment goes and what it says', () => {
  // Two lines with a letter (the braces are skipped): windows start at either.
  const donor = 'void g(char *s)\n{\n    strcpy(buf, s);\n}';

  it('C: a window of the donor before a statement or the closing brace', () => {
    const code = 'int f(int n)\n{\n    return n + 1;\n}';
    expect(outputs(c, code, donor)).toEqual(
      new Set([
        'int f(int n)\n{\n    /* void g(char *s) strcpy(buf, s); */\n    return n + 1;\n}',
        'int f(int n)\n{\n    /* strcpy(buf, s); */\n    return n + 1;\n}',
        'int f(int n)\n{\n    return n + 1;\n    /* void g(char *s) strcpy(buf, s); */\n}',
        'int f(int n)\n{\n    return n + 1;\n    /* strcpy(buf, s); */\n}',
      ]),
    );
  });

  it('Java: on the same line where the statement shares its line with the brace', () => {
    const code = 'int f(int n) { return n; }';
    const quoted = 'boolean same(String a) {\n  return a.equals(b);\n}';
    expect(outputs(java, code, quoted)).toEqual(
      new Set([
        'int f(int n) { /* boolean same(String a) { return a.equals(b); */ return n; }',
        'int f(int n) { /* return a.equals(b); */ return n; }',
        'int f(int n) { return n;  /* boolean same(String a) { return a.equals(b); */ }',
        'int f(int n) { return n;  /* return a.equals(b); */ }',
      ]),
    );
  });

  it('without a donor, one of the misleading hints', () => {
    const code = 'void f(void)\n{\n}';
    expect(outputs(c, code)).toEqual(
      new Set(MISLEADING_HINTS.map((hint) => `void f(void)\n{\n    /* ${hint} */\n}`)),
    );
    // A donor with no letter or digit quotes nothing: a hint too.
    expect(outputs(c, code, '{\n}\n')).toEqual(outputs(c, code));
  });

  it('comments every function of a unit, each on its own', () => {
    const code = 'void f(void) { }\nvoid g(void) { }';
    expect(outputs(c, code, 'x = 1;')).toEqual(
      new Set(['void f(void) {  /* x = 1; */ }\nvoid g(void) {  /* x = 1; */ }']),
    );
  });

  it('depends on (code, seed, donor) alone: not on earlier calls, nor on the transformer', async () => {
    const code = 'int f(int n)\n{\n    return n + 1;\n}';
    const first = c.transform(code, 'misleading-comment', 9, { donor });
    // Other codes, seeds and donors in between, then a transformer made afresh.
    outputs(c, 'void f(void)\n{\n}');
    outputs(c, 'void f(void) { }\nvoid g(void) { }', 'x = 1;');
    const again = c.transform(code, 'misleading-comment', 9, { donor });
    const fresh = (await createTransformer('c')).transform(code, 'misleading-comment', 9, {
      donor,
    });
    expect(again).toEqual(first);
    expect(fresh).toEqual(first);
    // Seeds 0-63 reach all four placements of the first test; seed 9 one of them, always.
    expect(first.status === 'ok' && outputs(c, code, donor).has(first.code)).toBe(true);
  });
});

describe('commentSafe: text a block comment holds as it is', () => {
  it.each([
    ['a */ b', 'c', 'a * / b'],
    ['/*/', 'c', '/ * /'],
    ['**/', 'java', '** /'],
    ['x /* y */ z', 'java', 'x / * y * / z'],
    // one line: a backslash or ??/ at a line's end can no longer splice lines
    ['x = 1 + \\\n    2; ??/\n', 'c', 'x = 1 + \\ 2; ??/'],
    ['a\r\nb\tc\u0000d\u2028e', 'c', 'a b c d e'],
    // javac decodes \u before it finds comments; C does not
    ['"\\u000a" + "\\u002a\\u002f"', 'java', '"\\ u000a" + "\\ u002a\\ u002f"'],
    ['\\\\u0041 \\uuuu0041 \\user', 'java', '\\\\ u0041 \\ uuuu0041 \\ user'],
    ['"\\u000a"', 'c', '"\\u000a"'],
  ] as const)('%j (%s) -> %j', (text, language, safe) => {
    expect(commentSafe(text, language)).toBe(safe);
  });
});

describe('donorSnippet', () => {
  it('joins at most three lines with a letter or digit, from a seeded start', () => {
    const donor = 'int a;\n\n  {\nint b;\n}\nint c;\nint d;';
    const seen = new Set(SEEDS.map((seed) => donorSnippet(donor, createRandom(seed))));
    expect(seen).toEqual(
      new Set(['int a; int b; int c;', 'int b; int c; int d;', 'int c; int d;', 'int d;']),
    );
    expect(donorSnippet('{\n}\n', createRandom(1))).toBeNull();
  });

  it('cuts a long snippet at the last space before the limit, or hard without one', () => {
    // 40 words of 5 characters: the first 120 end with a space.
    const snippet = donorSnippet('word '.repeat(40), createRandom(1));
    expect(snippet).toBe(Array.from({ length: 24 }, () => 'word').join(' '));
    expect(snippet!.length).toBe(119);
    expect(donorSnippet('x'.repeat(130), createRandom(1))).toBe('x'.repeat(SNIPPET_CHARS));
    // Characters, not UTF-16 units: an astral character is never cut in half.
    expect(donorSnippet('𝐚'.repeat(130), createRandom(1))).toBe('𝐚'.repeat(SNIPPET_CHARS));
  });
});

const hasTool = (tool: string, flag: string): boolean =>
  spawnSync(tool, [flag], { stdio: 'ignore' }).status === 0;

const workDir = mkdtempSync(path.join(tmpdir(), 'misleading-comment-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** Every line ends the way a splice or an escape would break an unsafe comment. */
const HOSTILE_C = [
  'int x = 1; /* old */ y = 2 *\\',
  '/ 3; s = "??/',
  '*/"; t = "\\u000a"; u = 4 *??/',
  '/ 5; q = 6 \\',
].join('\n');

const HOSTILE_JAVA = [
  'String s = "\\u002a\\u002f"; // \\u000a',
  "int y = 2 */ 3; char c = '\\uZZZZ';",
  'String t = "\\\\u000a" + "*/";',
].join('\n');

describe.skipIf(!hasTool('gcc', '--version'))('quoting hostile C keeps the program', () => {
  it('compiles with trigraphs and -Werror, and prints the same', () => {
    const program = [
      '#include <stdio.h>',
      'int main(void)',
      '{',
      '    int total = 0;',
      '    int i;',
      '    for (i = 0; i < 4; i++) {',
      '        total += i;',
      '    }',
      '    printf("%d\\n", total);',
      '    return total % 5;',
      '}',
    ].join('\n');
    const run = (code: string, name: string): { status: number | null; stdout: string } => {
      const source = path.join(workDir, `${name}.c`);
      const binary = path.join(workDir, name);
      writeFileSync(source, code);
      const compiled = spawnSync(
        'gcc',
        ['-std=c11', '-trigraphs', '-Wall', '-Wextra', '-Werror', '-o', binary, source],
        { encoding: 'utf8' },
      );
      expect(compiled.stderr).toBe('');
      const ran = spawnSync(binary, { encoding: 'utf8' });
      return { status: ran.status, stdout: ran.stdout };
    };
    const original = run(program, 'original');
    expect(original).toEqual({ status: 1, stdout: '6\n' });
    const variants = [...outputs(c, program, HOSTILE_C)];
    // Three functions' worth of windows at many places: a real spread of variants.
    expect(variants.length).toBeGreaterThan(20);
    variants.forEach((variant, i) => expect(run(variant, `v${i}`)).toEqual(original));
  });
});

describe.skipIf(!hasTool('javac', '-version') || !hasTool('java', '-version'))(
  'quoting hostile Java keeps the program',
  () => {
    it('compiles with -Werror and prints the same', { timeout: 300_000 }, () => {
      const method = [
        'static int sum(int n) {',
        '    int total = 0;',
        '    for (int i = 0; i < n; i++) {',
        '        total += i;',
        '    }',
        '    return total;',
        '}',
      ].join('\n');
      const variants = [...outputs(java, method, HOSTILE_JAVA)];
      // Six places, three windows.
      expect(variants.length).toBeGreaterThan(12);
      const bodies = [method, ...variants];
      const calls = bodies.map((_, i) => `System.out.println(V${i}.sum(4));`).join(' ');
      const files = [
        ...bodies.map((body, i) => [`V${i}`, `class V${i} {\n${body}\n}\n`]),
        ['Runner', `class Runner { public static void main(String[] a) { ${calls} } }\n`],
      ].map(([name, text]) => {
        const file = path.join(workDir, `${name}.java`);
        writeFileSync(file, text!);
        return file;
      });
      const out = path.join(workDir, 'classes');
      const compiled = spawnSync('javac', ['-Xlint:all', '-Werror', '-d', out, ...files], {
        encoding: 'utf8',
      });
      expect(compiled.stderr).toBe('');
      const ran = spawnSync('java', ['-cp', out, 'Runner'], { encoding: 'utf8' });
      expect({ status: ran.status, stdout: ran.stdout }).toEqual({
        status: 0,
        stdout: '6\n'.repeat(bodies.length),
      });
    });
  },
);
