import { InputError } from '../../errors.js';
import { C_RULES, JAVA_RULES } from '../data-flow/dfg.js';
import { loadDataFlowParser } from '../data-flow/grammar.js';
import {
  functionGraph,
  writeFunctionGraph,
  type FunctionGraph,
  type GraphSettings,
} from '../data-flow/graph-input.js';
import { noEncodingCounts } from './fed-counts.js';
import type { FormatContext, InputFormat, ModelBatch } from './types.js';

/** Distinct functions kept encoded; clone pairs reuse a function across pairs. */
const GRAPH_CACHE_CAPACITY = 20_000;

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
export async function graphCodeBertFormat({
  config,
  tokenizer,
  inputs,
  what,
}: FormatContext): Promise<InputFormat> {
  const where = `${what}.tokenizer ${tokenizer.files[0]}`;
  const { bos, eos, pad } = tokenizer.special;
  if (bos === null || eos === null) {
    throw new InputError(
      `${what}.special-tokens: none cannot frame GraphCodeBERT's code part (it needs <s> and </s>, or [CLS] and [SEP]); allowed with input-format graphcodebert: roberta, bert`,
    );
  }
  if (tokenizer.unk === null) {
    const unk = tokenizer.policy === 'bert' ? '[UNK]' : '<unk>';
    throw new InputError(
      `${where}: has no ${unk} token, which input-format graphcodebert feeds at every data-flow position`,
    );
  }
  const unk = tokenizer.unk;
  const L = config.maxLength;
  const mask = inputs.find((input) => input.name === 'attention_mask')!;
  const blocks = mask.shape?.length === 3 ? 1 : 2;
  const positionsName = inputs.some((input) => input.name === 'position_idx')
    ? 'position_idx'
    : 'position_ids';
  for (const input of inputs) {
    const fixed = input.shape?.[1];
    const expected = input.name === 'attention_mask' ? (blocks === 2 ? 2 : L) : blocks * L;
    if (typeof fixed === 'number' && fixed !== expected) {
      throw new InputError(
        `${what}.model ${config.model}: input ${input.name} has dimension 1 fixed to ${fixed}, but max-length ${L} gives ${expected}`,
      );
    }
  }
  const parse = await loadDataFlowParser(config.language!);
  const rules = config.language === 'c' ? C_RULES : JAVA_RULES;
  const settings: GraphSettings = { maxLength: L, dataFlowLength: config.dataFlowLength, bos, eos };
  // Each code token is tokenised on its own (its own prefix space); code repeats its tokens.
  const pieces = new Map<string, readonly number[]>();
  const encodeToken = (token: string): readonly number[] => {
    let ids = pieces.get(token);
    if (ids === undefined) {
      ids = tokenizer.encode(token);
      if (pieces.size >= 200_000) pieces.clear();
      pieces.set(token, ids);
    }
    return ids;
  };
  const graphs = new Map<string, FunctionGraph>();
  const fed = noEncodingCounts();
  let elapsedMs = 0;
  // Counted as fed, not as encoded: the counts then add up over rows, whatever the cache held.
  const graphOf = (code: string): FunctionGraph => {
    let graph = graphs.get(code);
    if (graph === undefined) {
      graph = functionGraph(code, parse, rules, encodeToken, settings);
      if (graphs.size >= GRAPH_CACHE_CAPACITY) graphs.clear();
      graphs.set(code, graph);
    }
    fed.functions += 1;
    if (graph.noDataFlow) fed.functionsWithoutGraph += 1;
    return graph;
  };

  return {
    name: 'graphcodebert',
    elapsedMs: () => elapsedMs,
    // Every data-flow node is fed as the unknown token by design: no token is counted for its share.
    fed: () => ({ ...fed }),
    batches(examples) {
      const started = performance.now();
      const batches: ModelBatch[] = [];
      for (let start = 0; start < examples.length; start += config.batchSize) {
        const rows = examples.slice(start, start + config.batchSize).map((_, i) => start + i);
        const size = rows.length;
        const ids = new BigInt64Array(size * blocks * L);
        const positions = new BigInt64Array(size * blocks * L);
        const attention = new Uint8Array(size * blocks * L * L);
        let tokens = 0;
        rows.forEach((r, b) => {
          const example = examples[r]!;
          if (example.texts.length !== blocks) {
            throw new InputError(
              `${what}.model ${config.model}: its attention_mask takes ${blocks === 2 ? 'a pair of functions ([batch, 2, L, L])' : 'one function ([batch, L, L])'}, but dataset row ${example.row} has ${example.texts.length}`,
            );
          }
          example.texts.forEach((text, j) => {
            const graph = graphOf(text);
            const slot = (b * blocks + j) * L;
            writeFunctionGraph(
              graph,
              { ids, positions, mask: attention, offset: slot, maskOffset: slot * L },
              L,
              { pad, unk, bos, eos },
            );
            tokens += graph.code.length + graph.edges.length;
          });
        });
        const dims = [size, blocks * L];
        batches.push({
          rows,
          size,
          tokens,
          tensors: {
            input_ids: { type: 'int64', data: ids, dims },
            [positionsName]: { type: 'int64', data: positions, dims },
            attention_mask: {
              type: 'bool',
              data: attention,
              dims: blocks === 2 ? [size, 2, L, L] : [size, L, L],
            },
          },
        });
      }
      elapsedMs += performance.now() - started;
      return batches;
    },
  };
}
