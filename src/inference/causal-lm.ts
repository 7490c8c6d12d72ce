/**
 * A causal language model of code as an ONNX graph in Hugging Face
 * Optimum's decoder layout (docs/models.md, "Causal language models"):
 *
 * * inputs `input_ids` int64 [batch, sequence]; optional `attention_mask`
 *   int64 [batch, past + sequence] and `position_ids` int64 [batch,
 *   sequence]; optional `past_key_values.{i}.key` / `.value` float32
 *   [batch, heads, past, head_dim] (the "with past" export: fed empty, past
 *   0, to score a window; a step of generation feeds the last step's
 *   `present.{i}.*`);
 * * output `logits` float [batch, sequence, vocabulary]; with past inputs,
 *   outputs `present.{i}.key` / `.value`.
 *
 * Its contract (the vocabulary against the token-embedding rows and the
 * logits, max-length against the position rows, the tokenizer's
 * end-of-text token) is checked before any row is scored, with the same
 * one-line errors as a classifier's.
 */
import { access } from 'node:fs/promises';
import type * as Ort from 'onnxruntime-node';
import { InputError, oneLine } from '../errors.js';
import { explainRunError, readGraphContract, type GraphContract } from './model-contract.js';
import { sessionOptions } from './onnx-model.js';
import type { OrtModule } from './ort-module.js';

const PAST = /^past_key_values\.(\d+)\.(key|value)$/;
const INPUTS = ['input_ids', 'attention_mask', 'position_ids'];

/**
 * Why a graph of these inputs and outputs is not a causal language model in
 * Optimum's decoder layout; null when it is. Read from ONNX Runtime's
 * metadata when a model opens, and from the protobuf by `init`, which runs
 * nothing. An output's `dims` are its declared dimensions (a number when
 * fixed, a name when dynamic; null when it declares none): a `logits` of
 * another rank than 3 is a classifier's (one row of scores per input).
 */
export function causalLayoutProblem(
  inputs: readonly string[],
  outputs: readonly { name: string; dims: readonly (number | string)[] | null }[],
): string | null {
  const unknown = inputs.find((name) => !INPUTS.includes(name) && !PAST.test(name));
  if (unknown !== undefined || !inputs.includes('input_ids')) {
    return `${unknown === undefined ? 'has no input input_ids' : `input ${unknown} is not one a causal language model takes`}; allowed inputs: input_ids, attention_mask, position_ids, past_key_values.{i}.key / .value (Optimum's decoder layout, docs/models.md)`;
  }
  const logits = outputs.find((output) => output.name === 'logits');
  if (logits === undefined) {
    return `has no output logits (outputs: ${outputs.map((o) => o.name).join(', ')}); a causal language model gives logits [batch, sequence, vocabulary]`;
  }
  if (logits.dims !== null && logits.dims.length !== 3) {
    return `its output logits is [${logits.dims.join(', ')}], one row of scores per input as a classifier gives; a causal language model gives logits [batch, sequence, vocabulary]`;
  }
  return null;
}

/** The shape of a "with past" export's cache: one key and one value per layer. */
export interface PastShape {
  layers: number;
  heads: number;
  headDim: number;
}

/** One forward pass: `size` rows of `length` new tokens after `past` cached ones. */
export interface ForwardInput {
  size: number;
  length: number;
  /** [size × length] token ids. */
  ids: BigInt64Array;
  /** [size × (past + length)]: 1 for a real token, 0 for padding. */
  mask: BigInt64Array;
  /** [size × length]: each real token's index among its row's real tokens. */
  positions: BigInt64Array;
  /** Per layer, [key, value] of [size, heads, past, headDim]; null: past 0. */
  past: [Float32Array, Float32Array][] | null;
  /** The past length (0 with past null). */
  pastLength: number;
}

export interface ForwardOutput {
  /** [size × length × vocab] float logits. */
  logits: Float32Array;
  vocab: number;
  /** The present cache per layer, when asked for and the graph has one. */
  present: [Float32Array, Float32Array][] | null;
}

export interface CausalLm {
  /** The config key its errors name (`teacher`, `student`, `students.NAME`). */
  what: string;
  file: string;
  inputs: string[];
  /** The logits' vocabulary when the graph fixes it, else null (known after a run). */
  vocab: number | null;
  /** The cache's shape for a "with past" export; null when the graph takes no past. */
  past: PastShape | null;
  /** The graph's embedding tables, for the contract check and run errors. */
  contract: GraphContract;
  /** Runs one forward pass; `present` fetches the cache too (for generation). */
  forward(input: ForwardInput, options?: { present?: boolean }): Promise<ForwardOutput>;
  release(): Promise<void>;
}

/** The cache's shape from the past inputs' declared shapes; an unusable one is an InputError. */
function pastShape(
  inputs: readonly Ort.InferenceSession.ValueMetadata[],
  key: string,
): PastShape | null {
  const past = inputs.filter((meta) => PAST.test(meta.name));
  if (past.length === 0) return null;
  const layers = new Set(past.map((meta) => Number(PAST.exec(meta.name)![1])));
  const first = past[0]!;
  const shape = first.isTensor ? first.shape : [];
  const [heads, headDim] = [shape[1], shape[3]];
  for (let layer = 0; layer < layers.size; layer++) {
    for (const part of ['key', 'value']) {
      const name = `past_key_values.${layer}.${part}`;
      const meta = past.find((m) => m.name === name);
      if (meta === undefined) {
        throw new InputError(
          `${key}: has past inputs for ${layers.size} layers but no ${name}; a causal language model's past is past_key_values.0.key, .value, … for every layer`,
        );
      }
      if (!meta.isTensor || meta.type !== 'float32') {
        throw new InputError(
          `${key}: input ${name} is ${meta.isTensor ? meta.type : 'not a tensor'}; MetaCompress feeds a float32 cache`,
        );
      }
      if (
        meta.shape.length !== 4 ||
        typeof heads !== 'number' ||
        typeof headDim !== 'number' ||
        meta.shape[1] !== heads ||
        meta.shape[3] !== headDim
      ) {
        throw new InputError(
          `${key}: input ${name} has shape [${meta.shape.join(', ')}]; a past input is [batch, heads, past, head_dim] with heads and head_dim fixed numbers, the same for every layer`,
        );
      }
    }
  }
  return { layers: layers.size, heads: heads as number, headDim: headDim as number };
}

function int64(ort: typeof Ort, data: BigInt64Array, dims: number[]): Ort.Tensor {
  return new ort.Tensor('int64', data, dims);
}

/**
 * Opens a causal language model and reads its layout from the graph.
 *
 * @throws InputError when the file cannot be read or loaded, an input is
 *   none of the layout's, the past inputs are not a float32 cache of fixed
 *   heads and head_dim, or there is no `logits` output of rank 3
 *   (causalLayoutProblem).
 */
export async function openCausalLm(
  runtime: OrtModule,
  file: string,
  options: { threads: number; what: string; executionProviders?: string[] },
): Promise<CausalLm> {
  const ort = runtime as unknown as typeof Ort;
  const key = `${options.what}.model ${file}`;
  try {
    await access(file);
  } catch (error) {
    throw new InputError(`${key}: cannot read (${oneLine(error)})`, { cause: error });
  }
  let session: Ort.InferenceSession;
  try {
    // Runs alternate with the reduction of their logits and with the other model's runs: a
    // pool that spun between them took the cores that work needs (the example gate 15.8 s → 10.3 s).
    session = await ort.InferenceSession.create(
      file,
      sessionOptions({ ...options, spinning: false }),
    );
  } catch (error) {
    throw new InputError(`${key}: not a loadable ONNX model (${oneLine(error).slice(0, 200)})`, {
      cause: error,
    });
  }
  let past: PastShape | null;
  let vocab: number | null;
  try {
    const problem = causalLayoutProblem(
      session.inputNames,
      session.outputMetadata.map((meta) => ({
        name: meta.name,
        dims: meta.isTensor ? meta.shape : null,
      })),
    );
    if (problem !== null) throw new InputError(`${key}: ${problem}`);
    past = pastShape(session.inputMetadata, key);
    const logits = session.outputMetadata.find((meta) => meta.name === 'logits')!;
    const last = logits.isTensor ? logits.shape[logits.shape.length - 1] : undefined;
    vocab = typeof last === 'number' && last > 0 ? last : null;
  } catch (error) {
    await session.release();
    throw error;
  }
  const contract = await readGraphContract(file);
  const inputs = [...session.inputNames];
  const wants = new Set(inputs);
  return {
    what: options.what,
    file,
    inputs,
    vocab,
    past,
    contract,
    async forward(input, { present = false } = {}) {
      const { size, length, pastLength } = input;
      const feeds: Record<string, Ort.Tensor> = {
        input_ids: int64(ort, input.ids, [size, length]),
      };
      if (wants.has('attention_mask')) {
        feeds.attention_mask = int64(ort, input.mask, [size, pastLength + length]);
      }
      if (wants.has('position_ids')) {
        feeds.position_ids = int64(ort, input.positions, [size, length]);
      }
      const fetched = ['logits'];
      if (past !== null) {
        const dims = [size, past.heads, pastLength, past.headDim];
        for (let layer = 0; layer < past.layers; layer++) {
          const [k, v] = input.past?.[layer] ?? [new Float32Array(0), new Float32Array(0)];
          feeds[`past_key_values.${layer}.key`] = new ort.Tensor('float32', k, dims);
          feeds[`past_key_values.${layer}.value`] = new ort.Tensor('float32', v, dims);
          if (present) fetched.push(`present.${layer}.key`, `present.${layer}.value`);
        }
      }
      let result: Ort.InferenceSession.ReturnType;
      try {
        result = await session.run(feeds, fetched);
      } catch (error) {
        throw new InputError(explainRunError(contract, options.what, file, error), {
          cause: error,
        });
      }
      const tensor = result.logits!;
      const dims = tensor.dims;
      const data = tensor.data;
      if (
        !(data instanceof Float32Array) ||
        dims.length !== 3 ||
        dims[0] !== size ||
        dims[1] !== length
      ) {
        throw new InputError(
          `${key}: output logits is ${tensor.type} [${dims.join(', ')}]; expected float32 [${size}, ${length}, vocabulary]`,
        );
      }
      const presentCache =
        present && past !== null
          ? Array.from({ length: past.layers }, (_, layer): [Float32Array, Float32Array] => [
              result[`present.${layer}.key`]!.data as Float32Array,
              result[`present.${layer}.value`]!.data as Float32Array,
            ])
          : null;
      return { logits: data, vocab: dims[2]!, present: presentCache };
    },
    release: () => session.release(),
  };
}

/** What the contract of a causal language model is checked against. */
export interface CausalLmCheck {
  /** The config key its errors name. */
  role: string;
  /** The window's length in tokens (max-length). */
  maxLength: number;
  tokenizer: { largestId: number; endOfText: number; files: string[] };
}

/**
 * Checks the tokenizer's ids against the token-embedding rows and the
 * logits' vocabulary, the two against each other, max-length against the
 * position rows (positions 0 .. max-length − 1), and the end-of-text id
 * against the vocabulary. A vocabulary the graph does not fix is checked
 * after the first run (checkVocabulary).
 * @throws InputError, one line, at the first mismatch.
 */
export function checkCausalLmContract(model: CausalLm, check: CausalLmCheck): void {
  const { role, tokenizer } = check;
  const where = `${role}.model ${model.file}`;
  const tokens = model.contract.tokens;
  const files = tokenizer.files.join(' + ');
  if (tokens !== null && tokenizer.largestId >= tokens.rows) {
    throw new InputError(
      `${role}.tokenizer ${files}: gives ids up to ${tokenizer.largestId}, but ${where} has ${tokens.rows} token-embedding rows (ids 0..${tokens.rows - 1}, ${tokens.node}): this tokenizer does not fit this model; give the tokenizer it was trained with`,
    );
  }
  if (tokens !== null && model.vocab !== null && model.vocab !== tokens.rows) {
    throw new InputError(
      `${where}: its logits cover ${model.vocab} tokens but its token embedding has ${tokens.rows} rows (${tokens.node}); a causal language model predicts over the vocabulary it reads`,
    );
  }
  if (model.vocab !== null) checkVocabulary(model, model.vocab, check);
  const positions = model.contract.positions;
  if (positions !== null && check.maxLength > positions.rows) {
    throw new InputError(
      `${role}.max-length: ${check.maxLength} tokens reach position ${check.maxLength - 1} (numbered from 0), but ${where} has ${positions.rows} position-embedding rows (${positions.node}); allowed: max-length at most ${positions.rows}`,
    );
  }
}

/**
 * The tokenizer's ids and its end-of-text token against the vocabulary the
 * logits cover (before scoring when the graph fixes it, else at the first run).
 * @throws InputError when an id falls outside it.
 */
export function checkVocabulary(model: CausalLm, vocab: number, check: CausalLmCheck): void {
  const { role, tokenizer } = check;
  const files = tokenizer.files.join(' + ');
  if (tokenizer.largestId >= vocab) {
    throw new InputError(
      `${role}.tokenizer ${files}: gives ids up to ${tokenizer.largestId}, but ${role}.model ${model.file} gives logits over ${vocab} tokens (ids 0..${vocab - 1}): this tokenizer does not fit this model`,
    );
  }
  if (tokenizer.endOfText >= vocab) {
    throw new InputError(
      `${role}.tokenizer ${files}: its end-of-text token is id ${tokenizer.endOfText}, outside the ${vocab} tokens ${role}.model ${model.file} predicts`,
    );
  }
}
