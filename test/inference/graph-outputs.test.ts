import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as ort from 'onnxruntime-node';
import { describe, expect, it } from 'vitest';
import type { ModelBatch } from '../../src/encode/formats/index.js';
import { InputError } from '../../src/errors.js';
import {
  batchRows,
  openOutputsModel,
  withGraphOutputs,
} from '../../src/inference/graph-outputs.js';
import { teacherBoundaries } from '../../src/inference/layer-boundaries.js';
import { readOnnxGraph } from '../../src/inference/onnx-graph.js';
import { openOnnxModel, type OrtModule } from '../../src/inference/onnx-model.js';
import { ModelProto } from '../../src/inference/onnx-proto/onnx-ml.js';
import { repoRoot } from '../shared.js';

const runtime = ort as unknown as OrtModule;
const example = (...parts: string[]) => path.join(repoRoot, 'examples', ...parts);
const TEACHERS = [example('vulnerability', 'teacher.onnx'), example('clone', 'teacher.onnx')];

/**
 * Rows of ids padded with 1 (<pad>) to `length`, each row's mask 1 over its ids:
 * rows of different lengths, so that padding and the mask take part.
 */
function batch(rows: number[][], length: number): ModelBatch {
  const ids = new BigInt64Array(rows.length * length).fill(1n);
  const mask = new BigInt64Array(rows.length * length);
  rows.forEach((row, r) =>
    row.forEach((id, i) => {
      ids[r * length + i] = BigInt(id);
      mask[r * length + i] = 1n;
    }),
  );
  const dims = [rows.length, length];
  return {
    rows: rows.map((_, i) => i),
    size: rows.length,
    tokens: rows.reduce((n, row) => n + row.length, 0),
    tensors: {
      input_ids: { type: 'int64', data: ids, dims },
      attention_mask: { type: 'int64', data: mask, dims },
    },
  };
}

/** Three rows of 40, 25 and 9 ids within both example vocabularies (2,886 and 3,390 rows). */
const ROWS = [40, 25, 9].map((n, r) =>
  Array.from({ length: n }, (_, i) => (i === 0 ? 0 : 3 + ((i * 131 + r * 17) % 2800))),
);

describe('the ONNX schema generated for @protobuf-ts/runtime', () => {
  it.each([
    ...TEACHERS,
    example('vulnerability', 'student-avatar.onnx'),
    example('mlm', 'code-mlm.onnx'),
  ])('decodes and encodes %s back to its exact bytes', (file) => {
    const bytes = readFileSync(file);
    const encoded = ModelProto.toBinary(ModelProto.fromBinary(bytes));
    expect(encoded.length).toBe(bytes.length);
    expect(Buffer.compare(Buffer.from(encoded), bytes)).toBe(0);
  });
});

describe('withGraphOutputs', () => {
  it('adds the values as outputs, by name only, after the graph’s own', () => {
    const bytes = readFileSync(TEACHERS[0]!);
    const rewritten = ModelProto.fromBinary(
      withGraphOutputs(bytes, ['/layers.0/Add_3_output_0', 'logits'], 'teacher'),
    );
    expect(rewritten.graph!.output.map((o) => o.name)).toEqual([
      'logits',
      '/layers.0/Add_3_output_0',
    ]);
    expect(rewritten.graph!.output[1]!.type).toBeUndefined();
    // Nothing else changes: without the added output it encodes to the original bytes.
    rewritten.graph!.output.pop();
    expect(Buffer.compare(Buffer.from(ModelProto.toBinary(rewritten)), bytes)).toBe(0);
  });

  it('refuses a value no node writes, naming it', () => {
    const bytes = readFileSync(TEACHERS[0]!);
    expect(() => withGraphOutputs(bytes, ['/layers.9/Add_3_output_0'], 'teacher.model t')).toThrow(
      new InputError('teacher.model t: no node of the graph writes "/layers.9/Add_3_output_0"'),
    );
  });

  it('refuses bytes that are not a model', () => {
    expect(() => withGraphOutputs(Uint8Array.of(0x0a, 0x05, 1), ['x'], 'student.model s')).toThrow(
      /^student\.model s: not an ONNX model/,
    );
  });

  describe.each(TEACHERS)('on %s', (file) => {
    it('gives the original final outputs exactly, with the layer boundaries beside them', async () => {
      const bytes = readFileSync(file);
      const found = teacherBoundaries(readOnnxGraph(bytes), 'logits')!;
      const values = found.boundaries.map((b) => b.value);
      const original = await openOnnxModel(runtime, file, { threads: 2, what: 'teacher' });
      const rewritten = await openOutputsModel(
        runtime,
        withGraphOutputs(bytes, values, 'teacher'),
        values,
        { threads: 2, executionProviders: ['cpu'], what: 'teacher' },
      );
      try {
        const input = batch(ROWS, 40);
        const before = await original.run(input);
        const after = await rewritten.run(input);
        // Bit for bit: the same runtime and session options on the same inputs.
        const logits = after.get('logits')!;
        expect(logits.map((row) => [...row])).toEqual(
          [0, 1, 2].map((r) => [...before.data.subarray(r * 2, r * 2 + 2)]),
        );
        // Each hidden state keeps the row's real tokens only: 40, 25, 9 tokens × 128.
        for (const value of values.slice(0, -1)) {
          expect(after.get(value)!.map((row) => row.length)).toEqual([40 * 128, 25 * 128, 9 * 128]);
        }
      } finally {
        await original.release();
        await rewritten.release();
      }
    });
  });
});

describe('batchRows', () => {
  it('keeps the positions the mask keeps, per row, when the second dimension is the mask’s', () => {
    // [2 rows, 3 positions, 2 features]; row 0 keeps positions 0, 1; row 1 keeps 0, 2.
    const data = Float32Array.from({ length: 12 }, (_, i) => i);
    const mask = { data: BigInt64Array.of(1n, 1n, 0n, 1n, 0n, 1n), dims: [2, 3] };
    expect(batchRows(data, [2, 3, 2], mask).map((row) => [...row])).toEqual([
      [0, 1, 2, 3],
      [6, 7, 10, 11],
    ]);
  });

  it('keeps whole rows when the tensor is not laid out by the mask (logits [2, 2])', () => {
    const mask = { data: Uint8Array.of(1, 0, 0, 1, 1, 1), dims: [2, 3] };
    expect(batchRows(Float32Array.of(1, 2, 3, 4), [2, 2], mask).map((row) => [...row])).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });

  it('keeps whole rows without a mask', () => {
    expect(batchRows(Float32Array.of(1, 2, 3, 4), [2, 2], undefined).map((r) => [...r])).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });
});
