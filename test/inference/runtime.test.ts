import { createRequire } from 'node:module';
import path from 'node:path';
import * as ort from 'onnxruntime-node';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load.js';
import { readDataset } from '../../src/data/read-dataset.js';
import { bucketBatches, type Batch } from '../../src/encode/batches.js';
import { assembleSequence } from '../../src/encode/sequences.js';
import { TokenCache } from '../../src/encode/token-cache.js';
import { loadTokenizer } from '../../src/encode/tokenizer.js';
import { openOnnxModel } from '../../src/inference/onnx-model.js';
import { inThread, inWorker } from '../../src/inference/runtime.js';
import { evaluate } from '../../src/pipeline.js';
import { repoRoot } from '../shared.js';

const example = path.join(repoRoot, 'examples', 'vulnerability', 'metacompress.yml');
const ortPath = createRequire(import.meta.url).resolve('onnxruntime-node');
const quiet = { info: () => {}, warning: () => {} };

/** Deep equality with numbers equal to within `tolerance` (integers exactly). */
function expectClose(actual: unknown, expected: unknown, tolerance: number, at = '$'): void {
  if (typeof expected === 'number' && !Number.isInteger(expected)) {
    expect(typeof actual, at).toBe('number');
    expect(Math.abs((actual as number) - expected), at).toBeLessThanOrEqual(tolerance);
  } else if (typeof expected === 'object' && expected !== null) {
    expect(Object.keys(actual as object).sort(), at).toEqual(Object.keys(expected).sort());
    for (const [key, value] of Object.entries(expected)) {
      expectClose((actual as Record<string, unknown>)[key], value, tolerance, `${at}.${key}`);
    }
  } else {
    expect(actual, at).toEqual(expected);
  }
}

/** The example's first 40 rows, batched for its teacher. */
async function teacherBatches(): Promise<Batch[]> {
  const config = loadConfig(example, [['dataset.limit', '40']]);
  const tokenizer = await loadTokenizer(config.teacher.tokenizer!, 'teacher');
  const tokens = new TokenCache(tokenizer, config.teacher);
  const sequences = [];
  for await (const row of readDataset(config.dataset)) {
    const ids = row.texts.map((text) => tokens.ids(text, config.teacher.maxLength));
    sequences.push(
      assembleSequence(ids, 'concat-blocks', config.teacher.maxLength, tokenizer.special),
    );
  }
  return bucketBatches(sequences, 16, tokenizer.special.pad);
}

describe('ONNX Runtime in a worker thread', () => {
  it('gives the outputs of sessions in this thread, batches sent together coming back in order', async () => {
    const config = loadConfig(example);
    const batches = await teacherBatches();
    expect(batches.length).toBe(3);
    const options = { threads: 1, what: 'teacher' };
    const here = await openOnnxModel(inThread(ort), config.teacher.model!, options);
    const worker = await openOnnxModel(inWorker(ortPath), config.teacher.model!, options);
    expect(worker.inputs).toEqual(here.inputs);
    expect(worker.outputColumns).toBe(here.outputColumns);
    const expected: Awaited<ReturnType<typeof here.run>>[] = [];
    for (const batch of batches) expected.push(await here.run(batch));
    // All sent before any is awaited, as the pipeline does.
    const got = await Promise.all(batches.map((batch) => worker.run(batch)));
    got.forEach((result, i) => {
      expect(result.columns).toBe(expected[i]!.columns);
      expect(Array.from(result.data)).toEqual(Array.from(expected[i]!.data));
      expect(result.data.length).toBe(batches[i]!.size * result.columns);
      expect(result.ms).toBeGreaterThan(0);
    });
    await here.release();
    await worker.release();
  });

  it('reports a file that is not a model as the one-line error of the model, and opens again after', async () => {
    const runtime = inWorker(ortPath);
    const notAModel = path.join(repoRoot, 'README.md');
    await expect(
      openOnnxModel(runtime, notAModel, { threads: 1, what: 'student' }),
    ).rejects.toThrow(/^student\.model .*README\.md: not a loadable ONNX model \(.+\)$/);
    // The failed open ended the worker; the next open starts another.
    const model = await openOnnxModel(runtime, loadConfig(example).student.model!, {
      threads: 1,
      what: 'student',
    });
    expect(model.inputs).toContain('input_ids');
    await model.release();
  });

  it('scores the same report whether chunks are one or many, in a worker or in this thread', async () => {
    const config = loadConfig(example, [['dataset.limit', '120']]);
    const oneChunk = await evaluate(config, { log: quiet, loadOrt: async () => inThread(ort) });
    const manyChunks = await evaluate(config, {
      log: quiet,
      loadOrt: async () => inWorker(ortPath),
      chunkRows: 7,
    });
    // Other chunks make other batches, padded otherwise: float32 sums differ in
    // their last bits, nothing more. Counts and verdicts are equal.
    expectClose(manyChunks.relations, oneChunk.relations, 1e-6);
    expect(manyChunks.divergent.map((d) => d.row)).toEqual(oneChunk.divergent.map((d) => d.row));
    expect(manyChunks.gate).toEqual(oneChunk.gate);
    expect(manyChunks.dataset).toEqual(oneChunk.dataset);
    expect(manyChunks.teacher).toEqual(oneChunk.teacher);
  });
});
