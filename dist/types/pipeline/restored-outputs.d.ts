import type { Config } from '../config/types.js';
import type { Scores } from './types.js';
/** Largest difference allowed between a restored probability and the live teacher's. */
export declare const SPOT_CHECK_TOLERANCE = 0.000001;
/** Thrown while scoring when a restored entry cannot answer for a row; the pipeline runs the teacher instead. */
export declare class RestoredEntryRefused extends Error {
    name: string;
}
/** Why the restored rows are not the rows this run scored, in order; null when they are. */
export declare function rowsProblem(restored: Int32Array, scored: readonly number[]): string | null;
/**
 * `count` distinct positions among 0..n-1 in increasing order (all of them
 * when count >= n), drawn with `draw(n)` (by default crypto's randomInt: not
 * the run's seed, so an entry cannot be made to pass by knowing which rows a
 * run checks).
 */
export declare function spotPositions(n: number, count: number, draw?: (max: number) => number): number[];
/**
 * max |restored - live| over the checked rows: `restored` is [rows, cols],
 * `live` [positions.length, cols], row i of `live` scoring `positions[i]`.
 * NaN never compares within a tolerance: a NaN difference is Infinity.
 *
 * @example
 * largestDifference(Float64Array.of(0.2, 0.8, 0.6, 0.4), 2, [1], Float64Array.of(0.5, 0.5)); // ≈ 0.1
 */
export declare function largestDifference(restored: Float64Array, cols: number, positions: readonly number[], live: Float64Array): number;
/**
 * The live teacher scores `count` of the scored rows ('auto': spotCheckRows
 * of them), drawn afresh with `draw` (`scoreLive` scores the rows at these
 * positions), and must give the restored probabilities within
 * SPOT_CHECK_TOLERANCE: why not, or null, and then the teacher's summary
 * says what was checked and how likely a 5% poisoning was to escape it.
 */
export declare function spotCheck(scores: Scores, count: Config['spotCheck'], scoreLive: (positions: number[]) => Promise<{
    data: Float64Array;
    cols: number;
}>, draw?: (max: number) => number): Promise<string | null>;
