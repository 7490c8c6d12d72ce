/**
 * "Where it breaks" on the example teacher against copies of it whose break
 * is known: the same model (nothing parts), and one whose third layer's
 * last bias is shifted by 1 (every layer before it is bit for bit the
 * teacher's, and it is the first to part).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as ort from 'onnxruntime-node';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load.js';
import type { OrtModule } from '../../src/inference/onnx-model.js';
import { ModelProto } from '../../src/inference/onnx-proto/onnx-ml.js';
import { evaluate } from '../../src/pipeline/index.js';
import type { WhereItBreaksReport } from '../../src/report/types.js';
import { tempDir } from '../cli-harness.js';
import { repoRoot } from '../shared.js';

const EXAMPLE = path.join(repoRoot, 'examples', 'vulnerability');
const TEACHER = path.join(EXAMPLE, 'teacher.onnx');

/** The teacher with `bias` (a float32 initializer kept as raw data) shifted by `by` in every element. */
function shifted(bias: string, by: number): string {
  const model = ModelProto.fromBinary(readFileSync(TEACHER));
  const tensor = model.graph!.initializer.find((t) => t.name === bias)!;
  const raw = tensor.rawData!;
  const values = new Float32Array(raw.buffer.slice(raw.byteOffset, raw.byteOffset + raw.length));
  tensor.rawData = new Uint8Array(values.map((v) => v + by).buffer);
  const file = path.join(tempDir(), 'student.onnx');
  writeFileSync(file, ModelProto.toBinary(model));
  return file;
}

/** The example on its first 60 rows, the student at `student` with the teacher's tokenizer. */
async function run(student: string, whereItBreaks: string) {
  const config = loadConfig(path.join(EXAMPLE, 'metacompress.yml'), [
    ['dataset.limit', '60'],
    ['student.model', student],
    ['student.tokenizer', path.join(EXAMPLE, 'tokenizer-teacher.json')],
    ['where-it-breaks', whereItBreaks],
  ]);
  const report = await evaluate(config, {
    loadRuntime: async () => ({ ort: ort as unknown as OrtModule, executionProviders: ['cpu'] }),
    log: { info: () => {}, warning: () => {} },
  });
  return report.whereItBreaks as Extract<WhereItBreaksReport, { layers: unknown }>;
}

describe('where it breaks, on copies of the example teacher', () => {
  it('finds no distance at all between the teacher and itself', async () => {
    const found = await run(TEACHER, '{ sample: 10 }');
    // Nothing violates: every input is in the other group, 10 of its 60 compared.
    expect(found.inputs).toEqual({
      violating: { compared: 0, of: 0 },
      other: { compared: 10, of: 60 },
    });
    expect(found.layers.map((l) => l.label)).toEqual([
      'embeddings',
      'layers.0',
      'layers.1',
      'layers.2',
      'layers.3',
      'output',
    ]);
    for (const layer of found.layers) {
      expect(layer.other).toEqual({
        n: 10,
        meanRelativeError: 0,
        maxRelativeError: 0,
        meanCosine: 1,
      });
      expect(layer.violating.n).toBe(0);
    }
    expect(found.firstParting).toEqual({ violating: null, other: null });
    expect(found.incomparable).toBe(0);
  }, 120_000);

  it('parts first at the layer whose bias was shifted; the layers before it are the teacher’s', async () => {
    const found = await run(shifted('layers.2.fc2.bias', 1), '{ sample: 15, threshold: 0.1 }');
    const byLabel = new Map(found.layers.map((l) => [l.label, l]));
    for (const label of ['embeddings', 'layers.0', 'layers.1']) {
      for (const group of ['violating', 'other'] as const) {
        const distance = byLabel.get(label)![group];
        if (distance.n === 0) continue;
        expect([
          distance.meanRelativeError,
          distance.maxRelativeError,
          distance.meanCosine,
        ]).toEqual([0, 0, 1]);
      }
    }
    // A shift of 1 in each of 128 features against hidden states of norm about √128 per token.
    expect(byLabel.get('layers.2')!.other.meanRelativeError).toBeGreaterThan(0.1);
    expect(found.firstParting.other).toBe('layers.2');
    const { violating, other } = found.inputs;
    expect(violating.of + other.of).toBe(60);
    expect([violating.compared, other.compared]).toEqual([
      Math.min(15, violating.of),
      Math.min(15, other.of),
    ]);
  }, 120_000);

  it('maps the layers the config names, by node or by value name', async () => {
    const found = await run(
      shifted('layers.2.fc2.bias', 1),
      '{ sample: 5, layers: [/layers.1/Add_3, { teacher: /layers.2/Add_3_output_0, student: /layers.2/Add_3 }] }',
    );
    expect(found.layers.map((l) => [l.label, l.teacher, l.student])).toEqual([
      ['/layers.1/Add_3', '/layers.1/Add_3_output_0', '/layers.1/Add_3_output_0'],
      ['/layers.2/Add_3_output_0', '/layers.2/Add_3_output_0', '/layers.2/Add_3_output_0'],
    ]);
    expect(found.firstParting.other).toBe('/layers.2/Add_3_output_0');
  }, 120_000);

  it('says why a distilled student with fewer layers is not compared', async () => {
    const config = loadConfig(path.join(EXAMPLE, 'metacompress.yml'), [
      ['dataset.limit', '20'],
      ['where-it-breaks', 'true'],
    ]);
    const report = await evaluate(config, {
      loadRuntime: async () => ({ ort: ort as unknown as OrtModule, executionProviders: ['cpu'] }),
      log: { info: () => {}, warning: () => {} },
    });
    expect(report.whereItBreaks).toEqual({
      unavailable:
        'the teacher has 4 layers named /layers.N, the student 2 layers named /layers.N; give where-it-breaks.layers as a list of { teacher, student } names',
    });
  }, 120_000);
});
