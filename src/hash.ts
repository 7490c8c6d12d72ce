import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { InputError, oneLine } from './errors.js';

/** sha256 of a file, streamed, as lowercase hex. */
export async function sha256File(file: string, what: string): Promise<string> {
  const hash = createHash('sha256');
  try {
    for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  } catch (error) {
    throw new InputError(`${what} ${file}: cannot read (${oneLine(error)})`);
  }
  return hash.digest('hex');
}

export function sha256Text(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
