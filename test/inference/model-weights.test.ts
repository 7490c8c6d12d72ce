import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readModelWeights } from '../../src/inference/model-weights.js';
import { parameterCount, readOnnxGraph } from '../../src/inference/onnx-graph.js';
import { tempDir } from '../servers/env.js';
import { bytes, str, varint } from './protobuf.js';

/** TensorProto: dims (packed), name, and for external data its location entry. */
const tensor = (name: string, dims: number[], location: string | null = null) => [
  ...bytes(1, dims),
  ...str(8, name),
  ...(location === null ? [] : [...bytes(13, [...str(1, 'location'), ...str(2, location)])]),
  ...(location === null ? [] : varint(14, 1)),
];

/** A model of three initializers, [3, 4] and [4] in the file and [2, 5] in `weights.bin`, and a scalar. */
function model(location = 'weights.bin'): Uint8Array {
  const graph = [
    ...bytes(5, tensor('w', [3, 4])),
    ...bytes(5, tensor('b', [4])),
    ...bytes(5, tensor('big', [2, 5], location)),
    ...bytes(5, tensor('s', [])),
  ];
  return Uint8Array.from([...varint(1, 8), ...bytes(7, graph)]);
}

let tmp: ReturnType<typeof tempDir> | undefined;
afterEach(() => {
  tmp?.remove();
  tmp = undefined;
});

describe('the parameters of a graph', () => {
  it('are the elements of its initializers, external ones included (3·4 + 4 + 2·5 + 1 = 27)', () => {
    const graph = readOnnxGraph(model());
    expect(parameterCount(graph)).toBe(27);
    expect([...graph.externalData]).toEqual(['weights.bin']);
  });
});

describe('readModelWeights', () => {
  it('weighs the .onnx file and the external data file beside it', async () => {
    tmp = tempDir('weights');
    const file = path.join(tmp.dir, 'model.onnx');
    const onnx = model();
    writeFileSync(file, onnx);
    writeFileSync(path.join(tmp.dir, 'weights.bin'), new Uint8Array(40));
    expect(await readModelWeights(file, 'student.model')).toEqual({
      parameters: 27,
      fileBytes: onnx.length + 40,
    });
  });

  it('leaves out a location outside the model folder, and a missing one', async () => {
    tmp = tempDir('weights-outside');
    mkdirSync(path.join(tmp.dir, 'models'));
    writeFileSync(path.join(tmp.dir, 'secret.bin'), new Uint8Array(1000));
    for (const location of ['../secret.bin', path.join(tmp.dir, 'secret.bin'), 'absent.bin']) {
      const file = path.join(tmp.dir, 'models', 'model.onnx');
      const onnx = model(location);
      writeFileSync(file, onnx);
      expect(await readModelWeights(file, 'teacher.model')).toEqual({
        parameters: 27,
        fileBytes: onnx.length,
      });
    }
  });

  it('gives a size without parameters for a file it cannot walk, and names one it cannot read', async () => {
    tmp = tempDir('weights-bad');
    const file = path.join(tmp.dir, 'cut.onnx');
    writeFileSync(file, model().subarray(0, 9));
    expect(await readModelWeights(file, 'teacher.model')).toEqual({
      parameters: null,
      fileBytes: 9,
    });
    await expect(
      readModelWeights(path.join(tmp.dir, 'none.onnx'), 'teacher.model'),
    ).rejects.toThrow(/^teacher\.model .*none\.onnx: cannot read/);
  });
});
