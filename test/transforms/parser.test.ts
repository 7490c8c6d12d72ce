import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  createTransformer,
  loadGrammar,
  parseTransformKind,
  parseTransformLanguage,
  transformCode,
} from '../../src/transforms/index.js';
import { locateWasm } from '../../src/transforms/parser.js';
import { InputError } from '../../src/errors.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const WASM_FILES = [
  'web-tree-sitter/web-tree-sitter.wasm',
  'tree-sitter-c/tree-sitter-c.wasm',
  'tree-sitter-java/tree-sitter-java.wasm',
];

describe('loadGrammar', () => {
  it('loads each grammar once per process', async () => {
    const [c1, c2, java] = await Promise.all([
      loadGrammar('c'),
      loadGrammar('c'),
      loadGrammar('java'),
    ]);
    expect(c1).toBe(c2);
    expect(c1.language).toBe('c');
    expect(java.language).toBe('java');
  });

  it('rejects an unsupported language with a message naming the allowed ones', async () => {
    const message = 'transforms: language "python" is not supported; allowed: c, java';
    expect(() => parseTransformLanguage('python')).toThrow(new InputError(message));
    await expect(loadGrammar('python')).rejects.toThrow(message);
    await expect(transformCode('x = 1', 'python', 'dead-code', 1)).rejects.toThrow(message);
  });

  it('rejects an unknown transformation kind', async () => {
    expect(() => parseTransformKind('obfuscate')).toThrow(
      new InputError(
        'transforms: kind "obfuscate" is not supported; ' +
          'allowed: rename-locals, dead-code, swap-operands, loop-rewrite, branch-swap, relational-flip, increment-form, compound-assignment, constant-form, declaration-split, while-form, statement-swap, switch-to-if, misleading-comment, literal-variable',
      ),
    );
    const c = await createTransformer('c');
    expect(() => c.transform('void f(void) {}', 'obfuscate' as 'dead-code', 1)).toThrow(
      'transforms: kind "obfuscate" is not supported',
    );
  });

  it('rejects a seed that is not a safe integer', async () => {
    const c = await createTransformer('c');
    expect(() => c.transform('void f(void) {}', 'dead-code', 1.5)).toThrow(
      new RangeError('transforms: seed must be a safe integer, got 1.5'),
    );
  });

  it('finds the WebAssembly files in node_modules when running from source', () => {
    for (const file of WASM_FILES) {
      const found = locateWasm(file);
      expect(found.endsWith(path.join('node_modules', file))).toBe(true);
      expect(existsSync(found)).toBe(true);
    }
  });
});

describe('scripts/copy-wasm.mjs', () => {
  it('copies the three WebAssembly files into <dist>/wasm', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'copy-wasm-'));
    try {
      execFileSync(process.execPath, [path.join(repoRoot, 'scripts/copy-wasm.mjs'), dist], {
        cwd: repoRoot,
        stdio: 'pipe',
      });
      for (const file of WASM_FILES) {
        const copied = path.join(dist, 'wasm', path.basename(file));
        expect(readFileSync(copied).equals(readFileSync(locateWasm(file)))).toBe(true);
      }
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('parsing inputs', () => {
  it('reports code with syntax errors as unparsable and never transforms it', async () => {
    for (const kind of ['rename-locals', 'dead-code', 'swap-operands', 'loop-rewrite'] as const) {
      expect(await transformCode('int f(int a { return a; }', 'c', kind, 1)).toEqual({
        status: 'unparsable',
        reason: 'syntax errors (tree-sitter error nodes)',
      });
      expect(await transformCode('void f() { int x = ; }', 'java', kind, 1)).toEqual({
        status: 'unparsable',
        reason: 'syntax errors (tree-sitter error nodes)',
      });
    }
  });

  it('accepts a bare Java method, a bare constructor and a whole class', async () => {
    const java = await createTransformer('java');
    const method = 'int twice(int x) { return x * 2; }';
    expect(java.transform(method, 'swap-operands', 1)).toEqual({
      status: 'ok',
      changed: true,
      declined: [],
      code: 'int twice(int x) { return 2 * x; }',
    });
    // The grammar accepts no constructor at top level: it is parsed inside a
    // synthetic class, and the output is again the bare constructor.
    const constructor = 'Point(int x) { this.x = x * 2; }';
    expect(java.transform(constructor, 'swap-operands', 1)).toEqual({
      status: 'ok',
      changed: true,
      declined: [],
      code: 'Point(int x) { this.x = 2 * x; }',
    });
    const unit = 'class A { int f(int x) { return x * 2; } int g(int y) { return y * 3; } }';
    expect(java.transform(unit, 'swap-operands', 0)).toEqual({
      status: 'ok',
      changed: true,
      declined: [],
      code: 'class A { int f(int x) { return 2 * x; } int g(int y) { return 3 * y; } }',
    });
  });

  it('transforms every function of a C translation unit', async () => {
    const code = 'int f(int a) { return a * 2; }\nint g(int b) { return b * 3; }';
    expect(await transformCode(code, 'c', 'swap-operands', 0)).toEqual({
      status: 'ok',
      changed: true,
      declined: [],
      code: 'int f(int a) { return 2 * a; }\nint g(int b) { return 3 * b; }',
    });
  });
});
