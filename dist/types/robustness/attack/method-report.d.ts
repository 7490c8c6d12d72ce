/**
 * What an attack method leaves: its per-input outcomes (what a shard
 * writes), and the method's report computed from them (methodReport: pure,
 * so one run and a merge of shards give the same numbers).
 */
import type { AttackMethod } from '../../config/names.js';
import type { AttackConfig } from '../../config/types.js';
import type { Example } from '../../data/types.js';
import type { RelationsOptions } from '../../relations/types.js';
import type { OriginalScores } from '../transformed.js';
import type { AttackReport } from '../types.js';
import type { Outcome } from './search.js';
/**
 * What a method keeps of one attacked input: enough for a merge of shards
 * (pipeline/partial.ts) to recompute the method's report as one run does.
 */
export interface InputAttackOutcome {
    /** The reference's query budget on this input (referenceQueries); null: none (no site, or greedy). */
    budget: number | null;
    /** Each model's outcome; both absent when the time budget ran out before this input. */
    teacher?: Outcome;
    student?: Outcome;
    /** For a teacher success: both models' probabilities on its adversarial example. */
    adversarial?: {
        teacher: number[];
        student: number[];
    };
    /** For a student success where the teacher was attacked and resisted: the student's probabilities on its adversarial example. */
    studentAdversarial?: number[];
}
/** One method's per-input outcomes (in input order) and what it used beside them. */
export interface MethodOutcomes {
    method: AttackMethod;
    inputs: InputAttackOutcome[];
    budgetExhausted: boolean;
    stoppedAtTimeLimit?: boolean;
    /** NOT_RUN_AT_TIME_LIMIT when the run's time limit passed before the method began; else null. */
    skippedReason: string | null;
    candidatePool: number;
    substitutes?: AttackReport['substitutes'];
    references?: AttackReport['references'];
    elapsedMs: number;
    modelMs: number;
    /** Of elapsedMs, the language model's work time-budget-seconds does not cap (AttackReport's). */
    outsideBudgetMs?: number;
}
export declare function emptyReport(method: AttackMethod, attack: AttackConfig, selected: number): AttackReport;
/**
 * A method's report from its per-input outcomes: pure, so that one run and
 * a merge of shards give the same numbers from the same outcomes.
 * `inputs` and `base` are the attacked inputs and both models' scores on
 * them, in the order of `outcomes.inputs`.
 */
export declare function methodReport(settings: {
    attack: AttackConfig;
    relations?: RelationsOptions;
}, inputs: readonly Example[], base: OriginalScores, outcomes: MethodOutcomes): AttackReport;
