/**
 * Differential compile check: real functions that compile on their own must
 * still compile after each transformation. Parsing (validity.test.ts) cannot
 * see what only a compiler sees: a macro that names a local (Juliet's
 * CHAR_ARRAY_SIZE is `(3 * sizeof(data) + 2)`), C89's declarations-first
 * rule, Java's unreachable statements and definite assignment.
 *
 * Needs gcc and javac and the shared data; runs only on request:
 *
 *   COMPILE_CHECK=1 npx vitest run test/transforms/compile-check.test.ts
 *
 * COMPILE_STEP_C / COMPILE_STEP_JAVA pick every n-th function (default 40 / 3);
 * COMPILE_KINDS (comma-separated) checks only those kinds; COMPILE_LONG_FORM=1
 * changes every site (TransformContext.longFormOnly, CODA's reference structure).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { referenceNames, replaceNames } from '../../src/robustness/attack/coda-identifiers.js';
import { createTransformer, TRANSFORM_KINDS } from '../../src/transforms/index.js';
import { DATA_SETS, dataMissing, readFunctions, repoRoot } from './real-data.js';

const requested = process.env.COMPILE_CHECK === '1';
const KINDS = process.env.COMPILE_KINDS?.split(',') ?? TRANSFORM_KINDS;
const OPTIONS = { longFormOnly: process.env.COMPILE_LONG_FORM === '1' };
/** Only probed when the check was requested (starting javac takes a while). */
const hasTool = (tool: string, flag: string): boolean =>
  requested && spawnSync(tool, [flag]).status === 0;

let workDirectory: string | undefined;
const workDir = (): string =>
  (workDirectory ??= mkdtempSync(path.join(tmpdir(), 'compile-check-')));

afterAll(() => {
  if (workDirectory !== undefined) rmSync(workDirectory, { recursive: true, force: true });
});

interface Unit {
  readonly index: number;
  readonly code: string;
}

function sample(language: 'c' | 'java', step: number): Unit[] {
  const set = DATA_SETS.find((s) => s.language === language);
  if (set === undefined) return [];
  const functions = readFunctions(set.file);
  const units: Unit[] = [];
  for (let index = 0; index < functions.length; index += step) {
    units.push({ index, code: functions[index] as string });
  }
  return units;
}

/**
 * Compiles Juliet functions with gcc (C89 plus GNU extensions, mixed
 * declarations an error); returns error messages per function index. Each
 * function is renamed from `func` to `f_<index>` so that many share a file.
 */
function gccErrors(units: readonly Unit[], tag: string): Map<number, string[]> {
  const errors = new Map<number, string[]>();
  const prelude = path.join(repoRoot, 'test/transforms/fixtures/juliet-prelude.h');
  for (let start = 0; start < units.length; start += 150) {
    const lines: string[] = [`#include "${prelude}"`];
    const owners: number[] = [-1];
    for (const unit of units.slice(start, start + 150)) {
      for (const line of unit.code.replace(/\bfunc\s*\(/, `f_${unit.index}(`).split('\n')) {
        lines.push(line);
        owners.push(unit.index);
      }
    }
    const file = path.join(workDir(), `${tag}-${start}.c`);
    writeFileSync(file, lines.join('\n') + '\n');
    const result = spawnSync(
      'gcc',
      ['-std=gnu89', '-fsyntax-only', '-Werror=declaration-after-statement', file],
      { encoding: 'utf8' },
    );
    const output = result.stderr.split('\n');
    output.forEach((line, i) => {
      const error = /^([^:]+):(\d+):\d+: error: (.*)$/.exec(line);
      if (error === null) return;
      let lineNumber = Number(error[2]);
      if (error[1] !== file) {
        // An error inside the prelude's macros: blame the line that expanded them.
        const note = output
          .slice(i + 1)
          .map((l) => /^([^:]+):(\d+):\d+: note: in expansion of macro/.exec(l))
          .find((m) => m !== null && m[1] === file);
        lineNumber = note ? Number(note[2]) : 1;
      }
      const owner = owners[lineNumber - 1] ?? -1;
      errors.set(owner, [...(errors.get(owner) ?? []), `${error[3]} @ ${lines[lineNumber - 1]}`]);
    });
  }
  return errors;
}

const JAVA_IMPORTS = [
  'java.util.*',
  'java.io.*',
  'java.net.*',
  'java.security.*',
  'java.util.zip.*',
  'java.nio.channels.*',
  'java.util.regex.*',
  'java.text.*',
  'java.nio.charset.*',
]
  .map((name) => `import ${name};`)
  .join(' ');

/**
 * Compiles each method inside its own class with javac, flow analysis forced
 * even when other files have errors; returns error messages per index.
 */
function javacErrors(units: readonly Unit[], tag: string): Map<number, string[]> {
  const dir = path.join(workDir(), tag);
  mkdirSync(path.join(dir, 'classes'), { recursive: true });
  const files = units.map((unit) => {
    const file = path.join(dir, `C${unit.index}.java`);
    writeFileSync(file, `${JAVA_IMPORTS}\nclass C${unit.index} {\n${unit.code}\n}\n`);
    return file;
  });
  const errors = new Map<number, string[]>();
  if (files.length === 0) return errors;
  const result = spawnSync(
    'javac',
    [
      '-nowarn',
      '-proc:none',
      '-XDshould-stop.ifError=FLOW',
      '-Xmaxerrs',
      '1000000',
      '-d',
      path.join(dir, 'classes'),
      ...files,
    ],
    { encoding: 'utf8', maxBuffer: 1 << 28 },
  );
  for (const line of `${result.stdout}\n${result.stderr}`.split('\n')) {
    const error = /C(\d+)\.java:(\d+): error: (.*)$/.exec(line);
    if (error === null) continue;
    const index = Number(error[1]);
    errors.set(index, [...(errors.get(index) ?? []), `${error[3]} (line ${error[2]})`]);
  }
  return errors;
}

describe.skipIf(!requested || dataMissing)('transformed functions still compile', () => {
  it.skipIf(!hasTool('gcc', '--version'))('Juliet C with gcc', { timeout: 3_600_000 }, async () => {
    const step = Number(process.env.COMPILE_STEP_C ?? 40);
    const units = sample('c', step);
    const original = gccErrors(units, 'original');
    const clean = units.filter((unit) => !original.has(unit.index));
    console.log(`gcc: ${units.length} functions sampled, ${clean.length} compile as they are`);
    const transformer = await createTransformer('c');
    for (const kind of KINDS as typeof TRANSFORM_KINDS) {
      const changed = transformed(clean, (code, seed, donor) =>
        transformer.transform(code, kind, seed, { ...OPTIONS, donor }),
      );
      const errors = gccErrors(changed, kind);
      console.log(`  ${kind}: ${changed.length} changed, ${errors.size} no longer compile`);
      expect([...errors].slice(0, 3)).toEqual([]);
    }
  });

  it.skipIf(!hasTool('javac', '-version'))(
    'BigCloneBench Java with javac',
    { timeout: 3_600_000 },
    async () => {
      const step = Number(process.env.COMPILE_STEP_JAVA ?? 3);
      const units = sample('java', step);
      // javac attributes no file once one has a syntax error, so drop failing
      // files until the rest compiles together.
      let clean = units;
      for (let round = 0; round < 10; round++) {
        const errors = javacErrors(clean, `original-${round}`);
        if (errors.size === 0) break;
        clean = clean.filter((unit) => !errors.has(unit.index));
      }
      console.log(`javac: ${units.length} methods sampled, ${clean.length} compile as they are`);
      const transformer = await createTransformer('java');
      for (const kind of KINDS as typeof TRANSFORM_KINDS) {
        const changed = transformed(clean, (code, seed, donor) =>
          transformer.transform(code, kind, seed, { ...OPTIONS, donor }),
        );
        const errors = javacErrors(changed, kind);
        console.log(`  ${kind}: ${changed.length} changed, ${errors.size} no longer compile`);
        expect([...errors].slice(0, 3)).toEqual([]);
      }
    },
  );
});

/** Each unit transformed with its index as the seed; misleading-comment quotes the next unit. */
function transformed(
  units: readonly Unit[],
  transform: (
    code: string,
    seed: number,
    donor: string,
  ) => { status: 'ok'; code: string; changed: boolean } | { status: 'unparsable' },
): Unit[] {
  const out: Unit[] = [];
  for (const [i, unit] of units.entries()) {
    const result = transform(unit.code, unit.index, units[(i + 1) % units.length]!.code);
    if (result.status === 'ok' && result.changed)
      out.push({ index: unit.index, code: result.code });
  }
  return out;
}

/**
 * CODA's reference identifier set (`coda-identifiers: reference`), renamed as
 * the reference renames: does it keep functions compiling? Each function
 * with every name the reference lists renamed token by token to a fresh
 * name (replaceNames), beside the same with its locals and parameters alone
 * renamed by the transformations module (`coda-identifiers: locals`), and
 * each listed name renamed alone, counted by whether the module renames it.
 * On request:
 *
 *   COMPILE_CHECK=1 COMPILE_CODA_IDENTIFIERS=1 [COMPILE_STEP_C=100 COMPILE_STEP_JAVA=10] \
 *     npx vitest run test/transforms/compile-check.test.ts -t "renames them"
 */
const codaRequested = process.env.COMPILE_CODA_IDENTIFIERS === '1';

describe.skipIf(!requested || !codaRequested || dataMissing)(
  "CODA's identifiers renamed as its reference renames them",
  () => {
    /** The variants of each unit: every listed name, the locals alone, and one listed name at a time. */
    async function variants(units: readonly Unit[], language: 'c' | 'java') {
      const transformer = await createTransformer(language);
      // Distinct across the units that share a file: a renamed function name is a definition.
      const fresh = (unit: Unit, k: number) => {
        let name = `zq${unit.index}_${k}`;
        while (unit.code.includes(name)) name += 'q';
        return name;
      };
      const all: Unit[] = [];
      const locals: Unit[] = [];
      const single: (Unit & { local: boolean })[] = [];
      for (const unit of units) {
        const names = referenceNames(unit.code, language);
        const listed = transformer.listRenamable(unit.code);
        const renamable = new Set(listed.status === 'ok' ? listed.names : []);
        const everyName = new Map(names.map((name, k) => [name, fresh(unit, k)]));
        const renamed = replaceNames(unit.code, everyName, language);
        if (renamed !== null) all.push({ index: unit.index, code: renamed });
        const ownNames = new Map([...renamable].map((name, k) => [name, fresh(unit, k)]));
        const result = ownNames.size > 0 ? transformer.rename(unit.code, ownNames) : null;
        if (result?.status === 'ok' && result.changed)
          locals.push({ index: unit.index, code: result.code });
        names.forEach((name, k) => {
          const one = replaceNames(unit.code, new Map([[name, fresh(unit, k)]]), language);
          // Many units to a file: a unit's k-th name is unit index × 1000 + k.
          if (one !== null)
            single.push({ index: unit.index * 1000 + k, code: one, local: renamable.has(name) });
        });
      }
      return { all, locals, single };
    }

    function summary(
      tool: string,
      clean: readonly Unit[],
      found: Awaited<ReturnType<typeof variants>>,
      errorsOf: (units: readonly Unit[], tag: string) => Map<number, string[]>,
    ) {
      const all = errorsOf(found.all, 'coda-all');
      const locals = errorsOf(found.locals, 'coda-locals');
      const single = errorsOf(found.single, 'coda-single');
      const broken = (local: boolean) => {
        const of = found.single.filter((s) => s.local === local);
        return `${of.filter((s) => single.has(s.index)).length} of ${of.length}`;
      };
      console.log(
        `${tool}: ${clean.length} functions compile as they are; every listed name renamed: ` +
          `${all.size} of ${found.all.length} no longer compile; the locals alone (the module): ` +
          `${locals.size} of ${found.locals.length}; one listed name at a time: a local ` +
          `${broken(true)}, any other name ${broken(false)}`,
      );
      return { all, locals };
    }

    it.skipIf(!hasTool('gcc', '--version'))(
      'Juliet C with gcc',
      { timeout: 3_600_000 },
      async () => {
        const units = sample('c', Number(process.env.COMPILE_STEP_C ?? 40));
        const original = gccErrors(units, 'coda-original');
        const clean = units.filter((unit) => !original.has(unit.index));
        const found = await variants(clean, 'c');
        const { locals } = summary('gcc', clean, found, gccErrors);
        // The module's renames keep every function compiling; the reference's are what is measured.
        expect([...locals].slice(0, 3)).toEqual([]);
      },
    );

    it.skipIf(!hasTool('javac', '-version'))(
      'BigCloneBench Java with javac',
      { timeout: 3_600_000 },
      async () => {
        const units = sample('java', Number(process.env.COMPILE_STEP_JAVA ?? 3));
        let clean = units;
        for (let round = 0; round < 10; round++) {
          const errors = javacErrors(clean, `coda-original-${round}`);
          if (errors.size === 0) break;
          clean = clean.filter((unit) => !errors.has(unit.index));
        }
        const found = await variants(clean, 'java');
        const { locals } = summary('javac', clean, found, javacErrors);
        expect([...locals].slice(0, 3)).toEqual([]);
      },
    );
  },
);
