/**
 * The robustness checks: the student/teacher flip-rate ratio per
 * transformation, and the relative degradation under the attack.
 */
import type { RobustnessReport, TransformedKindResult } from '../robustness/types.js';
import type { Check } from './types.js';
/**
 * Student flip rate / teacher flip rate on one transformation: fails above
 * `ceiling` (an infinite ratio, the student flipping where the teacher never
 * did, fails); undefined (no flip at all, or nothing transformed) neither
 * passes nor fails; a null ceiling is off.
 *
 * @example
 * // rename-locals: teacher 2/20 flips, student 6/20, ceiling 2: fails with
 * // 'flip-rate ratio on rename-locals 3.00 (student 30.0% (6/20), teacher 10.0% (2/20)) exceeds max-flip-rate-ratio 2.00'
 */
export declare function flipRateCheck(kind: TransformedKindResult, ceiling: number | null): Check;
/**
 * Student drop / teacher drop − 1 under the attack: fails above `ceiling`
 * (a student drop with no teacher drop is infinite and fails); undefined
 * neither passes nor fails; a null ceiling is off. Null when the config has
 * no attack or the attack was skipped.
 */
export declare function attackCheck(robustness: RobustnessReport, ceiling: number | null): Check | null;
