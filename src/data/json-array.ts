import { createReadStream } from 'node:fs';
import { InputError } from '../errors.js';
import { assertReadable, MAX_ROW_BYTES, rowTooLong } from './lines.js';

/**
 * Streams the elements of a top-level JSON array (Devign's function.json is
 * one array of tens of MB) without holding the whole text: a small scanner
 * tracks strings, escapes and nesting depth, and each complete element is
 * handed to JSON.parse on its own.
 */
export async function* readJsonArray(
  file: string,
  what: string,
): AsyncGenerator<[unknown, number]> {
  await assertReadable(file, what);
  let started = false;
  let depth = 0;
  let inString = false;
  let escaped = false;
  let element = '';
  let index = 0;
  const fail = (why: string): never => {
    throw new InputError(`${what} ${file}: not a JSON array of objects (${why})`);
  };
  const finish = function* (): Generator<[unknown, number]> {
    const text = element.trim();
    element = '';
    if (text === '') return;
    try {
      yield [JSON.parse(text), index];
    } catch {
      fail(`element ${index} is not valid JSON`);
    }
    index += 1;
  };
  for await (const chunk of createReadStream(file, { encoding: 'utf8' })) {
    let from = 0;
    const text = chunk as string;
    for (let i = 0; i < text.length; i += 1) {
      const c = text[i];
      if (!started) {
        if (c === '[') {
          started = true;
          from = i + 1;
        } else if (!/\s/.test(c!)) fail(`starts with ${JSON.stringify(c)}`);
        continue;
      }
      if (inString) {
        if (escaped) escaped = false;
        else if (c === '\\') escaped = true;
        else if (c === '"') inString = false;
        continue;
      }
      if (c === '"') inString = true;
      else if (c === '{' || c === '[') depth += 1;
      else if (c === '}' || c === ']') {
        if (depth === 0 && c === ']') {
          element += text.slice(from, i);
          yield* finish();
          return;
        }
        depth -= 1;
      } else if (c === ',' && depth === 0) {
        element += text.slice(from, i);
        yield* finish();
        from = i + 1;
      }
    }
    if (started) element += text.slice(from);
    // UTF-16 units never outnumber UTF-8 bytes: a longer element is longer in bytes too.
    if (element.length > MAX_ROW_BYTES) throw rowTooLong(`${what} ${file} element ${index}`);
  }
  fail(started ? 'the array is not closed' : 'the file is empty');
}
