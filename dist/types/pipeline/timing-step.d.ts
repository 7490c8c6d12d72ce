/**
 * The timing step: each model's latency measured, not read off the rows'
 * batches. The rows' batches ran each model once, cold, the teacher's all
 * before the student's (or only a few spot-check rows of a restored
 * teacher), so three runs of one command said 2.4×, 9.3× and 5.1× faster.
 * Here both models score the same inputs in rounds, interleaved (the order
 * alternating round by round, so neither is always the one a busy runner
 * slows), after a warm-up round that is not counted; each round gives one
 * time per input per model, from the model's own run time (encoding and our
 * bookkeeping excluded).
 */
import type { Example } from '../data/types.js';
import type { ProbabilitySource } from '../inference/sources.js';
import type { Scored } from './score.js';
import type { Run } from './session.js';
/** Rounds timed: with 9, the median's interval is the 2nd to the 8th value (96.1%, cost/latency.ts). */
export declare const TIMED_ROUNDS = 9;
/** Inputs per round: the first of the run's rows, enough to average a round over several batches. */
export declare const TIMED_INPUTS = 16;
/** Per round, each timed model's time per input (ms); null for a model not timed. */
export interface Timed {
    inputs: number;
    teacher: number[] | null;
    student: number[] | null;
}
/**
 * Times the models given (null: not timed, e.g. a teacher whose outputs were
 * restored from the cache, or precomputed outputs) on the first
 * TIMED_INPUTS examples.
 */
export declare function timeModels(sources: {
    teacher: ProbabilitySource | null;
    student: ProbabilitySource | null;
}, examples: readonly Example[]): Promise<Timed>;
/**
 * Times the run's two models on its first rows (read again from the data
 * set when the scoring kept no examples). A teacher whose outputs were
 * restored is not opened for it (it says it was not timed), nor are
 * precomputed outputs (no live model); nothing is timed once the run's time
 * limit is reached.
 */
export declare function timingStep(run: Run, { scores, examples }: Scored): Promise<Timed>;
