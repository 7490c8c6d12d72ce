/**
 * The timing rounds of task code-completion on models whose run time is
 * scripted (the clock advances only inside their forward passes): which
 * windows are timed, that both models run the same batches, the unit (a
 * scored position), the warm-up and the interleaving, and who is not timed.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/load.js';
import type { ForwardInput } from '../../src/inference/causal-lm.js';
import type { OpenedCausalLm } from '../../src/pipeline/causal-models.js';
import { timeCompletion } from '../../src/pipeline/completion-timing.js';
import { Deadline } from '../../src/pipeline/deadline.js';
import { TIMED_ROUNDS } from '../../src/pipeline/timing-step.js';
import type { BatchPhase, Role } from '../../src/pipeline/types.js';
import { tempDir } from '../cli-harness.js';

/** A row's code of `n` characters: the fake tokenizer gives one token per character. */
const row = (n: number) => JSON.stringify({ code: 'x'.repeat(n) });

function config(dir: string, batchSize: number) {
  const model = (file: string) => ({
    model: file,
    tokenizer: 'tokenizer.json',
    'max-length': 16,
    'batch-size': batchSize,
  });
  return parseConfig(
    {
      task: 'code-completion',
      dataset: { path: path.join(dir, 'rows.jsonl') },
      teacher: model('teacher.onnx'),
      student: model('student.onnx'),
      completion: { stride: 8, completions: 'off' },
    },
    dir,
  );
}

interface Call {
  name: string;
  size: number;
  width: number;
  realTokens: number;
  ids: bigint[];
}

/**
 * A causal model whose k-th forward pass takes times[k] ms on `clock`
 * (nothing else moves it), logging each pass.
 */
function scripted(
  name: string,
  times: readonly number[],
  clock: { ms: number },
  calls: Call[],
): OpenedCausalLm {
  let k = 0;
  return {
    endOfText: 0,
    tokens: { ids: (text: string) => Array.from(text, () => 7) },
    model: {
      forward: async (input: ForwardInput & { width: number; realTokens: number }) => {
        calls.push({
          name,
          size: input.size,
          width: input.width,
          realTokens: input.realTokens,
          ids: Array.from(input.ids),
        });
        clock.ms += times[k++] ?? Number.NaN;
        return { logits: new Float32Array(0), vocab: 8 };
      },
    },
  } as unknown as OpenedCausalLm;
}

/** Rows of 5, 20 and 3 characters: sequences of 7, 22 and 5 tokens (end-of-text at both ends). */
const ROWS = [row(5), row(20), row(3)].join('\n');
/**
 * Max-length 16, stride 8: the 7 tokens are one window [0, 7) scoring 6
 * positions; the 22, [0, 16) scoring 15 and [8, 22) scoring 16..21, 6;
 * the 5, [0, 5) scoring 4. 31 positions in 4 windows of 7, 16, 14, 5 tokens.
 */
const POSITIONS = 31;

describe('timeCompletion', () => {
  it('times both models on the same windows per scored position, warm-up dropped, order alternating', async () => {
    const dir = tempDir({ 'rows.jsonl': ROWS });
    const clock = { ms: 0 };
    const calls: Call[] = [];
    const seen: { role: Role; phase: BatchPhase; size: number }[] = [];
    // Batches of 2: [16, 14] and [7, 5] tokens, longest first. Per round each model runs both;
    // the first of the two passes takes the round's whole time, the second none.
    const round = (ms: number[]) => ms.flatMap((t) => [t, 0]);
    const teacherTimes = round([
      9_999,
      ...Array.from({ length: TIMED_ROUNDS }, (_, r) => POSITIONS * (10 + r)),
    ]);
    const studentTimes = round([
      5_000,
      ...Array.from({ length: TIMED_ROUNDS }, (_, r) => POSITIONS * (2 + r)),
    ]);
    const timed = await timeCompletion(
      config(dir, 2),
      {
        teacher: scripted('teacher', teacherTimes, clock, calls),
        student: scripted('student', studentTimes, clock, calls),
      },
      true,
      {
        deadline: new Deadline(null, () => clock.ms),
        now: () => clock.ms,
        onBatch: (role, batch, phase) => seen.push({ role, phase, size: batch.size }),
      },
    );
    expect(timed).toEqual({
      inputs: POSITIONS,
      teacher: [10, 11, 12, 13, 14, 15, 16, 17, 18],
      student: [2, 3, 4, 5, 6, 7, 8, 9, 10],
    });
    // Warm-up student first, then the teacher first in even rounds; each model its two batches.
    expect(calls.slice(0, 8).map((c) => c.name)).toEqual([
      'student',
      'student',
      'teacher',
      'teacher',
      'teacher',
      'teacher',
      'student',
      'student',
    ]);
    expect(calls).toHaveLength(2 * 2 * (TIMED_ROUNDS + 1));
    // The same two batches every time: windows of 16 and 14 tokens, then of 7 and 5 (padded to 7).
    const shapes = new Set(calls.map((c) => `${c.size}×${c.width}:${c.realTokens}`));
    expect([...shapes]).toEqual(['2×16:30', '2×7:12']);
    const firstBatch = calls.filter((c) => c.width === 16).map((c) => c.ids.join(','));
    expect(new Set(firstBatch).size).toBe(1);
    // The window [8, 22) of the 22-token sequence: 13 tokens of the code, then end-of-text, then padding.
    expect(calls[0]!.ids.slice(16, 32)).toEqual([...Array(13).fill(7n), 0n, 0n, 0n]);
    expect(seen).toHaveLength(calls.length);
    expect(seen.every((s) => s.phase === 'timing')).toBe(true);
  });

  it('takes the first 16 windows of the rows, and times a restored teacher not at all', async () => {
    // 20 rows of 9 tokens: one window each, 8 positions; the first 16 are timed.
    const dir = tempDir({ 'rows.jsonl': Array.from({ length: 20 }, () => row(7)).join('\n') });
    const clock = { ms: 0 };
    const calls: Call[] = [];
    const timed = await timeCompletion(
      config(dir, 4),
      {
        teacher: scripted('teacher', [], clock, calls),
        student: scripted('student', Array(4 * (TIMED_ROUNDS + 1)).fill(32), clock, calls),
      },
      false,
      { deadline: new Deadline(null, () => clock.ms), now: () => clock.ms },
    );
    // Four batches of 32 ms a round over 16 × 8 = 128 positions: 1 ms a position.
    expect(timed).toEqual({ inputs: 128, teacher: null, student: Array(TIMED_ROUNDS).fill(1) });
    expect(calls.every((c) => c.name === 'student' && c.size === 4 && c.width === 9)).toBe(true);
  });

  it('times nothing once the time limit has passed', async () => {
    const dir = tempDir({ 'rows.jsonl': ROWS });
    const clock = { ms: 0 };
    const calls: Call[] = [];
    const deadline = new Deadline(1, () => clock.ms);
    clock.ms = 2_000;
    const models = {
      teacher: scripted('teacher', [], clock, calls),
      student: scripted('student', [], clock, calls),
    };
    expect(
      await timeCompletion(config(dir, 2), models, true, { deadline, now: () => clock.ms }),
    ).toEqual({
      inputs: 0,
      teacher: null,
      student: null,
    });
    expect(calls).toEqual([]);
  });
});
