import type { OnnxModelConfig } from '../config/types.js';
import { type EmbeddingTable } from './onnx-graph.js';
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
export declare function readGraphContract(file: string): Promise<GraphContract>;
/**
 * The largest position index a config's sequences reach: L tokens numbered
 * pad + 1 .. pad + L (RoBERTa's offset, under `input` for the roberta and
 * none policies and graphcodebert, and under `after-pad`), else 0 .. L - 1.
 */
export declare function largestPosition(numbering: PositionNumbering, config: Pick<OnnxModelConfig, 'maxLength' | 'specialTokens' | 'inputFormat'>, pad: number): number;
export interface ContractCheck {
    /** The config key its errors name: `teacher`, `student`, or `students.NAME`. */
    role: string;
    config: OnnxModelConfig;
    /** The tokenizer's largest id and its pad id. */
    tokenizer: {
        largestId: number;
        pad: number;
        files: string[];
    };
    /** Output columns when the graph fixes them, else null. */
    outputColumns: number | null;
    /** The classes the task and labels call for, and the key that says so; null when any count will do. */
    classes: {
        count: number;
        key: string;
    } | null;
}
/**
 * Checks the tokenizer's ids against the token-embedding rows, max-length
 * against the position rows, and the output columns against the classes
 * the task, the labels and class-order call for.
 * @throws InputError, one line, at the first mismatch.
 */
export declare function checkModelContract(contract: GraphContract, check: ContractCheck): void;
/**
 * An ONNX Runtime error while scoring, as a line that names the model and the
 * key that likely caused it: an index out of the token table is the
 * tokenizer, out of the position table is max-length.
 */
export declare function explainRunError(contract: GraphContract, role: string, file: string, error: unknown): string;
