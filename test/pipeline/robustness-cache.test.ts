import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createTeacherOutputsCache,
  decodeOutcomes,
  encodeOutcomes,
} from '../../src/store/teacher-entries.js';
import { createJsonCache } from '../../src/store/json-entries.js';
import { loadConfig } from '../../src/config/load.js';
import { evaluate } from '../../src/lib.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import type { Report } from '../../src/report/types.js';
import { recordingLogger, tempDir } from '../servers/env.js';
import { repoRoot } from '../shared.js';
import { folderCache } from '../store/folder-cache.js';

let tmp: ReturnType<typeof tempDir> | undefined;
afterEach(() => tmp?.remove());

/** A fresh folder standing in for the Actions cache, and the teacher cache over it. */
function teacherCacheInFolder() {
  const dir = (tmp = tempDir('robustness-cache')).dir;
  const store = path.join(dir, 'store');
  const log = recordingLogger();
  const teacherCache = createTeacherOutputsCache(folderCache(store), path.join(dir, 'work'), log);
  return { dir, store, log, teacherCache };
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
    attacks: r.attacks.map(
      ({ elapsedMs: _e, modelMs: _m, outsideBudgetMs: _o, substitutes, references, ...rest }) => ({
        ...rest,
        // Where the substitutes and coda's similarities came from, and how long
        // they took, is provenance, not a result.
        substitutes: substitutes && { ...substitutes, computeMs: 0, cacheHit: null },
        references: references && { ...references, similarities: null },
      }),
    ),
    verdicts: report.gate.checks.map((c) => [c.id, c.status]),
  };
}

describe("the teacher's robustness side in the cache", () => {
  it('is saved by a cold run; a warm run scores only the student and gets the same numbers', async () => {
    const { dir, store, log, teacherCache } = teacherCacheInFolder();
    // The run's JSON cache over the same store, as the action and the CLI pass it.
    const robustnessData = createJsonCache(folderCache(store), path.join(dir, 'json'), log);
    const cold = await evaluate(config(), { log, teacherCache, robustnessData });
    const keys = readdirSync(store).sort();
    // Four entries: the teacher's outputs on the rows, its attack outcomes and its
    // robustness scores, and T(x) (which depends on the data, not on the models).
    expect(keys.map((k) => k.replace(/-[0-9a-f]{40}$/, ''))).toEqual([
      'metacompress-v1-teacher-attacks',
      'metacompress-v1-teacher-outputs',
      'metacompress-v1-teacher-robustness',
      'metacompress-v1-transformed-inputs',
    ]);
    const made = cold.robustness!.transformedTexts!;
    expect(made.restored).toBe(0);
    // One per input and kind: 12 inputs, the example's kinds.
    expect(made.computed).toBe(12 * config().transforms!.kinds.length);
    const coldOrigins = cold.robustness!.teacherScores!;
    expect(coldOrigins.restored).toBe(false);
    expect(coldOrigins.transformed.fromCache).toBe(0);
    expect(coldOrigins.transformed.computed).toBeGreaterThan(0);
    expect(coldOrigins.teacherRun).toBe(true);
    // Every teacher search ran; there are some (3 inputs, five methods).
    expect(coldOrigins.outcomes!.restored).toBe(0);
    expect(coldOrigins.outcomes!.searched).toBeGreaterThan(0);

    const warm = await evaluate(config(), { log, teacherCache, robustnessData });
    const origins = warm.robustness!.teacherScores!;
    // No input was transformed again.
    expect(warm.robustness!.transformedTexts).toEqual({ restored: made.computed, computed: 0 });
    // Every teacher scoring came from the cache (or repeated one made in this
    // run): the teacher model was never run, for the rows or for robustness.
    expect(warm.teacher.fromCache).toBe(true);
    expect(origins.restored).toBe(true);
    expect(origins.teacherRun).toBe(false);
    expect([origins.transformed.computed, origins.attacks.computed]).toEqual([0, 0]);
    // As many scorings of T(x) as the cold run made, each answered now by the cache.
    expect(origins.transformed.fromCache + origins.transformed.fromRun).toBe(
      coldOrigins.transformed.computed + coldOrigins.transformed.fromRun,
    );
    // No teacher search ran: each of the cold run's searches came back as its outcome ...
    expect(origins.outcomes).toEqual({ restored: coldOrigins.outcomes!.searched, searched: 0 });
    // ... so the teacher's only scorings in the attacks were its own adversarial
    // examples, re-scored for the relations on them (from the cache too).
    const adversarial = warm.robustness!.attacks.reduce((n, a) => n + a.adversarial!.inputs, 0);
    expect(adversarial).toBeGreaterThan(0);
    expect(origins.attacks.fromCache + origins.attacks.fromRun).toBe(adversarial);
    expect(origins.attacks.fromCache + origins.attacks.fromRun).toBeLessThan(
      coldOrigins.attacks.computed,
    );
    expect(numbers(warm)).toEqual(numbers(cold));
    const markdown = renderMarkdown(warm);
    expect(markdown).toContain(
      `teacher side from the cache: ${origins.transformed.fromCache} of ${origins.transformed.fromCache + origins.transformed.fromRun} teacher scorings of T(x), ` +
        `${origins.attacks.fromCache} of ${origins.attacks.fromCache + origins.attacks.fromRun} teacher attack queries and ` +
        `${origins.outcomes!.restored} of ${origins.outcomes!.restored} teacher attack outcomes were restored (same teacher, data, settings and code); ` +
        "the teacher's attack searches did not run; " +
        // A folder store vouches for nothing: the live teacher checked a sample of what it answered.
        `the live teacher scored ${origins.spotCheck!.scores.rows} of the ${origins.spotCheck!.scores.of} inputs the restored scores answered and ${origins.spotCheck!.successes.rows} of the ${origins.spotCheck!.successes.of} adversarial inputs of the restored successes again, drawn at random, and they matched; ` +
        'the teacher model was run for robustness for that check only',
    );
    expect(renderMarkdown(cold)).not.toContain('teacher side from the cache');
    // coda's similarities: the warm run's student draws what the cold run's did, all kept.
    const sims = warm.robustness!.attacks.find((a) => a.method === 'coda')!.references!
      .similarities!;
    expect(sims.computed).toBe(0);
    expect(sims.reused).toBeGreaterThan(0);
    expect(markdown).toContain(
      `(${sims.reused} of ${sims.reused} reference similarities from the cache)`,
    );
    expect(markdown).toContain(
      `T(x) from the cache: ${made.computed} of ${made.computed} transformed inputs were read, not transformed again`,
    );
    expect(renderMarkdown(cold)).not.toContain('T(x) from the cache');
    expect(log.warnings()).toEqual([]);
  }, 120_000);

  it('a damaged entry is a warning and a recomputation, never a wrong number', async () => {
    const { store, log, teacherCache } = teacherCacheInFolder();
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

  it("a damaged or mismatched entry of the teacher's attack outcomes is a warning or a miss, never a wrong number", async () => {
    const { store, log, teacherCache } = teacherCacheInFolder();
    const cold = await evaluate(config(), { log, teacherCache });
    const searched = cold.robustness!.teacherScores!.outcomes!.searched;
    const entry = readdirSync(store).find((k) => k.includes('teacher-attacks'))!;
    const file = path.join(store, entry);
    const text = readFileSync(file, 'utf8');
    const key = JSON.parse(text).key as string;
    // One outcome's query count changed in place: the checksum catches it.
    const edited = text.replace(/"queries":(\d+)/, (_, q) => `"queries":${Number(q) + 1}`);
    expect(edited).not.toBe(text);
    writeFileSync(file, edited);
    const damaged = await evaluate(config(), { log, teacherCache });
    expect(log.warnings()).toEqual([
      "Ignoring the cached teacher attack outcomes (its checksum does not match its entries); the teacher's searches are run",
    ]);
    expect(damaged.robustness!.teacherScores!.outcomes).toEqual({ restored: 0, searched });
    expect(numbers(damaged)).toEqual(numbers(cold));
    // A well-formed entry for another input text (its digest changed, the
    // checksum recomputed): a miss for that input only, which is searched again.
    const saved = decodeOutcomes(key, text);
    if (typeof saved === 'string') throw new Error(saved);
    const [first, ...rest] = saved.entries;
    writeFileSync(
      file,
      encodeOutcomes(key, { entries: [{ ...first!, digest: '0'.repeat(64) }, ...rest] }),
    );
    const mismatched = await evaluate(config(), { log, teacherCache });
    expect(log.warnings()).toHaveLength(1);
    expect(mismatched.robustness!.teacherScores!.outcomes).toEqual({
      restored: searched - 1,
      searched: 1,
    });
    expect(numbers(mismatched)).toEqual(numbers(cold));
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
    expect(scored).toBe(40);
    expect(warm.robustness!.teacherScores).toEqual({
      restored: true,
      transformed: { fromCache: scored, fromRun: 0, computed: 0 },
      attacks: { fromCache: 0, fromRun: 0, computed: 0 },
      teacherRun: false,
      // 31 of the 40: 2 poisoned (5%) escape 31 draws with probability (9·8)/(40·39) = 0.046, 30 draws 0.058.
      spotCheck: { scores: { rows: 31, of: 40 }, successes: { rows: 0, of: 0 } },
    });
  }, 120_000);
});
