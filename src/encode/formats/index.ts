/**
 * The registry of model input formats and the check of an ONNX graph's
 * inputs against the configured one (docs/models.md has each contract).
 *
 * - `token-ids` (./token-ids.ts): token sequences, `input_ids` and optionally
 *   `attention_mask`, `token_type_ids`, `position_ids`, [batch, sequence];
 * - `graphcodebert` (./graphcodebert.ts): GraphCodeBERT's code + data-flow
 *   inputs, `input_ids` and `position_idx` [batch, blocks·L] and a bool
 *   `attention_mask` [batch, L, L] (one function) or [batch, 2, L, L] (a pair).
 */
import { InputError } from '../../errors.js';
import { graphCodeBertFormat } from './graphcodebert.js';
import { INPUT_FORMATS, type InputFormatName } from '../../config/names.js';
import { tokenIdsFormat } from './token-ids.js';
import type { FormatContext, GraphInput, InputFormat } from './types.js';

export type { FormatContext };

export type { BatchTensor, GraphInput, InputFormat, ModelBatch } from './types.js';
export {
  encodingWarnings,
  noEncodingCounts,
  unknownShare,
  type EncodingCounts,
} from './fed-counts.js';

interface FormatContract {
  /** Inputs the format can feed. */
  feeds: readonly string[];
  /** Inputs the graph must have; a list of alternatives means one of them. */
  requires: readonly (readonly string[])[];
  /** Allowed ranks of the attention_mask input. */
  maskRanks: readonly number[];
}

const CONTRACTS: Record<InputFormatName, FormatContract> = {
  'token-ids': {
    feeds: ['input_ids', 'attention_mask', 'token_type_ids', 'position_ids'],
    requires: [['input_ids']],
    maskRanks: [2],
  },
  graphcodebert: {
    feeds: ['input_ids', 'position_idx', 'position_ids', 'attention_mask'],
    requires: [['input_ids'], ['position_idx', 'position_ids'], ['attention_mask']],
    maskRanks: [3, 4],
  },
};

const INTEGER_TYPES = ['int64', 'int32'];
const MASK_TYPES = ['bool', 'int64', 'int32', 'float32'];

/**
 * Checks a graph's inputs against the input format: every input must be one
 * the format feeds (else the error names it and the formats that would feed
 * it), the required ones must be there, ranks and element types must fit.
 * @throws InputError, one line, starting with `where`.
 */
export function checkGraphInputs(
  format: InputFormatName,
  inputs: readonly GraphInput[],
  where: string,
): void {
  const contract = CONTRACTS[format];
  const feeds = `input-format ${format} feeds ${contract.feeds.join(', ')}`;
  for (const input of inputs) {
    if (contract.feeds.includes(input.name)) continue;
    const others = INPUT_FORMATS.filter((f) => CONTRACTS[f].feeds.includes(input.name));
    const hint =
      others.length > 0
        ? `input-format ${others.join(' or ')} produces it`
        : `no input format produces it (${INPUT_FORMATS.map((f) => `${f}: ${CONTRACTS[f].feeds.join(', ')}`).join('; ')})`;
    throw new InputError(
      `${where}: has input ${input.name}, which input-format ${format} does not produce; ${hint}`,
    );
  }
  const names = new Set(inputs.map((input) => input.name));
  for (const alternatives of contract.requires) {
    if (!alternatives.some((name) => names.has(name))) {
      throw new InputError(
        `${where}: has no ${alternatives.join(' or ')} input, which input-format ${format} needs (${feeds})`,
      );
    }
  }
  for (const input of inputs) {
    const isMask = input.name === 'attention_mask';
    const types = isMask ? MASK_TYPES : INTEGER_TYPES;
    if (!types.includes(input.type)) {
      throw new InputError(
        `${where}: input ${input.name} is ${input.type}; allowed: ${types.join(', ')}`,
      );
    }
    const rank = input.shape?.length;
    if (isMask && rank !== undefined && !contract.maskRanks.includes(rank)) {
      const fix =
        rank >= 3
          ? 'a data-flow mask ([batch, L, L] or [batch, 2, L, L]): use input-format graphcodebert'
          : 'a token mask ([batch, sequence]): use input-format token-ids';
      throw new InputError(
        `${where}: input attention_mask has rank ${rank}, ${fix} (this model has input-format ${format})`,
      );
    }
    if (!isMask && rank !== undefined && rank !== 2) {
      throw new InputError(
        `${where}: input ${input.name} has rank ${rank}; ${format} feeds it as [batch, sequence]`,
      );
    }
  }
}

/** The configured input format, ready to encode (a grammar is loaded here). */
export async function createInputFormat(context: FormatContext): Promise<InputFormat> {
  switch (context.config.inputFormat) {
    case 'token-ids':
      return tokenIdsFormat(context);
    case 'graphcodebert':
      return graphCodeBertFormat(context);
  }
}
