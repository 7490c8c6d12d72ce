import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as ort from 'onnxruntime-node';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load.js';
import type { OrtModule } from '../../src/inference/onnx-model.js';
import { assembleReport, runShard } from '../../src/pipeline/index.js';
import { hasShared, repoRoot, sharedDir, sharedSkipNote } from '../shared.js';

const modelDir = path.join(sharedDir, 'models', 'avatar-codebert-vuln-3mb');
const ROWS = 100;

describe.skipIf(!hasShared)(
  `the published AVATAR WordPiece student on Juliet (${hasShared ? `first ${ROWS} test functions` : sharedSkipNote})`,
  () => {
    it('runs the example config; the student column 0 (vulnerable) becomes dataset class 1', async () => {
      const config = loadConfig(path.join(repoRoot, 'examples', 'avatar-juliet', 'metacompress.yml'), [
        ['dataset.limit', String(ROWS)],
        ['threads', '2'],
      ]);
      const { scores } = await runShard(config, {
        loadRuntime: async () => ({ ort: ort as unknown as OrtModule, executionProviders: ['cpu'] }),
        log: { info: () => {}, warning: () => {} },
      });
      const report = assembleReport(config, scores, null, null);
      expect(report.dataset.rowsUsed).toBe(ROWS);
      expect(report.student.encoding).toMatchObject({ specialTokens: 'none', maxLength: 351 });

      // Independently: the reference ids of the first 8 functions run through the bare runtime.
      const reference = JSON.parse(
        readFileSync(path.join(modelDir, 'reference-encoding.json'), 'utf8'),
      ) as { functions: { ids: number[] }[] };
      const session = await ort.InferenceSession.create(path.join(modelDir, 'model.onnx'));
      try {
        for (const [i, f] of reference.functions.entries()) {
          const ids = f.ids.slice(0, 351);
          const feeds = {
            input_ids: new ort.Tensor('int64', BigInt64Array.from(ids, BigInt), [1, ids.length]),
            attention_mask: new ort.Tensor('int64', new BigInt64Array(ids.length).fill(1n), [1, ids.length]),
          };
          const out = (await session.run(feeds)).logits!.data as Float32Array;
          const vulnerable = 1 / (1 + Math.exp(out[1]! - out[0]!));
          expect(scores.student[2 * i + 1]!).toBeCloseTo(vulnerable, 6);
        }
      } finally {
        await session.release();
      }
      expect(report.relations.mr1.n).toBe(ROWS);
      // Juliet functions are labelled, so MR4 is never skipped for want of labels.
      expect(report.relations.mr4.labelled).toBe(ROWS);
      expect(report.relations.mr4.skippedReason ?? '').not.toMatch(/no labels/);
    });
  },
);
