/**
 * Scheduling of the attack probe (SPEC §5): which inputs are attacked, in
 * groups whose queries share batches, under the time budget, teacher and
 * student on the same inputs, one method after another; the searches are in
 * mhm.ts, wir-random.ts, coda.ts and greedy.ts. Everything is deterministic
 * given the seed (each input draws from `inputSeed(seed, row)`, the same for
 * every method); only the time budget can cut a run short.
 */
import type { AttackMethod } from '../../config/names.js';
import type { AttackConfig } from '../../config/types.js';
import type { Example } from '../../data/types.js';
import type { RelationsOptions } from '../../relations/types.js';
import { type TransformLanguage } from '../../transforms/index.js';
import { type OriginalScores, type RobustnessModels } from '../transformed.js';
import type { AttackReport } from '../types.js';
import type { AttackSearch } from './search.js';
/** The search of each method. */
export declare const ATTACK_SEARCHES: Record<AttackMethod, AttackSearch>;
export interface AttackSettings {
    language: TransformLanguage;
    seed: number;
    /** `methods` defaults to greedy alone; the gate's ceiling is not needed here. */
    attack: Omit<AttackConfig, 'maxRelativeDegradation' | 'methods'> & Partial<AttackConfig>;
    /** For the relations on the adversarial examples; default: DEFAULT_RELATIONS. */
    relations?: RelationsOptions;
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
 * Runs every method of `attack.methods` (default: greedy alone), one after
 * another, on the same labelled examples (at most `attack.maxInputs`, evenly
 * spaced), teacher and student on the same inputs, in groups of 16 inputs
 * whose queries are batched together. Each method has its own time budget of
 * `attack.timeBudgetSeconds`; when it runs out the group in flight is
 * dropped, so both models are always compared on the same completed inputs;
 * `evaluated` and `budgetExhausted` say how far each method got. After each
 * method both models score the teacher's adversarial examples, for the
 * relations on them (`adversarial`).
 *
 * Without labelled examples every method is skipped (`skippedReason`):
 * success is defined against the label.
 *
 * @throws RangeError when queries, maxInputs or candidates is not an integer
 *   in range (queries 1..10000) or the time budget is not a positive number.
 */
export declare function evaluateAttacks(settings: AttackSettings, models: RobustnessModels, examples: readonly Example[], options?: AttackOptions): Promise<AttackReport[]>;
/**
 * One method's attack (`method`, default greedy); see evaluateAttacks.
 *
 * @throws RangeError as evaluateAttacks.
 */
export declare function evaluateAttack(settings: AttackSettings & {
    method?: AttackMethod;
}, models: RobustnessModels, examples: readonly Example[], options?: AttackOptions): Promise<AttackReport>;
