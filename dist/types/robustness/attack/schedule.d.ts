import type { AttackConfig } from '../../config/types.js';
import type { Example } from '../../data/types.js';
import { type OriginalScores, type RobustnessModels } from '../transformed.js';
import type { AttackReport } from '../types.js';
import type { AttackOptions, AttackSettings } from './attack-options.js';
import { type MethodOutcomes } from './method-report.js';
/** The skipped reason of a method the run's time limit left out. */
export declare const NOT_RUN_AT_TIME_LIMIT = "not run: the run's time limit was reached before it began";
/**
 * Runs every method of `attack.methods`, one after another, on the same
 * labelled examples (at most `attack.maxInputs`, evenly spaced), teacher and
 * student on the same inputs, in groups of 16 inputs whose queries are
 * batched together. Each method runs on its reference budget, or under the
 * caps `attack.queries` (per input and model) and `attack.timeBudgetSeconds`
 * (per method); when the time runs out the group in flight is dropped, so
 * both models are always compared on the same completed inputs; `evaluated`
 * and `budgetExhausted` say how far each method got. After each method both
 * models score the teacher's adversarial examples, for the relations on them
 * (`adversarial`). `originals` are both models' scores on `examples` (the
 * pipeline's, so the attack starts from the predictions the gate reported).
 *
 * Without labelled examples every method is skipped (`skippedReason`):
 * success is defined against the label.
 */
export declare function evaluateAttacks(settings: AttackSettings, models: RobustnessModels, examples: readonly Example[], originals: OriginalScores, options?: AttackOptions): Promise<AttackReport[]>;
/**
 * Every method's report when nothing is attacked: `examples` inputs were
 * offered and none is labelled (success is defined against the label).
 */
export declare function skippedAttacks(attack: AttackConfig, examples: number, elapsedMs: number): AttackReport[];
/**
 * Every method's per-input outcomes on `inputs` (labelled; `base`, both
 * models' scores on them), one method after another: the per-input half of
 * evaluateAttacks, which methodReport turns into each method's report.
 * Each input's searches draw from `inputSeed(seed, row)` and depend on that
 * input, the vocabulary and coda's reference pool only, so a shard attacking
 * a slice of the inputs finds what one run finds on them.
 */
export declare function attackOutcomes(settings: AttackSettings, models: RobustnessModels, inputs: readonly Example[], base: OriginalScores, options?: AttackOptions): Promise<MethodOutcomes[]>;
