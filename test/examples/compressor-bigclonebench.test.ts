import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load.js';
import type { Report } from '../../src/report/types.js';
import { cli, tempDir } from '../cli-harness.js';
import { hasShared, repoRoot, sharedDir, sharedSkipNote } from '../shared.js';

const bcb = path.join(sharedDir, 'data', 'bigclonebench');
const ROWS = 100;

describe.skipIf(!hasShared)(
  `the real published pair: CodeBERT teacher logits vs the 3 MB Compressor student (${hasShared ? `first ${ROWS} usable rows` : sharedSkipNote})`,
  () => {
    it('runs the example config and lines the teacher rows up with the pair list', async () => {
      const dir = tempDir();
      const json = path.join(dir, 'report.json');
      const result = await cli([
        'run',
        '--config',
        path.join(repoRoot, 'examples', 'compressor-bigclonebench', 'metacompress.yml'),
        '--dataset.limit',
        String(ROWS),
        '--report-json',
        json,
      ]);
      const report = JSON.parse(readFileSync(json, 'utf8')) as Report;

      // Independently: which of the first rows have both functions, and the teacher's own prediction (4th column).
      const ids = new Set(
        readFileSync(path.join(bcb, 'functions.jsonl'), 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => (JSON.parse(line) as { idx: string }).idx),
      );
      const pairs = readFileSync(path.join(bcb, 'unlabel_train.txt'), 'utf8').split('\n');
      let usable = 0;
      let missing = 0;
      const teacherPrediction = new Map<number, number>();
      for (let row = 0; usable < ROWS; row += 1) {
        const [a, b, , prediction] = pairs[row]!.split('\t');
        if (ids.has(a!) && ids.has(b!)) {
          usable += 1;
          teacherPrediction.set(row, Number(prediction));
        } else missing += 1;
      }
      expect(report.dataset).toMatchObject({ rowsUsed: ROWS, rowsMissingFunction: missing, labelled: 0 });

      // The logits file is float32 [45051, 2] after a 128-byte header; softmax by hand.
      const npy = readFileSync(path.join(bcb, 'codebert-teacher-logits.unlabel_train.npy'));
      const logits = new Float32Array(npy.buffer.slice(npy.byteOffset + 128, npy.byteOffset + npy.length));
      expect(report.divergent.length).toBe(10);
      for (const example of report.divergent) {
        const [z0, z1] = [logits[2 * example.row]!, logits[2 * example.row + 1]!];
        expect(example.teacher[1]).toBeCloseTo(1 / (1 + Math.exp(z0 - z1)), 12);
        const argmax = example.teacher[1]! > example.teacher[0]! ? 1 : 0;
        expect(argmax).toBe(teacherPrediction.get(example.row));
      }

      // A faithful student: the published model agrees with its teacher on the large majority.
      expect(report.teacher).toMatchObject({ source: 'outputs', classes: 2 });
      expect(report.student).toMatchObject({ source: 'onnx', inputs: ['input_ids', 'attention_mask'] });
      expect(report.relations.mr1.n).toBe(ROWS);
      expect(report.relations.mr1.rate!).toBeLessThan(0.05);
      expect(report.relations.mr4.skippedReason).toMatch(/no labels/);
      expect(result.status).toBe(report.gate.passed ? 0 : 1);
    });
  },
);

describe.skipIf(!hasShared)(
  `the published student's robustness config (${hasShared ? 'real data' : sharedSkipNote})`,
  () => {
    it("reads the student exactly as the gate's config does, on labelled test pairs, against an ONNX teacher", () => {
      const dir = path.join(repoRoot, 'examples', 'compressor-bigclonebench');
      const gate = loadConfig(path.join(dir, 'metacompress.yml'), []);
      const robustness = loadConfig(path.join(dir, 'robustness.yml'), []);
      expect(robustness.student).toEqual(gate.student);
      // T(x) needs a teacher that can score new inputs: an ONNX model, not logits.
      expect(robustness.teacher.kind).toBe('onnx');
      expect(path.basename(robustness.dataset.path)).toBe('test_sampled.txt');
      expect(robustness.transforms?.attack?.methods).toEqual([
        'mhm',
        'wir-random',
        'alert',
        'coda',
        'greedy',
      ]);
    });
  },
);
