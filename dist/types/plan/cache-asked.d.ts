/**
 * What `plan` asks the cache, and with the run's own keys: whether the
 * teacher's side of the configured run is there, at which shard counts
 * alert's substitutes are, and the language model's store as the probe's
 * own run may see it (read, never written).
 */
import { type AttackMethod } from '../config/names.js';
import type { Config } from '../config/types.js';
import type { Example } from '../data/types.js';
import { type PipelineDeps } from '../pipeline/index.js';
import type { JsonCache } from '../store/types.js';
import { type PlanInput } from './projection.js';
/** Whether `method` attacks with the language model's substitutes (alert): the plan counts their occurrences and their cache. */
export declare const readsSubstitutes: (method: AttackMethod) => boolean;
/** Whether the cache holds the teacher's outputs and robustness side for the configured run. */
export declare function teacherCached(config: Config, deps: PipelineDeps): Promise<PlanInput['teacherCached']>;
/**
 * Whether the cache holds the teacher's compact side of next-token
 * prediction for the configured code-completion run, under the key its
 * session reads (`teacher-next-tokens` over the run's identity).
 */
export declare function teacherNextTokensCached(config: Config, deps: PipelineDeps): Promise<boolean>;
/**
 * The shard counts (of SHARD_COUNTS) at which the language model's cache
 * holds alert's substitutes for every shard's slice of `inputs` (the run's
 * attacked inputs), under the key each shard's schedule reads: a slice's
 * attacked functions, the language model's digest and its settings
 * (findSubstitutes). A shard that finds them never runs the language model
 * for them. The key holds the slice: what one shard count saved serves
 * another only where their slices are the same inputs.
 */
export declare function substitutesCachedAt(config: Config, deps: PipelineDeps, inputs: readonly Example[]): Promise<number[]>;
/**
 * The language model's store as the probe's own run sees it: read, never
 * written, and without alert's substitutes. A write would change the
 * directory's digest, which keys the teacher's cached attack outcomes (so
 * the next run would miss them), and substitutes the probe read would make
 * it measure nothing of what computing them costs: the plan asks the store
 * for the run's own substitutes apart (substitutesCachedAt).
 */
export declare function probeLanguageModelStore(store: JsonCache | null): JsonCache;
