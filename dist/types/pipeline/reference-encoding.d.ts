import type { DatasetConfig, OnnxModelConfig } from '../config/types.js';
import type { InputFormat } from '../encode/formats/index.js';
/** One reference input: its function id(s) and the input_ids the model saw. */
export interface ReferenceInput {
    ids: [string] | [string, string];
    inputIds: number[];
}
/**
 * Reads a reference-encoding.json: `{ functions: [{ idx, input_ids }] }` or
 * `{ pairs: [{ id1, id2, input_ids }] }` (other fields are ignored).
 * @throws InputError naming the key and file when it is not of that shape.
 */
export declare function readReferenceEncoding(file: string, key: string): Promise<ReferenceInput[]>;
/**
 * The first position where two encodings differ, comparing each block (one
 * per function under concat-blocks and graphcodebert, else one) up to the
 * shorter of the two without padding and without its last position (the eos
 * of a block cut at another max-length), or null when they agree.
 */
export declare function firstDifference(ours: number[], reference: number[], blocks: number, pad: number): {
    block: number;
    position: number;
    ours: number;
    reference: number;
} | null;
/**
 * Checks this config's encoding against the model's reference encoding.
 * @returns a warning when the data holds none of the reference's functions
 *   (nothing could be compared), else null.
 * @throws InputError at the first reference input encoded differently,
 *   naming the key, the file, the input and both ids.
 */
export declare function checkReferenceEncoding(config: OnnxModelConfig, file: string, format: InputFormat, pad: number, dataset: DatasetConfig, role: string): Promise<string | null>;
