/**
 * The teacher's compact side restored from the store is untrusted input
 * (its file format's checks are store/teacher-next-tokens.ts's). Before a
 * report uses it, it must answer for this run: of this vocabulary and k,
 * the same sequences in the same order with the same positions (checked
 * while scoring, completion-step.ts), and the live teacher, scoring
 * sequences drawn afresh by each run, must give the same compact side
 * within SPOT_CHECK_TOLERANCE, in probability. As for classifiers
 * (restored-outputs.ts), `spot-check: auto` draws as many sequences as make
 * an entry poisoned in 5% of them escape with probability at most 5%.
 */
import type { Config } from '../config/types.js';
import type { ModelSummary } from '../report/types.js';
import type { CachedNextTokens } from '../store/types.js';
import type { OpenedCausalLm } from './causal-models.js';
/** Largest difference allowed between a restored probability and the live teacher's. */
export declare const COMPLETION_SPOT_CHECK_TOLERANCE = 0.00001;
/** Why a restored side cannot be of this teacher's vocabulary and k; null when it can. */
export declare function restoredShapeProblem(restored: CachedNextTokens, vocab: number | null, topK: number): string | null;
/**
 * The live teacher scores `count` of the restored sequences ('auto':
 * spotCheckRows of them), drawn afresh with `draw`, and must give their
 * compact side within the tolerance: why not, or null, and then `summary`
 * says what was checked (the sequences as its rows).
 */
export declare function spotCheckCompletion(config: Config, teacher: OpenedCausalLm, restored: CachedNextTokens, summary: Pick<ModelSummary, 'spotCheck'>, draw?: (max: number) => number): Promise<string | null>;
