import type * as Ort from 'onnxruntime-node';
import type { Batch } from '../encode/batches.js';
export type OrtModule = typeof Ort;
export interface OnnxModel {
    inputs: string[];
    output: string;
    /** Number of output columns when the graph fixes it, else null until the first run. */
    outputColumns: number | null;
    /** Fixed sequence length of the graph's inputs, or null when dynamic. */
    fixedLength: number | null;
    /** Raw outputs of one batch, row-major [batch.size, columns]. */
    run(batch: Batch): Promise<{
        data: Float32Array | Float64Array;
        columns: number;
    }>;
    release(): Promise<void>;
}
export interface OpenOnnxModelOptions {
    /** ONNX Runtime intra-op threads. */
    threads: number;
    /** 'teacher' or 'student': names the config key in errors. */
    what: string;
    /** SessionOptions.executionProviders (default ['cpu']); the action passes CUDA's when it provided it. */
    executionProviders?: string[];
}
/**
 * Opens an ONNX classifier and discovers its inputs from the graph. Every
 * input must be one we can feed (input_ids, attention_mask, token_type_ids,
 * position_ids); an unknown one is an error that names it.
 *
 * @throws InputError when the file cannot be read, the runtime refuses it as
 *   a model, or its inputs or outputs are not those of a classifier.
 */
export declare function openOnnxModel(ort: OrtModule, file: string, options: OpenOnnxModelOptions): Promise<OnnxModel>;
