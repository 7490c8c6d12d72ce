import type { Latency } from './latency.js';
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
    /** From the batches the model ran for the rows; null when it ran none in this run. */
    latency: Latency | null;
    /**
     * Where the latency comes from when not the data set's rows: `spot-check`
     * (outputs restored from the cache, the live model re-scored a few rows),
     * `not-run` (restored and never run). Absent: the rows.
     */
    measuredOn?: 'spot-check' | 'not-run';
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
}
/** How the student compares with its teacher: each a ratio teacher / student; null where either side was not measured. */
export interface CostRatios {
    /** File bytes: 5.1 = the student is 5.1× smaller. */
    smaller: number | null;
    /** Parameters: 5.1 = 5.1× fewer. */
    fewerParameters: number | null;
    /** Median latency per input: 4.2 = the student is 4.2× faster. */
    faster: number | null;
}
/**
 * teacher / student for file size, parameters and median latency per input.
 * A ratio is null when a side is precomputed outputs, was not measured, or is
 * 0 (no ratio with a zero denominator is reported).
 *
 * @example
 * costRatios(
 *   { source: 'onnx', parameters: 100, fileBytes: 400, latency: { batches: 1, inputs: 1, medianMs: 8, p95Ms: 8, throughput: 125 } },
 *   { source: 'onnx', parameters: 25, fileBytes: 100, latency: { batches: 1, inputs: 1, medianMs: 2, p95Ms: 2, throughput: 500 } },
 * ); // { smaller: 4, fewerParameters: 4, faster: 4 }
 */
export declare function costRatios(teacher: ModelCost, student: ModelCost): CostRatios;
