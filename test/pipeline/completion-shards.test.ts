/**
 * Task code-completion across a job matrix: the example's causal LMs on a
 * handful of the demo C functions, split into 3 shards and merged, give
 * the report of one run, every number (relations, KL percentiles, MR4's
 * bins, cross-entropies, per-sequence counts, the worst sequences, the
 * completions compared on x and per kind, the gate); one student and
 * `students:`. A damaged, inconsistent or foreign partial is refused with
 * one line naming the cause.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StudentsReport } from '../../src/compare/index.js';
import type { CompletionPartial } from '../../src/pipeline/completion-partial.js';
import type { Report } from '../../src/report/types.js';
import { cli, tempDir } from '../cli-harness.js';
import { repoRoot } from '../shared.js';

const EXAMPLE = path.join(repoRoot, 'examples', 'completion');

/** The example on its first 10 functions, windows of 64 tokens, 6 prompts of x and of two kinds' T(x). */
function configText(extra = ''): string {
  const model = (file: string) =>
    `{ model: ${path.join(EXAMPLE, file)}, tokenizer: ${path.join(EXAMPLE, 'tokenizer.json')}, max-length: 64 }`;
  return [
    'task: code-completion',
    `dataset: { path: ${path.join(repoRoot, 'examples', 'data', 'vulnerability-demo.jsonl')}, fields: { code: func }, limit: 10 }`,
    `teacher: ${model('teacher.onnx')}`,
    `student: ${model('student-distilled.onnx')}`,
    'completion: { stride: 32, completions: { prompts: 6, max-new-tokens: 8 } }',
    'transforms: { language: c, kinds: [rename-locals, dead-code] }',
    'threads: 1',
    extra,
  ].join('\n');
}

/** What one run and a merge may differ in: when and how long it ran, and the cost a merge does not measure. */
function numbers(report: Report): Partial<Report> {
  const kept: Partial<Report> = { ...report };
  delete kept.createdAt;
  delete kept.timings;
  delete kept.cost;
  return kept;
}

/**
 * `actual` equals `expected` in every key and count; a fraction may differ by 1e-12 of itself.
 * ONNX Runtime's float64 sums in the reducer graph (inference/next-token-reducer.ts) depend
 * on how many positions one of its runs holds, and a shard's batches hold other rows than
 * one run's, so a KL or a log-probability may differ in its last bits; no count may.
 */
function expectSameNumbers(actual: unknown, expected: unknown, at = 'report'): void {
  if (typeof expected === 'number' && typeof actual === 'number' && !Number.isInteger(expected)) {
    if (Number.isNaN(expected)) expect(actual, at).toBeNaN();
    else expect(Math.abs(actual - expected), at).toBeLessThanOrEqual(1e-12 * Math.abs(expected));
  } else if (typeof expected === 'object' && expected !== null && typeof actual === 'object') {
    expect(actual, at).not.toBeNull();
    expect(Object.keys(actual!).sort(), at).toEqual(Object.keys(expected).sort());
    for (const [key, value] of Object.entries(expected)) {
      expectSameNumbers((actual as Record<string, unknown>)[key], value, `${at}.${key}`);
    }
  } else {
    expect(actual, at).toEqual(expected);
  }
}

async function runJson(dir: string, config: string, name: string): Promise<unknown> {
  const json = path.join(dir, `${name}.json`);
  const result = await cli(['run', '--config', config, '--report-json', json]);
  expect(result.stderr).not.toMatch(/error/);
  return JSON.parse(readFileSync(json, 'utf8'));
}

/** Runs shard `shard` (I/N) of `config` into `file`. */
async function shard(config: string, at: string, file: string): Promise<void> {
  const result = await cli(['run', '--config', config, '--shard', at, '--partial-json', file]);
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
}

/** Runs `count` shards of `config` and returns their partial files, last shard first. */
async function shards(dir: string, config: string, count: number): Promise<string[]> {
  const files: string[] = [];
  for (let index = 0; index < count; index++) {
    const file = path.join(dir, `${path.basename(config)}-part-${index}.json`);
    await shard(config, `${index}/${count}`, file);
    files.push(file);
  }
  return files.reverse();
}

async function mergeJson(dir: string, config: string, files: string[]): Promise<unknown> {
  const json = path.join(dir, `${path.basename(config)}-merged.json`);
  const result = await cli(['merge', '--config', config, '--report-json', json, ...files]);
  expect(result.stderr).not.toMatch(/error/);
  return JSON.parse(readFileSync(json, 'utf8'));
}

describe('task code-completion sharded', () => {
  const dir = tempDir({ 'metacompress.yml': configText() });
  const config = path.join(dir, 'metacompress.yml');
  let files: string[] = [];
  let parts: CompletionPartial[] = [];
  let single: Report;

  beforeAll(async () => {
    single = (await runJson(dir, config, 'single')) as Report;
    files = await shards(dir, config, 3);
    parts = files.map((file) => JSON.parse(readFileSync(file, 'utf8')) as CompletionPartial);
  }, 300_000);

  it('merges 3 shards into exactly the report of one run', async () => {
    const merged = (await mergeJson(dir, config, files)) as Report;
    // The run is big enough to mean something: every part of the report is there.
    const c = single.completion!;
    expect(c.windows.sequences).toBe(10);
    expect(c.worst.length).toBeGreaterThan(0);
    expect(c.completions!.original.prompts).toBe(6);
    expect(c.completions!.transformed.map((k) => k.kind)).toEqual(['rename-locals', 'dead-code']);
    expect(c.completions!.transformed.some((k) => k.transformed.prompts > 0)).toBe(true);
    expectSameNumbers(numbers(merged), numbers(single));
  });

  it('runs the paired test against a baseline and the gate on the merged shards as one run does', async () => {
    // The baseline: the int8 student's report on the same sequences.
    writeFileSync(
      path.join(dir, 'int8-base.yml'),
      configText().replace('student-distilled.onnx', 'student-int8.onnx'),
    );
    await runJson(dir, path.join(dir, 'int8-base.yml'), 'base');
    const paired = path.join(dir, 'paired.yml');
    writeFileSync(paired, configText(`gate: { baseline: ${path.join(dir, 'base.json')} }`));
    const one = (await runJson(dir, paired, 'paired-single')) as Report;
    const verdicts = one.baseline!.sequencePaired!;
    expect(verdicts.map((v) => v.relation)).toEqual(['MR1', 'MR2', 'MR3']);
    expect(verdicts.every((v) => (v.comparison.standardError ?? 0) > 0)).toBe(true);
    const merged = (await mergeJson(dir, paired, files)) as Report;
    expectSameNumbers(numbers(merged), numbers(one));
  });

  it('writes each shard its sequences, positions and prompts by the shard rule', () => {
    expect(parts.map((p) => p.shard.index)).toEqual([2, 1, 0]);
    expect(parts.map((p) => p.order)).toEqual([
      [2, 5, 8],
      [1, 4, 7],
      [0, 3, 6, 9],
    ]);
    const positions = parts.map((p) => p.positions.reduce((a, b) => a + b, 0));
    expect(positions.reduce((a, b) => a + b, 0)).toBe(single.completion!.windows.positions);
    expect(parts.map((p) => p.completions!.prompts.length)).toEqual([2, 2, 2]);
  });

  /** Writes shard 1 changed by `edit` and merges it with the intact shards 0 and 2. */
  async function mergeEdited(edit: (p: CompletionPartial) => void, mergeConfig = config) {
    const copy = structuredClone(parts[1]!);
    edit(copy);
    const edited = path.join(dir, 'edited.json');
    writeFileSync(edited, JSON.stringify(copy));
    return cli(['merge', '--config', mergeConfig, files[2]!, edited, files[0]!]);
  }
  const refusal = (line: string) => ({
    status: 2,
    stdout: '',
    stderr: `metacompress: error: merge: ${line}\n`,
  });

  it('refuses a changed count', async () => {
    const [first, second] = parts[1]!.positions as [number, number];
    // A position moved from sequence 0 to 1: the total still matches the columns.
    expect(
      await mergeEdited((p) => {
        p.positions[0] = first - 1;
        p.positions[1] = second + 1;
      }),
    ).toEqual(
      refusal(
        `${path.join(dir, 'edited.json')} is damaged: sequence 0 has ${first} positions in the columns, ${first - 1} in "positions"; run its shard again to rewrite it`,
      ),
    );
    const cut = await mergeEdited((p) => {
      p.positions[0]! += 1;
    });
    expect(cut.stderr).toMatch(
      /edited\.json is damaged: "columns\.sequence" holds \d+ values, its sequences have \d+ positions;/,
    );
    const windows = await mergeEdited((p) => {
      p.windows += 1;
    });
    expect(windows.stderr).toMatch(/edited\.json is damaged: its data do not match the digest/);
    const prompts = await mergeEdited((p) => {
      p.completions!.prompts.pop();
    });
    expect(prompts.stderr).toMatch(
      /edited\.json is damaged: "completions" does not hold 2 prompts \(shard 1\/3 of 6\)/,
    );
  });

  it('refuses overlapping rows and a shard given twice', async () => {
    const relabelled = await mergeEdited((p) => {
      p.shard.index = 2;
    });
    expect(relabelled.stderr).toMatch(
      /edited\.json is damaged: sequence 0 is at position 1, shard 2\/3 of 10 usable rows has 2 there;/,
    );
    const twice = await cli(['merge', '--config', config, files[2]!, files[2]!, files[1]!]);
    expect(twice.stderr).toMatch(/are both shard 0\/3\n$/);
    const missing = await cli(['merge', '--config', config, files[2]!, files[1]!]);
    expect(missing).toEqual(refusal('shards 2/3 are missing'));
  });

  it('refuses a merge config other than the shards ran with, and shards of other data', async () => {
    writeFileSync(path.join(dir, 'stride.yml'), configText().replace('stride: 32', 'stride: 16'));
    const stride = await cli(['merge', '--config', path.join(dir, 'stride.yml'), ...files]);
    expect(stride.stderr).toMatch(
      /was run with completion\.stride 32, the config given to merge has 16: give merge the shards' overrides too \(--completion\.stride 32\)\n$/,
    );
    // A shard of another k, merged with the others: the merge's config is not the one it ran with.
    writeFileSync(
      path.join(dir, 'top-k.yml'),
      configText().replace('stride: 32', 'stride: 32, top-k: 16'),
    );
    const topK = path.join(dir, 'top-k-part-1.json');
    await shard(path.join(dir, 'top-k.yml'), '1/3', topK);
    const foreignK = await cli(['merge', '--config', config, files[2]!, topK, files[0]!]);
    expect(foreignK.stderr).toMatch(
      /top-k-part-1\.json was run with completion\.top-k 16, the config given to merge has 32: /,
    );
    // Shard 1 of another student (its digest intact): the shards ran on other models.
    writeFileSync(
      path.join(dir, 'int8.yml'),
      configText().replace('student-distilled.onnx', 'student-int8.onnx'),
    );
    const int8 = path.join(dir, 'int8.yml');
    const part = path.join(dir, 'int8-part-1.json');
    await shard(int8, '1/3', part);
    const foreign = await cli(['merge', '--config', config, files[2]!, part, files[0]!]);
    // Each digest shown as its first 56 characters (a value in a message is at most 60).
    expect(foreign.stderr).toMatch(
      /int8-part-1\.json has student\.sha256 "[0-9a-f]{56}\.\.\., \S+metacompress\.yml-part-0\.json has "[0-9a-f]{56}\.\.\.: the shards ran on other data or models\n$/,
    );
    expect(foreign.stderr).toContain(`"${parts[2]!.student.sha256.slice(0, 56)}...`);
    const seed = await mergeEdited((p) => {
      p.settings.transforms!.seed = 7;
    });
    expect(seed.stderr).toMatch(/edited\.json is damaged: its data do not match the digest/);
  });
});

describe('task code-completion sharded with students:', () => {
  it('merges 3 shards of two students into the students report of one run', async () => {
    const students = (name: string) =>
      `${name}: { model: ${path.join(EXAMPLE, `student-${name}.onnx`)}, tokenizer: ${path.join(EXAMPLE, 'tokenizer.json')}, max-length: 64 }`;
    const dir = tempDir({
      'students.yml': configText(`students: { ${students('distilled')}, ${students('int8')} }`)
        .split('\n')
        .filter((line) => !line.startsWith('student:'))
        .join('\n'),
    });
    const config = path.join(dir, 'students.yml');
    const single = (await runJson(dir, config, 'single')) as StudentsReport;
    const merged = (await mergeJson(dir, config, await shards(dir, config, 3))) as StudentsReport;
    expect(merged.students.map((s) => s.name)).toEqual(['distilled', 'int8']);
    merged.students.forEach((student, i) =>
      expectSameNumbers(numbers(student.report), numbers(single.students[i]!.report)),
    );
    expect(merged.gate).toEqual(single.gate);
    // A merged report has no latency (shards run on other machines, as for classifiers), so its
    // frontier weighs size and MR1 alone: int8 (2.45 MB against 3.58 MB, MR1 far below) still
    // beats distilled, without the one run's word on speed (which the timing
    // rounds decide, so the one run's frontier may keep the faster distilled student).
    expect(merged.comparison.frontier).toEqual([
      { name: 'distilled', place: 'dominated', by: 'int8', how: 'smaller and more faithful' },
      { name: 'int8', place: 'frontier' },
    ]);
    expect(merged.notes).toEqual(single.notes);
  }, 300_000);
});
