/**
 * The model contract, checked before any row is scored: what the config and
 * the tokenizer will feed must fit the graph's tables, or ONNX Runtime fails
 * mid-run with a Gather index error that names neither. Each mismatch is one
 * InputError naming the config key, the file and the two numbers.
 */
import { readFile } from 'node:fs/promises';
import type { OnnxModelConfig } from '../config/types.js';
import { InputError, oneLine } from '../errors.js';
import {
  embeddingTables,
  readOnnxGraph,
  type EmbeddingTable,
  type OnnxGraph,
} from './onnx-graph.js';

/**
 * How the graph numbers the positions it looks up: `input` (it is fed
 * position_ids / position_idx, numbered as docs/models.md says), `after-pad`
 * (it counts them from the mask with CumSum, as Hugging Face's RoBERTa does:
 * pad + 1 + i), `from-zero` (0 .. length-1, any other export).
 */
export type PositionNumbering = 'input' | 'after-pad' | 'from-zero';

/** What the graph's weights say about the inputs it accepts. */
export interface GraphContract {
  /** The token-embedding table (looked up with input_ids), or null when the graph has none. */
  tokens: EmbeddingTable | null;
  /** The position-embedding table, or null. */
  positions: EmbeddingTable | null;
  positionNumbering: PositionNumbering;
}

/**
 * Reads the contract from an ONNX file. A file whose protobuf this reader
 * cannot walk gives an empty contract (nothing to check) rather than an
 * error: ONNX Runtime has already loaded it, and is the judge of the file.
 */
export async function readGraphContract(file: string): Promise<GraphContract> {
  const unread: GraphContract = { tokens: null, positions: null, positionNumbering: 'from-zero' };
  let graph: OnnxGraph;
  try {
    graph = readOnnxGraph(await readFile(file));
  } catch {
    return unread;
  }
  const { tokens, positions } = embeddingTables(graph);
  const fed = graph.inputs.some((name) => name === 'position_ids' || name === 'position_idx');
  const counted = graph.nodes.some((node) => node.opType === 'CumSum');
  return {
    tokens,
    positions,
    positionNumbering: fed ? 'input' : counted ? 'after-pad' : 'from-zero',
  };
}

/**
 * The largest position index a config's sequences reach: L tokens numbered
 * pad + 1 .. pad + L (RoBERTa's offset, under `input` for the roberta and
 * none policies and graphcodebert, and under `after-pad`), else 0 .. L - 1.
 */
export function largestPosition(
  numbering: PositionNumbering,
  config: Pick<OnnxModelConfig, 'maxLength' | 'specialTokens' | 'inputFormat'>,
  pad: number,
): number {
  const fromZero =
    numbering === 'from-zero' ||
    (numbering === 'input' &&
      config.inputFormat === 'token-ids' &&
      config.specialTokens === 'bert');
  return fromZero ? config.maxLength - 1 : pad + config.maxLength;
}

export interface ContractCheck {
  /** The config key its errors name: `teacher`, `student`, or `students.NAME`. */
  role: string;
  config: OnnxModelConfig;
  /** The tokenizer's largest id and its pad id. */
  tokenizer: { largestId: number; pad: number; files: string[] };
  /** Output columns when the graph fixes them, else null. */
  outputColumns: number | null;
  /** The classes the task and labels call for, and the key that says so; null when any count will do. */
  classes: { count: number; key: string } | null;
}

/**
 * Checks the tokenizer's ids against the token-embedding rows, max-length
 * against the position rows, and the output columns against the classes
 * the task, the labels and class-order call for.
 * @throws InputError, one line, at the first mismatch.
 */
export function checkModelContract(contract: GraphContract, check: ContractCheck): void {
  const { role, config, tokenizer } = check;
  const model = `${role}.model ${config.model}`;
  if (contract.tokens !== null && tokenizer.largestId >= contract.tokens.rows) {
    throw new InputError(
      `${role}.tokenizer ${tokenizer.files.join(' + ')}: gives ids up to ${tokenizer.largestId}, but ${model} has ${contract.tokens.rows} token-embedding rows (ids 0..${contract.tokens.rows - 1}, ${contract.tokens.node}): this tokenizer does not fit this model; give the tokenizer it was trained with`,
    );
  }
  if (contract.positions !== null) {
    const largest = largestPosition(contract.positionNumbering, config, tokenizer.pad);
    const rows = contract.positions.rows;
    if (largest >= rows) {
      const offset = largest - (config.maxLength - 1);
      const numbering =
        offset === 0
          ? 'numbered from 0'
          : `numbered from ${offset}, after the pad id ${tokenizer.pad}, as RoBERTa numbers them`;
      throw new InputError(
        `${role}.max-length: ${config.maxLength} tokens reach position ${largest} (${numbering}), but ${model} has ${rows} position-embedding rows (${contract.positions.node}); allowed: max-length at most ${rows - offset}`,
      );
    }
  }
  if (check.outputColumns !== null) {
    const columns = check.outputColumns;
    // One column is one logit of two classes (softmax reads it as sigmoid too).
    const classes = columns === 1 ? 2 : columns;
    if (config.output === 'sigmoid' && columns !== 1) {
      throw new InputError(
        `${role}.output: sigmoid reads one logit, but ${model} gives ${columns} columns; allowed: softmax (logits) or probabilities for ${columns} columns`,
      );
    }
    if (config.classOrder !== null && config.classOrder.length !== classes) {
      throw new InputError(
        `${role}.class-order: ${config.classOrder.length} entries, but ${model} gives ${classes} classes; give a permutation of 0..${classes - 1}`,
      );
    }
    if (check.classes !== null && check.classes.count !== classes) {
      throw new InputError(
        `${check.classes.key}: ${check.classes.count} classes, but ${model} gives ${classes} (output columns ${columns}); give the model of this task, or ${role}.output to read its columns`,
      );
    }
  }
}

/**
 * An ONNX Runtime error while scoring, as a line that names the model and the
 * key that likely caused it: an index out of the token table is the
 * tokenizer, out of the position table is max-length.
 */
export function explainRunError(
  contract: GraphContract,
  role: string,
  file: string,
  error: unknown,
): string {
  const message = oneLine(error);
  const model = `${role}.model ${file}`;
  const index = /idx=(-?\d+) must be within the inclusive range \[-?\d+,(\d+)\]/.exec(message);
  const mentions = (table: EmbeddingTable | null) =>
    table !== null && table.node !== '' && message.includes(`'${table.node}'`);
  if (mentions(contract.tokens)) {
    return `${role}.tokenizer: gave id ${index?.[1] ?? '?'}, but ${model} has ${contract.tokens!.rows} token-embedding rows: this tokenizer does not fit this model`;
  }
  if (mentions(contract.positions)) {
    return `${role}.max-length: reached position ${index?.[1] ?? '?'}, but ${model} has ${contract.positions!.rows} position-embedding rows: lower max-length`;
  }
  return `${model}: inference failed (${message.slice(0, 200)}); check ${role}.input-format, ${role}.max-length and ${role}.tokenizer against the model`;
}
