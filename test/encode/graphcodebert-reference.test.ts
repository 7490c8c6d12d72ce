import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as ort from 'onnxruntime-node';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OnnxModelConfig } from '../../src/config/types.js';
import { JAVA_RULES } from '../../src/encode/data-flow/dfg.js';
import { loadDataFlowParser } from '../../src/encode/data-flow/grammar.js';
import { functionGraph } from '../../src/encode/data-flow/graph-input.js';
import type { ModelBatch } from '../../src/encode/formats/index.js';
import { graphCodeBertFormat } from '../../src/encode/formats/graphcodebert.js';
import { TokenCache } from '../../src/encode/token-cache.js';
import { loadTokenizer, type LoadedTokenizer } from '../../src/encode/tokenizer.js';
import { openOnnxModel } from '../../src/inference/onnx-model.js';
import { hasShared, sharedDir, sharedSkipNote } from '../shared.js';

const modelDir = path.join(sharedDir, 'models', 'compressor-graphcodebert-clone-3mb');
const L = 512;

interface ReferenceFunction {
  idx: string;
  code_tokens: string[];
  tokens: string[];
  n_code: number;
  n_dfg: number;
  dfg: [string, number, string, string[], number[]][];
  dfg_to_code: [number, number][];
  dfg_to_dfg: number[][];
  attention_mask_runs: [number, number][][];
  attention_mask_true_count: number;
}

interface ReferencePair {
  row: number;
  id1: string;
  id2: string;
  input_ids: number[];
  position_idx: number[];
  attention_mask_sha256: string;
  functions: [ReferenceFunction, ReferenceFunction];
  student_logits: [number, number];
}

function studentConfig(): OnnxModelConfig {
  return {
    kind: 'onnx',
    model: path.join(modelDir, 'model.onnx'),
    tokenizer: { kind: 'file' as const, file: path.join(modelDir, 'tokenizer.json') },
    referenceEncoding: null,
    maxLength: L,
    lowercase: false,
    normalizeWhitespace: false,
    pairMode: 'concat-blocks',
    output: 'softmax',
    classOrder: null,
    batchSize: 8,
    inputFormat: 'graphcodebert',
    specialTokens: 'roberta',
    dataFlowLength: 128,
    language: 'java',
  };
}

/** The true cells of one [L, L] block as row-wise [start, end) runs. */
function runsOf(mask: Uint8Array, offset: number): [number, number][][] {
  const rows: [number, number][][] = [];
  for (let r = 0; r < L; r += 1) {
    const runs: [number, number][] = [];
    let start = -1;
    for (let c = 0; c <= L; c += 1) {
      const on = c < L && mask[offset + r * L + c] === 1;
      if (on && start < 0) start = c;
      if (!on && start >= 0) {
        runs.push([start, c]);
        start = -1;
      }
    }
    rows.push(runs);
  }
  return rows;
}

describe.skipIf(!hasShared)(
  `GraphCodeBERT reference encoding of the Compressor student (${hasShared ? 'real data' : sharedSkipNote})`,
  () => {
    let reference: ReferencePair[];
    let functions: Map<string, string>;
    let tokenizer: LoadedTokenizer;
    let batch: ModelBatch;

    beforeAll(async () => {
      reference = (
        JSON.parse(readFileSync(path.join(modelDir, 'reference-encoding.json'), 'utf8')) as {
          pairs: ReferencePair[];
        }
      ).pairs;
      const wanted = new Set(reference.flatMap((p) => [p.id1, p.id2]));
      functions = new Map();
      for (const line of readFileSync(
        path.join(sharedDir, 'data', 'bigclonebench', 'functions.jsonl'),
        'utf8',
      ).split('\n')) {
        if (line === '') continue;
        const row = JSON.parse(line) as { idx: string; func: string };
        if (wanted.has(row.idx)) functions.set(row.idx, row.func);
      }
      tokenizer = await loadTokenizer(studentConfig().tokenizer, 'student', 'roberta');
      const format = await graphCodeBertFormat({
        config: studentConfig(),
        tokenizer,
        tokens: new TokenCache(tokenizer, { lowercase: false, normalizeWhitespace: false }),
        inputs: [
          { name: 'input_ids', type: 'int64', shape: ['batch', 'sequence'] },
          { name: 'position_idx', type: 'int64', shape: ['batch', 'sequence'] },
          { name: 'attention_mask', type: 'bool', shape: ['batch', 2, 'L', 'L'] },
        ],
        fixedLength: null,
        what: 'student',
      });
      const examples = reference.map((p, i) => ({
        row: p.row,
        id: String(i),
        texts: [functions.get(p.id1)!, functions.get(p.id2)!] as [string, string],
        label: -1,
      }));
      const batches = format.batches(examples);
      expect(batches).toHaveLength(1);
      batch = batches[0]!;
      // 8 pairs, 2 functions each, every one with its data-flow graph; no token counted (data-flow nodes are the unknown token by design).
      expect(format.fed()).toEqual({
        countedTokens: 0,
        unknownTokens: 0,
        functions: 16,
        functionsWithoutGraph: 0,
      });
    });

    it('has the 8 reference pairs in one batch of [8, 1024] ids and positions and an [8, 2, 512, 512] mask', () => {
      expect(reference).toHaveLength(8);
      expect(batch.rows).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
      expect(batch.tensors.input_ids!.dims).toEqual([8, 2 * L]);
      expect(batch.tensors.position_idx!.dims).toEqual([8, 2 * L]);
      expect(batch.tensors.attention_mask).toMatchObject({ type: 'bool', dims: [8, 2, L, L] });
    });

    it('reproduces every tree-sitter token, data-flow entry, span and edge of the 16 functions', async () => {
      const parse = await loadDataFlowParser('java');
      for (const pair of reference) {
        for (const f of pair.functions) {
          const graph = functionGraph(functions.get(f.idx)!, parse, JAVA_RULES, tokenizer.encode, {
            maxLength: L,
            dataFlowLength: 128,
            bos: 0,
            eos: 2,
          });
          expect(graph.tokens).toEqual(f.code_tokens);
          expect(graph.code.length).toBe(f.n_code);
          expect(graph.edges).toHaveLength(f.n_dfg);
          const kept = graph.entries.slice(0, f.n_dfg);
          expect(kept.map((e) => [e.name, e.token, e.relation, e.sourceNames, e.sources])).toEqual(
            f.dfg,
          );
          const spans = kept.map((_, k) => [graph.spans[2 * k], graph.spans[2 * k + 1]]);
          expect(spans).toEqual(f.dfg_to_code);
          expect(graph.edges).toEqual(f.dfg_to_dfg);
        }
      }
    });

    it('reproduces input_ids and position_idx position by position for all 8 pairs', () => {
      reference.forEach((pair, b) => {
        const at = (name: string) =>
          Array.from(
            (batch.tensors[name]!.data as BigInt64Array).subarray(b * 2 * L, (b + 1) * 2 * L),
            Number,
          );
        expect(at('input_ids')).toEqual(pair.input_ids);
        expect(at('position_idx')).toEqual(pair.position_idx);
      });
    });

    it('reproduces the attention mask cell by cell (row runs, true counts and the sha256 of the [2, L, L] bytes)', () => {
      const mask = batch.tensors.attention_mask!.data as Uint8Array;
      reference.forEach((pair, b) => {
        pair.functions.forEach((f, j) => {
          const offset = (b * 2 + j) * L * L;
          expect(runsOf(mask, offset)).toEqual(f.attention_mask_runs);
          let count = 0;
          for (let i = offset; i < offset + L * L; i += 1) count += mask[i]!;
          expect(count).toBe(f.attention_mask_true_count);
        });
        const bytes = mask.subarray(b * 2 * L * L, (b + 1) * 2 * L * L);
        expect(createHash('sha256').update(bytes).digest('hex')).toBe(pair.attention_mask_sha256);
      });
    });

    it('gives the PyTorch logits through onnxruntime-node within 1e-4', async () => {
      const model = await openOnnxModel(ort, studentConfig().model, {
        threads: 2,
        what: 'student',
        format: 'graphcodebert',
      });
      try {
        expect(model.inputs.sort()).toEqual(['attention_mask', 'input_ids', 'position_idx']);
        const { data, columns } = await model.run(batch);
        expect(columns).toBe(2);
        let worst = 0;
        reference.forEach((pair, b) => {
          for (let c = 0; c < 2; c += 1) {
            worst = Math.max(worst, Math.abs(data[b * 2 + c]! - pair.student_logits[c]!));
          }
        });
        console.info(`[graphcodebert reference] max |logit - PyTorch| = ${worst.toExponential(2)}`);
        expect(worst).toBeLessThan(1e-4);
      } finally {
        await model.release();
      }
    });
  },
);
