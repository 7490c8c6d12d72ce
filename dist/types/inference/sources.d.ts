import type { OnnxModelConfig, OutputsModelConfig } from '../config/types.js';
import type { Example } from '../data/types.js';
import type { EncodingCounts, InputFormat, ModelBatch } from '../encode/formats/index.js';
import type { OnnxModel } from './onnx-model.js';
import type { RawOutputs } from './precomputed.js';
/** Probabilities for chunks of examples, in the order given: [examples, K] float64. */
export interface ProbabilitySource {
    score(examples: readonly Example[]): Promise<{
        data: Float64Array;
        cols: number;
    }>;
    /** Milliseconds spent running the model (or gathering outputs). */
    elapsedMs: number;
    /** Real tokens fed to the model. */
    tokens: number;
    /** Rows scored whose probability outputs were renormalised (off by more than 1e-6). */
    renormalised: number;
    /** What the input format fed the model so far (cumulative); absent without one. */
    encoded?(): EncodingCounts;
    /** What the report says about the model whichever rows it scores (a reference encoding's mismatch). */
    warnings?(): string[];
    /** Milliseconds the input format spent encoding outside the token cache. */
    encodeMs?(): number;
}
/**
 * Runs an ONNX model over examples: the input format builds the batches'
 * named tensors (token-ids: tokenise through the shared cache, assemble per
 * the pair mode, cut length-bucketed batches; graphcodebert: code and
 * data-flow inputs), then run, convert to probabilities and put rows back in
 * example order.
 */
export declare function onnxSource(model: OnnxModel, format: InputFormat, config: OnnxModelConfig, what: 'teacher' | 'student', onBatch?: (what: 'teacher' | 'student', batch: ModelBatch) => void): ProbabilitySource;
/**
 * Precomputed outputs, converted once, looked up by the example's file row.
 * Their renormalised rows are counted as they are scored, as a model's are.
 */
export declare function precomputedSource(raw: RawOutputs, config: OutputsModelConfig, what: string): ProbabilitySource;
