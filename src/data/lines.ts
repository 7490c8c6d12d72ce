import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import { createInterface } from 'node:readline';
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
 * Streams the non-blank lines of a text file with their 0-based row numbers
 * (blank lines are not rows, as in numpy.loadtxt).
 */
export async function* readLines(file: string, what: string): AsyncGenerator<[string, number]> {
  await assertReadable(file, what);
  const lines = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  let row = 0;
  for await (const line of lines) {
    if (line.trim() === '') continue;
    yield [line, row];
    row += 1;
  }
}

/** Parses one JSONL line, naming the file and line on failure. */
export function parseJsonLine(line: string, file: string, row: number): unknown {
  try {
    return JSON.parse(line);
  } catch (error) {
    throw new InputError(`${file} row ${row}: not valid JSON (${oneLine(error)})`);
  }
}
