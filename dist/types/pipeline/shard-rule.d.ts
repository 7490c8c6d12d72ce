/**
 * The one rule of sharding, for the rows and for each probe's inputs alike:
 * item j of a list belongs to shard j mod count, where it is the
 * floor(j / count)-th item of that shard's slice. Scoring, the robustness
 * slices, the partials' checks, the merge and `plan` all read it here.
 */
import type { Shard } from './types.js';
/** Whether item `j` of a list belongs to `shard` (every item does without one). */
export declare function inShard(j: number, shard: Shard | null): boolean;
/** Shard `shard`'s slice of a list: its items at index, index + count, ...; the whole list without one. */
export declare function shardSlice<T>(list: readonly T[], shard: Shard | null): T[];
/** The positions shard `index` of `count` holds among `length` items: index, index + count, ... */
export declare function shardPositions(index: number, count: number, length: number): number[];
/**
 * The list of `length` items put back together from the slices of `count`
 * shards (item j is item floor(j / count) of shard j mod count's slice):
 * the inverse of shardSlice.
 */
export declare function interleaveShards<T>(length: number, count: number, sliceOf: (index: number) => readonly T[]): T[];
