/**
 * The pipeline's contract with its callers (CLI, action, library, bench):
 * what it needs from the outside world and what scoring yields. Nothing
 * under src/ that the pipeline imports imports this module back.
 */
import type { RunCost } from '../cost/model-cost.js';
import type { HardRow, HardRule } from '../export/hard-inputs.js';
import type { EncodingCounts, ModelBatch } from '../encode/formats/index.js';
import type { Runtime } from '../inference/ort-module.js';
import type { JsonCache, TeacherOutputsCache } from '../store/types.js';
import type { PipelineLogger } from '../logger.js';
import type { DatasetSummary, DivergentExample, ModelSummary, NoiseFloorSetting, RuntimeSettings, Timings } from '../report/types.js';
export type { PipelineLogger, Runtime };
export type * from '../store/types.js';
/** What a batch was run for: the dataset rows, the timing rounds, the transformed inputs, or the attacks. */
export type BatchPhase = 'rows' | 'timing' | 'transformed' | 'attacks';
export type Role = 'teacher' | 'student';
export interface PipelineDeps {
    /** Loads ONNX Runtime; called only when a model (not precomputed outputs) is opened. */
    loadRuntime: () => Promise<Runtime>;
    log: PipelineLogger;
    /** Called after each chunk: rows of the file read so far, and the file's row count. */
    progress?: (rowsDone: number, rowsTotal: number | null) => void;
    /** Teacher outputs kept between runs (the action passes the Actions cache). */
    teacherCache?: TeacherOutputsCache;
    /**
     * JSON values an attack computes once per data set and keeps between runs
     * (ALERT's substitutes, CODA's reference similarities), through the same
     * cache as the teacher's outputs, unless `languageModelCache` or
     * transforms.attack.cache says otherwise.
     */
    robustnessData?: JsonCache;
    /** Part of the teacher cache key: outputs of another runtime version are not reused. */
    runtimeVersion?: string;
    /** The commit the run evaluates, written into the Report (the action passes GITHUB_SHA). */
    commit?: string;
    /**
     * The language model's work kept between runs (alert's substitutes, coda's
     * reference similarities); default: the directory of
     * transforms.attack.cache, else `robustnessData`.
     */
    languageModelCache?: JsonCache;
    /**
     * The clock the time limit reads, in milliseconds (default
     * performance.now); tests pass their own so that no test depends on speed.
     */
    now?: () => number;
    /**
     * `--export-hard`: the rule, and where the rows go (the CLI writes them as
     * JSON Lines); the report's `hardInputs` counts them.
     */
    exportHard?: {
        rule: HardRule;
        write: (rows: HardRow[]) => Promise<void>;
    };
    /** Sees every batch a model runs (the benchmark replays them against the bare runtime). */
    onBatch?: (role: Role, batch: ModelBatch, phase: BatchPhase) => void;
}
/**
 * The noise floor's teacher side (pipeline/noise-floor-step.ts): the same
 * for every student of a session, measured once, on the scored rows at
 * `positions`.
 */
export type TeacherFloor = {
    unavailable: string;
} | {
    runtime: RuntimeSettings;
    positions: number[];
    settings: NoiseFloorSetting[];
};
/** An input format's counts and the probability rows renormalised, over the rows a model scored. */
export type FedCounts = EncodingCounts & {
    renormalised: number;
};
/** Which slice of the usable rows a run scores: row i belongs to shard i mod count. */
export interface Shard {
    index: number;
    count: number;
}
/**
 * What scoring a dataset yields: both models' probabilities for every usable
 * row (of this shard), with what is needed to build a Report from them. This
 * is also the sufficient statistic of a shard: relations over merged Scores
 * are exactly the relations of an unsharded run.
 */
/** One of the most divergent inputs before its excerpts are chosen: its whole functions. */
export type DivergentCandidate = Omit<DivergentExample, 'excerpts'> & {
    texts: string[];
};
export interface Scores {
    classes: number;
    /** Position of each scored example among the dataset's usable rows. */
    order: number[];
    /** Dataset file row of each scored example. */
    rows: number[];
    labels: number[];
    /** [rows, classes] probabilities, dataset class order. */
    teacher: Float64Array;
    student: Float64Array;
    /** The most divergent inputs with their whole functions (the report's excerpts are chosen from the final list). */
    divergent: DivergentCandidate[];
    dataset: DatasetSummary;
    teacherModel: ModelSummary;
    studentModel: ModelSummary;
    timings: Timings;
    /** Warnings about the run as a whole, the same in every shard: rows the data set skipped, a reference encoding's mismatch. */
    runWarnings: string[];
    /** What each model was fed while scoring these rows, in counts that add up over rows (a merge sums its shards'). */
    fed: {
        teacher: FedCounts;
        student: FedCounts;
    };
    /** runWarnings, then the warnings computed from the rows and the counts (score-warnings.ts). */
    warnings: string[];
    shard: Shard | null;
    /** What each model cost in this run (pipeline/cost.ts); absent for merged shard scores. */
    cost?: RunCost;
}
