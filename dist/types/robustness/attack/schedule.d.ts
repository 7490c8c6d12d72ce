/**
 * Scheduling of the attack probe (docs/spec.md §5): which inputs are attacked, in
 * groups whose queries share batches, under the time budget, teacher and
 * student on the same inputs, one method after another; the searches are in
 * mhm.ts, wir-random.ts, coda.ts and greedy.ts. Everything is deterministic
 * given the seed (each input draws from `inputSeed(seed, row)`, the same for
 * every method); only the time budget can cut a run short.
 */
import { type AttackMethod } from '../../config/names.js';
import type { AttackConfig } from '../../config/types.js';
import type { Example } from '../../data/types.js';
import type { RelationsOptions } from '../../relations/types.js';
import { type TransformLanguage } from '../../transforms/index.js';
import type { MaskedLanguageModel } from '../../inference/masked-lm.js';
import { type OriginalScores, type RobustnessModels } from '../transformed.js';
import type { JsonCache } from '../../store/types.js';
import type { AttackReport } from '../types.js';
import type { AttackProgress } from './progress.js';
import { type Outcome } from './search.js';
import { type MethodOutcomes } from './method-report.js';
export interface AttackSettings {
    language: TransformLanguage;
    seed: number;
    attack: AttackConfig;
    /** For the relations on the adversarial examples; default: DEFAULT_RELATIONS. */
    relations?: RelationsOptions;
}
export interface AttackOptions {
    /**
     * Examples whose tokens form the vocabulary: every labelled row of the
     * evaluation file, as the references build it; default: the attacked examples.
     */
    vocabularyFrom?: readonly Example[];
    /**
     * coda's reference pool: labelled inputs with both models' scores (the
     * pipeline's, so they cost no query); default: the examples attacked.
     */
    referencePool?: {
        examples: readonly Example[];
        originals: OriginalScores;
    };
    /** The open masked language model (alert, coda), when the config names one. */
    languageModel?: MaskedLanguageModel | null;
    /** The text of the reference's substitutes file (transforms.attack.substitutes). */
    referenceSubstitutes?: {
        text: string;
        where: string;
    } | null;
    /** Where alert's substitutes and coda's reference similarities are kept between runs. */
    languageModelCache?: JsonCache | null;
    /**
     * Sees every attacked input's outcome (plain JSON: status, queries,
     * refused, and for a success the renames, transformations and adversarial
     * texts), e.g. to keep the teacher's between runs.
     */
    onOutcome?: (method: AttackMethod, model: 'teacher' | 'student', example: Example, outcome: Outcome) => void;
    /**
     * The teacher's outcome on an input from an earlier run with the same
     * teacher, data, seed and settings (the caller keys it), or null to attack it.
     */
    knownTeacherOutcome?: (method: AttackMethod, example: Example) => Outcome | null;
    /** Told as each method starts, as each search ends and as each method ends (progress.ts). */
    onProgress?: (progress: AttackProgress) => void;
    /** Milliseconds clock (tests replace it to exhaust the budget). */
    now?: () => number;
    /**
     * The clock reading at which the run's time limit passes: a method not
     * begun by then is not run, one in flight stops as at its own budget.
     */
    stopAt?: number;
}
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
