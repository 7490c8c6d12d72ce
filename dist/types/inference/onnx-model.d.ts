import type * as Ort from 'onnxruntime-node';
import { type BatchTensor, type GraphInput, type ModelBatch } from '../encode/formats/index.js';
import type { InputFormatName } from '../config/names.js';
import { type GraphContract } from './model-contract.js';
import type { OrtModule } from './ort-module.js';
export type { OrtModule };
export interface OnnxModel {
    inputs: string[];
    /** The graph's inputs with their element types and shapes, for the input format. */
    graphInputs: GraphInput[];
    output: string;
    /** Number of output columns when the graph fixes it, else null until the first run. */
    outputColumns: number | null;
    /** Fixed sequence length of the graph's inputs, or null when dynamic. */
    fixedLength: number | null;
    /** The embedding tables the inputs index, for the contract check and run errors. */
    contract: GraphContract;
    /** Raw outputs of one batch, row-major [batch.size, columns]. */
    run(batch: ModelBatch): Promise<{
        data: Float32Array | Float64Array;
        columns: number;
    }>;
    release(): Promise<void>;
}
/** A batch tensor as the element type the graph declares (ids as int32, masks as bool or numbers). */
export declare function toOrtTensor(ort: typeof Ort, type: string, tensor: BatchTensor): Ort.Tensor;
/** The version of the onnxruntime module given, as it states it (`env.versions.common`); "unknown" when it does not. */
export declare function onnxRuntimeVersion(runtime: OrtModule): string;
export interface OpenOnnxModelOptions {
    /** ONNX Runtime intra-op threads. */
    threads: number;
    /** 'teacher' or 'student': names the config key in errors. */
    what: string;
    /** SessionOptions.executionProviders (default ['cpu']); the action passes CUDA's when it provided it. */
    executionProviders?: string[];
    /** The input format the graph's inputs are checked against (default token-ids). */
    format?: InputFormatName;
    /** The graph optimisation level (default all; the noise floor runs the teacher with disabled too). */
    optimisation?: GraphOptimisation;
}
/** The graph optimisation levels a model is opened with: the gate's, and none at all. */
export type GraphOptimisation = 'all' | 'disabled';
/**
 * The session options of every model the gate opens (classifiers and the
 * masked language model): one inter-op thread, full graph optimisation
 * unless asked otherwise, and
 * the runtime's own log silenced up to fatal: its graph optimiser's notes are
 * not the user's business, and a failed run's error line is the rejected
 * promise's message, which the caller turns into a line naming the key.
 */
export declare function sessionOptions(options: {
    threads: number;
    executionProviders?: string[];
    optimisation?: GraphOptimisation;
    /**
     * false: the intra-op pool's threads sleep when a run ends instead of
     * spinning for the next (for a session whose runs alternate with other
     * work on the same cores).
     */
    spinning?: boolean;
}): Ort.InferenceSession.SessionOptions;
/**
 * Opens an ONNX classifier and discovers its inputs from the graph. Every
 * input must be one the model's input format feeds (token-ids: input_ids,
 * attention_mask, token_type_ids, position_ids; graphcodebert: input_ids,
 * position_idx, attention_mask); an unknown one is an error that names it and
 * the formats that would feed it.
 *
 * @throws InputError when the file cannot be read, the runtime refuses it as
 *   a model, or its inputs or outputs are not those of its format.
 */
export declare function openOnnxModel(runtime: OrtModule, file: string, options: OpenOnnxModelOptions): Promise<OnnxModel>;
