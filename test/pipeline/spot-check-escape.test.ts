/**
 * How often a poisoned entry escapes the spot check, measured: an entry of
 * 400 rows whose first K rows have their columns swapped (what a targeted
 * poisoning of the rows where the student is wrong looks like to the check:
 * which rows they are does not matter, the draw is uniform) is checked by
 * `spotCheck` RUNS times, each with its own seeded draw, and the share of
 * runs it passes is held to the exact hypergeometric probability of
 * test/fixtures/spot-check/escape.json (make_escape.py), within four
 * standard deviations of a binomial share of RUNS.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { spotCheck } from '../../src/pipeline/restored-outputs.js';
import type { Scores } from '../../src/pipeline/types.js';
import { createRandom } from '../../src/transforms/random.js';
import { repoRoot } from '../shared.js';

const ROWS = 400;
const RUNS = 20_000;

const exact = (
  JSON.parse(
    readFileSync(path.join(repoRoot, 'test', 'fixtures', 'spot-check', 'escape.json'), 'utf8'),
  ) as { escape: { rows: number; poisoned: number; checked: number; probability: number }[] }
).escape;

/**
 * The teacher's true outputs on ROWS rows (row i: [0.1 + 0.3·i/ROWS, the rest], never 0.5, so a
 * swapped row always differs), and an entry with the first `poisoned` rows' columns swapped.
 */
function poisonedEntry(poisoned: number) {
  const truth = Float64Array.from({ length: ROWS * 2 }, (_, i) => {
    const first = 0.1 + (0.3 * Math.floor(i / 2)) / ROWS;
    return i % 2 === 0 ? first : 1 - first;
  });
  const entry = truth.map((p, i) =>
    Math.floor(i / 2) < poisoned ? truth[i % 2 === 0 ? i + 1 : i - 1]! : p,
  );
  const scores = {
    rows: Array.from({ length: ROWS }, (_, i) => i),
    classes: 2,
    teacher: entry,
    teacherModel: {},
  } as unknown as Scores;
  const live = async (positions: number[]) => ({
    data: Float64Array.from(positions.flatMap((p) => [truth[2 * p]!, truth[2 * p + 1]!])),
    cols: 2,
  });
  return { scores, live };
}

/** The share of RUNS seeded spot checks of `count` rows that the entry poisoned in `poisoned` rows passes. */
async function measuredEscape(poisoned: number, count: number | 'auto'): Promise<number> {
  const { scores, live } = poisonedEntry(poisoned);
  let escaped = 0;
  for (let run = 0; run < RUNS; run++) {
    const draw = createRandom(run + 1).int;
    if ((await spotCheck(scores, count, live, draw)) === null) escaped += 1;
  }
  return escaped / RUNS;
}

describe('a poisoned entry against the spot check, measured over seeded runs', () => {
  it.each([
    // The default check of 400 rows: 55 rows.
    [20, 'auto', 55],
    [40, 'auto', 55],
    [100, 'auto', 55],
    // The 8 rows checked before (the 43% at 10% and 11% at 25%).
    [20, 8, 8],
    [40, 8, 8],
    [100, 8, 8],
  ] as const)(
    '%d of 400 rows poisoned, spot-check: %s (%d rows)',
    async (poisoned, count, checked) => {
      const { probability } = exact.find(
        (e) => e.rows === ROWS && e.poisoned === poisoned && e.checked === checked,
      )!;
      const measured = await measuredEscape(poisoned, count);
      const sd = Math.sqrt((probability * (1 - probability)) / RUNS);
      // At 25% poisoned (3.4e-8), four standard deviations are 5e-6: one escape (5e-5) fails it.
      expect(Math.abs(measured - probability)).toBeLessThanOrEqual(4 * sd);
    },
    60_000,
  );

  it('the check records how many of how many rows it drew, and the exact escape at 5%', async () => {
    const { scores, live } = poisonedEntry(0);
    expect(await spotCheck(scores, 'auto', live, createRandom(1).int)).toBeNull();
    const { probability } = exact.find(
      (e) => e.rows === ROWS && e.poisoned === 20 && e.checked === 55,
    )!;
    expect(scores.teacherModel.spotCheck).toEqual({
      rows: 55,
      of: ROWS,
      largestDifference: 0,
      escape: expect.closeTo(probability, 15),
    });
  });
});
