/**
 * Restored teacher outputs are untrusted: each way an attacker or an accident
 * can spoil the cached entry (columns swapped, truncated, NaN, a third column,
 * another key's file, an entry of older code) gives the verdict of a cold run,
 * with one warning naming the entry and why, never an error and never a pass.
 *
 * The gate: the tiny ONNX teacher (test/fixtures/onnx/sum-count.onnx) against
 * itself with its two columns swapped (class-order [1, 0]), so the student
 * disagrees with the teacher on each of the 4 rows and MR1 fails (4/4) cold.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseConfig } from '../../src/config/load.js';
import { evaluate } from '../../src/lib.js';
import {
  largestDifference,
  rowsProblem,
  spotPositions,
} from '../../src/pipeline/restored-outputs.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import type { Report } from '../../src/report/types.js';
import { decodeOutputs, encodeOutputs } from '../../src/store/teacher-entries.js';
import type { CachedOutputs } from '../../src/store/types.js';
import { createTeacherOutputsCache } from '../../src/store/teacher-entries.js';
import { recordingLogger, tempDir } from '../servers/env.js';
import { repoRoot } from '../shared.js';
import { folderCache } from '../store/folder-cache.js';

/** The code version the store keys with: a test stands in for a change of the code. */
const code = vi.hoisted(() => ({ version: 'code-A' }));
vi.mock('../../src/store/code-version.js', () => ({ codeVersion: () => code.version }));

const TINY = path.join(repoRoot, 'test', 'fixtures', 'tiny');
const MODEL = path.join(repoRoot, 'test', 'fixtures', 'onnx', 'sum-count.onnx');

let tmp: ReturnType<typeof tempDir> | undefined;
afterEach(() => {
  tmp?.remove();
  code.version = 'code-A';
});

const model = {
  model: MODEL,
  tokenizer: { vocab: path.join(TINY, 'vocab.json'), merges: path.join(TINY, 'merges.txt') },
  'max-length': 16,
};

const config = (limit: number | null = null, spotCheck: number | null = null) =>
  parseConfig(
    {
      task: 'vulnerability-prediction',
      dataset: { path: path.join(TINY, 'dataset.jsonl'), ...(limit === null ? {} : { limit }) },
      teacher: model,
      student: { ...model, 'class-order': [1, 0] },
      relations: { epsilon: 0.01, 'n-min': 1 },
      gate: { inconclusive: 'pass' },
      threads: 1,
      ...(spotCheck === null ? {} : { 'spot-check': spotCheck }),
    },
    TINY,
  );

function storeInFolder() {
  const dir = (tmp = tempDir('restored-outputs')).dir;
  const store = path.join(dir, 'store');
  const log = recordingLogger();
  const teacherCache = createTeacherOutputsCache(folderCache(store), path.join(dir, 'work'), log);
  const entries = () => readdirSync(store).filter((k) => k.includes('teacher-outputs'));
  return { store, log, teacherCache, entries };
}

/** What decides the gate: pass or fail, each check's status and value, and the failures' reasons. */
const verdict = (report: Report) => ({
  passed: report.gate.passed,
  checks: report.gate.checks.map((c) => [c.id, c.status, c.value]),
  failures: report.gate.failures,
});

/** Rewrites the one teacher-outputs entry of the store as `change` says, under the same key. */
function tamper(store: string, key: string, change: (o: CachedOutputs) => CachedOutputs): void {
  const file = path.join(store, key);
  const bare = key.replace(/^metacompress-v1-/, '');
  const outputs = decodeOutputs(bare, readFileSync(file));
  if (typeof outputs === 'string') throw new Error(outputs);
  writeFileSync(file, encodeOutputs(bare, change(outputs)));
}

const swapColumns = (o: CachedOutputs): CachedOutputs => ({
  ...o,
  probs: Float64Array.from(o.probs, (_, i) => o.probs[i % 2 === 0 ? i + 1 : i - 1]!),
});

describe('restored teacher outputs are checked before they are used', () => {
  it('a cold run fails the swapped student; a warm run restores, spot-checks and agrees', async () => {
    const { log, teacherCache, entries } = storeInFolder();
    const cold = await evaluate(config(), { log, teacherCache });
    expect(cold.teacher.fromCache).toBe(false);
    expect(cold.teacher.spotCheck).toBeUndefined();
    expect(verdict(cold).passed).toBe(false);
    expect(cold.gate.checks[0]).toMatchObject({ id: 'MR1', status: 'fail', value: 1 });
    expect(entries()).toHaveLength(1);

    const warm = await evaluate(config(), { log, teacherCache });
    expect(warm.teacher.fromCache).toBe(true);
    // 4 rows, default 8: every row checked, and the teacher gives the same numbers.
    expect(warm.teacher.spotCheck).toEqual({ rows: 4, largestDifference: 0 });
    expect(verdict(warm)).toEqual(verdict(cold));
    expect(log.warnings()).toEqual([]);
    expect(renderMarkdown(warm)).toContain(
      'the live teacher scored 4 of their rows again, drawn at random, and matched them within 1e-6 (largest difference 0.0e+0).',
    );

    // spot-check: 0 turns it off, and the report says so.
    const unchecked = await evaluate(config(null, 0), { log, teacherCache });
    expect(unchecked.teacher.spotCheck).toEqual({ rows: 0, largestDifference: 0 });
    expect(renderMarkdown(unchecked)).toContain('not spot-checked (`spot-check: 0`)');
  });

  const attacks: [string, (o: CachedOutputs) => CachedOutputs, string][] = [
    [
      'its columns swapped (a poisoned entry that passes every check of the file)',
      swapColumns,
      'the live teacher scored 4 of its rows again and differs by up to',
    ],
    [
      'truncated to 1 row',
      (o) => ({ ...o, rows: o.rows.subarray(0, 1), probs: o.probs.subarray(0, 2) }),
      'it holds no outputs for dataset row 1',
    ],
    [
      'a NaN',
      (o) => ({ ...o, probs: Float64Array.from(o.probs, (p, i) => (i === 3 ? NaN : p)) }),
      'row 1 has probability NaN',
    ],
    [
      'a third column',
      (o) => ({
        ...o,
        probs: Float64Array.from({ length: o.rows.length * 3 }, (_, i) =>
          i % 3 === 2 ? 0 : o.probs[Math.floor(i / 3) * 2 + (i % 3)]!,
        ),
        cols: 3,
      }),
      'it has 3 columns, the student gives 2',
    ],
    [
      'a row more than the run scores',
      (o) => ({
        ...o,
        rows: Int32Array.of(...o.rows, 99),
        probs: Float64Array.of(...o.probs, 0.5, 0.5),
      }),
      'it holds 5 rows, this run scored 4',
    ],
  ];

  it.each(attacks)(
    'an entry with %s gives the cold verdict, with one warning',
    async (_, change, why) => {
      const { store, log, teacherCache, entries } = storeInFolder();
      const cold = await evaluate(config(), { log, teacherCache });
      const [key] = entries();
      tamper(store, key!, change);
      const tampered = await evaluate(config(), { log, teacherCache });
      expect(verdict(tampered)).toEqual(verdict(cold));
      expect(tampered.teacher.fromCache).toBe(false);
      expect(log.warnings()).toHaveLength(1);
      expect(log.warnings()[0]).toContain(why);
      expect(log.warnings()[0]).toMatch(/^Ignoring the (restored|cached) teacher outputs/);
    },
  );

  it("another key's entry copied under this key is refused: the file records its key", async () => {
    const { store, log, teacherCache, entries } = storeInFolder();
    // The first 2 rows: another dataset selection, so another key.
    await evaluate(config(2), { log, teacherCache });
    const [foreign] = entries();
    const cold = await evaluate(config(), { log, teacherCache });
    const key = entries().find((k) => k !== foreign)!;
    writeFileSync(path.join(store, key), readFileSync(path.join(store, foreign!)));
    const tampered = await evaluate(config(), { log, teacherCache });
    expect(verdict(tampered)).toEqual(verdict(cold));
    expect(log.warnings()).toEqual([
      'Ignoring the cached teacher outputs (it was saved under another key); running the teacher',
    ]);
  });

  it('an entry of other code (the encoder changed) is not restored: the code version is in the key', async () => {
    const { log, teacherCache, entries } = storeInFolder();
    const cold = await evaluate(config(), { log, teacherCache });
    code.version = 'code-B';
    const changed = await evaluate(config(), { log, teacherCache });
    expect(changed.teacher.fromCache).toBe(false);
    expect(verdict(changed)).toEqual(verdict(cold));
    expect(entries()).toHaveLength(2);
    code.version = 'code-A';
    expect((await evaluate(config(), { log, teacherCache })).teacher.fromCache).toBe(true);
    expect(log.warnings()).toEqual([]);
  });
});

describe('the checks, by hand', () => {
  it('rowsProblem: the same rows in the same order, or why not', () => {
    expect(rowsProblem(Int32Array.of(0, 2, 5), [0, 2, 5])).toBeNull();
    expect(rowsProblem(Int32Array.of(0, 2), [0, 2, 5])).toBe('it holds 2 rows, this run scored 3');
    expect(rowsProblem(Int32Array.of(0, 5, 2), [0, 2, 5])).toBe(
      'its row 1 is dataset row 5, this run scored row 2',
    );
  });

  it('spotPositions: distinct, increasing, all of them when asked for more', () => {
    expect(spotPositions(3, 8)).toEqual([0, 1, 2]);
    expect(spotPositions(5, 0)).toEqual([]);
    // Floyd's draws for n = 5, count = 2: j = 3 draws t = 3 (kept), j = 4 draws t = 3 (taken: 4 kept).
    expect(spotPositions(5, 2, () => 3)).toEqual([3, 4]);
    // Drawing 0 every time: 0, then j = 4 itself.
    expect(spotPositions(5, 2, () => 0)).toEqual([0, 4]);
    for (let trial = 0; trial < 20; trial++) {
      const picked = spotPositions(100, 8);
      expect(new Set(picked).size).toBe(8);
      expect(picked.every((p) => p >= 0 && p < 100)).toBe(true);
    }
  });

  it('largestDifference: over the checked rows only; NaN is never within a tolerance', () => {
    const restored = Float64Array.of(0.2, 0.8, 0.6, 0.4);
    // Row 1 (0.6, 0.4) against (0.5, 0.5): 0.1.
    expect(largestDifference(restored, 2, [1], Float64Array.of(0.5, 0.5))).toBeCloseTo(0.1, 15);
    expect(largestDifference(restored, 2, [0, 1], restored)).toBe(0);
    expect(largestDifference(restored, 2, [0], Float64Array.of(NaN, 0.8))).toBe(Infinity);
  });
});
