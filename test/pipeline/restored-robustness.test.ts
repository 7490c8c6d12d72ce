/**
 * The teacher's robustness side restored outside a vouched record (the CLI's
 * local cache; a folder stands in for it here) is spot-checked by the live
 * teacher (src/pipeline/restored-robustness.ts). Issue 43's finding 3: the
 * teacher's T(x) score columns swapped, and its failed searches turned into
 * successes, passed every check of the files (the outcomes' checksum is
 * recomputed) and moved robustness verdicts, the teacher never run. Each is
 * replayed here: with `spot-check: 0` the poison reaches the numbers; with
 * the check, one warning and the cold run's numbers.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load.js';
import type { Example } from '../../src/data/types.js';
import type { ProbabilitySource } from '../../src/inference/sources.js';
import { evaluate } from '../../src/lib.js';
import { checkRestoredRobustness } from '../../src/pipeline/restored-robustness.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import type { Report } from '../../src/report/types.js';
import {
  createTeacherOutputsCache,
  decodeOutcomes,
  decodeScores,
  encodeOutcomes,
  encodeScores,
} from '../../src/store/teacher-entries.js';
import type { CachedOutcome } from '../../src/store/types.js';
import { recordingLogger, tempDir } from '../servers/env.js';
import { repoRoot } from '../shared.js';
import { folderCache } from '../store/folder-cache.js';

const example = (row: number, label = 1): Example => ({
  row,
  id: `r${row}`,
  texts: [`int f${row}(int n) { return n; }`],
  label,
});

/** A live teacher that answers `answer(example)` and counts what it scored. */
function liveTeacher(answer: (e: Example) => number[]) {
  const scored: Example[][] = [];
  let opened = 0;
  const source: ProbabilitySource = {
    async score(examples) {
      scored.push([...examples]);
      const rows = examples.map(answer);
      return { data: Float64Array.from(rows.flat()), cols: rows[0]?.length ?? 0 };
    },
    elapsedMs: 0,
    tokens: 0,
    renormalised: 0,
  };
  return {
    scored,
    opened: () => opened,
    live: async () => {
      opened += 1;
      return source;
    },
  };
}

/** The teacher's probabilities by row: row r gives [0.1 + r/100, 0.9 - r/100]. */
const teacherOn = (e: Example) => [0.1 + e.row / 100, 0.9 - e.row / 100];

const success = (row: number, label: number, probs: number[] | null): CachedOutcome => ({
  method: 'mhm',
  row,
  label,
  digest: 'c'.repeat(64),
  outcome: {
    status: 'success',
    queries: 3,
    renames: [[0, 'n', 'm']],
    transformations: [],
    texts: [`int g${row}(int m) { return m; }`],
  },
  probs,
});

describe('checkRestoredRobustness, on a live teacher given by hand', () => {
  it('checks nothing a record vouched for: the live teacher is not opened', async () => {
    const teacher = liveTeacher(teacherOn);
    expect(
      await checkRestoredRobustness({ scores: null, successes: null }, 'auto', teacher.live),
    ).toEqual({ scores: { rows: 0, of: 0, escape: 0 }, successes: { rows: 0, of: 0, escape: 0 } });
    expect(teacher.opened()).toBe(0);
  });

  it('accepts scores the live teacher gives again: every one of 4 (a 5% poisoning is one of them)', async () => {
    const teacher = liveTeacher(teacherOn);
    const scores = [0, 1, 2, 3].map((row) => ({
      example: example(row),
      probs: Float64Array.from(teacherOn(example(row))),
    }));
    expect(await checkRestoredRobustness({ scores, successes: [] }, 'auto', teacher.live)).toEqual({
      scores: { rows: 4, of: 4, escape: 0 },
      successes: { rows: 0, of: 0, escape: 0 },
    });
    expect(teacher.scored.map((batch) => batch.map((e) => e.row))).toEqual([[0, 1, 2, 3]]);
  });

  it('refuses scores with their columns swapped (|0.9 - 0.1| = 0.8 on row 0)', async () => {
    const teacher = liveTeacher(teacherOn);
    const scores = [0, 1, 2, 3].map((row) => ({
      example: example(row),
      probs: Float64Array.from(teacherOn(example(row)).reverse()),
    }));
    expect(await checkRestoredRobustness({ scores, successes: [] }, 'auto', teacher.live)).toBe(
      'the live teacher scored 4 of the 4 inputs its scores answered again and differs by up to 0.8, more than 0.000001',
    );
  });

  it('refuses a failed search turned into a success: the live teacher is not fooled by its input', async () => {
    // Row 5's adversarial input: the live teacher gives [0.15, 0.85], class 1, the label.
    const teacher = liveTeacher(teacherOn);
    const successes = [{ example: example(5, 1), entry: success(5, 1, [0.6, 0.4]) }];
    expect(await checkRestoredRobustness({ scores: [], successes }, 'auto', teacher.live)).toBe(
      'its mhm search on dataset row 5 says it fooled the teacher, but the live teacher gives that adversarial input its label 1',
    );
    // What was scored is the adversarial input, not the row's own text.
    expect(teacher.scored[0]![0]!.texts).toEqual(['int g5(int m) { return m; }']);
  });

  it("refuses a success whose probabilities are not the live teacher's, and accepts the teacher's own", async () => {
    const teacher = liveTeacher(teacherOn);
    // Label 0: the live teacher's class 1 on [0.15, 0.85] is fooled.
    const off = [{ example: example(5, 0), entry: success(5, 0, [0.25, 0.75]) }];
    expect(
      await checkRestoredRobustness({ scores: [], successes: off }, 'auto', teacher.live),
    ).toBe(
      "its mhm search on dataset row 5 says it fooled the teacher with probabilities that differ from the live teacher's by up to 0.09999999999999998, more than 0.000001",
    );
    const own = [{ example: example(5, 0), entry: success(5, 0, [0.15, 0.85]) }];
    expect(
      await checkRestoredRobustness({ scores: [], successes: own }, 'auto', teacher.live),
    ).toEqual({ scores: { rows: 0, of: 0, escape: 0 }, successes: { rows: 1, of: 1, escape: 0 } });
  });

  it('draws as many as the rows spot check of the same size: 55 of 400, or the number asked for', async () => {
    const teacher = liveTeacher(teacherOn);
    const scores = Array.from({ length: 400 }, (_, row) => ({
      example: example(row),
      probs: Float64Array.from(teacherOn(example(row))),
    }));
    const auto = await checkRestoredRobustness({ scores, successes: [] }, 'auto', teacher.live);
    expect(typeof auto !== 'string' && auto.scores.rows).toBe(55);
    // 20 poisoned of 400 escape 55 draws with probability C(380, 55) / C(400, 55) = 0.0479...
    expect(typeof auto !== 'string' && auto.scores.escape).toBeCloseTo(0.048, 3);
    expect(new Set(teacher.scored[0]!.map((e) => e.row)).size).toBe(55);
    const eight = await checkRestoredRobustness({ scores, successes: [] }, 8, teacher.live);
    expect(typeof eight !== 'string' && eight.scores.rows).toBe(8);
    const none = await checkRestoredRobustness({ scores, successes: [] }, 0, teacher.live);
    expect(typeof none !== 'string' && none.scores.rows).toBe(0);
    expect(teacher.opened()).toBe(2);
  });
});

let tmp: ReturnType<typeof tempDir> | undefined;
afterEach(() => tmp?.remove());

/** The vulnerability robustness example, cut small: 40 rows, 12 transformed inputs, 3 attacked with 8 queries. */
const config = (spotCheck = 'auto') =>
  loadConfig(path.join(repoRoot, 'examples', 'vulnerability', 'robustness.yml'), [
    ['dataset.limit', '40'],
    ['transforms.limit', '12'],
    ['transforms.attack.max-inputs', '3'],
    ['transforms.attack.queries', '8'],
    ['spot-check', spotCheck],
  ]);

/** The robustness numbers and the verdicts, without the wall times and provenance. */
function numbers(report: Report) {
  const r = report.robustness!;
  return {
    transformed: r.transformed.map(({ transformMs: _t, scoreMs: _s, ...rest }) => rest),
    attacks: r.attacks.map(
      ({
        elapsedMs: _e,
        modelMs: _m,
        outsideBudgetMs: _o,
        substitutes: _sub,
        references: _ref,
        ...rest
      }) => rest,
    ),
    verdicts: report.gate.checks.map((c) => [c.id, c.status]),
  };
}

/** A cold run into a fresh folder store, and a way to rewrite one of its entries. */
async function coldRun() {
  const dir = (tmp = tempDir('restored-robustness')).dir;
  const store = path.join(dir, 'store');
  const log = recordingLogger();
  const teacherCache = createTeacherOutputsCache(folderCache(store), path.join(dir, 'work'), log);
  const cold = await evaluate(config(), { log, teacherCache });
  const entry = (kind: string) =>
    path.join(
      store,
      readdirSync(store).find((k) => k.includes(kind))!,
    );
  const bare = (file: string) => path.basename(file).replace(/^metacompress-v1-/, '');
  return { log, teacherCache, cold, entry, bare };
}

describe("the issue's poisoned robustness side, restored from the local cache", () => {
  it('T(x) score columns swapped: through with spot-check 0; caught with the check, the cold numbers', async () => {
    const { log, teacherCache, cold, entry, bare } = await coldRun();
    const file = entry('teacher-robustness');
    const saved = decodeScores(bare(file), readFileSync(file));
    if (typeof saved === 'string') throw new Error(saved);
    const probs = Float64Array.from(
      saved.probs,
      (_, i) => saved.probs[i % 2 === 0 ? i + 1 : i - 1]!,
    );
    writeFileSync(file, encodeScores(bare(file), { ...saved, probs }));

    const unchecked = await evaluate(config('0'), { log, teacherCache });
    expect(numbers(unchecked)).not.toEqual(numbers(cold));
    expect(log.warnings()).toEqual([]);

    const checked = await evaluate(config(), { log, teacherCache });
    expect(log.warnings()).toEqual([
      expect.stringMatching(
        /^Ignoring the restored teacher robustness side \(the live teacher scored \d+ of the \d+ inputs its scores answered again and differs by up to 0\.\d+, more than 0\.000001\); the teacher is run on T\(x\) and its attacks$/,
      ),
    ]);
    expect(numbers(checked)).toEqual(numbers(cold));
    expect(checked.robustness!.teacherScores!.restored).toBe(false);
  }, 300_000);

  it('failed teacher searches turned into successes: through with spot-check 0; caught with the check', async () => {
    const { log, teacherCache, cold, entry } = await coldRun();
    const file = entry('teacher-attacks');
    const key = (JSON.parse(readFileSync(file, 'utf8')) as { key: string }).key;
    const saved = decodeOutcomes(key, readFileSync(file, 'utf8'));
    if (typeof saved === 'string') throw new Error(saved);
    const failed = saved.entries.filter((e) => e.outcome.status === 'failed').length;
    expect(failed).toBeGreaterThan(0);
    // Each failure made a success on a text of the attacker's, the checksum recomputed.
    const entries = saved.entries.map((e): CachedOutcome =>
      e.outcome.status !== 'failed'
        ? e
        : {
            ...e,
            outcome: {
              status: 'success',
              queries: 1,
              renames: [[0, 'n', 'm']],
              transformations: [],
              texts: ['int f(int m) { return m; }'],
            },
            probs: e.label === 0 ? [0.1, 0.9] : [0.9, 0.1],
          },
    );
    writeFileSync(file, encodeOutcomes(key, { entries }));

    const unchecked = await evaluate(config('0'), { log, teacherCache });
    expect(numbers(unchecked)).not.toEqual(numbers(cold));
    expect(log.warnings()).toEqual([]);

    // The unchecked run kept the forged successes' probabilities in the teacher's score
    // memo, so the check may meet the poison first in the T(x) scores it draws, or in
    // the outcomes: either refusal is the catch, and the numbers are the cold run's.
    const checked = await evaluate(config(), { log, teacherCache });
    expect(log.warnings()).toEqual([
      expect.stringMatching(
        /^Ignoring the restored teacher robustness side \((the live teacher scored \d+ of the \d+ inputs its scores answered again and differs by up to 0\.\d+, more than 0\.000001|its [a-z-]+ search on dataset row \d+ says it fooled the teacher(, but the live teacher gives that adversarial input its label \d| with probabilities that differ from the live teacher's by up to [0-9.e-]+, more than 0\.000001))\); the teacher is run on T\(x\) and its attacks$/,
      ),
    ]);
    expect(numbers(checked)).toEqual(numbers(cold));
    expect(checked.robustness!.teacherScores!.outcomes).toEqual({
      restored: 0,
      searched: cold.robustness!.teacherScores!.outcomes!.searched,
    });
  }, 300_000);

  it('an untouched entry passes the check, and the report says what the live teacher checked', async () => {
    const { log, teacherCache } = await coldRun();
    const warm = await evaluate(config(), { log, teacherCache });
    expect(log.warnings()).toEqual([]);
    const check = warm.robustness!.teacherScores!.spotCheck!;
    expect(check.scores.rows).toBeGreaterThan(0);
    expect(check.scores.rows).toBeLessThanOrEqual(check.scores.of);
    expect(renderMarkdown(warm)).toContain(
      `the live teacher scored ${check.scores.rows} of the ${check.scores.of} inputs the restored scores answered and ${check.successes.rows} of the ${check.successes.of} adversarial inputs of the restored successes again, drawn at random, and they matched; the teacher model was run for robustness for that check only`,
    );
    expect(log.lines.map((l) => l.message)).toContainEqual(
      expect.stringMatching(/^Spot check of the teacher's restored robustness side: /),
    );
  }, 300_000);
});
