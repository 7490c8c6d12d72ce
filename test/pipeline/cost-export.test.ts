/**
 * What each model costs, the hard inputs and temperature scaling, end to end
 * on the tiny hand-made models: the teacher test/fixtures/onnx/sum-count.onnx
 * (logits [0.01·Σ ids, 0.1·tokens]) and, as the student, either
 * single-logit.onnx (logit 0.1·tokens − 1) or precomputed probabilities.
 */
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig, parseConfig } from '../../src/config/load.js';
import type { HardRow } from '../../src/export/hard-inputs.js';
import { evaluate } from '../../src/lib.js';
import { costLine } from '../../src/report/cost-line.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { renderTerminal } from '../../src/report/terminal.js';
import { createTeacherOutputsCache } from '../../src/store/teacher-entries.js';
import { cli } from '../cli-harness.js';
import { recordingLogger, tempDir } from '../servers/env.js';
import { repoRoot } from '../shared.js';
import { folderCache } from '../store/folder-cache.js';

const TINY = path.join(repoRoot, 'test', 'fixtures', 'tiny');
const ONNX = path.join(repoRoot, 'test', 'fixtures', 'onnx');
const tokenizer = { vocab: path.join(TINY, 'vocab.json'), merges: path.join(TINY, 'merges.txt') };
const onnx = (file: string) => ({
  model: path.join(ONNX, file),
  tokenizer,
  'max-length': 16,
});

let tmp: ReturnType<typeof tempDir> | undefined;
afterEach(() => {
  tmp?.remove();
  tmp = undefined;
});

/** Student probabilities per row of tiny/dataset.jsonl (as test/pipeline/pipeline.test.ts). */
const STUDENT = [
  [0.9, 0.1],
  [0.4, 0.6],
  [0.45, 0.55],
  [0.2, 0.8],
];

function config(student: object, extra: object = {}) {
  return parseConfig(
    {
      task: 'vulnerability-prediction',
      dataset: { path: path.join(TINY, 'dataset.jsonl') },
      teacher: onnx('sum-count.onnx'),
      student,
      relations: { 'n-min': 1 },
      gate: { inconclusive: 'pass' },
      threads: 1,
      ...extra,
    },
    TINY,
  );
}

describe('the cost of each model', () => {
  it('counts the initializers, weighs the files and times the rows of both ONNX models', async () => {
    const report = await evaluate(config(onnx('single-logit.onnx')));
    const cost = report.cost!;
    // sum-count: axes [1], c01 and c001 scalars; single-logit: axes [1], c01 and one scalars.
    expect(cost.teacher).toMatchObject({
      source: 'onnx',
      parameters: 3,
      fileBytes: statSync(path.join(ONNX, 'sum-count.onnx')).size,
    });
    expect(cost.student).toMatchObject({
      source: 'onnx',
      parameters: 3,
      fileBytes: statSync(path.join(ONNX, 'single-logit.onnx')).size,
    });
    // Both timed on the 4 rows in 9 rounds after a warm-up: the median lies in its interval.
    for (const model of [cost.teacher, cost.student]) {
      if (model.source !== 'onnx') throw new Error('onnx expected');
      expect(model.latency).toMatchObject({ rounds: 9, inputs: 4 });
      expect(model.measuredOn).toBeUndefined();
      const [low, high] = model.latency!.ci95!;
      expect(low).toBeLessThanOrEqual(model.latency!.medianMs);
      expect(high).toBeGreaterThanOrEqual(model.latency!.medianMs);
    }
    expect(cost.speedup).toMatchObject({ rounds: 9 });
    expect(cost.peakRssBytes).toBeGreaterThan(0);
    const line = `student ${(
      statSync(path.join(ONNX, 'sum-count.onnx')).size /
      statSync(path.join(ONNX, 'single-logit.onnx')).size
    ).toFixed(1)}× smaller`;
    expect(renderTerminal(report)).toContain(`cost: ${line}`);
    expect(renderMarkdown(report)).toContain(`**Cost**: ${line}`);
  });

  it('says precomputed outputs have no cost', async () => {
    tmp = tempDir('cost-outputs');
    const outputs = path.join(tmp.dir, 'student.jsonl');
    writeFileSync(outputs, STUDENT.map((row) => JSON.stringify(row)).join('\n') + '\n');
    const report = await evaluate(config({ outputs, output: 'probabilities' }));
    expect(report.cost!.student).toEqual({ source: 'outputs' });
    expect(costLine(report)).toBe(
      'student vs teacher: no cost to compare (the student is precomputed outputs, which cost nothing to read), disagrees on 25.0% of inputs',
    );
  });

  it('does not time a restored teacher, spot-checked or not, and says so', async () => {
    tmp = tempDir('cost-cache');
    const log = recordingLogger();
    const teacherCache = createTeacherOutputsCache(
      folderCache(path.join(tmp.dir, 'store')),
      path.join(tmp.dir, 'work'),
      log,
    );
    const student = onnx('single-logit.onnx');
    await evaluate(config(student), { log, teacherCache });
    // Its spot check's few cold rows are no measurement: not timed, and no speedup.
    const spot = (await evaluate(config(student, { 'spot-check': 2 }), { log, teacherCache }))
      .cost!;
    expect(spot.teacher).toMatchObject({ measuredOn: 'not-run', latency: null });
    expect(spot.student).toMatchObject({ latency: { rounds: 9, inputs: 4 } });
    expect(spot.speedup).toBeNull();
    const unrun = await evaluate(config(student, { 'spot-check': 0 }), { log, teacherCache });
    expect(unrun.cost!.teacher).toMatchObject({ measuredOn: 'not-run', latency: null });
    const smaller = (
      statSync(path.join(ONNX, 'sum-count.onnx')).size /
      statSync(path.join(ONNX, 'single-logit.onnx')).size
    ).toFixed(1);
    expect(costLine(unrun)).toBe(
      `student ${smaller}× smaller than its teacher, disagrees on 100.0% of inputs; the teacher was not timed (its outputs were restored from the cache)`,
    );
    expect(log.warnings()).toEqual([]);
  });
});

describe('the hard inputs', () => {
  async function exported(rule: 'all' | 'confident-teacher') {
    tmp = tempDir('hard');
    const outputs = path.join(tmp.dir, 'student.jsonl');
    writeFileSync(outputs, STUDENT.map((row) => JSON.stringify(row)).join('\n') + '\n');
    let rows: HardRow[] = [];
    const report = await evaluate(config({ outputs, output: 'probabilities' }), {
      exportHard: { rule, write: async (written) => void (rows = written) },
    });
    return { report, rows };
  }

  it("are the report's violations: one row per input violating MR1, MR2 or MR3", async () => {
    const { report, rows } = await exported('all');
    // The teacher predicts class 1 on every row; the student flips r0 (MR1); KL r0 0.667 and
    // r3 0.1475 nats exceed ε = 0.1 (MR2); the teacher is never ≥ 0.9 sure (MR3 has no input).
    expect(rows.map((r) => [r.id, r.violated])).toEqual([
      ['r0', ['MR1', 'MR2']],
      ['r3', ['MR2']],
    ]);
    expect(report.hardInputs).toEqual({
      rule: 'all',
      rows: 2,
      inputs: 2,
      violations: { MR1: 1, MR2: 2, MR3: 0 },
      attacks: 0,
    });
    expect(report.hardInputs!.violations.MR1).toBe(report.relations.mr1.violations);
    expect(report.hardInputs!.violations.MR2).toBe(report.relations.mr2.violations);
    expect(report.hardInputs!.violations.MR3).toBe(report.relations.mr3.violations);
    // r0 "ab c": logits [0.23, 0.5]; the teacher's probabilities are its soft label.
    const r0 = rows[0]!;
    expect(r0).toMatchObject({ func: 'ab c', target: 1, pred: 1, student: [0.9, 0.1] });
    expect(r0.soft_label[1]).toBeCloseTo(1 / (1 + Math.exp(-(0.5 - 0.23))), 6);
    expect(renderTerminal(report)).toContain(
      'hard inputs: 2 rows (rule all): 2 inputs (MR1 1, MR2 2, MR3 0), 0 successful attacks on the student',
    );
  });

  it('keep, under confident-teacher, none where the teacher is never confident', async () => {
    const { report, rows } = await exported('confident-teacher');
    expect(rows).toEqual([]);
    expect(report.hardInputs).toMatchObject({ rule: 'confident-teacher', rows: 0 });
  });
});

describe('--export-hard', () => {
  it('writes one JSON line per row the report counts', async () => {
    tmp = tempDir('hard-cli');
    const file = path.join(tmp.dir, 'student.jsonl');
    writeFileSync(file, STUDENT.map((row) => JSON.stringify(row)).join('\n') + '\n');
    const yml = path.join(tmp.dir, 'metacompress.yml');
    writeFileSync(
      yml,
      [
        'task: vulnerability-prediction',
        `dataset: { path: ${path.join(TINY, 'dataset.jsonl')} }`,
        `teacher: { model: ${path.join(ONNX, 'sum-count.onnx')}, tokenizer: { vocab: ${tokenizer.vocab}, merges: ${tokenizer.merges} }, max-length: 16 }`,
        'student: { outputs: student.jsonl, output: probabilities }',
        'relations: { n-min: 1 }',
        'threads: 1',
      ].join('\n'),
    );
    const hard = path.join(tmp.dir, 'out', 'hard.jsonl');
    const json = path.join(tmp.dir, 'r.json');
    await cli(['run', '--config', yml, '--report-json', json, '--export-hard', hard]);
    const lines = readFileSync(hard, 'utf8').trimEnd().split('\n');
    const report = JSON.parse(readFileSync(json, 'utf8')) as { hardInputs: { rows: number } };
    expect(lines).toHaveLength(report.hardInputs.rows);
    expect(lines.map((line) => (JSON.parse(line) as HardRow).id)).toEqual(['r0', 'r3']);
  });

  it('refuses an unknown rule, and a run that is not whole', async () => {
    const rule = await cli(['run', '--export-hard', 'x.jsonl', '--export-hard-rule', 'some']);
    expect(rule.status).toBe(2);
    expect(rule.stderr).toContain('--export-hard-rule "some": allowed are all, confident-teacher');
    const merge = await cli(['merge', '--export-hard', 'x.jsonl', 'part-0.json']);
    expect(merge.status).toBe(2);
    expect(merge.stderr).toContain('--export-hard needs a whole run (not check, merge or a shard)');
  });
});

describe('the hard inputs of a run with attacks', () => {
  it('hold one row per successful attack on the student, its adversarial code scored by both models', async () => {
    // The vulnerability robustness example, cut small: 40 rows, 8 attacked inputs with 40 queries.
    const config = loadConfig(path.join(repoRoot, 'examples', 'vulnerability', 'robustness.yml'), [
      ['dataset.limit', '40'],
      ['transforms.limit', '4'],
      ['transforms.attack.methods', '[mhm, wir-random, greedy]'],
      ['transforms.attack.max-inputs', '8'],
      ['transforms.attack.queries', '40'],
    ]);
    let rows: HardRow[] = [];
    const report = await evaluate(config, {
      exportHard: { rule: 'all', write: async (written) => void (rows = written) },
    });
    const successes = report.robustness!.attacks.map((a) => [
      a.method,
      a.student!.success.violations,
    ]);
    const attackRows = rows.filter((r) => r.kind === 'attack');
    expect(successes.reduce((n, [, k]) => n + (k as number), 0)).toBeGreaterThan(0);
    for (const [method, count] of successes) {
      expect(
        attackRows.filter((r) => r.method === method),
        String(method),
      ).toHaveLength(count as number);
    }
    expect(report.hardInputs!.attacks).toBe(attackRows.length);
    expect(report.hardInputs!.inputs + report.hardInputs!.attacks).toBe(rows.length);
    for (const row of attackRows) {
      // The attack flipped the student away from the label on the adversarial code.
      const studentClass = row.student[0]! >= row.student[1]! ? 0 : 1;
      expect(studentClass).not.toBe(row.label);
      expect(row.func).toBe(row.texts[0]);
      expect(row.renames!.length).toBeGreaterThan(0);
    }
  });
});

describe('temperature scaling in the report', () => {
  it('is reported beside the raw relations, with MR1 untouched', async () => {
    tmp = tempDir('temperature');
    const outputs = path.join(tmp.dir, 'student.jsonl');
    writeFileSync(outputs, STUDENT.map((row) => JSON.stringify(row)).join('\n') + '\n');
    const report = await evaluate(config({ outputs, output: 'probabilities' }));
    const scaling = report.temperature!;
    expect(scaling.mr2.raw).toMatchObject({ violations: 2, n: 4 });
    expect(scaling.klMean.raw).toBeCloseTo(report.relations.mr2.klMean!, 12);
    expect(scaling.klMean.atT).toBeLessThanOrEqual(scaling.klMean.raw);
    expect(renderTerminal(report)).toContain(`at T* = ${scaling.temperature.toFixed(2)}`);
  });
});
