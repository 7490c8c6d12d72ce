/**
 * Model lifetime: a model's files are read and hashed once, the model is
 * opened once, and the pipeline releases it when the run (robustness
 * included) is over.
 */
import type { DatasetConfig, ModelConfig, OnnxModelConfig, OutputsModelConfig } from '../config/types.js';
import { type InputFormat, type ModelBatch } from '../encode/formats/index.js';
import { TokenCache } from '../encode/token-cache.js';
import { type LoadedTokenizer } from '../encode/tokenizer.js';
import { type OnnxModel } from '../inference/onnx-model.js';
import { type HardLabels } from '../inference/hard-labels.js';
import { type RawOutputs } from '../inference/precomputed.js';
import { type ProbabilitySource } from '../inference/sources.js';
import type { EncodingSummary, ModelSummary } from '../report/types.js';
import type { CachedOutputs, PipelineDeps, Role } from './types.js';
/**
 * A model's files, read and hashed, before anything runs, with the config
 * key its errors name (`teacher`, `student`, or `students.NAME`).
 */
export type ModelFiles = {
    key: string;
} & ({
    kind: 'outputs';
    config: OutputsModelConfig;
    /** Scores (logits or probabilities), or with `output: labels` predicted classes. */
    raw: RawOutputs | HardLabels;
    sha256: string;
} | {
    kind: 'onnx';
    config: OnnxModelConfig;
    sha256: string;
    tokenizer: LoadedTokenizer;
    tokenizerSha256: string;
});
/**
 * Reads and hashes a model's files. `key`: the config key its errors name
 * (`students.NAME` for a student of a students: map), default the role.
 */
export declare function readModelFiles(config: ModelConfig, role: Role, key?: string): Promise<ModelFiles>;
/** What an ONNX model's outputs depend on (file locations do not matter): part of the teacher cache key. */
export declare function outputsIdentity(files: Extract<ModelFiles, {
    kind: 'onnx';
}>): object;
export interface OpenedModel {
    /** Scores dataset rows: the model, its precomputed outputs, or its cached outputs. */
    rows: ProbabilitySource;
    /**
     * Scores any input (robustness needs T(x), which no file holds): the ONNX
     * model, opened on first use when the rows came from a cache; null for
     * precomputed outputs.
     */
    live(): Promise<ProbabilitySource | null>;
    summary: Omit<ModelSummary, 'classes'>;
    /** Known before running when the graph or the outputs file fixes it. */
    classes: number | null;
    /** Rows of precomputed outputs (null for a model), checked against the dataset file. */
    outputRows: number | null;
    /** For outputs restored from the store: the model itself, run for the rows (the restored entry refused). */
    uncached?(): Promise<OpenedModel>;
    /** The open ONNX model, its input format and tokenizer (`check` shows them); null for precomputed outputs. */
    inspect(): Promise<InspectedModel | null>;
    release(): Promise<void>;
}
export interface InspectedModel {
    config: OnnxModelConfig;
    model: OnnxModel;
    format: InputFormat;
    tokenizer: LoadedTokenizer;
}
export interface OpenModelContext {
    role: Role;
    threads: number;
    deps: Pick<PipelineDeps, 'loadRuntime'> & {
        /** Sees every batch the model runs (the pipeline adds the phase before passing it on). */
        onBatch?: (role: Role, batch: ModelBatch) => void;
    };
    /** Shared by both models: teacher and student share token ids when their text handling is the same. */
    tokenCaches: Map<string, TokenCache>;
    /** The teacher's outputs of an earlier run of the same rows, or null. */
    cached: CachedOutputs | null;
    /** The classes the task or the labels call for, and the key that says so; null: any count. */
    classes: {
        count: number;
        key: string;
    } | null;
    /** Where a model's reference encoding finds the texts of its functions. */
    dataset: DatasetConfig;
}
export declare function encodingOf(files: Extract<ModelFiles, {
    kind: 'onnx';
}>): EncodingSummary;
/**
 * The same open model with its rows' outputs taken from `outputs` (a
 * many-student run's teacher, scored on the rows by an earlier student's
 * run): its summary, its live source and its session are the model's.
 */
export declare function withRows(model: OpenedModel, outputs: CachedOutputs): OpenedModel;
/** Opens a model (or wraps its outputs) for scoring. */
export declare function openModel(files: ModelFiles, context: OpenModelContext): Promise<OpenedModel>;
