import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ArtifactCache } from '../../src/cache.js';
import { createTeacherOutputsCache } from '../../src/cache-teacher.js';
import { loadConfig } from '../../src/config/load.js';
import { evaluate } from '../../src/lib.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import type { Report } from '../../src/report/types.js';
import { recordingLogger, tempDir } from '../servers/env.js';
import { repoRoot } from '../shared.js';

let tmp: ReturnType<typeof tempDir> | undefined;
afterEach(() => tmp?.remove());

/** A folder standing in for the Actions cache: one file per key. */
function folderCache(store: string): ArtifactCache {
  mkdirSync(store, { recursive: true });
  return {
    async restore(key, [file]) {
      const saved = path.join(store, key);
      if (!existsSync(saved)) return false;
      mkdirSync(path.dirname(file!), { recursive: true });
      cpSync(saved, file!);
      return true;
    },
    async save(key, [file]) {
      cpSync(file!, path.join(store, key));
    },
  };
}

/** The vulnerability robustness example, cut small: 40 rows, 12 transformed inputs, 3 attacked with 8 queries. */
const config = () =>
  loadConfig(path.join(repoRoot, 'examples', 'vulnerability', 'robustness.yml'), [
    ['dataset.limit', '40'],
    ['transforms.limit', '12'],
    ['transforms.attack.max-inputs', '3'],
    ['transforms.attack.queries', '8'],
  ]);

/** The robustness numbers, without the wall times (which differ run to run). */
function numbers(report: Report) {
  const r = report.robustness!;
  return {
    transformed: r.transformed.map(({ transformMs: _t, scoreMs: _s, ...rest }) => rest),
    attacks: r.attacks.map(({ elapsedMs: _e, modelMs: _m, substitutes, ...rest }) => ({
      ...rest,
      // Where the substitutes came from and how long they took is provenance, not a result.
      substitutes: substitutes && { ...substitutes, computeMs: 0, cacheHit: null },
    })),
    verdicts: report.gate.checks.map((c) => [c.id, c.status]),
  };
}

describe("the teacher's robustness side in the cache", () => {
  it('is saved by a cold run; a warm run scores only the student and gets the same numbers', async () => {
    tmp = tempDir('robustness-cache');
    const store = path.join(tmp.dir, 'store');
    const log = recordingLogger();
    const teacherCache = createTeacherOutputsCache(
      folderCache(store),
      path.join(tmp.dir, 'work'),
      log,
    );
    const cold = await evaluate(config(), { log, teacherCache });
    // Two entries: the teacher's outputs on the rows and its robustness side.
    const keys = readdirSync(store).sort();
    expect(keys.map((k) => k.replace(/-[0-9a-f]{64}$/, ''))).toEqual([
      'metacompress-v1-teacher-outputs',
      'metacompress-v1-teacher-robustness',
    ]);
    const coldOrigins = cold.robustness!.teacherScores!;
    expect(coldOrigins.restored).toBe(false);
    expect(coldOrigins.transformed.fromCache).toBe(0);
    expect(coldOrigins.transformed.computed).toBeGreaterThan(0);
    expect(coldOrigins.teacherRun).toBe(true);

    const warm = await evaluate(config(), { log, teacherCache });
    const origins = warm.robustness!.teacherScores!;
    // Every teacher scoring came from the cache (or repeated one made in this
    // run): the teacher model was never run, for the rows or for robustness.
    expect(warm.teacher.fromCache).toBe(true);
    expect(origins.restored).toBe(true);
    expect(origins.teacherRun).toBe(false);
    expect([origins.transformed.computed, origins.attacks.computed]).toEqual([0, 0]);
    // As many scorings as the cold run made, each answered now by the cache.
    expect(origins.transformed.fromCache + origins.transformed.fromRun).toBe(
      coldOrigins.transformed.computed + coldOrigins.transformed.fromRun,
    );
    expect(origins.attacks.fromCache + origins.attacks.fromRun).toBe(
      coldOrigins.attacks.computed + coldOrigins.attacks.fromRun,
    );
    expect(numbers(warm)).toEqual(numbers(cold));
    const markdown = renderMarkdown(warm);
    expect(markdown).toContain(
      `teacher side from the cache: ${origins.transformed.fromCache} of ${origins.transformed.fromCache + origins.transformed.fromRun} teacher scorings of T(x) and ` +
        `${origins.attacks.fromCache} of ${origins.attacks.fromCache + origins.attacks.fromRun} teacher attack queries were restored`,
    );
    expect(markdown).toContain('the teacher model was not run for robustness');
    expect(renderMarkdown(cold)).not.toContain('teacher side from the cache');
    expect(log.warnings()).toEqual([]);
  }, 120_000);

  it('a damaged entry is a warning and a recomputation, never a wrong number', async () => {
    tmp = tempDir('robustness-cache');
    const store = path.join(tmp.dir, 'store');
    const log = recordingLogger();
    const teacherCache = createTeacherOutputsCache(
      folderCache(store),
      path.join(tmp.dir, 'work'),
      log,
    );
    const cold = await evaluate(config(), { log, teacherCache });
    const entry = readdirSync(store).find((k) => k.includes('teacher-robustness'))!;
    const file = path.join(store, entry);
    const bytes = readFileSync(file);
    // The first entry's first probability, in place: its row no longer sums to 1.
    const n = bytes.readUInt32LE(8);
    const first = 48 + n * 32;
    bytes.writeDoubleLE(bytes.readDoubleLE(first) / 2 + 0.25, first);
    writeFileSync(file, bytes);
    const damaged = await evaluate(config(), { log, teacherCache });
    expect(log.warnings()).toHaveLength(1);
    expect(log.warnings()[0]).toMatch(
      /^Ignoring the cached teacher robustness scores \(entry 0's probabilities sum to [0-9.]+\); the teacher is run on T\(x\) and its attacks$/,
    );
    expect(damaged.robustness!.teacherScores!.restored).toBe(false);
    expect(damaged.robustness!.teacherScores!.teacherRun).toBe(true);
    expect(numbers(damaged)).toEqual(numbers(cold));
    // An entry saved under another key (a file copied over) is refused the same way.
    const other = readdirSync(store).find((k) => k.includes('teacher-outputs'))!;
    cpSync(path.join(store, other), file);
    const swapped = await evaluate(config(), { log, teacherCache });
    expect(log.warnings()[1]).toBe(
      'Ignoring the cached teacher robustness scores (not a teacher-scores file); the teacher is run on T(x) and its attacks',
    );
    expect(numbers(swapped)).toEqual(numbers(cold));
  }, 180_000);

  it('without an attack, every teacher scoring is counted as one of T(x)', async () => {
    const store = new Map<string, unknown>();
    const teacherCache = {
      restore: async (k: string) => (store.get(k) as never) ?? null,
      save: async (k: string, v: unknown) => void store.set(k, v),
      restoreScores: async (k: string) => (store.get(k) as never) ?? null,
      saveScores: async (k: string, v: unknown) => void store.set(k, v),
    };
    const plain = () => {
      const c = config();
      return { ...c, transforms: { ...c.transforms!, attack: null } };
    };
    const log = recordingLogger();
    const cold = await evaluate(plain(), { log, teacherCache });
    const scored = cold.robustness!.transformed.reduce((n, k) => n + k.transformed, 0);
    expect(cold.robustness!.teacherScores!.transformed).toEqual({
      fromCache: 0,
      fromRun: 0,
      computed: scored,
    });
    const warm = await evaluate(plain(), { log, teacherCache });
    expect(warm.robustness!.teacherScores).toEqual({
      restored: true,
      transformed: { fromCache: scored, fromRun: 0, computed: 0 },
      attacks: { fromCache: 0, fromRun: 0, computed: 0 },
      teacherRun: false,
    });
  }, 120_000);
});
