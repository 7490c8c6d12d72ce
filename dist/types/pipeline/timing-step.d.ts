/**
 * The timing step: each model's latency measured, not read off the rows'
 * batches. The rows' batches ran each model once, cold, the teacher's all
 * before the student's (or only a few spot-check rows of a restored
 * teacher), so three runs of one command said 2.4×, 9.3× and 5.1× faster.
 * Here both models score the same inputs in rounds, interleaved (the order
 * alternating round by round, so neither is always the one a busy runner
 * slows), after a warm-up round that is not counted; each round gives one
 * time per input per model, from the model's own run time (encoding and our
 * bookkeeping excluded). The rounds themselves (timeRounds) serve causal
 * language models too, on windows and per position (completion-timing.ts).
 */
import type { Example } from '../data/types.js';
import type { ProbabilitySource } from '../inference/sources.js';
import type { Scored } from './score.js';
import type { Run } from './session.js';
/** Rounds timed: with 9, the median's interval is the 2nd to the 8th value (96.1%, cost/latency.ts). */
export declare const TIMED_ROUNDS = 9;
/** Inputs per round (windows of a causal language model): the run's first, enough to average a round over several batches. */
export declare const TIMED_INPUTS = 16;
/** Per round, each timed model's time per input (ms); null for a model not timed. */
export interface Timed {
    /** The units each round scores: inputs, or a causal language model's positions. */
    inputs: number;
    teacher: number[] | null;
    student: number[] | null;
}
/**
 * One model's scoring of the timed inputs, resolving to its own run time in
 * ms (the runtime's runs only: not encoding, not our bookkeeping).
 */
export type TimedRun = () => Promise<number>;
/**
 * Times the models given (null: not timed) in TIMED_ROUNDS rounds after a
 * warm-up round, interleaved, the order alternating round by round; each run
 * scores the same `inputs` units (inputs of a classifier, positions of a
 * causal language model), so a round gives each model its time per unit.
 */
export declare function timeRounds(runs: {
    teacher: TimedRun | null;
    student: TimedRun | null;
}, inputs: number): Promise<Timed>;
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
