import type { ParseFunction } from './grammar.js';
import { type DataFlowEntry, type DataFlowRules } from './dfg.js';
/**
 * One function as a GraphCodeBERT student reads it: L positions of code
 * pieces then data-flow nodes (Compressor's `convert_examples_to_features`
 * and `TextDataset.__getitem__`; the rules are restated in
 * docs/spec.md §6.3 and docs/models.md, "Input format graphcodebert").
 */
export interface FunctionGraph {
    /** `<s>`, the kept BPE pieces, `</s>`: the code part, n = code.length positions. */
    code: Int32Array;
    /** Per kept data-flow node k: its token's pieces as positions [spans[2k], spans[2k+1]). */
    spans: Int32Array;
    /** Per kept node: the kept nodes it comes from (by node number). */
    edges: number[][];
    /** True when the data-flow walk failed, as it raises in the original: no nodes then. */
    noDataFlow: boolean;
    /** Tree-sitter token texts after comment removal (for tests and messages). */
    tokens: string[];
    /** The data-flow entries before truncation. */
    entries: DataFlowEntry[];
}
export interface GraphSettings {
    /** L: positions per function (code and data flow). */
    maxLength: number;
    /** Data-flow positions the code budget reserves at most. */
    dataFlowLength: number;
    bos: number;
    eos: number;
}
/**
 * Builds a function's graph input: comments removed, parsed, leaves as code
 * tokens, the data-flow graph, each token tokenised on its own
 * (`encodeToken`), truncated so that code and nodes fit L.
 */
export declare function functionGraph(source: string, parse: ParseFunction, rules: DataFlowRules, encodeToken: (token: string) => readonly number[], settings: GraphSettings): FunctionGraph;
/** Where one function's L positions go in a batch's tensors. */
export interface GraphSlot {
    ids: BigInt64Array;
    positions: BigInt64Array;
    /** [L, L] row-major, 1 = the row may attend to the column. */
    mask: Uint8Array;
    /** Offset of the function's first position in ids / positions. */
    offset: number;
    /** Offset of its [L, L] block in mask. */
    maskOffset: number;
}
/**
 * Writes a function's input_ids, position_idx and attention mask (README
 * steps 6-9). Positions: code 2, 3, ... (pad + 1 + i), nodes 0, padding pad.
 * Mask: the code attends to the code; `<s>` and `</s>` rows attend to code
 * and nodes; a node and its token's pieces attend to each other when the
 * pieces were kept; a node attends to its sources. The mask must start zeroed.
 */
export declare function writeFunctionGraph(graph: FunctionGraph, slot: GraphSlot, L: number, ids: {
    pad: number;
    unk: number;
    bos: number;
    eos: number;
}): void;
