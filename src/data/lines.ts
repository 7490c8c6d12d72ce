import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import { InputError, oneLine } from '../errors.js';

/** Throws a one-line InputError when `file` cannot be read. */
export async function assertReadable(file: string, what: string): Promise<void> {
  try {
    await access(file);
  } catch (error) {
    throw new InputError(`${what} ${file}: cannot read (${oneLine(error)})`);
  }
}

/**
 * The longest row a data set may hold: one input is kilobytes of code (a
 * 1 MB function still encodes in milliseconds, cut at max-length), so a
 * longer row is not a data set row (a minified bundle, a binary, an attack
 * on the runner's memory) and is refused before it is held whole.
 */
export const MAX_ROW_BYTES = 16 << 20;

/** The one-line error for a row or element over MAX_ROW_BYTES. */
export function rowTooLong(where: string): InputError {
  return new InputError(
    `${where}: longer than ${MAX_ROW_BYTES >> 20} MiB; a row holds one input (a function of code is kilobytes), so this is not a data set`,
  );
}

/** Read size: a data set's lines are split out of 1 MiB buffers. */
const READ_CHUNK = 1 << 20;
const LF = 0x0a;
/** The UTF-8 byte-order mark that Windows editors put at the start of a file. */
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/**
 * Streams the non-blank lines of a text file with their 0-based row numbers
 * (blank lines are not rows, as in numpy.loadtxt). Line ends are \n, \r\n or
 * a lone \r, as for node:readline; the lines are cut from the raw bytes (a
 * UTF-8 sequence never holds the byte of \n), which reads the 56 MB Juliet
 * file about 1.5x as fast as node:readline. A UTF-8 byte-order mark at the
 * start of the file is not part of the first line.
 */
export async function* readLines(file: string, what: string): AsyncGenerator<[string, number]> {
  await assertReadable(file, what);
  let row = 0;
  const numbered = function* (texts: string[]): Generator<[string, number]> {
    for (const line of texts.flatMap(splitAtCr)) {
      if (line.trim() === '') continue;
      yield [line, row];
      row += 1;
    }
  };
  // Bytes of a line begun in an earlier chunk, waiting for its end.
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let first = true;
  for await (const chunk of createReadStream(file, { highWaterMark: READ_CHUNK })) {
    const data = chunk as Buffer;
    const texts: string[] = [];
    // The first read of a regular file holds its first 1 MiB, so a BOM is whole in it.
    let start = first && data.subarray(0, 3).equals(UTF8_BOM) ? 3 : 0;
    first = false;
    for (let end = data.indexOf(LF); end !== -1; end = data.indexOf(LF, start)) {
      if (pending.length === 0) texts.push(data.toString('utf8', start, end));
      else {
        pending.push(data.subarray(start, end));
        texts.push(Buffer.concat(pending).toString('utf8'));
        pending = [];
        pendingBytes = 0;
      }
      start = end + 1;
    }
    if (start < data.length) {
      pending.push(data.subarray(start));
      pendingBytes += data.length - start;
    }
    yield* numbered(texts);
    // Checked once a chunk: a line is refused within a chunk (1 MiB) of the limit.
    if (pendingBytes > MAX_ROW_BYTES) throw rowTooLong(`${what} ${file} row ${row}`);
  }
  yield* numbered([Buffer.concat(pending).toString('utf8')]);
}

/** The lines of a text cut at \n: \r\n and a lone \r end lines too. */
function splitAtCr(text: string): string[] {
  return text.includes('\r') ? text.split(/\r\n?/) : [text];
}

/** Parses one JSONL line, naming the file and line on failure. */
export function parseJsonLine(line: string, file: string, row: number): unknown {
  try {
    return JSON.parse(line);
  } catch (error) {
    throw new InputError(`${file} row ${row}: not valid JSON (${oneLine(error)})`);
  }
}
