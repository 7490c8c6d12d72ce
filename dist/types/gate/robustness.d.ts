/**
 * The robustness checks: the student/teacher flip-rate ratio per
 * transformation, and the relative degradation under each attack method.
 */
import type { AttackModelResult, AttackReport, TransformedKindResult } from '../robustness/types.js';
import type { Check, RollUp } from './types.js';
/**
 * About how many inputs per model would decide a flip-rate ratio whose
 * Katz interval contains the ceiling c, at the same flip rates: the
 * interval is exp(ln r ± z·se) with se² = 1/a − 1/n1 + 1/c − 1/n2, which at
 * fixed rates scales as 1/n, so it excludes c once
 *
 *     n > n_now · (half-width of ln interval)² / (ln r − ln c)²
 *
 * with ln r the interval's centre (the corrected ratio where a model never
 * flipped). Null when the centre equals the ceiling.
 *
 * @example
 * // swap-operands, 140 inputs, interval 1.92–20.9 (centre 6.33), ceiling 2:
 * // half-width ln(20.9 / 1.92) / 2 = 1.194, ln(6.33 / 2) = 1.153: 140 · 1.073 → 151
 */
export declare function ratioInputsToDecide(interval: [number, number], ceiling: number, inputs: number): number | null;
/**
 * Student flip rate / teacher flip rate on one transformation, against
 * `ceiling` (null: off).
 *
 * * undefined: no ratio (no flip at all, or nothing transformed);
 * * undefined, too few flips to decide: the ratio's 95% interval
 *   (`flipRateRatioCi95`, Katz log interval) contains the ceiling AND the
 *   model with fewer flips has fewer than `minFlips` of them: the data are
 *   consistent with either verdict, and a ratio over so few flips moves a
 *   lot with each one; the reason names the counts and the interval so a
 *   reviewer can raise transforms.limit;
 * * inconclusive: the interval contains the ceiling with enough flips (the
 *   gate's policy, gate.inconclusive, says what that does); the reason says
 *   about how many inputs per transformation would decide it
 *   (`ratioInputsToDecide`);
 * * otherwise the interval decides: wholly above the ceiling fails (an
 *   infinite ratio, the student flipping where the teacher never did, too),
 *   wholly at or below it passes, whatever the counts. Without an interval
 *   the point estimate decides.
 *
 * @example
 * // swap-operands: teacher 3/140 flips, student 19/140, ceiling 2, minFlips 5:
 * // ratio 6.33, interval 1.92–20.9 contains 2 and 3 < 5: undefined,
 * // 'flip-rate ratio on swap-operands 6.33 (student 13.6% (19/140), teacher 2.1% (3/140)) is too
 * //  uncertain to decide: 3 teacher flips (fewer than min-flips 5) and its 95% CI 1.92–20.9
 * //  contains max-flip-rate-ratio 2.00'
 */
export declare function flipRateCheck(kind: TransformedKindResult, ceiling: number | null, minFlips?: number): Check;
/**
 * How many of the selected inputs a model was attacked on, and why the rest
 * were not: "1 of 4 attacked (2 mispredicted, 1 with no identifiers)".
 * Attacked: right before the attack, parsable, with a renamable identifier
 * (the success rate's denominator); the rest were mispredicted, did not
 * parse, had no identifier, or were not reached before the time budget (or
 * the run's time limit) ran out.
 *
 * @example
 * attackedText(attack, attack.student); // '1 of 4 attacked (3 mispredicted)'
 */
export declare function attackedText(attack: AttackReport, result: AttackModelResult): string;
/**
 * The relative degradation under one attack method, in the reading
 * transforms.attack.degradation-reading names: `points`, student drop /
 * teacher drop − 1 with drops in accuracy points, or `relative-drops`, the
 * same with each drop divided by the model's clean accuracy. Null when the
 * method was skipped (no labelled input). In order:
 *
 * * undefined, too few attacked: a model was attacked (right, parsable,
 *   with identifiers) on fewer than `minAttacked` inputs; the reason says
 *   "k of n attacked" per model and why the rest were not;
 * * undefined: no value (neither model's accuracy dropped, no input);
 * * off: a null ceiling;
 * * with the reading's 95% interval (degradationInterval) the interval
 *   decides: wholly above the ceiling fails (an infinite degradation, the
 *   student dropping where the teacher did not, too), wholly at or below it
 *   passes, and one that contains the ceiling is inconclusive (the gate's
 *   policy, gate.inconclusive, says what that does), its reason saying
 *   about how many inputs would decide it (`ratioInputsToDecide` on the
 *   ratio of drops, D + 1, against the ceiling + 1);
 * * without an interval (older reports) the point estimate decides.
 *
 * @example
 * // teacher 2, student 6 successes of 40 inputs, ceiling +100%, min-attacked 10:
 * // +200.0%, interval −35.6% to +1298.2% contains +100%: inconclusive.
 */
export declare function attackCheck(attack: AttackReport, ceiling: number | null, reading?: 'points' | 'relative-drops', minAttacked?: number): Check | null;
/**
 * Several checks as one row: fail when any failed, else inconclusive when
 * any is, else pass when any passed, else the first check's status (all
 * undefined, off or skipped); null for no check.
 *
 * @example
 * rollUp([pass, fail, undefined]); // { failed: 1, total: 3, status: 'fail' }
 * rollUp([off, undefined]);        // { failed: 0, total: 2, status: 'off' }
 */
export declare function rollUp(checks: readonly Check[]): RollUp | null;
