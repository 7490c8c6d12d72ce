import type { OnnxModelConfig, OutputsModelConfig } from '../config/types.js';
import type { Example } from '../data/types.js';
import type { EncodingCounts, InputFormat, ModelBatch } from '../encode/formats/index.js';
import { InputError } from '../errors.js';
import type { OnnxModel } from './onnx-model.js';
import type { RawOutputs } from './precomputed.js';
import { toProbabilities } from './to-probabilities.js';

/** Probabilities for chunks of examples, in the order given: [examples, K] float64. */
export interface ProbabilitySource {
  score(examples: readonly Example[]): Promise<{ data: Float64Array; cols: number }>;
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
export function onnxSource(
  model: OnnxModel,
  format: InputFormat,
  config: OnnxModelConfig,
  what: 'teacher' | 'student',
  onBatch?: (what: 'teacher' | 'student', batch: ModelBatch) => void,
): ProbabilitySource {
  const source: ProbabilitySource = {
    elapsedMs: 0,
    tokens: 0,
    renormalised: 0,
    encoded: () => format.fed(),
    encodeMs: () => format.elapsedMs(),
    async score(examples) {
      let out: Float64Array | null = null;
      let cols = 0;
      for (const batch of format.batches(examples)) {
        onBatch?.(what, batch);
        const start = performance.now();
        const { data, columns } = await model.run(batch);
        const ms = performance.now() - start;
        source.elapsedMs += ms;
        source.tokens += batch.tokens;
        const probs = toProbabilities(
          data,
          batch.size,
          columns,
          config.output,
          config.classOrder,
          `${what} outputs`,
        );
        source.renormalised += probs.renormalised.length;
        if (out === null) {
          cols = probs.cols;
          out = new Float64Array(examples.length * cols);
        }
        batch.rows.forEach((row, b) =>
          out!.set(probs.data.subarray(b * cols, (b + 1) * cols), row * cols),
        );
      }
      return { data: out ?? new Float64Array(0), cols };
    },
  };
  return source;
}

/**
 * Precomputed outputs, converted once, looked up by the example's file row.
 * Their renormalised rows are counted as they are scored, as a model's are.
 */
export function precomputedSource(
  raw: RawOutputs,
  config: OutputsModelConfig,
  what: string,
): ProbabilitySource {
  const probs = toProbabilities(
    raw.data,
    raw.rows,
    raw.columns,
    config.output,
    config.classOrder,
    `${what}.outputs`,
  );
  const { cols } = probs;
  const renormalised = new Set(probs.renormalised);
  const source: ProbabilitySource = {
    elapsedMs: 0,
    tokens: 0,
    renormalised: 0,
    async score(examples) {
      const out = new Float64Array(examples.length * cols);
      examples.forEach((example, i) => {
        if (example.row >= probs.rows)
          throw new InputError(`${what}.outputs: no outputs for dataset row ${example.row}`);
        out.set(probs.data.subarray(example.row * cols, (example.row + 1) * cols), i * cols);
        if (renormalised.has(example.row)) source.renormalised += 1;
      });
      return { data: out, cols };
    },
  };
  return source;
}
