import { access } from 'node:fs/promises';
import type * as Ort from 'onnxruntime-node';
import { InputError, oneLine } from '../errors.js';
import type { Batch } from '../encode/batches.js';
import type { OrtModule } from './ort-module.js';

export type { OrtModule };

/** Inputs we know how to feed, by the names exporters give them. */
const FEEDABLE = ['input_ids', 'attention_mask', 'token_type_ids', 'position_ids'] as const;
type Feedable = (typeof FEEDABLE)[number];

export interface OnnxModel {
  inputs: string[];
  output: string;
  /** Number of output columns when the graph fixes it, else null until the first run. */
  outputColumns: number | null;
  /** Fixed sequence length of the graph's inputs, or null when dynamic. */
  fixedLength: number | null;
  /** Raw outputs of one batch, row-major [batch.size, columns]. */
  run(batch: Batch): Promise<{ data: Float32Array | Float64Array; columns: number }>;
  release(): Promise<void>;
}

function intTensor(ort: typeof Ort, type: string, data: BigInt64Array, dims: number[]): Ort.Tensor {
  if (type === 'int32') return new ort.Tensor('int32', Int32Array.from(data, Number), dims);
  return new ort.Tensor('int64', data, dims);
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
export async function openOnnxModel(
  runtime: OrtModule,
  file: string,
  options: OpenOnnxModelOptions,
): Promise<OnnxModel> {
  // The public type is structural (see ort-module.ts); the module is onnxruntime-node's.
  const ort = runtime as unknown as typeof Ort;
  const key = `${options.what}.model ${file}`;
  try {
    await access(file);
  } catch (error) {
    throw new InputError(`${key}: cannot read (${oneLine(error)})`, { cause: error });
  }
  let session: Ort.InferenceSession;
  try {
    session = await ort.InferenceSession.create(file, {
      intraOpNumThreads: options.threads,
      interOpNumThreads: 1,
      graphOptimizationLevel: 'all',
      // Warnings of the runtime's graph optimiser are not the user's business.
      logSeverityLevel: 3,
      executionProviders: options.executionProviders ?? ['cpu'],
    });
  } catch (error) {
    // The file is readable, so what the runtime refuses is its content.
    throw new InputError(`${key}: not a loadable ONNX model (${oneLine(error).slice(0, 200)})`, {
      cause: error,
    });
  }
  const unknown = session.inputNames.filter((name) => !FEEDABLE.includes(name as Feedable));
  if (unknown.length > 0 || !session.inputNames.includes('input_ids')) {
    await session.release();
    const what =
      unknown.length > 0
        ? `has inputs we cannot feed: ${unknown.join(', ')}`
        : 'has no input_ids input';
    throw new InputError(`${key}: ${what}; supported inputs: ${FEEDABLE.join(', ')}`);
  }
  const types = new Map<string, string>();
  let fixedLength: number | null = null;
  for (const meta of session.inputMetadata) {
    if (!meta.isTensor) {
      await session.release();
      throw new InputError(`${key}: input ${meta.name} is not a tensor`);
    }
    types.set(meta.name, meta.type);
    const length = meta.shape[1];
    if (typeof length === 'number' && length > 0) fixedLength = length;
  }
  const output = session.outputNames.includes('logits') ? 'logits' : session.outputNames[0]!;
  const outputMeta = session.outputMetadata.find((m) => m.name === output);
  const columnsDim = outputMeta?.isTensor
    ? outputMeta.shape[outputMeta.shape.length - 1]
    : undefined;
  const outputColumns = typeof columnsDim === 'number' ? columnsDim : null;

  return {
    inputs: [...session.inputNames],
    output,
    outputColumns,
    fixedLength,
    async run(batch) {
      const dims = [batch.size, batch.length];
      const feeds: Record<string, Ort.Tensor> = {};
      for (const name of session.inputNames) {
        const type = types.get(name)!;
        if (name === 'input_ids') feeds[name] = intTensor(ort, type, batch.inputIds, dims);
        else if (name === 'attention_mask')
          feeds[name] = intTensor(ort, type, batch.attentionMask, dims);
        else if (name === 'token_type_ids')
          feeds[name] = intTensor(ort, type, new BigInt64Array(batch.size * batch.length), dims);
        else {
          const positions = new BigInt64Array(batch.size * batch.length);
          for (let i = 0; i < positions.length; i += 1) positions[i] = BigInt(i % batch.length);
          feeds[name] = intTensor(ort, type, positions, dims);
        }
      }
      let result: Ort.InferenceSession.ReturnType;
      try {
        result = await session.run(feeds);
      } catch (error) {
        throw new InputError(`${key}: inference failed (${oneLine(error).slice(0, 200)})`);
      }
      const tensor = result[output]!;
      const data = tensor.data;
      if (!(data instanceof Float32Array) && !(data instanceof Float64Array)) {
        throw new InputError(
          `${key}: output ${output} is ${tensor.type}, expected float logits or probabilities`,
        );
      }
      const columns = tensor.dims.length === 1 ? 1 : tensor.dims[tensor.dims.length - 1]!;
      if (data.length !== batch.size * columns) {
        throw new InputError(
          `${key}: output ${output} has shape [${tensor.dims.join(', ')}], expected [batch, K]`,
        );
      }
      return { data, columns };
    },
    release: () => session.release(),
  };
}
