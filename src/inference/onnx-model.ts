import { access } from 'node:fs/promises';
import type * as Ort from 'onnxruntime-node';
import { InputError, oneLine } from '../errors.js';
import {
  checkGraphInputs,
  type BatchTensor,
  type GraphInput,
  type ModelBatch,
} from '../encode/formats/index.js';
import type { InputFormatName } from '../config/names.js';
import { explainRunError, readGraphContract, type GraphContract } from './model-contract.js';
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
  run(batch: ModelBatch): Promise<{ data: Float32Array | Float64Array; columns: number }>;
  release(): Promise<void>;
}

/** A batch tensor as the element type the graph declares (ids as int32, masks as bool or numbers). */
export function toOrtTensor(ort: typeof Ort, type: string, tensor: BatchTensor): Ort.Tensor {
  const { data, dims } = tensor;
  if (type === 'bool') {
    const bytes =
      data instanceof Uint8Array ? data : Uint8Array.from(data, (v) => (v === 0n ? 0 : 1));
    return new ort.Tensor('bool', bytes, dims);
  }
  if (type === 'float32') return new ort.Tensor('float32', Float32Array.from(data, Number), dims);
  if (type === 'int32') return new ort.Tensor('int32', Int32Array.from(data, Number), dims);
  return new ort.Tensor(
    'int64',
    data instanceof BigInt64Array ? data : BigInt64Array.from(data, BigInt),
    dims,
  );
}

/** The version of the onnxruntime module given, as it states it (`env.versions.common`); "unknown" when it does not. */
export function onnxRuntimeVersion(runtime: OrtModule): string {
  const { env } = runtime as unknown as Partial<typeof Ort>;
  return env?.versions?.common ?? 'unknown';
}

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
export function sessionOptions(options: {
  threads: number;
  executionProviders?: string[];
  optimisation?: GraphOptimisation;
  /**
   * false: the intra-op pool's threads sleep when a run ends instead of
   * spinning for the next (for a session whose runs alternate with other
   * work on the same cores).
   */
  spinning?: boolean;
}): Ort.InferenceSession.SessionOptions {
  return {
    intraOpNumThreads: options.threads,
    interOpNumThreads: 1,
    graphOptimizationLevel: options.optimisation ?? 'all',
    logSeverityLevel: 4,
    executionProviders: options.executionProviders ?? ['cpu'],
    ...(options.spinning === false
      ? { extra: { session: { intra_op: { allow_spinning: '0' } } } }
      : {}),
  };
}

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
    session = await ort.InferenceSession.create(file, sessionOptions(options));
  } catch (error) {
    // The file is readable, so what the runtime refuses is its content.
    throw new InputError(`${key}: not a loadable ONNX model (${oneLine(error).slice(0, 200)})`, {
      cause: error,
    });
  }
  const types = new Map<string, string>();
  const graphInputs: GraphInput[] = [];
  for (const meta of session.inputMetadata) {
    if (!meta.isTensor) {
      await session.release();
      throw new InputError(`${key}: input ${meta.name} is not a tensor`);
    }
    types.set(meta.name, meta.type);
    graphInputs.push({ name: meta.name, type: meta.type, shape: meta.shape });
  }
  try {
    checkGraphInputs(options.format ?? 'token-ids', graphInputs, `${options.what}.model ${file}`);
  } catch (error) {
    await session.release();
    throw error;
  }
  const length = graphInputs.find((input) => input.name === 'input_ids')?.shape?.[1];
  const fixedLength = typeof length === 'number' && length > 0 ? length : null;
  const output = session.outputNames.includes('logits') ? 'logits' : session.outputNames[0]!;
  const outputMeta = session.outputMetadata.find((m) => m.name === output);
  const columnsDim = outputMeta?.isTensor
    ? outputMeta.shape[outputMeta.shape.length - 1]
    : undefined;
  const outputColumns = typeof columnsDim === 'number' ? columnsDim : null;
  const contract = await readGraphContract(file);

  return {
    inputs: [...session.inputNames],
    graphInputs,
    output,
    outputColumns,
    fixedLength,
    contract,
    async run(batch) {
      const feeds: Record<string, Ort.Tensor> = {};
      for (const name of session.inputNames) {
        const tensor = batch.tensors[name];
        if (tensor === undefined) throw new Error(`the input format built no ${name} tensor`);
        feeds[name] = toOrtTensor(ort, types.get(name)!, tensor);
      }
      let result: Ort.InferenceSession.ReturnType;
      try {
        result = await session.run(feeds);
      } catch (error) {
        throw new InputError(explainRunError(contract, options.what, file, error), {
          cause: error,
        });
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
