import type { Example } from '../../data/types.js';
import type { OnnxModelConfig } from '../../config/types.js';
import type { TokenCache } from '../token-cache.js';
import type { LoadedTokenizer } from '../tokenizer.js';
import type { InputFormatName } from '../../config/names.js';
import type { EncodingCounts } from './fed-counts.js';
/** One named input of a batch, in the layout the graph reads. */
export interface BatchTensor {
    /** int64 ids and positions; bool masks as 0/1 bytes. */
    type: 'int64' | 'bool';
    data: BigInt64Array | Uint8Array;
    dims: number[];
}
/** A batch of model inputs: the graph's named tensors for some of the examples given. */
export interface ModelBatch {
    /** Index of each batch row in the example list it was cut from. */
    rows: number[];
    size: number;
    /** Real (unpadded) positions in the batch, for throughput figures. */
    tokens: number;
    /** Exactly the inputs the graph asks for, by name. */
    tensors: Record<string, BatchTensor>;
}
/** A graph input as ONNX Runtime describes it. */
export interface GraphInput {
    name: string;
    /** ONNX element type: 'int64', 'int32', 'bool', 'float32', ... */
    type: string;
    /** Dimensions: a number when fixed, a name (or null) when dynamic; null when unknown. */
    shape: readonly (number | string | null)[] | null;
}
/**
 * A model input format: what the model needs from a row, turned into the
 * named tensors of a batch. One module per format; the registry is ./index.ts.
 */
export interface InputFormat {
    readonly name: InputFormatName;
    /** Encodes examples into batches of at most batch-size rows (in any order; `rows` says which). */
    batches(examples: readonly Example[]): ModelBatch[];
    /** Counts over every example encoded so far (cumulative: a caller takes differences). */
    fed(): EncodingCounts;
    /** Milliseconds spent encoding outside the shared token cache (which counts its own). */
    elapsedMs(): number;
}
/** What a format is built from: the model's config, its tokenizer and the graph's inputs. */
export interface FormatContext {
    config: OnnxModelConfig;
    tokenizer: LoadedTokenizer;
    /** Token ids shared between teacher and student (token-ids). */
    tokens: TokenCache;
    inputs: readonly GraphInput[];
    /** Fixed sequence length of the graph's inputs, or null when dynamic. */
    fixedLength: number | null;
    /** The config key its errors name: `teacher`, `student`, or `students.NAME`. */
    what: string;
}
