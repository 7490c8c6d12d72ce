import type { DatasetFormat, OutputKind, PairMode, Task } from '../config/names.js';
import type { RunCost } from '../cost/model-cost.js';
import type { HardInputsSummary } from '../export/hard-inputs.js';
import type { PairedVerdict } from '../gate/paired.js';
import type { GateOptions, GateVerdict } from '../gate/types.js';
import type { ViolationSets } from '../relations/paired/run-violations.js';
import type { RelationName, Relations, RelationsOptions } from '../relations/types.js';
import type { TemperatureScaling } from '../relations/temperature.js';
import type { RobustnessReport } from '../robustness/types.js';
/** Bumped when a field changes meaning or disappears; new optional fields do not bump it. */
export declare const REPORT_VERSION = 2;
export interface EncodingSummary {
    tokenizer: string[];
    tokenizerSha256: string;
    maxLength: number;
    pairMode: PairMode;
    lowercase: boolean;
    normalizeWhitespace: boolean;
    /** Present when not the defaults (token-ids, roberta): how the graph's inputs were built. */
    inputFormat?: string;
    specialTokens?: string;
    dataFlowLength?: number;
    language?: string | null;
}
export interface ModelSummary {
    source: 'onnx' | 'outputs';
    path: string;
    sha256: string;
    /** Number of classes K after conversion to probabilities. */
    classes: number;
    output: OutputKind;
    classOrder: number[] | null;
    /** Graph inputs fed (ONNX only). */
    inputs: string[] | null;
    encoding: EncodingSummary | null;
    /** True when the probabilities came from a cache instead of running the model. */
    fromCache: boolean;
    /**
     * Outputs from the cache: how many of their rows, drawn at random, the live
     * model scored again (`rows` of `of`), the largest difference it found
     * (within 1e-6, or the cached outputs were refused), and the probability
     * that an entry poisoned in 5% of its rows (SPOT_CHECK_SHARE) escapes a
     * check of this size (`escape`; `of` and `escape` are absent from reports
     * written before they were added). Absent when the outputs did not come
     * from the cache; rows 0: not checked (`spot-check: 0`).
     */
    spotCheck?: {
        rows: number;
        of?: number;
        largestDifference: number;
        escape?: number;
    };
    /**
     * Outputs from the cache whose bytes a record no pull request can write
     * vouches for (the default branch's manifest, named): not spot-checked,
     * the live model not run for them.
     */
    vouchedBy?: string;
}
export interface DatasetSummary {
    format: DatasetFormat;
    path: string;
    sha256: string;
    functions: {
        path: string;
        sha256: string;
    } | null;
    rowsSeen: number;
    rowsUsed: number;
    rowsUnselected: number;
    rowsMissingFunction: number;
    labelled: number;
}
/** One of the inputs where the student's distribution is furthest from the teacher's. */
export interface DivergentExample {
    row: number;
    id: string;
    kl: number;
    label: number;
    teacher: number[];
    student: number[];
    /** The start of each function (at most 20 lines), whitespace kept; a last line "… (N more lines)" when cut. */
    excerpts: string[];
}
/** The run's time limit and what it left out (docs/spec.md §4.6). */
export interface TimeLimitSummary {
    /** The limit in seconds; null: none. */
    seconds: number | null;
    /** True when the run stopped at the limit; the gate then fails. */
    reached: boolean;
    /** What did not run, one phrase each (empty unless reached). */
    notRun: string[];
}
export interface Timings {
    totalMs: number;
    /** Hashing, tokenizer and model loading, precomputed outputs. */
    loadMs: number;
    tokenizeMs: number;
    teacherMs: number;
    studentMs: number;
    relationsMs: number;
    /** Real tokens run through ONNX models (both together). */
    tokens: number;
}
/** One artifact of the config as the run fetched it: a Hub file at the commit it resolved to. */
export interface ArtifactSummary {
    /** The config key (teacher.model, dataset.path, ...). */
    key: string;
    /** As written in the config or input. */
    source: string;
    /** A Hub file at its commit (hf://OWNER/REPO@<commit>/PATH); any other source as written. */
    resolved: string;
    sha256: string;
}
export interface BaselineSummary {
    path: string;
    createdAt: string;
    /** The commit the baseline report was made on, when that report names one. */
    commit?: string | null;
    rates: Record<RelationName, number | null>;
    /**
     * The paired regression test of MR1-MR3 against this baseline (McNemar's
     * exact test on the same inputs); null when it did not run, and then
     * `pairedNote` says why.
     */
    paired?: PairedVerdict[] | null;
    pairedNote?: string | null;
}
export interface Report {
    schema: 'metacompress-report';
    version: typeof REPORT_VERSION;
    tool: {
        name: 'metacompress';
        version: string;
    };
    createdAt: string;
    /** The commit this run evaluated, when the caller knows it (the action passes GITHUB_SHA). */
    commit?: string | null;
    task: Task;
    /** The name of each class, index = class: the config's `labels`, else the task's defaults. */
    labels?: string[];
    /** Every threshold the gate used. */
    thresholds: {
        relations: RelationsOptions;
        /** Student probabilities are clipped below at this before ln in MR2. */
        klFloor: number;
        gate: GateOptions;
    };
    dataset: DatasetSummary;
    teacher: ModelSummary;
    student: ModelSummary;
    relations: Relations;
    gate: GateVerdict;
    baseline: BaselineSummary | null;
    divergent: DivergentExample[];
    timings: Timings;
    warnings: string[];
    /**
     * Which inputs violated MR1-MR3, one bit per scored input, with the inputs'
     * digest: what a later run's paired regression test compares with.
     */
    violations?: ViolationSets | null;
    /** Where each artifact came from, with its sha256 (absent from a report made without resolving them, as the library does). */
    artifacts?: ArtifactSummary[];
    /** Transformed inputs and the attack probe (docs/spec.md §5); absent when the config has no transforms section. */
    robustness?: RobustnessReport | null;
    /** The time limit the run had; absent in reports made before it existed. */
    timeLimit?: TimeLimitSummary;
    /**
     * What each model cost in this run (docs/spec.md §7): parameters, file
     * size, latency per input and throughput, the process's peak memory.
     * Absent in a report of merged shards and in reports made before it existed.
     */
    cost?: RunCost;
    /**
     * The student's temperature T* and MR2, MR4 at it beside the raw ones
     * (docs/spec.md §3.5), reported, never gated; null with no input, absent
     * in reports made before it existed.
     */
    temperature?: TemperatureScaling | null;
    /** What `--export-hard` wrote (docs/models.md); absent when not asked for. */
    hardInputs?: HardInputsSummary;
}
