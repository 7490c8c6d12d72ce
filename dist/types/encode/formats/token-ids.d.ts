import type { SpecialTokens } from '../../config/names.js';
import type { FormatContext, InputFormat } from './types.js';
/**
 * Position ids of a padded batch, each block numbered on its own (a
 * concat-blocks row holds one sequence per block):
 * - RoBERTa (roberta and none policies): `padding_idx + 1 + i` over the
 *   non-padding tokens, `padding_idx` on padding, where padding_idx is the pad
 *   id (Hugging Face's `create_position_ids_from_input_ids`);
 * - BERT: 0 .. blockLength - 1 on every position.
 * `mask` is the batch's attention mask (1 = real token), [size, length].
 */
export declare function positionIds(mask: BigInt64Array, size: number, length: number, blockLength: number, pad: number, policy: SpecialTokens): BigInt64Array;
/**
 * Token sequences (docs/spec.md §6): texts tokenised through the shared cache, wrapped
 * under the special-token policy, assembled per the pair mode, cut into
 * length-bucketed batches. Feeds input_ids, attention_mask, token_type_ids
 * and position_ids, whichever of them the graph has.
 */
export declare function tokenIdsFormat({ config, tokenizer, tokens, inputs, fixedLength, }: FormatContext): InputFormat;
