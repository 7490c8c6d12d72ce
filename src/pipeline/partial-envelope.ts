/**
 * What merge checks first of every partial report, whatever its task
 * (partial.ts for the classifiers, completion-partial.ts for code
 * completion): that it is one of the kind expected, of this version, from a
 * shard i of n. Each failure is one line that names the file; the task's own
 * checks go on with the same two ways of saying no.
 */
import { InputError } from '../errors.js';

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** A partial that passed the envelope's checks, and the lines its further checks throw. */
export interface OpenedPartial {
  value: Record<string, unknown>;
  shard: { index: number; count: number };
  /** Throws `merge: FILE why`. */
  refuse: (why: string) => never;
  /** Throws `merge: FILE is damaged: why; run its shard again to rewrite it`. */
  damaged: (why: string) => never;
}

/**
 * Checks a parsed partial's schema, version and shard.
 *
 * @param kind - the schema and version this MetaCompress merges, and what a
 *   file of another schema is told ("is not a MetaCompress partial report …").
 * @throws InputError, one line naming `file`.
 */
export function openPartial(
  value: unknown,
  file: string,
  kind: { schema: string; version: number; notOurs: string },
): OpenedPartial {
  const refuse = (why: string): never => {
    throw new InputError(`merge: ${file} ${why}`);
  };
  const damaged = (why: string): never =>
    refuse(`is damaged: ${why}; run its shard again to rewrite it`);
  if (!isObject(value) || value.schema !== kind.schema) return refuse(kind.notOurs);
  if (value.version !== kind.version) {
    return refuse(
      `is a partial report of version ${JSON.stringify(value.version)}; this MetaCompress merges version ${kind.version} (run the shards again with this version)`,
    );
  }
  const { shard } = value;
  if (
    !isObject(shard) ||
    !isCount(shard.count) ||
    shard.count < 1 ||
    !isCount(shard.index) ||
    shard.index >= shard.count
  ) {
    return damaged('"shard" is not {index, count} with 0 <= index < count');
  }
  return { value, shard: { index: shard.index, count: shard.count }, refuse, damaged };
}
