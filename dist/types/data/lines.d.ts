import { InputError } from '../errors.js';
/** Throws a one-line InputError when `file` cannot be read. */
export declare function assertReadable(file: string, what: string): Promise<void>;
/**
 * The longest row a data set may hold: one input is kilobytes of code (a
 * 1 MB function still encodes in milliseconds, cut at max-length), so a
 * longer row is not a data set row (a minified bundle, a binary, an attack
 * on the runner's memory) and is refused before it is held whole.
 */
export declare const MAX_ROW_BYTES: number;
/** The one-line error for a row or element over MAX_ROW_BYTES. */
export declare function rowTooLong(where: string): InputError;
/**
 * Streams the non-blank lines of a text file with their 0-based row numbers
 * (blank lines are not rows, as in numpy.loadtxt). Line ends are \n, \r\n or
 * a lone \r, as for node:readline; the lines are cut from the raw bytes (a
 * UTF-8 sequence never holds the byte of \n), which reads the 56 MB Juliet
 * file about 1.5x as fast as node:readline. A UTF-8 byte-order mark at the
 * start of the file is not part of the first line.
 */
export declare function readLines(file: string, what: string): AsyncGenerator<[string, number]>;
/** Parses one JSONL line, naming the file and line on failure. */
export declare function parseJsonLine(line: string, file: string, row: number): unknown;
