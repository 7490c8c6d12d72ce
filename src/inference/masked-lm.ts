/**
 * A masked language model as an ONNX graph, for the attacks that need one
 * (alert's substitutes, coda's references and identifier similarity). The
 * contract (docs/models.md, "A masked language model for the attacks"):
 *
 * * inputs `input_ids` and `attention_mask`, int64 [batch, sequence];
 * * output `logits`, float [batch, sequence, vocabulary] (the vocabulary
 *   logits of every position), or instead `top_k_ids` (int64) and
 *   `top_k_scores` (float), [batch, sequence, k] with k ≥ 60, best first;
 * * output `last_hidden_state`, float [batch, sequence, hidden] (the
 *   encoder's contextual embeddings, RobertaForMaskedLM.roberta(...)[0]);
 * * optional output `input_embeddings`, float [batch, sequence, hidden] (the
 *   token embeddings of input_ids), for coda's identifier similarity;
 * * a byte-level BPE tokenizer.json with `<s>`, `</s>`, `<pad>` and `<unk>`.
 *
 * Sequences are `<s>`, the ids, `</s>`, as RobertaTokenizer builds them.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type * as Ort from 'onnxruntime-node';
import { loadTokenizer, type LoadedTokenizer } from '../encode/tokenizer.js';
import { InputError } from '../errors.js';
import { sessionOptions } from './onnx-model.js';
import type { OrtModule } from './ort-module.js';
import { sha256Hasher } from '../hash.js';

/** One sequence's outputs. */
export interface MaskedLmOutput {
  /** The `k` best vocabulary ids at a position, best first, with their scores. */
  top(position: number, k: number): { ids: number[]; scores: number[] };
  /** Full logits at a position, when the graph gives them (null for a top-k graph). */
  logits(position: number): Float32Array | null;
  /** The contextual embedding at a position (`last_hidden_state`). */
  hidden(position: number): Float32Array;
  /** The input embedding at a position, or null when the graph has no `input_embeddings`. */
  inputEmbedding(position: number): Float32Array | null;
}

export interface MaskedLanguageModel {
  /** Token ids of one code token, no special tokens, no leading space (utils.py, _tokenize). */
  encodeWord(word: string): number[];
  /** The text of ids (byte-level BPE decoding). */
  decode(ids: readonly number[]): string;
  bos: number;
  eos: number;
  pad: number;
  /** The longest sequence fed, special tokens included. */
  maxLength: number;
  /** sha256 of the model file and the tokenizer file: part of the substitutes' cache key. */
  digest: string;
  /** The model's file name, and what it stands in for when a card.json beside it says so. */
  name: string;
  /**
   * Runs sequences (each no longer than maxLength) in one batch. With
   * `statesOnly`, only last_hidden_state and input_embeddings are fetched:
   * the runtime then skips the vocabulary head (on the examples' model, a
   * third of the run), and `top` and `logits` have nothing to give.
   */
  run(
    sequences: readonly (readonly number[])[],
    options?: { statesOnly?: boolean },
  ): Promise<MaskedLmOutput[]>;
  release(): Promise<void>;
}

/** GPT-2's byte ↔ printable-character table of byte-level BPE. */
function byteDecoder(): Map<string, number> {
  const bytes: number[] = [];
  for (let b = 33; b <= 126; b++) bytes.push(b);
  for (let b = 161; b <= 172; b++) bytes.push(b);
  for (let b = 174; b <= 255; b++) bytes.push(b);
  const chars = [...bytes];
  let n = 0;
  for (let b = 0; b < 256; b++) {
    if (!bytes.includes(b)) {
      bytes.push(b);
      chars.push(256 + n++);
    }
  }
  return new Map(bytes.map((b, i) => [String.fromCodePoint(chars[i]!), b]));
}

/**
 * The language model's name in the keys of what is computed with it (alert's
 * substitutes, coda's similarities): the sha256 of its graph and tokenizer.
 */
export function languageModelDigest(modelBytes: Uint8Array, tokenizerText: string): string {
  return sha256Hasher().update(modelBytes).update('\u0000').update(tokenizerText).digest('hex');
}

export interface OpenMaskedLmOptions {
  model: string;
  tokenizer: string;
  maxLength: number;
  threads: number;
  executionProviders?: string[];
}

/**
 * Opens a masked language model of the contract above.
 *
 * @throws InputError when a file cannot be read or the graph's inputs or
 *   outputs are not those of the contract.
 */
export async function openMaskedLanguageModel(
  runtime: OrtModule,
  options: OpenMaskedLmOptions,
): Promise<MaskedLanguageModel> {
  const ort = runtime as unknown as typeof Ort;
  const key = `transforms.attack.language-model.model ${options.model}`;
  let modelBytes: Buffer;
  let tokenizerText: string;
  try {
    modelBytes = await readFile(options.model);
    tokenizerText = await readFile(options.tokenizer, 'utf8');
  } catch (error) {
    throw new InputError(`transforms.attack.language-model: cannot read (${String(error)})`);
  }
  const tokenizer: LoadedTokenizer = await loadTokenizer(
    { kind: 'file', file: options.tokenizer },
    'transforms.attack.language-model',
  );
  const json = JSON.parse(tokenizerText) as {
    model?: { vocab?: Record<string, number> };
    added_tokens?: { id: number; content: string }[];
  };
  const idToToken = new Map<number, string>();
  for (const [token, id] of Object.entries(json.model?.vocab ?? {})) idToToken.set(id, token);
  const specialIds = new Set<number>();
  for (const added of json.added_tokens ?? []) {
    idToToken.set(added.id, added.content);
    specialIds.add(added.id);
  }
  const bytesOf = byteDecoder();
  let session: Ort.InferenceSession;
  try {
    session = await ort.InferenceSession.create(modelBytes, sessionOptions(options));
  } catch (error) {
    throw new InputError(`${key}: not a loadable ONNX model (${String(error).slice(0, 200)})`);
  }
  const inputs = session.inputNames;
  const outputs = session.outputNames;
  for (const name of ['input_ids', 'attention_mask']) {
    if (!inputs.includes(name)) {
      await session.release();
      throw new InputError(
        `${key}: has no input ${name}; the contract's inputs: input_ids, attention_mask`,
      );
    }
  }
  const full = outputs.includes('logits');
  if (!full && !(outputs.includes('top_k_ids') && outputs.includes('top_k_scores'))) {
    await session.release();
    throw new InputError(
      `${key}: has no output logits (or top_k_ids and top_k_scores); outputs: ${outputs.join(', ')}`,
    );
  }
  if (!outputs.includes('last_hidden_state')) {
    await session.release();
    throw new InputError(`${key}: has no output last_hidden_state; outputs: ${outputs.join(', ')}`);
  }
  const hasEmbeddings = outputs.includes('input_embeddings');
  // What a states-only run fetches.
  const stateOutputs = hasEmbeddings
    ? ['last_hidden_state', 'input_embeddings']
    : ['last_hidden_state'];
  const digest = languageModelDigest(modelBytes, tokenizerText);
  let standIn: string | null = null;
  try {
    const card = JSON.parse(
      await readFile(path.join(path.dirname(options.model), 'card.json'), 'utf8'),
    ) as { stand_in_for?: unknown };
    if (typeof card.stand_in_for === 'string') standIn = card.stand_in_for;
  } catch {
    // no card: a user's own model
  }
  const name =
    path.basename(options.model) + (standIn === null ? '' : ` (a stand-in for ${standIn}'s MLM)`);
  const { bos, eos, pad } = tokenizer.special;
  if (bos === null || eos === null) {
    await session.release();
    throw new InputError(`transforms.attack.language-model.tokenizer: needs <s> and </s> tokens`);
  }

  return {
    encodeWord: (word) => tokenizer.encode(word),
    decode(ids) {
      const bytes: number[] = [];
      let text = '';
      const flush = () => {
        text += Buffer.from(bytes).toString('utf8');
        bytes.length = 0;
      };
      for (const id of ids) {
        const token = idToToken.get(id) ?? '';
        if (specialIds.has(id)) {
          flush();
          text += token;
          continue;
        }
        for (const ch of token) {
          const b = bytesOf.get(ch);
          if (b !== undefined) bytes.push(b);
        }
      }
      flush();
      return text;
    },
    bos,
    eos,
    pad,
    maxLength: options.maxLength,
    digest,
    name,
    async run(sequences, { statesOnly = false } = {}) {
      const width = Math.max(1, ...sequences.map((s) => s.length));
      const n = sequences.length;
      const ids = new BigInt64Array(n * width).fill(BigInt(pad));
      const mask = new BigInt64Array(n * width);
      sequences.forEach((sequence, b) => {
        sequence.forEach((id, t) => {
          ids[b * width + t] = BigInt(id);
          mask[b * width + t] = 1n;
        });
      });
      let result: Ort.InferenceSession.ReturnType;
      try {
        const feeds = {
          input_ids: new ort.Tensor('int64', ids, [n, width]),
          attention_mask: new ort.Tensor('int64', mask, [n, width]),
        };
        result = statesOnly ? await session.run(feeds, stateOutputs) : await session.run(feeds);
      } catch (error) {
        throw new InputError(`${key}: inference failed (${String(error).slice(0, 200)})`);
      }
      const hiddenTensor = result.last_hidden_state!;
      const hiddenSize = hiddenTensor.dims[2]!;
      const hiddenData = hiddenTensor.data as Float32Array;
      const embedData = hasEmbeddings ? (result.input_embeddings!.data as Float32Array) : null;
      const logitsTensor = full && !statesOnly ? result.logits! : null;
      const vocab = logitsTensor === null ? 0 : logitsTensor.dims[2]!;
      const logitsData = logitsTensor === null ? null : (logitsTensor.data as Float32Array);
      const topIds = full || statesOnly ? null : result.top_k_ids!;
      const topScores = full || statesOnly ? null : (result.top_k_scores!.data as Float32Array);
      const kMax = topIds === null ? 0 : topIds.dims[2]!;
      return sequences.map((_, b): MaskedLmOutput => {
        const at = (data: Float32Array, size: number, position: number) =>
          data.subarray((b * width + position) * size, (b * width + position + 1) * size);
        return {
          logits: (position) => (logitsData === null ? null : at(logitsData, vocab, position)),
          hidden: (position) => at(hiddenData, hiddenSize, position),
          inputEmbedding: (position) =>
            embedData === null ? null : at(embedData, hiddenSize, position),
          top(position, k) {
            if (statesOnly) throw new Error('top() of a run with statesOnly: no vocabulary output');
            if (logitsData !== null) {
              const row = at(logitsData, vocab, position);
              // torch.topk: the k largest, best first (ties by the lower id here).
              const order = Array.from(row.keys()).sort((x, y) => row[y]! - row[x]! || x - y);
              const chosen = order.slice(0, k);
              return { ids: chosen, scores: chosen.map((i) => row[i]!) };
            }
            const data = topIds!.data as BigInt64Array;
            const base = (b * width + position) * kMax;
            const take = Math.min(k, kMax);
            return {
              ids: Array.from(data.subarray(base, base + take), Number),
              scores: Array.from(topScores!.subarray(base, base + take)),
            };
          },
        };
      });
    },
    release: () => session.release(),
  };
}
