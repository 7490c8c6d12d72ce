/**
 * The two real published Compressor students in one run against the CodeBERT
 * teacher's precomputed logits (examples/compressor-bigclonebench/students.yml).
 * Their sizes differ by 1% and their MR1 by a pair or two: the frontier must
 * take the size, which is exact, and call them as faithful where McNemar on the
 * same pairs cannot tell them apart (it once said "more faithful" for 0/100 vs 1/100).
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfig, readConfigDocument } from '../../src/config/load.js';
import type { OrtModule } from '../../src/inference/onnx-model.js';
import { evaluateStudents } from '../../src/pipeline/index.js';
import { hasShared, repoRoot, sharedDir, sharedSkipNote } from '../shared.js';

const ROWS = 20;
const models = path.join(sharedDir, 'models');

describe.skipIf(!hasShared)(
  `the real Compressor students against one CodeBERT teacher run (${hasShared ? `first ${ROWS} usable rows` : sharedSkipNote})`,
  () => {
    it('both students scored on the same pairs; the frontier decides size exactly and MR1 only by its paired test', async () => {
      const file = path.join(repoRoot, 'examples', 'compressor-bigclonebench', 'students.yml');
      const doc = readConfigDocument(file) as { dataset: Record<string, unknown> };
      doc.dataset.limit = ROWS;
      const config = parseConfig(doc, path.dirname(file));
      const ort = (await import('onnxruntime-node')) as unknown as OrtModule;
      const result = await evaluateStudents(config, {
        loadRuntime: async () => ({ ort, executionProviders: ['cpu'] }),
        log: { info: () => {}, warning: () => {} },
      });
      const bytes = (dir: string) => statSync(path.join(models, dir, 'model.onnx')).size;
      const [codebert, graphcodebert] = result.comparison.candidates;
      expect([codebert!.name, graphcodebert!.name]).toEqual(['codebert', 'graphcodebert']);
      expect(codebert!.cost.fileBytes).toBe(bytes('compressor-codebert-clone-3mb'));
      expect(graphcodebert!.cost.fileBytes).toBe(bytes('compressor-graphcodebert-clone-3mb'));
      expect(codebert!.cost.fileBytes!).toBeLessThan(graphcodebert!.cost.fileBytes!);
      for (const { name, report } of result.students) {
        expect(report.relations.mr1.n, name).toBe(ROWS);
        // Both READMEs measure ≥ 0.98 top-1 agreement with their teachers.
        expect(report.relations.mr1.rate!, name).toBeLessThan(0.1);
      }
      // The same pairs: McNemar needs ≥ 6 discordant pairs before it can decide at 5%;
      // with MR1 below 10% of 20 pairs each, there are at most 2, so MR1 ranks neither.
      const placeOf = (name: string) => result.comparison.frontier.find((p) => p.name === name)!;
      expect(placeOf('codebert')).toEqual({ name: 'codebert', place: 'frontier' });
      const other = placeOf('graphcodebert');
      if (other.place === 'dominated') {
        expect(other.by).toBe('codebert');
        expect(other.how).toMatch(/^smaller, (faster|as fast) and as faithful$/);
      } else {
        // Only a measurably faster graphcodebert keeps it on the frontier.
        const [low] = graphcodebert!.cost.latency!.ci95!;
        expect(low).toBeGreaterThan(0);
        expect(graphcodebert!.cost.latency!.ci95![1]).toBeLessThan(codebert!.cost.latency!.ci95![0]);
      }
    }, 600_000);
  },
);
