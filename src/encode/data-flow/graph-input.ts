import { MAX_TREE_DEPTH } from '../../transforms/syntax-tree.js';
import { codeTokens } from './code-tokens.js';
import type { ParseFunction } from './grammar.js';
import { dataFlow, NoDataFlow, type DataFlowEntry, type DataFlowRules } from './dfg.js';
import { removeComments } from './remove-comments.js';

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

/** The original's fixed cap on code pieces (512 positions - 3), binding only for L > 512. */
const MAX_CODE_PIECES = 509;

/**
 * Builds a function's graph input: comments removed, parsed, leaves as code
 * tokens, the data-flow graph, each token tokenised on its own
 * (`encodeToken`), truncated so that code and nodes fit L.
 */
export function functionGraph(
  source: string,
  parse: ParseFunction,
  rules: DataFlowRules,
  encodeToken: (token: string) => readonly number[],
  settings: GraphSettings,
): FunctionGraph {
  const code = removeComments(source);
  const { root, depth } = parse(code);
  const tokens = codeTokens(root, code);
  let entries: DataFlowEntry[] = [];
  // The walk recurses per level: a tree nested deeper than it takes has no
  // graph, as the original has none where its recursive walk passes Python's
  // limit of 1,000 frames.
  let noDataFlow = depth > MAX_TREE_DEPTH;
  try {
    if (!noDataFlow) entries = dataFlow(root, tokens, rules);
  } catch (error) {
    if (!(error instanceof NoDataFlow)) throw error;
    noDataFlow = true;
  }
  // Token i covers pieces [starts[i], starts[i + 1]) of the concatenation.
  const starts = new Int32Array(tokens.texts.length + 1);
  const pieces: number[] = [];
  tokens.texts.forEach((text, i) => {
    for (const id of encodeToken(text)) pieces.push(id);
    starts[i + 1] = pieces.length;
  });
  const { maxLength: L, dataFlowLength, bos, eos } = settings;
  const keep = Math.min(L - 3 - Math.min(entries.length, dataFlowLength), MAX_CODE_PIECES);
  const kept = pieces.slice(0, Math.max(0, keep));
  const codeIds = Int32Array.from([bos, ...kept, eos]);
  const nodes = entries.slice(0, Math.max(0, L - codeIds.length));
  // A token with several entries is reached through its last one.
  const nodeOfToken = new Map<number, number>();
  nodes.forEach((entry, k) => nodeOfToken.set(entry.token, k));
  const spans = new Int32Array(nodes.length * 2);
  nodes.forEach((entry, k) => {
    spans[2 * k] = starts[entry.token]! + 1;
    spans[2 * k + 1] = starts[entry.token + 1]! + 1;
  });
  const edges = nodes.map((entry) =>
    entry.sources.filter((t) => nodeOfToken.has(t)).map((t) => nodeOfToken.get(t)!),
  );
  return { code: codeIds, spans, edges, noDataFlow, tokens: tokens.texts, entries };
}

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
export function writeFunctionGraph(
  graph: FunctionGraph,
  slot: GraphSlot,
  L: number,
  ids: { pad: number; unk: number; bos: number; eos: number },
): void {
  const n = graph.code.length;
  const nodes = graph.edges.length;
  const m = n + nodes;
  const { offset, maskOffset, mask } = slot;
  for (let i = 0; i < L; i += 1) {
    const id = i < n ? graph.code[i]! : i < m ? ids.unk : ids.pad;
    slot.ids[offset + i] = BigInt(id);
    slot.positions[offset + i] = BigInt(i < n ? ids.pad + 1 + i : i < m ? 0 : ids.pad);
  }
  for (let row = 0; row < n; row += 1) {
    const start = maskOffset + row * L;
    const code = graph.code[row]!;
    // The original opens these rows by id (0 and 2 with its tokenizer), pieces included.
    const wide = code === ids.bos || code === ids.eos;
    mask.fill(1, start, start + (wide ? m : n));
  }
  for (let k = 0; k < nodes; k += 1) {
    const row = n + k;
    const a = graph.spans[2 * k]!;
    const b = graph.spans[2 * k + 1]!;
    if (a < n && b < n) {
      mask.fill(1, maskOffset + row * L + a, maskOffset + row * L + b);
      for (let r = a; r < b; r += 1) mask[maskOffset + r * L + row] = 1;
    }
    for (const j of graph.edges[k]!) mask[maskOffset + row * L + n + j] = 1;
  }
}
