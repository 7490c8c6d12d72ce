/**
 * The version of the code that computes what the store keeps: the sha256 of
 * the program's own files. Any change to the encoder, the transformations,
 * the attacks (or anything else the program holds) changes it, so an entry
 * computed by other code is a miss; the package version alone does not
 * change between commits. A change that does not touch the numbers (a
 * comment) costs one recomputation after it is released, never a stale
 * number.
 *
 * The action and the CLI run bundled: one file each (dist/index.js,
 * dist/lib/index.js), whose digest this is. Run from the sources (tests,
 * tsx), it is the digest of every .ts file under src/.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sha256Hasher } from '../hash.js';

/** The files the running program is made of: this bundle, or every source file beside this one. */
export function programFiles(thisFile: string): string[] {
  if (!thisFile.endsWith('.ts')) return [thisFile];
  const src = path.resolve(path.dirname(thisFile), '..');
  return readdirSync(src, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** sha256 (hex) of the files' names relative to the first one's folder and their contents. */
export function codeVersionOf(files: readonly string[]): string {
  const hash = sha256Hasher();
  const root = path.dirname(files[0] ?? '.');
  for (const file of files) {
    const content = readFileSync(file);
    hash.update(`${path.relative(root, file)}\u0000${content.length}\u0000`).update(content);
  }
  return hash.digest('hex');
}

let memo: string | null = null;

/** The running program's code version, computed once per process. */
export function codeVersion(): string {
  memo ??= codeVersionOf(programFiles(fileURLToPath(import.meta.url)));
  return memo;
}
