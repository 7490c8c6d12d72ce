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
/**
 * The share of fed tokens that are the unknown token above which a model is
 * warned about. A tokenizer that fits its model and language leaves almost no
 * word unknown (byte-level BPE none at all; the AVATAR student's WordPiece
 * none on the Juliet test split); a tokenizer of another vocabulary or
 * language turns whole identifiers into it.
 */
export declare const UNKNOWN_TOKEN_WARNING_SHARE = 0.02;
export declare function tokenIdsFormat({ config, tokenizer, tokens, inputs, fixedLength, what, }: FormatContext): InputFormat;
