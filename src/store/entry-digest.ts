/**
 * The sha256 of a cache entry's bytes: what a trusted run writes in its
 * manifest for each entry it saved or restored, and what another run
 * compares a restored entry with (manifest.ts, trusted-restores.ts).
 *
 * An entry is the paths it was saved with, in order; a path may be a file,
 * a directory (the runtime's install) or absent. Each path is fed as its
 * index and what it holds; a directory as its members in name order, each
 * with its path relative to the directory and its kind: a file's length and
 * bytes, a symbolic link's target (never followed: an entry's link cannot
 * make the digest read outside it). So the same tree on two runners has the
 * same digest, and any change of a byte, a name, a link or a member present
 * or missing changes it. Modes and times are not fed: tar may restore them
 * differently, and they change no byte the store reads.
 */
import { lstat, readdir, readFile, readlink } from 'node:fs/promises';
import path from 'node:path';
import type { Hash } from 'node:crypto';
import { sha256Hasher } from '../hash.js';

async function feed(hash: Hash, file: string, name: string): Promise<void> {
  let stats;
  try {
    stats = await lstat(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    hash.update(`absent\u0000${name}\u0000`);
    return;
  }
  if (stats.isSymbolicLink()) {
    hash.update(`link\u0000${name}\u0000${await readlink(file)}\u0000`);
  } else if (stats.isDirectory()) {
    hash.update(`dir\u0000${name}\u0000`);
    for (const member of (await readdir(file)).sort()) {
      await feed(hash, path.join(file, member), `${name}/${member}`);
    }
  } else if (stats.isFile()) {
    const bytes = await readFile(file);
    hash.update(`file\u0000${name}\u0000${bytes.length}\u0000`).update(bytes);
  } else {
    hash.update(`other\u0000${name}\u0000`);
  }
}

/** sha256 (hex) of the entry made of `paths`, as they are on disk now. */
export async function entryDigest(paths: readonly string[]): Promise<string> {
  const hash = sha256Hasher();
  for (const [index, file] of paths.entries()) await feed(hash, file, String(index));
  return hash.digest('hex');
}
