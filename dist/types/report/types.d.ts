import type { DatasetFormat, OutputKind, PairMode, Task, WhereItBreaksRelation } from '../config/names.js';
import type { RunCost } from '../cost/model-cost.js';
import type { HardInputsSummary } from '../export/hard-inputs.js';
import type { PairedVerdict } from '../gate/paired.js';
import type { GateOptions, GateVerdict } from '../gate/types.js';
import type { ViolationSets } from '../relations/paired/run-violations.js';
import type { RelationName, Relations, RelationsOptions } from '../relations/types.js';
import type { TemperatureScaling } from '../relations/temperature.js';
import type { GroupDistance } from '../relations/hidden-states.js';
import type { Disagreement } from '../relations/runtime-disagreement.js';
import type { RobustnessReport } from '../robustness/types.js';
import type { CompletionSection, SequencePairedVerdict } from './completion-types.js';
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
    /**
     * Task code-completion: the paired regression test of MR1-MR3 by
     * sequence (gate/sequence-paired.ts) in place of `paired`; null when it
     * did not run (`pairedNote` says why), absent for classifiers.
     */
    sequencePaired?: SequencePairedVerdict[] | null;
}
/** One layer boundary of "where it breaks": the values compared and each group's distances. */
export interface LayerDistance {
    /** `embeddings`, `layers.N` (the stack's own name), `output`, or the config's teacher name. */
    label: string;
    /** The value compared in each graph. */
    teacher: string;
    student: string;
    /** The inputs that violate the relation, and the sample of those that do not. */
    violating: GroupDistance;
    other: GroupDistance;
}
/**
 * "Where it breaks" (docs/models.md): per layer boundary, how far the
 * student's hidden states are from the teacher's, on inputs that violate a
 * relation and on a sample of those that do not, and the first layer where
 * they part beyond the threshold. `unavailable` says why it was not
 * computed (a student without the teacher's layers, precomputed outputs).
 */
export type WhereItBreaksReport = {
    unavailable: string;
} | {
    relation: WhereItBreaksRelation;
    threshold: number;
    /** Per group, the inputs compared and how many the run had. */
    inputs: {
        violating: {
            compared: number;
            of: number;
        };
        other: {
            compared: number;
            of: number;
        };
    };
    layers: LayerDistance[];
    /** The first layer (its label) whose mean relative error is above the threshold; null: none. */
    firstParting: {
        violating: string | null;
        other: string | null;
    };
    /** Comparisons left out because the two tensors differ in size (the input tokenised apart). */
    incomparable: number;
};
/** What the runtime ran with: what the noise floor depends on. */
export interface RuntimeSettings {
    /** The first execution provider of the session (cpu, cuda, ...). */
    executionProvider: string;
    /** onnxruntime's version, as the loaded module states it. */
    onnxruntime: string;
    /** The run's graph optimisation level. */
    optimisation: 'all';
    /** The run's intra-op threads. */
    threads: number;
    /** The teacher's batch size in the run. */
    batchSize: number;
    /** The CPU's instruction sets int8 kernels depend on, from /proc/cpuinfo; null: unknown. */
    cpu: {
        avx2: boolean | null;
        avx512: boolean | null;
        vnni: boolean | null;
    };
}
/** The settings the teacher is run under against the run's own. */
export declare const NOISE_FLOOR_SETTINGS: readonly ["optimisation-disabled", "one-thread", "batch-size-1"];
export type NoiseFloorSettingName = (typeof NOISE_FLOOR_SETTINGS)[number];
/** The teacher under one other setting against itself under the run's; `skipped` when the setting is the run's. */
export type NoiseFloorSetting = {
    setting: NoiseFloorSettingName;
} & ({
    disagreement: Disagreement;
} | {
    skipped: string;
});
/**
 * The noise floor (docs/spec.md §3.6): how much the runtime alone changes
 * the teacher's outputs, on `inputs` of the run's rows, and the student's
 * disagreement with the teacher on the same inputs beside it.
 */
export type NoiseFloorReport = {
    unavailable: string;
} | {
    runtime: RuntimeSettings;
    inputs: number;
    settings: NoiseFloorSetting[];
    student: Disagreement & {
        withinFloor: boolean;
    };
};
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
    /** Per layer, the student's hidden states against the teacher's (`where-it-breaks`); absent when not asked for. */
    whereItBreaks?: WhereItBreaksReport;
    /** The runtime's own disagreement (`noise-floor`); absent when not asked for. */
    noiseFloor?: NoiseFloorReport;
    /**
     * Task code-completion's windows, KL and cross-entropy figures, per-sequence
     * counts and worst sequences (docs/spec.md §9); absent for classifiers.
     * Its `relations` are then over next-token positions (`relations.unit`).
     */
    completion?: CompletionSection;
}
