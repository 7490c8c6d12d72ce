import type { Config } from '../config/types.js';
import type { PipelineDeps } from '../pipeline/types.js';
import type { PlanInput } from './projection.js';
/** Rows the probe scores (the vocabulary and coda's pool are drawn from them). */
export declare const PROBE_ROWS = 200;
/** Inputs the probe transforms. */
export declare const PROBE_TRANSFORM_INPUTS = 8;
/** Labelled inputs the probe attacks with every method. */
export declare const PROBE_ATTACK_INPUTS = 8;
/** The probe's time budget per method (the configured one when smaller). */
export declare const PROBE_METHOD_SECONDS = 60;
/** What the probe saw, for the plan's header. */
export interface ProbeSummary {
    rows: number;
    transformInputs: number;
    attackInputs: number;
    /** The probe's own wall time. */
    elapsedMs: number;
}
/**
 * Probes the configured run (see the module comment): the plan's input, and
 * what the probe ran on. `deps.teacherCache` is asked, never written; the
 * probe's own run keeps nothing.
 */
export declare function probeRun(config: Config, deps: PipelineDeps): Promise<{
    input: PlanInput;
    probe: ProbeSummary;
}>;
