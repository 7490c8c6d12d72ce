/**
 * The teacher's outputs restored from the store are untrusted input (the
 * file format's own checks are store/teacher-entries.ts's). Before a report
 * uses them they must answer for this run: the same rows in the same order
 * as this run scored, as many classes as the student gives, and the live
 * teacher, scoring rows drawn afresh by each run, must give the same
 * probabilities within SPOT_CHECK_TOLERANCE, unless a record no pull
 * request can write vouches for their bytes (`vouchedBy`: the default
 * branch's manifest, in the action's other runs), which a live check could
 * add nothing to. By default as many rows are
 * drawn as make an entry poisoned in 5% of its rows escape with probability
 * at most 5% (relations/spot-check-size.ts), however many rows it holds. An
 * entry that fails is refused: one warning, and the teacher is run (see
 * rows-step.ts), and it is marked so that no later run uses it.
 */
import { randomInt } from 'node:crypto';
import type { Config } from '../config/types.js';
import {
  escapeProbability,
  poisonedRows,
  SPOT_CHECK_SHARE,
  spotCheckRows,
} from '../relations/index.js';
import type { Scores } from './types.js';

/** Largest difference allowed between a restored probability and the live teacher's. */
export const SPOT_CHECK_TOLERANCE = 1e-6;

/** Thrown while scoring when a restored entry cannot answer for a row; the pipeline runs the teacher instead. */
export class RestoredEntryRefused extends Error {
  override name = 'RestoredEntryRefused';
}

/** Why the restored rows are not the rows this run scored, in order; null when they are. */
export function rowsProblem(restored: Int32Array, scored: readonly number[]): string | null {
  if (restored.length !== scored.length) {
    return `it holds ${restored.length} rows, this run scored ${scored.length}`;
  }
  const at = scored.findIndex((row, i) => restored[i] !== row);
  return at === -1
    ? null
    : `its row ${at} is dataset row ${restored[at]}, this run scored row ${scored[at]}`;
}

/**
 * `count` distinct positions among 0..n-1 in increasing order (all of them
 * when count >= n), drawn with `draw(n)` (by default crypto's randomInt: not
 * the run's seed, so an entry cannot be made to pass by knowing which rows a
 * run checks).
 */
export function spotPositions(
  n: number,
  count: number,
  draw: (max: number) => number = randomInt,
): number[] {
  if (count >= n) return Array.from({ length: n }, (_, i) => i);
  // Floyd's algorithm: count draws, each position equally likely to be kept.
  const picked = new Set<number>();
  for (let j = n - count; j < n; j++) {
    const t = draw(j + 1);
    picked.add(picked.has(t) ? j : t);
  }
  return [...picked].sort((a, b) => a - b);
}

/**
 * max |restored - live| over the checked rows: `restored` is [rows, cols],
 * `live` [positions.length, cols], row i of `live` scoring `positions[i]`.
 * NaN never compares within a tolerance: a NaN difference is Infinity.
 *
 * @example
 * largestDifference(Float64Array.of(0.2, 0.8, 0.6, 0.4), 2, [1], Float64Array.of(0.5, 0.5)); // ≈ 0.1
 */
export function largestDifference(
  restored: Float64Array,
  cols: number,
  positions: readonly number[],
  live: Float64Array,
): number {
  let largest = 0;
  positions.forEach((position, i) => {
    for (let c = 0; c < cols; c++) {
      const d = Math.abs(restored[position * cols + c]! - live[i * cols + c]!);
      largest = Number.isNaN(d) ? Infinity : Math.max(largest, d);
    }
  });
  return largest;
}

/**
 * The live teacher scores `count` of the scored rows ('auto': spotCheckRows
 * of them), drawn afresh with `draw` (`scoreLive` scores the rows at these
 * positions), and must give the restored probabilities within
 * SPOT_CHECK_TOLERANCE: why not, or null, and then the teacher's summary
 * says what was checked and how likely a 5% poisoning was to escape it.
 */
export async function spotCheck(
  scores: Scores,
  count: Config['spotCheck'],
  scoreLive: (positions: number[]) => Promise<{ data: Float64Array; cols: number }>,
  draw: (max: number) => number = randomInt,
): Promise<string | null> {
  const of = scores.rows.length;
  const positions = spotPositions(of, count === 'auto' ? spotCheckRows(of) : count, draw);
  let largest = 0;
  if (positions.length > 0) {
    const { data, cols } = await scoreLive(positions);
    if (cols !== scores.classes) {
      return `it has ${scores.classes} columns, the live teacher gives ${cols}`;
    }
    largest = largestDifference(scores.teacher, cols, positions, data);
    if (!(largest <= SPOT_CHECK_TOLERANCE)) {
      return `the live teacher scored ${positions.length} of its rows again and differs by up to ${largest}, more than ${SPOT_CHECK_TOLERANCE}`;
    }
  }
  scores.teacherModel.spotCheck = {
    rows: positions.length,
    of,
    largestDifference: largest,
    escape: escapeProbability(of, poisonedRows(of, SPOT_CHECK_SHARE), positions.length),
  };
  return null;
}
