import { bucketBatches } from '../batches.js';
import { assembleSequence, type Sequence } from '../sequences.js';
import type { SpecialTokens } from '../../config/names.js';
import { noEncodingCounts } from './fed-counts.js';
import type { FormatContext, BatchTensor, InputFormat, ModelBatch } from './types.js';

/**
 * Position ids of a padded batch, each block numbered on its own (a
 * concat-blocks row holds one sequence per block):
 * - RoBERTa (roberta and none policies): `padding_idx + 1 + i` over the
 *   non-padding tokens, `padding_idx` on padding, where padding_idx is the pad
 *   id (Hugging Face's `create_position_ids_from_input_ids`);
 * - BERT: 0 .. blockLength - 1 on every position.
 * `mask` is the batch's attention mask (1 = real token), [size, length].
 */
export function positionIds(
  mask: BigInt64Array,
  size: number,
  length: number,
  blockLength: number,
  pad: number,
  policy: SpecialTokens,
): BigInt64Array {
  const positions = new BigInt64Array(size * length);
  for (let row = 0; row < size; row += 1) {
    for (let block = 0; block < length; block += blockLength) {
      let real = 0;
      for (let i = 0; i < blockLength; i += 1) {
        const at = row * length + block + i;
        if (policy === 'bert') positions[at] = BigInt(i);
        else if (mask[at] === 1n) positions[at] = BigInt(pad + ++real);
        else positions[at] = BigInt(pad);
      }
    }
  }
  return positions;
}

/** Token type ids: 1 from the second segment of a bert sequence pair on, else 0. */
function tokenTypeIds(sequences: readonly Sequence[], rows: readonly number[], length: number) {
  const types = new BigInt64Array(rows.length * length);
  rows.forEach((r, b) => {
    const sequence = sequences[r]!;
    if (sequence.secondStart === undefined) return;
    types.fill(1n, b * length + sequence.secondStart, b * length + sequence.blocks[0]!.length);
  });
  return types;
}

/**
 * Token sequences (docs/spec.md §6): texts tokenised through the shared cache, wrapped
 * under the special-token policy, assembled per the pair mode, cut into
 * length-bucketed batches. Feeds input_ids, attention_mask, token_type_ids
 * and position_ids, whichever of them the graph has.
 */
export function tokenIdsFormat({
  config,
  tokenizer,
  tokens,
  inputs,
  fixedLength,
}: FormatContext): InputFormat {
  const wanted = new Set(inputs.map((input) => input.name));
  const { special, unk } = tokenizer;
  // A classifier's policy: a causal language model is never fed through this format.
  const policy = tokenizer.policy === 'causal-lm' ? 'none' : tokenizer.policy;
  const fed = noEncodingCounts();
  return {
    name: 'token-ids',
    fed: () => ({ ...fed }),
    // Tokenising is timed by the token cache; assembling and batching are not counted.
    elapsedMs: () => 0,
    batches(examples) {
      const sequences = examples.map((example) =>
        assembleSequence(
          example.texts.map((text) => tokens.ids(text, config.maxLength)),
          config.pairMode,
          config.maxLength,
          special,
          policy,
        ),
      );
      if (unk !== null) {
        for (const sequence of sequences) {
          for (const block of sequence.blocks) {
            fed.countedTokens += block.length;
            for (const id of block) if (id === unk) fed.unknownTokens += 1;
          }
        }
      }
      return bucketBatches(sequences, config.batchSize, special.pad, fixedLength).map(
        (batch): ModelBatch => {
          const dims = [batch.size, batch.length];
          const blockLength = batch.length / sequences[batch.rows[0]!]!.blocks.length;
          const tensors: Record<string, BatchTensor> = {};
          const add = (name: string, data: () => BigInt64Array) => {
            if (wanted.has(name)) tensors[name] = { type: 'int64', data: data(), dims };
          };
          add('input_ids', () => batch.inputIds);
          add('attention_mask', () => batch.attentionMask);
          add('token_type_ids', () => tokenTypeIds(sequences, batch.rows, batch.length));
          add('position_ids', () =>
            positionIds(
              batch.attentionMask,
              batch.size,
              batch.length,
              blockLength,
              special.pad,
              policy,
            ),
          );
          // The token batch itself rides along: the benchmark replays its ids and mask.
          return { ...batch, tensors };
        },
      );
    },
  };
}
