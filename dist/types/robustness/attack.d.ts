/**
 * The attack probe (SPEC §5): a budgeted black-box identifier-renaming search
 * per input, in the spirit of MHM and WIR-Random, run against the teacher and
 * the student separately on the same inputs.
 *
 * For one input x with label y that the model predicts correctly:
 *
 * 1. Sites: the renamable local variables and parameters of each function
 *    (the transformations module decides what is renamable).
 * 2. Importance: each site is renamed alone to a neutral name (`v1`, `v2`, ...
 *    whichever the function does not use) and the drop of the model's
 *    probability of y is measured, one query per site (at most half the
 *    queries; with more sites, a seeded sample of them).
 * 3. Substitution: in order of importance, each site gets a seeded sample of
 *    candidate names (the dataset's own most frequent local identifiers, as
 *    MHM and WIR-Random draw from the data set's vocabulary), scored in one
 *    batch: the most important site up to half the remaining queries, the
 *    next half of what is left, the last all that remains. The candidate that
 *    lowers p(y) most is kept (greedy), and passes over the sites repeat with
 *    untried candidates while queries remain.
 * The attack succeeds as soon as one variant makes the model predict a class
 * other than y. At most `queries` variants are scored per input and model.
 * Everything is deterministic given the seed (each input draws from
 * `inputSeed(seed, row)`); only the time budget can cut a run short.
 */
import type { AttackConfig } from '../config/types.js';
import type { Ratio } from '../gate/types.js';
import type { Example } from '../data/types.js';
import { type CodeTransformer, type TransformLanguage } from '../transforms/index.js';
import { type OriginalScores, type RobustnessModels } from './transformed.js';
import type { AttackReport } from './types.js';
export interface AttackSettings {
    language: TransformLanguage;
    seed: number;
    attack: Omit<AttackConfig, 'maxRelativeDegradation'> & Partial<AttackConfig>;
}
export interface AttackOptions {
    /** Both models' probabilities on `examples`; scored here when absent. */
    originals?: OriginalScores;
    /** Examples whose identifiers form the candidate pool; default: `examples`. */
    poolFrom?: readonly Example[];
    /** Milliseconds clock (tests replace it to exhaust the budget). */
    now?: () => number;
}
/**
 * The candidate names: renamable identifiers of the given examples' functions,
 * most frequent first (counted once per function; ties by name), valid as a
 * new name in the language, at most `size` of them.
 */
export declare function candidatePool(transformer: CodeTransformer, examples: readonly Example[], size: number): string[];
/**
 * Relative degradation under the attack: student drop / teacher drop - 1
 * (the paper's "285% more degradation" is 2.85). Undefined (null) when either
 * drop is undefined or neither model's accuracy dropped; 'infinite' when only
 * the student's dropped (the gate fails it whenever a ceiling is set).
 *
 * @example
 * relativeDegradation(0.1, 0.385); // { value: 2.85, reason: null } (to rounding)
 */
export declare function relativeDegradation(teacherDrop: number | null, studentDrop: number | null): {
    value: Ratio;
    reason: string | null;
};
/**
 * Runs the attack on the labelled examples (at most `attack.maxInputs`,
 * evenly spaced), teacher and student on the same inputs, in groups of 16
 * inputs whose queries are batched together. When the time budget runs out
 * the group in flight is dropped, so both models are always compared on the
 * same completed inputs; `evaluated` and `budgetExhausted` say how far it got.
 *
 * Without labelled examples the attack is skipped (`skippedReason`): success
 * is defined against the label.
 *
 * @throws RangeError when queries, maxInputs or candidates is not an integer
 *   in range (queries 1..10000) or the time budget is not a positive number.
 */
export declare function evaluateAttack(settings: AttackSettings, models: RobustnessModels, examples: readonly Example[], options?: AttackOptions): Promise<AttackReport>;
