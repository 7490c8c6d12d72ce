import { describe, expect, it } from 'vitest';
import { inputDigest, ScoreMemo } from '../../src/store/score-memo.js';
import { TeacherOutcomes } from '../../src/store/teacher-outcomes.js';
import type { Outcome } from '../../src/robustness/index.js';
import { example, fakeSource } from '../robustness/helpers.js';

const x = example(4, ['int f(int n) { return n; }'], 1);
const adversarial: [string] = ['int f(int k) { return k; }'];
const success: Outcome = {
  status: 'success',
  queries: 5,
  renames: [[0, 'n', 'k']],
  transformations: [],
  texts: adversarial,
};

describe('TeacherOutcomes', () => {
  it("keeps the teacher's searched outcomes, with its probabilities on each adversarial input", async () => {
    const memo = new ScoreMemo();
    // The search scored the adversarial input: P(class 1) = 0.25.
    await memo.source(async () => fakeSource(() => 0.25)).score([example(9, adversarial)]);
    const outcomes = new TeacherOutcomes(null, memo, 2);
    expect(outcomes.known('mhm', x)).toBeNull();
    outcomes.record('mhm', 'teacher', x, success);
    outcomes.record('mhm', 'student', x, { status: 'failed', queries: 9 });
    // Not searched or cut short: nothing to keep.
    outcomes.record('coda', 'teacher', x, { status: 'wrong' });
    outcomes.record('greedy', 'teacher', x, { status: 'interrupted', queries: 2 });
    expect([outcomes.searched, outcomes.restored, outcomes.added]).toEqual([1, 0, 1]);
    expect(outcomes.toCached()).toEqual({
      entries: [
        {
          method: 'mhm',
          row: 4,
          label: 1,
          digest: inputDigest(x.texts),
          outcome: success,
          probs: [0.75, 0.25],
        },
      ],
    });
  });

  it('answers only for the same method, row, label and texts, and gives the memo the adversarial probabilities', async () => {
    const memo = new ScoreMemo();
    const cached = {
      entries: [
        {
          method: 'mhm',
          row: 4,
          label: 1,
          digest: inputDigest(x.texts),
          outcome: success,
          probs: [0.75, 0.25],
        },
      ],
    };
    const outcomes = new TeacherOutcomes(cached, memo, 2);
    expect(outcomes.known('mhm', x)).toEqual(success);
    expect(outcomes.known('coda', x)).toBeNull();
    expect(outcomes.known('mhm', { ...x, row: 5 })).toBeNull();
    expect(outcomes.known('mhm', { ...x, label: 0 })).toBeNull();
    expect(outcomes.known('mhm', { ...x, texts: ['int f(int m) { return m; }'] })).toBeNull();
    expect([outcomes.restored, outcomes.searched, outcomes.added]).toEqual([1, 4, 0]);
    // The adversarial input is answered by the memo, as restored, without a model.
    const source = memo.source(async () => {
      throw new Error('the model must not be opened');
    });
    const scored = await source.score([example(9, adversarial)]);
    expect(Array.from(scored.data)).toEqual([0.75, 0.25]);
    expect([memo.fromCache, memo.computed]).toEqual([1, 0]);
    // Probabilities of another number of classes are not given to the memo.
    const other = new ScoreMemo();
    new TeacherOutcomes(cached, other, 3);
    expect(other.size).toBe(0);
  });
});
