import { writeFileSync } from 'node:fs';
import path from 'node:path';
import * as ort from 'onnxruntime-node';
import { describe, expect, it } from 'vitest';
import type { Batch } from '../../src/encode/batches.js';
import { InputError } from '../../src/errors.js';
import { openOnnxModel, type OrtModule } from '../../src/inference/onnx-model.js';
import { tempDir } from '../cli-harness.js';
import { repoRoot } from '../shared.js';

const MODEL = path.join(repoRoot, 'examples', 'vulnerability', 'student-compressor.onnx');
const runtime = ort as unknown as OrtModule;

/** A batch of rows of token ids, padded with id 1 (the example tokenizers' <pad>) to `length`. */
function batch(rows: number[][], length: number): Batch {
  const inputIds = new BigInt64Array(rows.length * length).fill(1n);
  const attentionMask = new BigInt64Array(rows.length * length);
  rows.forEach((ids, r) =>
    ids.forEach((id, i) => {
      inputIds[r * length + i] = BigInt(id);
      attentionMask[r * length + i] = 1n;
    }),
  );
  return {
    rows: rows.map((_, i) => i),
    size: rows.length,
    length,
    inputIds,
    attentionMask,
    tokens: rows.reduce((sum, ids) => sum + ids.length, 0),
  };
}

describe('openOnnxModel', () => {
  it('discovers the graph inputs and the output columns, and runs with the providers passed in', async () => {
    const model = await openOnnxModel(runtime, MODEL, {
      threads: 1,
      what: 'student',
      executionProviders: ['cpu'],
    });
    try {
      expect(model.inputs).toEqual(['input_ids', 'attention_mask']);
      expect(model.output).toBe('logits');
      expect(model.outputColumns).toBe(2);
      const ids = [0, 50, 60, 70, 2];
      const alone = await model.run(batch([ids], 5));
      expect(alone.columns).toBe(2);
      expect(alone.data).toHaveLength(2);
      // The same row padded to 9 positions beside a longer one: the mask hides the padding,
      // so its logits do not change beyond float32 rounding.
      const padded = await model.run(batch([ids, [0, 80, 81, 82, 83, 84, 85, 86, 2]], 9));
      expect(padded.data).toHaveLength(4);
      expect(padded.data[0]).toBeCloseTo(alone.data[0]!, 4);
      expect(padded.data[1]).toBeCloseTo(alone.data[1]!, 4);
    } finally {
      await model.release();
    }
  });

  it('says a missing file cannot be read and a file of other bytes is not a model, as InputErrors', async () => {
    const missing = path.join(tempDir(), 'nope.onnx');
    const open = (file: string) => openOnnxModel(runtime, file, { threads: 1, what: 'teacher' });
    await expect(open(missing)).rejects.toThrow(InputError);
    await expect(open(missing)).rejects.toThrow(
      new RegExp(`^teacher\\.model ${missing.replace(/[.]/g, '\\.')}: cannot read \\(ENOENT`),
    );
    const text = path.join(tempDir(), 'model.onnx');
    writeFileSync(text, 'not a protobuf');
    await expect(open(text)).rejects.toThrow(InputError);
    await expect(open(text)).rejects.toThrow(/: not a loadable ONNX model \(/);
  });
});
