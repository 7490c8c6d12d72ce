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
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
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
import { createActionsCache, type ArtifactCache } from '../../src/store/actions-cache.js';
import { createLocalCache } from '../../src/store/local-cache.js';
import { startActionsCacheServer, type ActionsCacheServer } from '../servers/actions-cache.js';
import { quietActionsOutput, recordingLogger, setCacheEnv, tempDir } from '../servers/env.js';
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
    // 4 rows: one poisoned row is 25% of them, which only a check of every row is sure to catch
    // (3 of 4 would miss it 1 time in 4); the teacher gives the same numbers.
    expect(warm.teacher.spotCheck).toEqual({ rows: 4, of: 4, largestDifference: 0, escape: 0 });
    expect(verdict(warm)).toEqual(verdict(cold));
    expect(log.warnings()).toEqual([]);
    expect(renderMarkdown(warm)).toContain(
      'the live teacher scored 4 of their 4 rows again, drawn at random, and matched them within 1e-6 (largest difference 0.0e+0); an entry poisoned in 5% of its rows cannot escape a check of this size.',
    );
    expect(log.lines.map((l) => l.message)).toContain(
      'Spot check: the live teacher scored 4 of the 4 restored rows again and matched them; an entry poisoned in 5% of its rows escapes a check of this size with probability 0.0%',
    );
    // A number of rows is that many: 2 of 4 rows let one poisoned row through (3/4)·(2/3) = 1/2 of the time.
    const two = await evaluate(config(null, 2), { log, teacherCache });
    expect(two.teacher.spotCheck).toEqual({ rows: 2, of: 4, largestDifference: 0, escape: 0.5 });
    expect(renderMarkdown(two)).toContain(
      'an entry poisoned in 5% of its rows escapes a check of this size with probability 50.0%.',
    );

    // spot-check: 0 turns it off, and the report says so.
    const unchecked = await evaluate(config(null, 0), { log, teacherCache });
    expect(unchecked.teacher.spotCheck).toEqual({
      rows: 0,
      of: 4,
      largestDifference: 0,
      escape: 1,
    });
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

describe('a vouched entry needs no live teacher (issue 43)', () => {
  /** The store as a pull request's run sees it: each restored entry vouched for by main's manifest. */
  function vouchedStore() {
    const dir = (tmp = tempDir('restored-outputs')).dir;
    const store = path.join(dir, 'store');
    const log = recordingLogger();
    const folder = folderCache(store);
    const cache: ArtifactCache = {
      ...folder,
      vouchedBy: () => "the manifest of the default branch's run 812",
    };
    const teacherCache = createTeacherOutputsCache(cache, path.join(dir, 'work'), log);
    return { log, teacherCache };
  }

  it('is used without a spot check: the teacher is not run, and the report and log say why', async () => {
    const { log, teacherCache } = vouchedStore();
    const cold = await evaluate(config(), { log, teacherCache });
    const teacherBatches: string[] = [];
    const warm = await evaluate(config(), {
      log,
      teacherCache,
      onBatch: (role, _, phase) => void (role === 'teacher' && teacherBatches.push(phase)),
    });
    expect(warm.teacher.fromCache).toBe(true);
    expect(warm.teacher.vouchedBy).toBe("the manifest of the default branch's run 812");
    expect(warm.teacher.spotCheck).toBeUndefined();
    // The timing step runs both models; the rows never ran the teacher.
    expect(teacherBatches.filter((phase) => phase !== 'timing')).toEqual([]);
    expect(verdict(warm)).toEqual(verdict(cold));
    expect(log.warnings()).toEqual([]);
    expect(log.lines.map((l) => l.message)).toContain(
      "No spot check: the restored teacher outputs are vouched for by the manifest of the default branch's run 812; the teacher model is not run for them",
    );
    expect(renderMarkdown(warm)).toContain(
      "vouched for by the manifest of the default branch's run 812, so not spot-checked; the teacher model was not run for them.",
    );
  });
});

describe('a refused entry is not met again', () => {
  let server: ActionsCacheServer;
  beforeAll(async () => {
    server = await startActionsCacheServer();
  });
  afterAll(async () => server.close());
  quietActionsOutput();

  /**
   * A store over `cache`, its cold run's entry then replaced by the teacher's outputs with their
   * columns swapped (through `replace`: the attacker's way into that store), and the verdicts of
   * the run that refuses it and of the next run, which has `spot-check: 0` (it checks nothing:
   * only a mark can stop it).
   */
  async function refusedThenAgain(
    cache: (log: ReturnType<typeof recordingLogger>) => ArtifactCache,
    replace: (key: string, file: string) => Promise<void>,
  ) {
    const dir = (tmp = tempDir('refused')).dir;
    const log = recordingLogger();
    const teacherCache = createTeacherOutputsCache(cache(log), path.join(dir, 'work'), log);
    const cold = await evaluate(config(), { log, teacherCache });
    const [file] = readdirSync(path.join(dir, 'work'));
    const key = `metacompress-v1-${file!.replace(/\.bin$/, '')}`;
    const bare = file!.replace(/\.bin$/, '');
    const outputs = decodeOutputs(bare, readFileSync(path.join(dir, 'work', file!)));
    if (typeof outputs === 'string') throw new Error(outputs);
    writeFileSync(path.join(dir, 'work', file!), encodeOutputs(bare, swapColumns(outputs)));
    await replace(key, path.join(dir, 'work', file!));
    const refused = await evaluate(config(), { log, teacherCache });
    const refusedWarnings = log.warnings();
    const unchecked = await evaluate(config(null, 0), { log, teacherCache });
    return { cold, refused, refusedWarnings, unchecked, warnings: log.warnings(), bare };
  }

  it('the Actions cache keeps the poisoned entry under its key: a mark refuses it, even unchecked', async () => {
    const restoreEnv = setCacheEnv(server.env());
    try {
      const { cold, refused, refusedWarnings, unchecked, warnings, bare } = await refusedThenAgain(
        (log) => createActionsCache(log),
        async (key, file) => {
          // The attacker deletes the entry and saves the poisoned file under the same key.
          server.entries.splice(
            server.entries.findIndex((e) => e.key === key),
            1,
          );
          await createActionsCache(recordingLogger()).save(key, [file]);
        },
      );
      expect(verdict(refused)).toEqual(verdict(cold));
      expect(refusedWarnings).toEqual([
        expect.stringMatching(
          /^Ignoring the restored teacher outputs teacher-outputs-[0-9a-f]{40} \(the live teacher scored 4 of its rows again and differs by up to 0\.\d+, more than 0\.000001\); the teacher is run$/,
        ),
      ]);
      // The cold outputs could not be saved over it (the key exists), the mark was.
      const poisoned = server.entries.find((e) => e.key === `metacompress-v1-${bare}`)!;
      expect(server.entries.filter((e) => e.key.startsWith(`metacompress-v1-${bare}`))).toEqual([
        poisoned,
        expect.objectContaining({
          key: expect.stringMatching(new RegExp(`^metacompress-v1-${bare}-refused-[0-9a-f]{32}$`)),
          finalized: true,
        }),
      ]);
      // spot-check: 0 would have used the poisoned outputs (and passed the swapped student).
      expect(unchecked.teacher.fromCache).toBe(false);
      expect(verdict(unchecked)).toEqual(verdict(cold));
      expect(warnings.slice(1)).toEqual([
        expect.stringMatching(
          /^Ignoring the cached teacher outputs \(a run before refused these outputs, sha256 [0-9a-f]{64}\); running the teacher$/,
        ),
      ]);
    } finally {
      restoreEnv();
    }
  });

  it('the local cache overwrites it: the next run restores the teacher’s own outputs', async () => {
    let store = '';
    const { cold, refused, unchecked, warnings } = await refusedThenAgain(
      (log) => createLocalCache((store = path.join(tmp!.dir, 'local')), { maxBytes: 1e8, log }),
      async (key, file) => {
        const entry = readdirSync(store).find(
          (name) => readFileSync(path.join(store, name, 'key'), 'utf8') === key,
        )!;
        writeFileSync(path.join(store, entry, '0'), readFileSync(file));
      },
    );
    expect(verdict(refused)).toEqual(verdict(cold));
    expect(unchecked.teacher.fromCache).toBe(true);
    expect(verdict(unchecked)).toEqual(verdict(cold));
    expect(warnings).toHaveLength(1);
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
