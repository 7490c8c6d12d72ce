import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { embeddingTables, readOnnxGraph } from '../../src/inference/onnx-graph.js';
import {
  explainRunError,
  largestPosition,
  readGraphContract,
} from '../../src/inference/model-contract.js';
import { cli } from '../cli-harness.js';
import { hasShared, repoRoot, sharedDir, sharedSkipNote } from '../shared.js';
import { bytes, str, varint } from './protobuf.js';

/**
 * A graph of two lookups: `emb` [7, 3] indexed by Cast(input_ids), and `pos`
 * [5, 3] indexed by a Range output; `emb`'s dims unpacked, `pos`'s packed.
 */
function tinyModel(): Uint8Array {
  const tensor = (name: string, dims: number[], packed: boolean) =>
    packed
      ? [...bytes(1, dims), ...str(8, name)]
      : [...dims.flatMap((d) => varint(1, d)), ...str(8, name)];
  const node = (name: string, op: string, inputs: string[], outputs: string[]) => [
    ...inputs.flatMap((i) => str(1, i)),
    ...outputs.flatMap((o) => str(2, o)),
    ...str(3, name),
    ...str(4, op),
  ];
  const graph = [
    ...bytes(1, node('cast', 'Cast', ['input_ids'], ['ids'])),
    ...bytes(1, node('/we/Gather', 'Gather', ['emb', 'ids'], ['words'])),
    ...bytes(1, node('range', 'Range', ['start', 'limit', 'delta'], ['steps'])),
    ...bytes(1, node('/pe/Gather', 'Gather', ['pos', 'steps'], ['places'])),
    ...bytes(5, tensor('emb', [7, 3], false)),
    ...bytes(5, tensor('pos', [5, 3], true)),
    ...bytes(11, str(1, 'input_ids')),
    ...bytes(11, str(1, 'emb')),
  ];
  // ir_version = 7 (field 1), then the graph (field 7).
  return Uint8Array.from([...varint(1, 7), ...bytes(7, graph)]);
}

describe('reading the ONNX graph', () => {
  it('finds the tables of a hand-encoded graph and their rows', () => {
    const graph = readOnnxGraph(tinyModel());
    expect(graph.inputs).toEqual(['input_ids']);
    expect(graph.initializers).toEqual(
      new Map([
        ['emb', [7, 3]],
        ['pos', [5, 3]],
      ]),
    );
    expect(embeddingTables(graph)).toEqual({
      tokens: { rows: 7, node: '/we/Gather', table: 'emb' },
      positions: { rows: 5, node: '/pe/Gather', table: 'pos' },
    });
  });

  it('refuses a message cut short', () => {
    expect(() => readOnnxGraph(tinyModel().subarray(0, 20))).toThrow(RangeError);
  });

  it('numbers positions from 0, after the pad, or as fed', () => {
    const config = { maxLength: 400, specialTokens: 'roberta', inputFormat: 'token-ids' } as const;
    expect(largestPosition('from-zero', config, 1)).toBe(399);
    expect(largestPosition('after-pad', config, 1)).toBe(401);
    expect(largestPosition('input', config, 1)).toBe(401);
    expect(largestPosition('input', { ...config, specialTokens: 'bert' }, 0)).toBe(399);
  });

  it('names the tokenizer or max-length for a Gather index error, and the model otherwise', () => {
    const contract = {
      tokens: { rows: 1000, node: '/we/Gather', table: 'we.weight' },
      positions: { rows: 514, node: '/pe/Gather', table: 'pe.weight' },
      positionNumbering: 'after-pad' as const,
    };
    // The message ONNX Runtime 1.30 gives (measured on the Compressor student with id 1359).
    const ort = (node: string, idx: number, rows: number) =>
      new Error(
        `Non-zero status code returned while running Gather node. Name:'${node}' Status Message: indices element out of data bounds, idx=${idx} must be within the inclusive range [-${rows},${rows - 1}]`,
      );
    expect(explainRunError(contract, 'student', 'm.onnx', ort('/we/Gather', 1359, 1000))).toBe(
      'student.tokenizer: gave id 1359, but student.model m.onnx has 1000 token-embedding rows: this tokenizer does not fit this model',
    );
    expect(explainRunError(contract, 'student', 'm.onnx', ort('/pe/Gather', 601, 514))).toBe(
      'student.max-length: reached position 601, but student.model m.onnx has 514 position-embedding rows: lower max-length',
    );
    expect(explainRunError(contract, 'teacher', 't.onnx', new Error('bad shape'))).toBe(
      'teacher.model t.onnx: inference failed (bad shape); check teacher.input-format, teacher.max-length and teacher.tokenizer against the model',
    );
  });

  it('reads the rows of the examples’ graphs', async () => {
    // The example teacher's vocabulary (tokenizer-teacher.json) has 2,886 ids; its graph 256 positions from 0.
    expect(
      await readGraphContract(path.join(repoRoot, 'examples', 'vulnerability', 'teacher.onnx')),
    ).toMatchObject({
      tokens: { rows: 2886 },
      positions: { rows: 256 },
      positionNumbering: 'from-zero',
    });
  });
});

const models = path.join(sharedDir, 'models');

describe.skipIf(!hasShared)(
  `the contract of the published students (${hasShared ? 'their READMEs give the sizes' : sharedSkipNote})`,
  () => {
    it('reads vocabulary and position rows as the model cards state them', async () => {
      // Compressor: vocab 1000, 514 positions (RoBERTa's 512 + 2); AVATAR: vocab 19,302, 353 positions.
      expect(
        await readGraphContract(path.join(models, 'compressor-codebert-clone-3mb', 'model.onnx')),
      ).toMatchObject({
        tokens: { rows: 1000 },
        positions: { rows: 514 },
        positionNumbering: 'after-pad',
      });
      expect(
        await readGraphContract(path.join(models, 'avatar-codebert-vuln-3mb', 'model.onnx')),
      ).toMatchObject({
        tokens: { rows: 19302 },
        positions: { rows: 353 },
        positionNumbering: 'after-pad',
      });
      expect(
        await readGraphContract(
          path.join(models, 'compressor-graphcodebert-clone-3mb', 'model.onnx'),
        ),
      ).toMatchObject({
        tokens: { rows: 1000 },
        positions: { rows: 514 },
        positionNumbering: 'input',
      });
    });

    const compressor = path.join(
      repoRoot,
      'examples',
      'compressor-bigclonebench',
      'metacompress.yml',
    );
    const avatarJuliet = path.join(repoRoot, 'examples', 'avatar-juliet', 'metacompress.yml');

    it('refuses max-length past the position rows before scoring, naming both numbers', async () => {
      const result = await cli(['run', '--config', compressor, '--student.max-length', '1000']);
      expect(result.status).toBe(2);
      // 1000 tokens numbered 2..1001 (after the pad id 1); 514 rows hold 512 tokens.
      expect(result.stderr).toBe(
        `metacompress: error: student.max-length: 1000 tokens reach position 1001 (numbered from 2, after the pad id 1, as RoBERTa numbers them), but student.model ${path.join(models, 'compressor-codebert-clone-3mb', 'model.onnx')} has 514 position-embedding rows (/pe/Gather); allowed: max-length at most 512\n`,
      );
      // The AVATAR student's 353 rows take exactly its 351 tokens (2..352), and not one more.
      const over = await cli(['run', '--config', avatarJuliet, '--student.max-length', '352']);
      expect(over.status).toBe(2);
      expect(over.stderr).toContain('352 tokens reach position 353');
      expect(over.stderr).toContain('has 353 position-embedding rows');
    });

    it('refuses a tokenizer whose ids the model has no rows for', async () => {
      const wordPiece = path.join(models, 'avatar-codebert-vuln-3mb', 'tokenizer.json');
      const result = await cli([
        'run',
        '--config',
        compressor,
        '--student.tokenizer',
        wordPiece,
        '--student.special-tokens',
        'none',
      ]);
      expect(result.status).toBe(2);
      // The WordPiece vocabulary has 19,302 ids (0..19301); the Compressor graph 1000 rows.
      expect(result.stderr).toBe(
        `metacompress: error: student.tokenizer ${wordPiece}: gives ids up to 19301, but student.model ${path.join(models, 'compressor-codebert-clone-3mb', 'model.onnx')} has 1000 token-embedding rows (ids 0..999, /we/Gather): this tokenizer does not fit this model; give the tokenizer it was trained with\n`,
      );
    });

    it('refuses labels that name another number of classes than the graph gives', async () => {
      const result = await cli(['run', '--config', compressor, '--labels', '[a, b, c]']);
      expect(result.status).toBe(2);
      expect(result.stderr).toContain('labels: 3 classes, but student.model');
      expect(result.stderr).toContain('gives 2 (output columns 2)');
    });
  },
);
