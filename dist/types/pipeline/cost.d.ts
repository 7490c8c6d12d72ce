/**
 * What each model costs, measured in the run (docs/spec.md §7): the batch
 * timings of the rows' scoring are collected as the models run, the files
 * are weighed after, and the process's peak memory read last.
 */
import { type BatchTiming } from '../cost/latency.js';
import type { ModelCost, RunCost } from '../cost/model-cost.js';
import type { Role } from './types.js';
/** Each model's batch timings while the data set's rows are scored. */
export declare class BatchTimings {
    readonly teacher: BatchTiming[];
    readonly student: BatchTiming[];
    record(role: Role, inputs: number, ms: number): void;
    /** Forgets a model's timings (a restored teacher refused: its spot check is not its rows' latency). */
    clear(role: Role): void;
}
/** A model as the cost needs it: its source and file, and whether its rows' outputs were restored. */
export interface CostedModel {
    source: 'onnx' | 'outputs';
    path: string;
    fromCache: boolean;
}
/**
 * Both models' cost after scoring (the teacher's may be given, as measured
 * before). `peakRssBytes` is read first, before the
 * files are weighed (reading a file holds it in memory for a moment).
 * process.resourceUsage().maxRSS is in kibibytes.
 */
export declare function measureCost(models: {
    teacher: CostedModel | ModelCost;
    student: CostedModel;
}, timings: BatchTimings): Promise<RunCost>;
