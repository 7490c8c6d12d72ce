import type { OnnxModelConfig, OutputsModelConfig } from '../config/types.js';
import type { Example } from '../data/types.js';
import { type Batch } from '../encode/batches.js';
import type { TokenCache } from '../encode/token-cache.js';
import type { SpecialIds } from '../encode/tokenizer.js';
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
    /** Rows of probability outputs renormalised (off by more than 1e-6). */
    renormalised: number;
}
/**
 * Runs an ONNX model over examples: tokenise (through the shared cache),
 * assemble per the pair mode, cut length-bucketed batches, run, convert to
 * probabilities and put rows back in example order.
 */
export declare function onnxSource(model: OnnxModel, tokens: TokenCache, special: SpecialIds, config: OnnxModelConfig, what: 'teacher' | 'student', onBatch?: (what: 'teacher' | 'student', batch: Batch) => void): ProbabilitySource;
/**
 * Probabilities looked up by the example's file row: precomputed outputs, or
 * a teacher's outputs restored from the cache.
 */
export declare function rowLookupSource(lookup: (row: number) => Float64Array | undefined, cols: number, renormalised: number, what: string): ProbabilitySource;
/** Precomputed outputs, converted once, looked up by the example's file row. */
export declare function precomputedSource(raw: RawOutputs, config: OutputsModelConfig, what: string): ProbabilitySource;
