/**
 * The one rule of sharding, for the rows and for each probe's inputs alike:
 * item j of a list belongs to shard j mod count, where it is the
 * floor(j / count)-th item of that shard's slice. Scoring, the robustness
 * slices, the partials' checks, the merge and `plan` all read it here.
 */
import type { Shard } from './types.js';

/** Whether item `j` of a list belongs to `shard` (every item does without one). */
export function inShard(j: number, shard: Shard | null): boolean {
  return shard === null || j % shard.count === shard.index;
}

/** Shard `shard`'s slice of a list: its items at index, index + count, ...; the whole list without one. */
export function shardSlice<T>(list: readonly T[], shard: Shard | null): T[] {
  return list.filter((_, j) => inShard(j, shard));
}

/** The positions shard `index` of `count` holds among `length` items: index, index + count, ... */
export function shardPositions(index: number, count: number, length: number): number[] {
  const positions: number[] = [];
  for (let p = index; p < length; p += count) positions.push(p);
  return positions;
}

/**
 * The list of `length` items put back together from the slices of `count`
 * shards (item j is item floor(j / count) of shard j mod count's slice):
 * the inverse of shardSlice.
 */
export function interleaveShards<T>(
  length: number,
  count: number,
  sliceOf: (index: number) => readonly T[],
): T[] {
  return Array.from({ length }, (_, j) => sliceOf(j % count)[Math.floor(j / count)]!);
}
