/**
 * The timing step of task code-completion (docs/spec.md §7, §9.4): the
 * classifiers' rounds (timing-step.ts) on a causal language model's unit.
 * Both models run the same windows, the first TIMED_INPUTS windows of the
 * run's first rows, batched as the rows are (longest first, `batch-size`
 * windows a batch), in interleaved rounds after a warm-up round; a round
 * gives each model its run time over those windows divided by the
 * positions they score: milliseconds per position, the unit every relation
 * of this task counts.
 */
import type { Config } from '../config/types.js';
import type { OpenedCausalLm } from './causal-models.js';
import type { Deadline } from './deadline.js';
import { type Timed } from './timing-step.js';
import type { PipelineDeps } from './types.js';
/**
 * Times the models given (null: not timed, a teacher whose side was
 * restored from the store) on the same windows, per scored position.
 * `now`: the clock (tests script it, so that no test depends on speed).
 * Nothing is timed once the run's time limit has passed, or without a
 * window.
 */
export declare function timeCompletion(config: Config, models: {
    teacher: OpenedCausalLm;
    student: OpenedCausalLm;
}, timeTeacher: boolean, { deadline, now, onBatch, }: {
    deadline: Deadline;
    now: () => number;
} & Pick<PipelineDeps, 'onBatch'>): Promise<Timed>;
