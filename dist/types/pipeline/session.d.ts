/**
 * A run as one object. The Session holds what does not depend on the
 * student: the config, the data and the teacher read and hashed, the run's
 * identity and the store's entries under its keys, the teacher opened once
 * and released once, the deadline, the batch timings. Each student runs in
 * it as a `Run`: its config, both open models, and the teacher's outputs
 * the store restored for its rows. Every mode (evaluate, check, shard, many
 * students) opens a Session and runs its students in it.
 */
import type { Config, ModelConfig } from '../config/types.js';
import type { ProbabilitySource } from '../inference/sources.js';
import type { RunCost } from '../cost/model-cost.js';
import { type StoreIdentity } from '../store/key.js';
import type { CachedNextTokens, CachedOutcomes, CachedOutputs, CachedScores } from '../store/types.js';
import { type OpenedCausalLm } from './causal-models.js';
import { Deadline } from './deadline.js';
import { type ModelFiles, type OpenedModel } from './models.js';
import type { BatchPhase, PipelineDeps, TeacherFloor } from './types.js';
export interface OpenModels {
    teacher: OpenedModel;
    student: OpenedModel;
}
/** One of the teacher's kept entries under this run's key. */
export interface KeptEntry<T> {
    key: string;
    restore(): Promise<T | null>;
    save(value: T): Promise<void>;
    /** Marks what restore() gave as refused, so that no later run uses it (no-op where the store cannot). */
    refuse(reason: string): Promise<void>;
}
/** The teacher's attack outcomes, whose key the robustness step completes (what the searches read). */
export interface KeptOutcomes {
    restore(key: string): Promise<CachedOutcomes | null>;
    save(key: string, value: CachedOutcomes): Promise<void>;
}
/** One student's run in a session. */
export interface Run {
    session: Session;
    /** This student's config (studentConfig for a students: run). */
    config: Config;
    /** The session's; a many-student run's evaluate gives each student its own export. */
    deps: PipelineDeps;
    models: OpenModels;
    /** The teacher's outputs on the rows restored from the store (untrusted until scoreRows checked them), or null. */
    restoredOutputs: {
        key: string;
        outputs: CachedOutputs;
    } | null;
    /** A later student of a many-student run: the teacher's outputs on the rows are an earlier run's, not saved again. */
    sharedRows: boolean;
}
/** A students: config's one student as a config of its own. */
export declare function studentConfig(config: Config, student: ModelConfig): Config;
export declare class Session {
    readonly config: Config;
    readonly deps: PipelineDeps;
    readonly startedAt: number;
    /** The run's time limit, from the moment the run began. */
    readonly deadline: Deadline;
    readonly datasetSha256: string;
    readonly functionsSha256: string | null;
    /** What this run's entries are computed from (store/key.ts). */
    readonly identity: StoreIdentity;
    private readonly teacherFiles;
    /** The teacher's outputs on the rows; null where they are not kept. */
    readonly teacherOutputs: KeptEntry<CachedOutputs> | null;
    /** The outputs that entry held at the start (a refused entry is ignored by scoreRows). */
    private readonly restoredOutputs;
    /** The teacher's scores on T(x) and the attacks' queries; null where not kept. */
    readonly teacherScores: KeptEntry<CachedScores> | null;
    /** The teacher's attack outcomes; null where not kept. */
    readonly teacherOutcomes: KeptOutcomes | null;
    /** Task code-completion: the teacher's compact side of the rows; null where not kept. */
    readonly teacherNextTokens: KeptEntry<CachedNextTokens> | null;
    /** What the models' batches are run for now (the bench splits its floor by it). */
    readonly phase: {
        current: BatchPhase;
    };
    /** The teacher's cost, measured in the first student's run (the later ones use its outputs on the rows). */
    teacherCost: RunCost['teacher'] | null;
    /** The teacher's noise floor, measured in the first student's run that asks for it (noise-floor-step.ts). */
    teacherFloor: TeacherFloor | null;
    private readonly tokenCaches;
    /** Opened by teacher() (after the student's files are read: a missing file fails first). */
    private openedTeacher;
    /** Task code-completion's teacher, opened by causalTeacher(). */
    private openedCausalTeacher;
    private constructor();
    /**
     * Reads and hashes the data and the teacher and restores the teacher's
     * outputs on the rows when an earlier run of the same model, encoding,
     * rows and runtime saved them. The teacher's entries are kept only for an
     * ONNX teacher (precomputed outputs cost nothing to read).
     */
    static open(config: Config, deps: PipelineDeps): Promise<Session>;
    /** Time spent tokenising so far (the token caches count it). */
    tokenizeMs(): number;
    /** The teacher, opened on first use (its rows from the restored outputs when there are any). */
    teacher(): Promise<OpenedModel>;
    /**
     * Opens the student of `config` against the session's teacher, calls
     * `use`, and releases the student. `shared` (a many-student run's later
     * students): the teacher's outputs on the rows that an earlier student's
     * run scored, used as they are (computed in this process: no spot check,
     * no save).
     */
    withStudent<T>(config: Config, studentFiles: ModelFiles, shared: CachedOutputs | null, use: (run: Run) => Promise<T>): Promise<T>;
    /** Task code-completion's teacher, opened and its contract checked once (released with the session). */
    causalTeacher(): Promise<OpenedCausalLm>;
    /**
     * Task code-completion: opens the student of `studentFiles` (its contract
     * checked, and its vocabulary against the teacher's when both graphs fix
     * it) beside the session's teacher, calls `use`, and releases the student
     * however it ends.
     */
    withCausalStudent<T>(studentFiles: ModelFiles, use: (models: {
        teacher: OpenedCausalLm;
        student: OpenedCausalLm;
    }) => Promise<T>): Promise<T>;
    release(): Promise<void>;
    private openContext;
}
/**
 * One student's run in a session of its own: the config's student opened
 * against its teacher, `use` called, both models released however it ends.
 */
export declare function runOneStudent<T>(config: Config, deps: PipelineDeps, use: (run: Run) => Promise<T>): Promise<T>;
/** A model's live source, or the guard's error: robustness needs both ONNX models. */
export declare function liveSource(model: OpenedModel): () => Promise<ProbabilitySource>;
