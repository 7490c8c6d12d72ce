/**
 * A folder standing in for the Actions cache in tests: one file per key,
 * which a test may read or rewrite to play a tampered entry.
 */
import { cpSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { ArtifactCache } from '../../src/store/actions-cache.js';

export function folderCache(store: string): ArtifactCache {
  mkdirSync(store, { recursive: true });
  return {
    async restore(key, [file]) {
      const saved = path.join(store, key);
      if (!existsSync(saved)) return false;
      mkdirSync(path.dirname(file!), { recursive: true });
      cpSync(saved, file!);
      return true;
    },
    async save(key, [file]) {
      cpSync(file!, path.join(store, key));
    },
  };
}
