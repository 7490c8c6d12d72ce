/**
 * An ONNX model rewritten so that chosen intermediate values are graph
 * outputs too, and opened to run with them: what "where it breaks"
 * (docs/models.md) reads hidden states through. The model is decoded and
 * encoded with the ONNX schema's generated code (onnx-proto/onnx-ml.ts, on
 * @protobuf-ts/runtime), which keeps every field it does not know, so the
 * rewritten model differs from the original only by the added outputs.
 */
import type * as Ort from 'onnxruntime-node';
import type { ModelBatch } from '../encode/formats/index.js';
import { InputError, oneLine } from '../errors.js';
import { sessionOptions, toOrtTensor } from './onnx-model.js';
import { ModelProto, ValueInfoProto } from './onnx-proto/onnx-ml.js';
import type { OrtModule } from './ort-module.js';

/**
 * The model's bytes with `values` added to its graph's outputs (those it
 * already outputs are left as they are). An output added carries its name
 * only: ONNX Runtime infers its type and shape from the node that writes it.
 *
 * @throws InputError naming `what` when the bytes are not a model or a value
 *   is written by no node and is no graph input.
 */
export function withGraphOutputs(
  model: Uint8Array,
  values: readonly string[],
  what: string,
): Uint8Array {
  let proto: ModelProto;
  try {
    proto = ModelProto.fromBinary(model);
  } catch (error) {
    throw new InputError(`${what}: not an ONNX model (${oneLine(error)})`, { cause: error });
  }
  const graph = proto.graph;
  if (graph === undefined) throw new InputError(`${what}: the model has no graph`);
  const written = new Set([
    ...graph.input.map((input) => input.name),
    ...graph.node.flatMap((node) => node.output),
  ]);
  const outputs = new Set(graph.output.map((output) => output.name));
  for (const value of values) {
    if (outputs.has(value)) continue;
    if (!written.has(value)) {
      throw new InputError(`${what}: no node of the graph writes ${JSON.stringify(value)}`);
    }
    graph.output.push(ValueInfoProto.create({ name: value }));
    outputs.add(value);
  }
  return ModelProto.toBinary(proto);
}

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
export function batchRows(
  data: Float32Array,
  dims: readonly number[],
  mask: { data: ArrayLike<number | bigint>; dims: readonly number[] } | undefined,
): Float32Array[] {
  const [size, length] = [dims[0]!, dims[1]];
  const rowSize = size === 0 ? 0 : data.length / size;
  const rows: Float32Array[] = [];
  const masked = mask !== undefined && mask.dims.length === 2 && mask.dims[1] === length;
  for (let r = 0; r < size; r++) {
    const row = data.subarray(r * rowSize, (r + 1) * rowSize);
    if (!masked) {
      rows.push(row.slice());
      continue;
    }
    const width = rowSize / length!;
    const kept: number[] = [];
    for (let position = 0; position < length!; position++) {
      if (Number(mask.data[r * length! + position]) !== 0) kept.push(position);
    }
    const out = new Float32Array(kept.length * width);
    kept.forEach((position, i) =>
      out.set(row.subarray(position * width, (position + 1) * width), i * width),
    );
    rows.push(out);
  }
  return rows;
}

/**
 * Opens the rewritten bytes with the gate's session options and runs
 * batches, returning `values` as float32 rows (a value of another type is
 * refused with its name: the hidden states compared are float32 in every
 * model here, and an integer value is no hidden state).
 *
 * @throws InputError naming `what` when the runtime refuses the model.
 */
export async function openOutputsModel(
  runtime: OrtModule,
  bytes: Uint8Array,
  values: readonly string[],
  options: { threads: number; executionProviders: string[]; what: string },
): Promise<OutputsModel> {
  const ort = runtime as unknown as typeof Ort;
  let session: Ort.InferenceSession;
  try {
    session = await ort.InferenceSession.create(bytes, sessionOptions(options));
  } catch (error) {
    throw new InputError(
      `${options.what}: the model with its layer outputs added is not loadable (${oneLine(error).slice(0, 200)})`,
      { cause: error },
    );
  }
  const types = new Map(
    session.inputMetadata.map((meta) => [meta.name, meta.isTensor ? meta.type : '']),
  );
  return {
    async run(batch) {
      const feeds: Record<string, Ort.Tensor> = {};
      for (const name of session.inputNames) {
        const tensor = batch.tensors[name];
        if (tensor === undefined) throw new Error(`the input format built no ${name} tensor`);
        feeds[name] = toOrtTensor(ort, types.get(name)!, tensor);
      }
      const result = await session.run(feeds, [...values]);
      const rows = new Map<string, Float32Array[]>();
      for (const value of values) {
        const tensor = result[value]!;
        if (!(tensor.data instanceof Float32Array)) {
          throw new InputError(
            `${options.what}: ${value} is ${tensor.type}; where-it-breaks compares float32 tensors`,
          );
        }
        rows.set(value, batchRows(tensor.data, tensor.dims, batch.tensors.attention_mask));
      }
      return rows;
    },
    release: () => session.release(),
  };
}
