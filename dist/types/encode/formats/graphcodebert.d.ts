import type { FormatContext, InputFormat } from './types.js';
/**
 * GraphCodeBERT's inputs (Guo et al., ICLR 2021, as Compressor's students
 * take them): per function L positions, the BPE pieces of its tree-sitter
 * tokens then one position per data-flow node, with a mask that joins each
 * node to its code and its sources (../data-flow/graph-input.ts). A clone
 * pair is the two functions' blocks side by side: input_ids and position_idx
 * [batch, 2L], attention_mask [batch, 2, L, L]; a single function [batch, L]
 * and [batch, L, L]. Every block is padded to L: a row that attends to
 * nothing attends uniformly to all L positions, so L changes the logits.
 */
export declare function graphCodeBertFormat({ config, tokenizer, inputs, what, }: FormatContext): Promise<InputFormat>;
