import type { Latency, Speedup } from './latency.js';
/**
 * What a model costs, measured in the run (docs/spec.md §7). Precomputed
 * outputs cost nothing to read and have no size, parameters or latency.
 */
export type ModelCost = {
    source: 'outputs';
} | {
    source: 'onnx';
    /** Elements of the graph's initializers (external data included); null when the file's protobuf could not be walked. */
    parameters: number | null;
    /** The .onnx file plus the external data files it names, in bytes. */
    fileBytes: number;
    /** From the timing step's rounds; null when the model was not timed in this run. */
    latency: Latency | null;
    /** `not-run`: its outputs were restored from the cache, so it was not timed. */
    measuredOn?: 'not-run';
};
/** Both models' cost and the process's peak memory. */
export interface RunCost {
    teacher: ModelCost;
    student: ModelCost;
    /**
     * Peak resident memory of the whole process in bytes
     * (process.resourceUsage().maxRSS), both models loaded together: not per
     * model, which one process cannot tell apart.
     */
    peakRssBytes: number;
    /**
     * The student's speedup over its teacher from the rounds both were timed
     * in; null when either was not timed, absent in reports made before it
     * existed.
     */
    speedup?: Speedup | null;
}
/** How the student's files compare with its teacher's: each a ratio teacher / student; null where either side is unknown. */
export interface CostRatios {
    /** File bytes: 5.1 = the student is 5.1× smaller. */
    smaller: number | null;
    /** Parameters: 5.1 = 5.1× fewer. */
    fewerParameters: number | null;
}
/**
 * teacher / student for file size and parameters (speed is a measurement
 * with an interval: RunCost.speedup). A ratio is null when a side is
 * precomputed outputs, unknown, or 0 (no ratio with a zero denominator).
 *
 * @example
 * costRatios(
 *   { source: 'onnx', parameters: 100, fileBytes: 400, latency: null },
 *   { source: 'onnx', parameters: 25, fileBytes: 100, latency: null },
 * ); // { smaller: 4, fewerParameters: 4 }
 */
export declare function costRatios(teacher: ModelCost, student: ModelCost): CostRatios;
