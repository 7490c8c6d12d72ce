/**
 * File writes that say what failed: a full disk, a read-only folder or a path
 * that is a directory fail with one line naming the file and what was being
 * written, not a bare `ENOSPC: no space left on device, write`.
 */
import { appendFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { InputError, oneLine } from '../errors.js';

export interface WriteOptions {
  /** Add to the end of the file instead of replacing it (GITHUB_OUTPUT). */
  append?: boolean;
}

/**
 * Writes `text` to `file` (creating its folder), or throws an InputError
 * such as `cannot write the JSON report to /tmp/r.json (ENOSPC: no space left
 * on device, write)`. `what` names the content, e.g. 'the JSON report'.
 */
export async function writeFileNamed(
  file: string,
  text: string,
  what: string,
  options: WriteOptions = {},
): Promise<void> {
  try {
    await mkdir(path.dirname(path.resolve(file)), { recursive: true });
    if (options.append) await appendFile(file, text);
    else await writeFile(file, text);
  } catch (error) {
    throw new InputError(`cannot write ${what} to ${file} (${oneLine(error)})`, { cause: error });
  }
}
