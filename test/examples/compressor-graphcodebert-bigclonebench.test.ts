import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as ort from 'onnxruntime-node';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load.js';
import type { OrtModule } from '../../src/inference/onnx-model.js';
import { assembleReport, runShard } from '../../src/pipeline/index.js';
import { hasShared, repoRoot, sharedDir, sharedSkipNote } from '../shared.js';

const bcb = path.join(sharedDir, 'data', 'bigclonebench');
const modelDir = path.join(sharedDir, 'models', 'compressor-graphcodebert-clone-3mb');
const ROWS = 50;

const softmax1 = (z0: number, z1: number) => 1 / (1 + Math.exp(z0 - z1));

describe.skipIf(!hasShared)(
  `the real GraphCodeBERT pair: teacher logits vs the 3 MB Compressor GraphCodeBERT student (${hasShared ? `first ${ROWS} usable rows` : sharedSkipNote})`,
  () => {
    it('runs the example config end to end: teacher rows from the .npy, student outputs equal to the PyTorch reference', async () => {
      const config = loadConfig(
        path.join(repoRoot, 'examples', 'compressor-graphcodebert-bigclonebench', 'metacompress.yml'),
        [
          ['dataset.limit', String(ROWS)],
          ['threads', '2'],
        ],
      );
      expect(config.student).toMatchObject({
        inputFormat: 'graphcodebert',
        specialTokens: 'roberta',
        maxLength: 512,
        dataFlowLength: 128,
        language: 'java',
      });
      const warnings: string[] = [];
      const { scores } = await runShard(config, {
        loadRuntime: async () => ({ ort: ort as unknown as OrtModule, executionProviders: ['cpu'] }),
        log: { info: () => {}, warning: (m) => void warnings.push(m) },
      });
      const report = assembleReport(config, scores, null, null);
      expect(report.dataset.rowsUsed).toBe(ROWS);
      expect(report.student).toMatchObject({
        source: 'onnx',
        inputs: ['input_ids', 'position_idx', 'attention_mask'],
      });
      expect(report.student.encoding).toMatchObject({ inputFormat: 'graphcodebert', language: 'java' });
      expect(warnings.every((w) => /name a function id absent/.test(w))).toBe(true);

      // The teacher: softmax of its float32 [45051, 2] logits (128-byte .npy header), by file row.
      const npy = readFileSync(path.join(bcb, 'graphcodebert-teacher-logits.unlabel_train.npy'));
      const logits = new Float32Array(
        npy.buffer.slice(npy.byteOffset + 128, npy.byteOffset + npy.length),
      );
      scores.rows.forEach((row, i) => {
        expect(scores.teacher[2 * i + 1]).toBeCloseTo(softmax1(logits[2 * row]!, logits[2 * row + 1]!), 12);
      });

      // The student on the 8 reference pairs (all among the first rows): PyTorch's logits, softmaxed.
      const reference = JSON.parse(readFileSync(path.join(modelDir, 'reference-encoding.json'), 'utf8')) as {
        pairs: { row: number; student_logits: [number, number] }[];
      };
      const byRow = new Map(scores.rows.map((row, i) => [row, i]));
      for (const pair of reference.pairs) {
        const i = byRow.get(pair.row)!;
        expect(i).toBeDefined();
        expect(scores.student[2 * i + 1]!).toBeCloseTo(softmax1(...pair.student_logits), 5);
      }

      // A faithful student (the README measures 0.981 top-1 agreement on 1,000 pairs).
      expect(report.relations.mr1.n).toBe(ROWS);
      expect(report.relations.mr1.rate!).toBeLessThan(0.1);
      expect(report.relations.mr4.skippedReason).toMatch(/no labels/);
    });
  },
);
