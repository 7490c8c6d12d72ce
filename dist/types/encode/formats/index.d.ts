import { type InputFormatName } from '../../config/names.js';
import type { FormatContext, GraphInput, InputFormat } from './types.js';
export type { FormatContext };
export type { BatchTensor, GraphInput, InputFormat, ModelBatch } from './types.js';
export { encodingWarnings, noEncodingCounts, unknownShare, type EncodingCounts, } from './fed-counts.js';
/**
 * Checks a graph's inputs against the input format: every input must be one
 * the format feeds (else the error names it and the formats that would feed
 * it), the required ones must be there, ranks and element types must fit.
 * @throws InputError, one line, starting with `where`.
 */
export declare function checkGraphInputs(format: InputFormatName, inputs: readonly GraphInput[], where: string): void;
/** The configured input format, ready to encode (a grammar is loaded here). */
export declare function createInputFormat(context: FormatContext): Promise<InputFormat>;
