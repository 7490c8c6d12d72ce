/**
 * The timing step on sources whose run time is scripted: which rounds count,
 * the interleaving, and who is not timed.
 */
import { describe, expect, it } from 'vitest';

import type { Example } from '../../src/data/types.js';
import type { ProbabilitySource } from '../../src/inference/sources.js';
import { TIMED_INPUTS, TIMED_ROUNDS, timeModels } from '../../src/pipeline/timing-step.js';

const examples: Example[] = Array.from({ length: 40 }, (_, row) => ({
  row,
  id: String(row),
  texts: ['int f() { return 0; }'],
  label: 0,
}));

/**
 * A source whose k-th call runs for times[k] ms (its elapsedMs grows by it,
 * as an ONNX source's does by its model runs), logging each call as
 * `name:inputs`.
 */
function scripted(name: string, times: number[], calls: string[]): ProbabilitySource {
  let k = 0;
  const source: ProbabilitySource = {
    elapsedMs: 0,
    tokens: 0,
    renormalised: 0,
    async score(inputs) {
      calls.push(`${name}:${inputs.length}`);
      source.elapsedMs += times[k++] ?? Number.NaN;
      return { data: new Float64Array(inputs.length * 2), cols: 2 };
    },
  };
  return source;
}

describe('timeModels', () => {
  it('drops the warm-up round, alternates the order, and divides each round by its inputs', async () => {
    const calls: string[] = [];
    // Call 0 is the warm-up (a slow first run, not counted); then 16 ms per input each round.
    const teacherTimes = [9_999, ...Array.from({ length: TIMED_ROUNDS }, (_, r) => 16 * (10 + r))];
    const studentTimes = [5_000, ...Array.from({ length: TIMED_ROUNDS }, (_, r) => 16 * (2 + r))];
    const timed = await timeModels(
      {
        teacher: scripted('teacher', teacherTimes, calls),
        student: scripted('student', studentTimes, calls),
      },
      examples,
    );
    expect(TIMED_INPUTS).toBe(16);
    expect(timed).toEqual({
      inputs: 16,
      teacher: [10, 11, 12, 13, 14, 15, 16, 17, 18],
      student: [2, 3, 4, 5, 6, 7, 8, 9, 10],
    });
    // Warm-up (round −1) student first, then teacher first in even rounds.
    expect(calls.slice(0, 6)).toEqual([
      'student:16',
      'teacher:16',
      'teacher:16',
      'student:16',
      'student:16',
      'teacher:16',
    ]);
    expect(calls).toHaveLength(2 * (TIMED_ROUNDS + 1));
  });

  it('times only the models given, on as many rows as there are', async () => {
    const calls: string[] = [];
    const times = Array.from({ length: TIMED_ROUNDS + 1 }, () => 30);
    const timed = await timeModels(
      { teacher: null, student: scripted('student', times, calls) },
      examples.slice(0, 3),
    );
    expect(timed).toEqual({ inputs: 3, teacher: null, student: Array(TIMED_ROUNDS).fill(10) });
    expect(calls.every((c) => c === 'student:3')).toBe(true);
    expect(await timeModels({ teacher: null, student: null }, examples)).toEqual({
      inputs: 16,
      teacher: null,
      student: null,
    });
    expect(await timeModels({ teacher: scripted('t', times, []), student: null }, [])).toEqual({
      inputs: 0,
      teacher: null,
      student: null,
    });
  });
});
