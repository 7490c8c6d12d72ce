import type { ModelBatch } from '../encode/formats/index.js';
import type { OrtModule } from './ort-module.js';
/**
 * The model's bytes with `values` added to its graph's outputs (those it
 * already outputs are left as they are). An output added carries its name
 * only: ONNX Runtime infers its type and shape from the node that writes it.
 *
 * @throws InputError naming `what` when the bytes are not a model or a value
 *   is written by no node and is no graph input.
 */
export declare function withGraphOutputs(model: Uint8Array, values: readonly string[], what: string): Uint8Array;
/** A model that outputs the values asked for: per value, each batch row's tensor. */
export interface OutputsModel {
    /**
     * Per value, one Float32Array per row of the batch (in batch order): the
     * row's elements, only the real tokens' when the tensor is laid out by
     * the batch's 2-D attention mask ([batch, sequence, …]).
     */
    run(batch: ModelBatch): Promise<Map<string, Float32Array[]>>;
    release(): Promise<void>;
}
/**
 * Row r of a [batch, …] tensor, keeping the positions the batch's 2-D
 * attention mask keeps when the tensor's second dimension is the mask's:
 * padding is not part of a hidden state, and two models may pad the same
 * input to different lengths.
 */
export declare function batchRows(data: Float32Array, dims: readonly number[], mask: {
    data: ArrayLike<number | bigint>;
    dims: readonly number[];
} | undefined): Float32Array[];
/**
 * Opens the rewritten bytes with the gate's session options and runs
 * batches, returning `values` as float32 rows (a value of another type is
 * refused with its name: the hidden states compared are float32 in every
 * model here, and an integer value is no hidden state).
 *
 * @throws InputError naming `what` when the runtime refuses the model.
 */
export declare function openOutputsModel(runtime: OrtModule, bytes: Uint8Array, values: readonly string[], options: {
    threads: number;
    executionProviders: string[];
    what: string;
}): Promise<OutputsModel>;
