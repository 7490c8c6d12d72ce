/**
 * A merge's warnings are those of one unsharded run: computed from the
 * merged rows and the summed counts, never the union of each shard's view of
 * its own slice (issue 32).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mergePartialReports } from '../src/pipeline/merge-partials.js';
import { toPartialReport } from '../src/pipeline/partial.js';
import { scoreWarnings } from '../src/pipeline/score-warnings.js';
import type { Scores } from '../src/pipeline/types.js';
import type { PartialReport } from '../src/pipeline/partial.js';
import type { Report } from '../src/report/types.js';
import { cli, tempDir } from './cli-harness.js';
import { tinyScores } from './report/tiny-report.js';
import { repoRoot } from './shared.js';

/** Two-class scores of `n` rows: `teacherRight(i)` / `studentRight(i)` say which rows each model gets right. */
function scoresOf(
  labels: number[],
  teacherRight: (i: number) => boolean,
  studentRight: (i: number) => boolean,
): Scores {
  const probs = (right: (i: number) => boolean) =>
    labels.map((label, i) => {
      const predicted = right(i) ? label : 1 - label;
      return predicted === 1 ? [0.2, 0.8] : [0.9, 0.1];
    });
  const whole = tinyScores(probs(teacherRight), probs(studentRight), labels);
  whole.warnings = scoreWarnings(whole);
  return whole;
}

/** What shard `index` of `count` scores of `whole`: its rows, and the warnings its own run computes from them. */
function shardOf(whole: Scores, index: number, count: number): Scores {
  const picked = whole.order.filter((position) => position % count === index);
  const pick = (probs: Float64Array) =>
    Float64Array.from(picked.flatMap((p) => [probs[2 * p]!, probs[2 * p + 1]!]));
  const labels = picked.map((p) => whole.labels[p]!);
  const slice: Scores = {
    ...whole,
    order: picked,
    rows: picked.map((p) => whole.rows[p]!),
    labels,
    teacher: pick(whole.teacher),
    student: pick(whole.student),
    dataset: { ...whole.dataset, labelled: labels.filter((l) => l >= 0).length },
    shard: { index, count },
  };
  slice.warnings = scoreWarnings(slice);
  return slice;
}

/** The partials of `shards`, as written to JSON and read back. */
const partialsOf = (shards: Scores[]) =>
  shards.map((s) => JSON.parse(JSON.stringify(toPartialReport(s))) as PartialReport);
const filesOf = (count: number) => Array.from({ length: count }, (_, i) => `part-${i}.json`);
const mergedWarnings = (shards: Scores[]) =>
  mergePartialReports(partialsOf(shards), filesOf(shards.length)).scores.warnings;

const atChance = (score: string, n: number) =>
  `teacher: accuracy 85.0% is no better than chance (the majority class alone scores 85.0%) while the student scores ${score} on the same ${n} labelled inputs: check teacher.tokenizer, max-length, pair-mode and class-order`;

describe("a merge's misconfiguration warning is the unsharded run's", () => {
  // 20 labelled rows, 3 of class 1 (the majority class scores 85%): the
  // teacher always says 0 (85%), the student misses row 3 only (95%).
  const labels = Array.from({ length: 20 }, (_, i) => (i < 3 ? 1 : 0));
  const whole = scoresOf(
    labels,
    (i) => labels[i] === 0,
    (i) => i !== 3,
  );

  it('names the teacher at chance from all 20 rows, which no shard of 10 could', () => {
    expect(whole.warnings).toEqual([atChance('95.0%', 20)]);
    const shards = [0, 1].map((i) => shardOf(whole, i, 2));
    // Each shard holds 10 labelled rows, fewer than the 20 a finding needs.
    expect(shards.map((s) => s.warnings)).toEqual([[], []]);
    expect(mergedWarnings(shards)).toEqual(whole.warnings);
  });

  it("drops a shard's finding that the whole does not support", () => {
    // 40 rows, 3 of class 1 in each shard of 2 (positions 0, 2, 4 and 1, 3, 5):
    // on shard 0's rows the teacher always says 0; on shard 1's it is right.
    const forty = Array.from({ length: 40 }, (_, i) => (i < 6 ? 1 : 0));
    const scores = scoresOf(
      forty,
      (i) => i % 2 === 1 || forty[i] === 0,
      () => true,
    );
    // The teacher scores 37 of 40 (92.5%), above 85% + 2: no finding.
    expect(scores.warnings).toEqual([]);
    const shards = [0, 1].map((i) => shardOf(scores, i, 2));
    expect(shards.map((s) => s.warnings)).toEqual([[atChance('100.0%', 20)], []]);
    expect(mergedWarnings(shards)).toEqual([]);
  });

  it('refuses a partial whose counts are not counts or were edited', () => {
    const shards = [0, 1].map((i) => shardOf(whole, i, 2));
    const refused = (edit: (p: PartialReport) => void) => {
      const partials = partialsOf(shards);
      edit(partials[1]!);
      return () => mergePartialReports(partials, filesOf(2));
    };
    const damaged = (why: string) =>
      `merge: part-1.json is damaged: ${why}; run its shard again to rewrite it`;
    expect(refused((p) => delete (p.scores as { fed?: unknown }).fed)).toThrow(
      damaged('"scores.fed" is missing'),
    );
    expect(refused((p) => (p.scores.fed.student.unknownTokens = -1))).toThrow(
      damaged('"scores.fed" student.unknownTokens is -1, not a count'),
    );
    expect(refused((p) => (p.scores.fed.teacher.functionsWithoutGraph = 2))).toThrow(
      damaged(
        '"scores.fed" teacher has more functions without a data-flow graph (2) than functions fed (0)',
      ),
    );
    expect(refused((p) => (p.scores.fed.student.renormalised = 11))).toThrow(
      damaged('"scores.fed" student has more renormalised rows (11) than the shard\'s 10 rows'),
    );
    // Plausible counts, but not those the shard wrote.
    expect(
      refused((p) => {
        p.scores.fed.teacher.countedTokens = 50;
        p.scores.fed.teacher.unknownTokens = 40;
      }),
    ).toThrow(damaged('its per-row data do not match the digest they were written with'));
    expect(refused((p) => ((p.scores as { runWarnings: unknown }).runWarnings = [7]))).toThrow(
      damaged('"scores.runWarnings" is not a list of lines'),
    );
  });
});

describe("a merge's unknown-token warning counts every shard's tokens", () => {
  const config = path.join(repoRoot, 'test', 'fixtures', 'shard', 'unknown-tokens.yml');
  const dir = tempDir();

  /** Runs `args` with the fixture's config and returns the JSON file it wrote. */
  async function run<T>(args: string[], file: string): Promise<T> {
    const result = await cli([...args, '--config', config]);
    // Passed or failed (six rows of two unrelated hand-made graphs fail MR1), not an error.
    expect([0, 1]).toContain(result.status);
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  }
  const unknown = (role: string, share: string, of: string) =>
    `${role}: ${share} of the tokens fed (${of}) are the unknown token, above 2%: the tokenizer likely does not fit the model or this language; check ${role}.tokenizer, lowercase and normalize-whitespace`;

  it("sums the shards' counts into the unsharded run's: 5 of 30 and 5 of 29 tokens", async () => {
    // Each row: <s>, its ids, </s>; every character but a, b, c and a space is one <unk>.
    //   u0 "ab c"  [ab, Ġ, c]       5 tokens, 0 unknown
    //   u1 "ab d"  [ab, Ġ, <unk>]   5, 1
    //   u2 "dd"    [<unk>, <unk>]   4, 2
    //   u3 "ab ab" [ab, Ġ, ab]      5, 0
    //   u4 "x ab"  [<unk>, Ġ, ab]   5, 1
    //   u5 "abd c" [ab, <unk>, Ġ, c] 6, 1; the student's max-length 5 keeps 3 ids: 5, 1
    // Teacher 5 of 30 (16.7%), student 5 of 29 (17.2%).
    const expected = [
      unknown('teacher', '16.7%', '5 of 30'),
      unknown('student', '17.2%', '5 of 29'),
    ];
    const single = path.join(dir, 'single.json');
    expect((await run<Report>(['run', '--report-json', single], single)).warnings).toEqual(
      expected,
    );
    const fed = (countedTokens: number, unknownTokens: number) => ({
      countedTokens,
      unknownTokens,
      functions: 0,
      functionsWithoutGraph: 0,
      renormalised: 0,
    });
    // Per shard (teacher, student): rows 0, 2, 4 / 1, 3, 5 and 0, 3 / 1, 4 / 2, 5.
    const perShard = {
      2: [
        [fed(14, 3), fed(14, 3)],
        [fed(16, 2), fed(15, 2)],
      ],
      3: [
        [fed(10, 0), fed(10, 0)],
        [fed(10, 2), fed(10, 2)],
        [fed(10, 3), fed(9, 3)],
      ],
    };
    for (const count of [2, 3] as const) {
      const files = filesOf(count).map((file) => path.join(dir, `${count}-${file}`));
      const partials: PartialReport[] = [];
      for (const [index, file] of files.entries()) {
        const args = ['run', '--shard', `${index}/${count}`, '--partial-json', file];
        partials.push(await run<PartialReport>(args, file));
      }
      expect(partials.map((p) => [p.scores.fed.teacher, p.scores.fed.student])).toEqual(
        perShard[count],
      );
      const merged = path.join(dir, `merged-${count}.json`);
      const report = await run<Report>(['merge', '--report-json', merged, ...files], merged);
      expect(report.warnings).toEqual(expected);
    }
  });
});

describe("a run that restores the teacher's outputs", () => {
  it('warns of its unknown tokens as the run that computed them (the entry keeps its counts)', async () => {
    const config = path.join(repoRoot, 'test', 'fixtures', 'shard', 'unknown-tokens.yml');
    const dir = tempDir();
    const env = { XDG_CACHE_HOME: path.join(dir, 'cache'), HOME: dir };
    const runs: { stderr: string; warnings: string[] }[] = [];
    for (const name of ['cold', 'cached']) {
      const file = path.join(dir, `${name}.json`);
      const result = await cli(['run', '--config', config, '--report-json', file], repoRoot, env);
      expect([0, 1]).toContain(result.status);
      const report = JSON.parse(readFileSync(file, 'utf8')) as Report;
      runs.push({ stderr: result.stderr + result.stdout, warnings: report.warnings });
    }
    const restored = 'Teacher outputs restored from the cache (6 rows)';
    expect(runs.map((r) => r.stderr.includes(restored))).toEqual([false, true]);
    // Teacher 5 of 30, student 5 of 29, as worked out row by row above.
    const unknown = (role: string, share: string, of: string) =>
      `${role}: ${share} of the tokens fed (${of}) are the unknown token, above 2%: the tokenizer likely does not fit the model or this language; check ${role}.tokenizer, lowercase and normalize-whitespace`;
    const expected = [
      unknown('teacher', '16.7%', '5 of 30'),
      unknown('student', '17.2%', '5 of 29'),
    ];
    expect(runs.map((r) => r.warnings)).toEqual([expected, expected]);
  });
});
