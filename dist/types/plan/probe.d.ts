/**
 * The probe of `metacompress plan`, the side-effect edge of the plan: it
 * counts what the configured run holds, asks the cache whether the
 * teacher's side is there (with the keys the pipeline uses), runs the
 * pipeline itself on a few inputs (a method its budget stopped before its
 * first inputs were done again on fewer), times making T(x) once the parser
 * is warm, times each model on one call of
 * as many T(x) as the run scores and on batches of the sizes the attack
 * methods score, counts the identifier occurrences of the run's attacked
 * inputs (alert's substitutes follow them) and asks the language model's
 * cache for those substitutes. projection.ts turns what it measured into
 * the plan.
 */
import type { AttackMethod } from '../config/names.js';
import type { Config } from '../config/types.js';
import { type PipelineDeps } from '../pipeline/index.js';
import { type AttackReport } from '../robustness/index.js';
import { type MethodProbe, type PerSide, type PlanInput } from './projection.js';
/** Rows the probe scores (the vocabulary and coda's pool are drawn from them). */
export declare const PROBE_ROWS = 200;
/** Inputs the probe transforms (making T(x) is cheap; their T(x) are few to score). */
export declare const PROBE_TRANSFORM_INPUTS = 32;
/**
 * Labelled inputs the probe attacks with every method: one group of the
 * schedule, as the run's first (its steps scored together as the run's
 * are), and a sample whose mean queries per input came within 25% of a run
 * of 24 where 8 did not (coda, docs/robustness.md).
 */
export declare const PROBE_ATTACK_INPUTS = 16;
/**
 * Inputs a method is attacked on again, alone, when the probe's budget
 * stopped it before its first PROBE_ATTACK_INPUTS were done: the schedule
 * drops a group in flight whole, so fewer inputs side by side are what can
 * finish within the same budget.
 */
export declare const PROBE_RETRY_INPUTS = 2;
/**
 * The probe's time budget per method by default (`plan --probe-seconds`; the
 * configured one when smaller). A method it stops is counted at its
 * reference's budget, an upper bound: a student at tens of milliseconds a
 * query needs minutes per method for its searches to finish at the
 * references' budgets, and more time buys a measured mean.
 */
export declare const PROBE_METHOD_SECONDS = 60;
/**
 * The configured run shrunk to a probe: its first PROBE_ROWS rows,
 * `transformInputs` transformed and `attackInputs` attacked inputs with
 * `methods`, each method under `methodSeconds`, no time limit, unsharded,
 * every other setting (caps, language model) as configured.
 */
export declare function probeConfig(config: Config, sizes: {
    transformInputs: number;
    attackInputs: number;
    methods?: AttackMethod[];
}, methodSeconds: number): Config;
/** What methodProbe reads of a method's report. */
export type ProbedReport = Pick<AttackReport, 'method' | 'substitutes' | 'outsideBudgetMs' | 'elapsedMs' | 'modelMs' | 'selected' | 'evaluated' | 'referenceQueriesPerInput'> & {
    teacher: Pick<NonNullable<AttackReport['teacher']>, 'queries' | 'attacked'> | null;
    student: Pick<NonNullable<AttackReport['student']>, 'queries' | 'attacked'> | null;
};
/**
 * One method as the probe ran it (a pure reading of its report).
 *
 * Measured: the queries per attacked input are the probe's mean
 * (mispredicted inputs count 0, as in the run), and the model costs are
 * scaled so that its queries at them take the probe's model time: the timed
 * batches give the teacher:student proportion, the probe's own run the
 * scale, which holds the queries the run's memo answers (greedy's importance
 * probes are wir-random's, scored before it in the probe as in the run).
 * Stopped before its first inputs were done (its time budget, even on
 * PROBE_RETRY_INPUTS inputs): every input is counted at the reference's
 * budget (or the cap; greedy, which has no reference, at its own 100), an
 * upper bound, as a search stops early only on a success. So is a model
 * that searched none of the inputs the probe ran (it mispredicted them all,
 * as can happen on the PROBE_RETRY_INPUTS of a retry): its mean would be 0,
 * and a plan that projects a model's attacks as free is wrong where an upper
 * bound is only pessimistic.
 *
 * The language model's work outside the time budget is
 * `languageModelMsPerInput` of the run's inputs (projection.ts): alert's
 * substitutes from the probe's time over its `occurrences` and the run's
 * per input (the language model runs once per occurrence); coda's
 * reference similarities (`outsideBudgetMs`, computed beside its search)
 * per attacked input, as each input draws and ranks its own references.
 */
export declare function methodProbe(report: ProbedReport, cost: PerSide, cap: number | null, occurrences: {
    probe: number;
    runPerInput: number;
}): MethodProbe;
/**
 * The methods the probe attacks again, alone, on PROBE_RETRY_INPUTS inputs:
 * those its time budget stopped before their first inputs were done (the
 * schedule drops the group in flight, so nothing of theirs was measured).
 * A method that ran, or was skipped (no labelled input), is not.
 */
export declare function stoppedBeforeFirstInputs<R extends Pick<AttackReport, 'evaluated' | 'budgetExhausted' | 'skippedReason'>>(reports: readonly R[]): R[];
/** What the probe saw, for the plan's header. */
export interface ProbeSummary {
    rows: number;
    transformInputs: number;
    attackInputs: number;
    /** The time budget of each method (seconds; the configured one when smaller). */
    methodSeconds: number;
    /** Methods attacked again on PROBE_RETRY_INPUTS inputs (their budget stopped them on the first). */
    retried: AttackMethod[];
    /** The probe's own wall time. */
    elapsedMs: number;
}
/**
 * Probes the configured run (see the module comment): the plan's input, and
 * what the probe ran on. `deps.teacherCache` is asked, never written; the
 * probe's own run keeps nothing.
 */
export declare function probeRun(config: Config, deps: PipelineDeps, methodSeconds?: number): Promise<{
    input: PlanInput;
    probe: ProbeSummary;
}>;
