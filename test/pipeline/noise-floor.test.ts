/**
 * The noise floor on the example teacher, checked against the settings'
 * outputs computed here: the batches the pipeline fed the teacher are run
 * again on sessions this test opens with each setting, and the flips and KL
 * counted from their logits with this file's own softmax and KL.
 */
import path from 'node:path';
import * as ort from 'onnxruntime-node';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load.js';
import type { ModelBatch } from '../../src/encode/formats/index.js';
import type { OrtModule } from '../../src/inference/onnx-model.js';
import { evaluate } from '../../src/pipeline/index.js';
import type { BatchPhase, Role } from '../../src/pipeline/types.js';
import type { NoiseFloorReport } from '../../src/report/types.js';
import { repoRoot } from '../shared.js';

const EXAMPLE = path.join(repoRoot, 'examples', 'vulnerability');
const TEACHER = path.join(EXAMPLE, 'teacher.onnx');

/** The example config on its first 120 rows, measuring the floor on 40 of them. */
function exampleConfig(threads: number) {
  return loadConfig(path.join(EXAMPLE, 'metacompress.yml'), [
    ['dataset.limit', '120'],
    ['noise-floor.inputs', '40'],
    ['threads', String(threads)],
  ]);
}

/** Runs the example, keeping the teacher's batches of each phase in the order it ran them. */
async function runExample(threads: number) {
  const batches: { phase: BatchPhase; batch: ModelBatch }[] = [];
  const report = await evaluate(exampleConfig(threads), {
    loadRuntime: async () => ({
      ort: ort as unknown as OrtModule,
      executionProviders: ['cpu'],
    }),
    log: { info: () => {}, warning: () => {} },
    onBatch: (role: Role, batch: ModelBatch, phase: BatchPhase) => {
      if (role === 'teacher') batches.push({ phase, batch });
    },
  });
  return { report, batches };
}

/** Float64 probabilities from float32 logits, a row per input (softmax, max subtracted). */
function softmaxRows(logits: Float32Array, cols: number): number[][] {
  const rows: number[][] = [];
  for (let r = 0; r < logits.length / cols; r++) {
    const z = Array.from(logits.subarray(r * cols, (r + 1) * cols));
    const top = Math.max(...z);
    const e = z.map((v) => Math.exp(v - top));
    const sum = e.reduce((a, b) => a + b, 0);
    rows.push(e.map((v) => v / sum));
  }
  return rows;
}

/**
 * The probabilities of each input under a session, by its position among the
 * inputs scored together: a batch's `rows` (batches cut from one call), or
 * the batch's own index (one call per input).
 */
async function probabilities(
  session: ort.InferenceSession,
  batches: ModelBatch[],
  onePerCall = false,
): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  for (const [index, batch] of batches.entries()) {
    const feeds = {
      input_ids: new ort.Tensor(
        'int64',
        batch.tensors.input_ids!.data as BigInt64Array,
        batch.tensors.input_ids!.dims,
      ),
      attention_mask: new ort.Tensor(
        'int64',
        batch.tensors.attention_mask!.data as BigInt64Array,
        batch.tensors.attention_mask!.dims,
      ),
    };
    const logits = (await session.run(feeds)).logits!.data as Float32Array;
    softmaxRows(logits, 2).forEach((row, j) => out.set(onePerCall ? index : batch.rows[j]!, row));
  }
  return out;
}

/** Flips and KL(p ‖ q) (q clipped at 1e-7, 0·ln 0 = 0) as this test counts them. */
function compare(p: number[][], q: number[][]) {
  const argmax = (row: number[]) => (row[1]! > row[0]! ? 1 : 0);
  const kl = p.map((row, i) =>
    row.reduce(
      (sum, pk, k) =>
        pk === 0 ? sum : sum + pk * (Math.log(pk) - Math.log(Math.max(q[i]![k]!, 1e-7))),
      0,
    ),
  );
  return {
    flips: p.filter((row, i) => argmax(row) !== argmax(q[i]!)).length,
    klMean: kl.reduce((a, b) => a + b, 0) / kl.length,
    klMax: Math.max(...kl),
  };
}

const open = (threads: number, level: 'all' | 'disabled') =>
  ort.InferenceSession.create(TEACHER, {
    intraOpNumThreads: threads,
    interOpNumThreads: 1,
    graphOptimizationLevel: level,
  });

describe('the noise floor of the example teacher', () => {
  it('counts the flips and KL each setting makes, as sessions opened here give them', async () => {
    const { report, batches } = await runExample(2);
    const floor = report.noiseFloor as Extract<NoiseFloorReport, { inputs: number }>;
    expect(floor.inputs).toBe(40);
    expect(floor.runtime).toMatchObject({ optimisation: 'all', threads: 2, batchSize: 32 });
    // After the timing rounds, the teacher ran the 40 inputs in the run's batches, then one by one.
    const afterTiming =
      batches.length - [...batches].reverse().findIndex((b) => b.phase === 'timing');
    const floorBatches = batches.slice(afterTiming).map((b) => b.batch);
    const singles = floorBatches.slice(-40);
    const batched = floorBatches.slice(0, -40);
    expect(singles.every((b) => b.size === 1)).toBe(true);
    expect(batched.reduce((n, b) => n + b.size, 0)).toBe(40);

    const inOrder = (byInput: Map<number, number[]>) =>
      Array.from({ length: 40 }, (_, i) => byInput.get(i)!);
    const run = await open(2, 'all');
    const base = inOrder(await probabilities(run, batched));
    const expected = {
      'optimisation-disabled': compare(
        base,
        inOrder(await probabilities(await open(2, 'disabled'), batched)),
      ),
      'one-thread': compare(base, inOrder(await probabilities(await open(1, 'all'), batched))),
      'batch-size-1': compare(base, inOrder(await probabilities(run, singles, true))),
    };
    for (const setting of floor.settings) {
      if (!('disagreement' in setting)) throw new Error(`${setting.setting} was skipped`);
      const want = expected[setting.setting];
      expect(setting.disagreement.n).toBe(40);
      expect(setting.disagreement.flips).toBe(want.flips);
      // The KL of two near-equal rows is a difference of logarithms: rounding alone moves it ~1e-16.
      expect(Math.abs(setting.disagreement.klMean! - want.klMean)).toBeLessThan(1e-15);
      expect(Math.abs(setting.disagreement.klMax! - want.klMax)).toBeLessThan(1e-15);
    }
    expect(floor.settings.map((s) => s.setting)).toEqual([
      'optimisation-disabled',
      'one-thread',
      'batch-size-1',
    ]);
    // The compressor-style student flips inputs; the runtime alone does not flip as many.
    expect(floor.student.n).toBe(40);
    expect(floor.student.withinFloor).toBe(
      floor.student.flips <= Math.max(...Object.values(expected).map((e) => e.flips)) &&
        floor.student.klMean! <= Math.max(...Object.values(expected).map((e) => e.klMean)),
    );
  }, 120_000);

  it('does not compare a setting that is the run’s own', async () => {
    const { report } = await runExample(1);
    const floor = report.noiseFloor as Extract<NoiseFloorReport, { inputs: number }>;
    expect(floor.settings[1]).toEqual({ setting: 'one-thread', skipped: 'the run uses 1 thread' });
  }, 120_000);
});
