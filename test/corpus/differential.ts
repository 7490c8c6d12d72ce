/**
 * The differential check behind corpus.test.ts: every corpus program is
 * transformed with every kind and several seeds (and with all kinds chained),
 * every distinct variant is compiled (gcc, javac) and run, and its stdout and
 * exit status are compared with the original's.
 *
 * Nothing is kept between runs: each run compiles into a fresh temporary
 * folder. Within a run, equal texts of one program compile once.
 */
import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type CodeTransformer,
  TRANSFORM_KINDS,
  type TransformKind,
  type TransformLanguage,
} from '../../src/transforms/index.js';

export const corpusDir = path.dirname(fileURLToPath(import.meta.url));

export const SEEDS: readonly number[] = [1, 2, 3, 4, 5];

/** A row of the table: one kind, or all kinds applied one after another. */
export type RowKind = TransformKind | 'chained';
export const ROW_KINDS: readonly RowKind[] = [...TRANSFORM_KINDS, 'chained'];

/** Longest a program may run (the originals take milliseconds). */
const RUN_LIMIT_MS = 5_000;

export interface Program {
  /** File name without extension: a Java class name, or a C file's stem. */
  readonly name: string;
  readonly source: string;
}

export function readPrograms(language: TransformLanguage): Program[] {
  const folder = path.join(corpusDir, language);
  const extension = language === 'c' ? '.c' : '.java';
  return readdirSync(folder)
    .filter((file) => file.endsWith(extension))
    .sort()
    .map((file) => ({
      name: file.slice(0, -extension.length),
      source: readFileSync(path.join(folder, file), 'utf8'),
    }));
}

export interface Variant {
  readonly program: Program;
  readonly kind: RowKind;
  readonly seed: number;
  /** The transformed text; undefined when the transformer refused the input. */
  readonly code: string | undefined;
  readonly changed: boolean;
  /** Sites the transformer declined, one reason each. */
  readonly declined: readonly string[];
}

/** Reasons of declined sites, when the transformer gives them. */
function declinedOf(result: object): readonly string[] {
  const declined = (result as { declined?: readonly string[] }).declined;
  return declined ?? [];
}

/**
 * Every kind with every seed, then all kinds chained (same seed), for each
 * program. misleading-comment quotes program (i + seed) mod n in program i,
 * so each program is quoted by five others (comment-hostile-text too).
 */
export function makeVariants(
  transformer: CodeTransformer,
  programs: readonly Program[],
): Variant[] {
  const variants: Variant[] = [];
  for (const [index, program] of programs.entries()) {
    for (const seed of SEEDS) {
      const options = { donor: programs[(index + seed) % programs.length]!.source };
      for (const kind of TRANSFORM_KINDS) {
        const result = transformer.transform(program.source, kind, seed, options);
        variants.push(
          result.status === 'ok'
            ? {
                program,
                kind,
                seed,
                code: result.code,
                changed: result.changed,
                declined: declinedOf(result),
              }
            : { program, kind, seed, code: undefined, changed: false, declined: [] },
        );
      }
      let code: string | undefined = program.source;
      const declined: string[] = [];
      for (const kind of TRANSFORM_KINDS) {
        if (code === undefined) break;
        const result = transformer.transform(code, kind, seed, options);
        if (result.status !== 'ok') code = undefined;
        else {
          code = result.code;
          declined.push(...declinedOf(result));
        }
      }
      variants.push({
        program,
        kind: 'chained',
        seed,
        code,
        changed: code !== undefined && code !== program.source,
        declined,
      });
    }
  }
  return variants;
}

/** What running a program showed; `compileError` set when it did not compile. */
export interface Outcome {
  readonly compileError?: string;
  readonly status?: string;
  readonly stdout?: string;
}

export function toolAvailable(tool: string, flag: string): boolean {
  return spawnSync(tool, [flag], { stdio: 'ignore' }).status === 0;
}

/** Runs `task` over `items` with at most `width` at a time. */
async function pool<T, R>(
  items: readonly T[],
  width: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
  return results;
}

interface Exec {
  readonly code: number | string;
  readonly stdout: string;
  readonly stderr: string;
}

function exec(file: string, args: readonly string[], timeout: number, cwd?: string): Promise<Exec> {
  return new Promise((resolve) => {
    execFile(
      file,
      args,
      { timeout, maxBuffer: 1 << 26, encoding: 'utf8', cwd },
      (error, stdout, stderr) => {
        if (error === null) return resolve({ code: 0, stdout, stderr });
        const failure = error as NodeJS.ErrnoException & { killed?: boolean; signal?: string };
        if (failure.killed === true) return resolve({ code: 'timeout', stdout, stderr });
        const code =
          typeof failure.code === 'number'
            ? failure.code
            : (failure.signal ?? String(failure.code));
        resolve({ code, stdout, stderr });
      },
    );
  });
}

const poolWidth = (): number => Math.max(1, Math.min(4, availableParallelism()));

/** Variants per gcc call: one driver for many translation units. */
const C_BATCH = 40;

/**
 * Compiles each text with gcc and runs it, with few processes per variant:
 * the texts are compiled to objects in batches (one gcc call each, a small
 * pool of calls), each object's `main` is renamed to `mc_main_<i>` and every
 * other global it defines made local (objcopy), and all objects are linked
 * into one program that runs variant i when given i. A variant's statics and
 * globals stay its own, and `main` keeps its C semantics (it was compiled as
 * `main`: reaching its end returns 0). A variant that does not compile or
 * link is reported with gcc's messages.
 * @returns one outcome per text, in order.
 */
export async function runC(texts: readonly string[], workDir: string): Promise<Outcome[]> {
  mkdirSync(workDir, { recursive: true });
  const outcomes: Outcome[] = texts.map(() => ({}));
  texts.forEach((text, i) => writeFileSync(path.join(workDir, `u${i}.c`), text));
  const batches: number[][] = [];
  for (let i = 0; i < texts.length; i += C_BATCH) {
    batches.push(texts.slice(i, i + C_BATCH).map((_, j) => i + j));
  }
  const messages = new Map<number, string[]>();
  const note = (output: string, pattern: RegExp): void => {
    for (const line of output.split('\n')) {
      const match = pattern.exec(line);
      if (match === null) continue;
      const index = Number(match[1]);
      messages.set(index, [...(messages.get(index) ?? []), line.trim()]);
    }
  };
  await pool(batches, poolWidth(), async (batch) => {
    const sources = batch.map((i) => `u${i}.c`);
    const compiled = await exec(
      'gcc',
      ['-std=gnu11', '-O0', '-w', '-c', ...sources],
      600_000,
      workDir,
    );
    if (compiled.code !== 0) note(compiled.stderr, /^u(\d+)\.c:\d+:\d+: error: /);
  });
  let linked = texts.map((_, i) => i).filter((i) => existsSync(path.join(workDir, `u${i}.o`)));
  for (const i of texts.keys()) {
    if (!linked.includes(i)) {
      outcomes[i] = { compileError: (messages.get(i) ?? ['gcc wrote no object']).join('\n') };
    }
  }
  await pool(linked, poolWidth(), async (i) => {
    const object = `u${i}.o`;
    const renamed = await exec(
      'objcopy',
      ['--redefine-sym', `main=mc_main_${i}`, `--keep-global-symbol=mc_main_${i}`, object],
      60_000,
      workDir,
    );
    if (renamed.code !== 0) throw new Error(`objcopy failed on ${object}: ${renamed.stderr}`);
  });
  // A variant can fail to link (an undefined function): link again without it.
  const program = path.join(workDir, 'variants');
  for (let round = 0; round < 4; round++) {
    const dispatch = [
      '#include <stdlib.h>',
      ...linked.map((i) => `extern int mc_main_${i}(int, char **);`),
      'static int (*const mains[])(int, char **) = {',
      ...texts.map((_, i) => (linked.includes(i) ? `  mc_main_${i},` : '  0,')),
      '};',
      'int main(int argc, char **argv) { return mains[atoi(argv[1])](argc - 1, argv + 1); }',
    ].join('\n');
    writeFileSync(path.join(workDir, 'dispatch.c'), dispatch);
    const objects = linked.map((i) => `u${i}.o`);
    const link = await exec('gcc', ['-o', program, 'dispatch.c', ...objects], 600_000, workDir);
    if (link.code === 0) break;
    const before = messages.size;
    note(link.stderr, /u(\d+)\.o[:(]/);
    const failed = new Set([...messages.keys()].filter((i) => linked.includes(i)));
    if (failed.size === 0 || messages.size === before) {
      throw new Error(`linking the C variants failed:\n${link.stderr.slice(0, 2000)}`);
    }
    for (const i of failed) outcomes[i] = { compileError: (messages.get(i) ?? []).join('\n') };
    linked = linked.filter((i) => !failed.has(i));
  }
  await pool(linked, poolWidth(), async (i) => {
    const ran = await exec(program, [String(i)], RUN_LIMIT_MS, workDir);
    outcomes[i] = { status: String(ran.code), stdout: ran.stdout };
  });
  return outcomes;
}

const JAVAC_FLAGS = ['-nowarn', '-proc:none', '-encoding', 'UTF-8', '-Xmaxerrs', '100000'];

/**
 * Compiles every text (a compilation unit of the class `names[i]`) in one
 * javac call, each in its own package so that equal class names do not meet,
 * then runs all mains in one JVM (runner/CorpusRunner.java).
 */
export async function runJava(
  texts: readonly string[],
  names: readonly string[],
  workDir: string,
): Promise<Outcome[]> {
  const classes = path.join(workDir, 'classes');
  mkdirSync(classes, { recursive: true });
  const files = texts.map((text, i) => {
    const folder = path.join(workDir, `p${i}`);
    mkdirSync(folder, { recursive: true });
    const file = path.join(folder, `${names[i]}.java`);
    // On the same line as the first line of the text: line numbers stay the same.
    writeFileSync(file, `package p${i}; ${text}`);
    return file;
  });
  const outcomes: Outcome[] = texts.map(() => ({}));
  const errors = new Map<number, string[]>();
  let pending = files.map((_, i) => i);
  // javac writes no class when any file has an error: compile again without those.
  for (let round = 0; round < 3 && pending.length > 0; round++) {
    const argFile = path.join(workDir, `javac-${round}.args`);
    const runner = path.join(corpusDir, 'runner', 'CorpusRunner.java');
    writeFileSync(
      argFile,
      [...pending.map((i) => files[i] as string), runner].map((f) => JSON.stringify(f)).join('\n'),
    );
    const result = await exec('javac', [...JAVAC_FLAGS, '-d', classes, `@${argFile}`], 600_000);
    if (result.code === 0) break;
    const failed = new Set<number>();
    for (const line of `${result.stdout}\n${result.stderr}`.split('\n')) {
      const match = /[/\\]p(\d+)[/\\][^/\\]+\.java:(\d+): error: (.*)$/.exec(line);
      if (match === null) continue;
      const index = Number(match[1]);
      failed.add(index);
      errors.set(index, [...(errors.get(index) ?? []), `line ${match[2]}: ${match[3]}`]);
    }
    if (failed.size === 0) throw new Error(`javac failed without a file error:\n${result.stderr}`);
    pending = pending.filter((i) => !failed.has(i));
  }
  for (const [index, messages] of errors) outcomes[index] = { compileError: messages.join('\n') };
  const runnable = pending.filter((i) => !errors.has(i));
  if (runnable.length === 0) return outcomes;
  const ran = await exec(
    'java',
    [
      '-Xshare:auto',
      '-XX:TieredStopAtLevel=1',
      '-cp',
      classes,
      'corpusrunner.CorpusRunner',
      String(RUN_LIMIT_MS),
      ...runnable.map((i) => `p${i}.${names[i]}`),
    ],
    600_000,
  );
  const byClass = new Map<string, Outcome>();
  for (const line of ran.stdout.split('\n')) {
    const [name, status, printed] = line.split('\t');
    if (name === undefined || status === undefined || printed === undefined) continue;
    byClass.set(name, { status, stdout: Buffer.from(printed, 'base64').toString('utf8') });
  }
  for (const i of runnable) {
    outcomes[i] = byClass.get(`p${i}.${names[i]}`) ?? {
      status: `runner ended early (${ran.code}): ${ran.stderr.slice(0, 200)}`,
    };
  }
  return outcomes;
}

export interface RowCounts {
  /** Variants that differ from the original. */
  applied: number;
  /** Sites the transformer declined (summed over seeds). */
  declined: number;
  compileErrors: number;
  mismatches: number;
}

export interface CorpusReport {
  readonly rows: Map<RowKind, RowCounts>;
  /** Originals that did not compile or run cleanly: must be none. */
  readonly brokenOriginals: string[];
  /** A few failures, with the variant and what differed. */
  readonly failures: string[];
}

/**
 * Transforms, compiles, runs and compares the corpus of one language.
 * @param workDir a fresh folder (deleted by the caller).
 */
export async function checkCorpus(
  transformer: CodeTransformer,
  programs: readonly Program[],
  workDir: string,
): Promise<CorpusReport> {
  const variants = makeVariants(transformer, programs);
  // Distinct texts: originals first, then every changed variant text once per program.
  const texts: string[] = [];
  const names: string[] = [];
  const indexOf = new Map<string, number>();
  const add = (program: Program, text: string): number => {
    const key = `${program.name}\u0000${text}`;
    let index = indexOf.get(key);
    if (index === undefined) {
      index = texts.length;
      texts.push(text);
      names.push(program.name);
      indexOf.set(key, index);
    }
    return index;
  };
  for (const program of programs) add(program, program.source);
  for (const variant of variants) {
    if (variant.changed && variant.code !== undefined) add(variant.program, variant.code);
  }
  const language = transformer.language;
  const outcomes =
    language === 'c' ? await runC(texts, workDir) : await runJava(texts, names, workDir);

  const rows = new Map<RowKind, RowCounts>(
    ROW_KINDS.map((kind) => [kind, { applied: 0, declined: 0, compileErrors: 0, mismatches: 0 }]),
  );
  const brokenOriginals: string[] = [];
  for (const program of programs) {
    const original = outcomes[add(program, program.source)] as Outcome;
    // An exit status is part of the output (C programs return one); a timeout or a crash is not.
    const clean = language === 'c' ? /^\d+$/.test(original.status ?? '') : original.status === '0';
    if (original.compileError !== undefined || !clean) {
      brokenOriginals.push(`${program.name}: ${original.compileError ?? original.status}`);
    }
  }
  const failures: string[] = [];
  for (const variant of variants) {
    const row = rows.get(variant.kind) as RowCounts;
    row.declined += variant.declined.length;
    if (!variant.changed || variant.code === undefined) continue;
    row.applied += 1;
    const original = outcomes[add(variant.program, variant.program.source)] as Outcome;
    const outcome = outcomes[add(variant.program, variant.code)] as Outcome;
    const label = `${language} ${variant.program.name} ${variant.kind} seed ${variant.seed}`;
    if (outcome.compileError !== undefined) {
      row.compileErrors += 1;
      if (failures.length < 12) {
        failures.push(`${label}: does not compile: ${outcome.compileError.slice(0, 300)}`);
      }
    } else if (outcome.status !== original.status || outcome.stdout !== original.stdout) {
      row.mismatches += 1;
      if (failures.length < 12) {
        failures.push(
          `${label}: status ${original.status} -> ${outcome.status}, stdout ` +
            `${JSON.stringify(original.stdout?.slice(0, 120))} -> ${JSON.stringify(outcome.stdout?.slice(0, 120))}`,
        );
      }
    }
  }
  return { rows, brokenOriginals, failures };
}

/** The table as Markdown: language x kind, applied / declined / compile errors / mismatches. */
export function formatTable(language: TransformLanguage, report: CorpusReport): string {
  const lines = [
    '| language | kind | applied | declined sites | compile errors | output mismatches |',
    '| --- | --- | ---: | ---: | ---: | ---: |',
  ];
  for (const [kind, row] of report.rows) {
    lines.push(
      `| ${language} | ${kind} | ${row.applied} | ${row.declined} | ${row.compileErrors} | ${row.mismatches} |`,
    );
  }
  return lines.join('\n');
}
