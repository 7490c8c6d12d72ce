/**
 * What `plan` asks the cache, and with the run's own keys: whether the
 * teacher's side of the configured run is there, at which shard counts
 * alert's substitutes are, and the language model's store as the probe's
 * own run may see it (read, never written).
 */
import { ATTACK_METHOD_FACTS, type AttackMethod } from '../config/names.js';
import type { Config } from '../config/types.js';
import type { Example } from '../data/types.js';
import {
  languageModelFileDigest,
  languageModelStore,
  runIdentity,
  shardSlice,
  type PipelineDeps,
} from '../pipeline/index.js';
import {
  attackedPart,
  defaultSubstituteSettings,
  isSubstituteList,
  substituteCacheKey,
} from '../robustness/index.js';
import { entryKey, isEntryKeyOf } from '../store/key.js';
import type { JsonCache } from '../store/types.js';
import { SHARD_COUNTS, type PlanInput } from './projection.js';

/** Whether `method` attacks with the language model's substitutes (alert): the plan counts their occurrences and their cache. */
export const readsSubstitutes = (method: AttackMethod) =>
  ATTACK_METHOD_FACTS[method].candidates === 'substitutes';

/** Whether the cache holds the teacher's outputs and robustness side for the configured run. */
export async function teacherCached(
  config: Config,
  deps: PipelineDeps,
): Promise<PlanInput['teacherCached']> {
  const { teacherFiles, identity } = await runIdentity(config, deps);
  // Precomputed outputs cost nothing to read (and cannot score T(x)).
  if (teacherFiles.kind === 'outputs') return { outputs: true, robustness: false };
  const cache = deps.teacherCache;
  if (cache === undefined) return { outputs: false, robustness: false };
  const outputs = (await cache.restore(entryKey('teacher-outputs', identity))) !== null;
  const robustness =
    config.transforms !== null &&
    cache.restoreScores !== undefined &&
    (await cache.restoreScores(entryKey('teacher-robustness', identity))) !== null;
  return { outputs, robustness };
}

/**
 * Whether the cache holds the teacher's compact side of next-token
 * prediction for the configured code-completion run, under the key its
 * session reads (`teacher-next-tokens` over the run's identity).
 */
export async function teacherNextTokensCached(
  config: Config,
  deps: PipelineDeps,
): Promise<boolean> {
  const { identity } = await runIdentity(config, deps);
  const cache = deps.teacherCache;
  if (cache?.restoreNextTokens === undefined) return false;
  return (await cache.restoreNextTokens(entryKey('teacher-next-tokens', identity))) !== null;
}

/**
 * The shard counts (of SHARD_COUNTS) at which the language model's cache
 * holds alert's substitutes for every shard's slice of `inputs` (the run's
 * attacked inputs), under the key each shard's schedule reads: a slice's
 * attacked functions, the language model's digest and its settings
 * (findSubstitutes). A shard that finds them never runs the language model
 * for them. The key holds the slice: what one shard count saved serves
 * another only where their slices are the same inputs.
 */
export async function substitutesCachedAt(
  config: Config,
  deps: PipelineDeps,
  inputs: readonly Example[],
): Promise<number[]> {
  const attack = config.transforms?.attack ?? null;
  const lm = attack?.languageModel ?? null;
  if (attack === null || lm === null || attack.substitutes !== null) return [];
  if (!attack.methods.some(readsSubstitutes) || inputs.length === 0) return [];
  const store = languageModelStore(deps, attack.cache);
  if (store === null) return [];
  const digest = await languageModelFileDigest(lm);
  const positions = inputs.map((_, j) => j);
  const held = async (count: number) => {
    for (let index = 0; index < count; index++) {
      const slice = shardSlice(positions, { index, count }).map((j) =>
        attackedPart(inputs[j]!, attack.pairSide),
      );
      if (slice.length === 0) continue;
      const key = substituteCacheKey(slice, digest, defaultSubstituteSettings(lm.maxLength));
      const cached = await store.restore(key);
      if (!isSubstituteList(cached) || cached.length !== slice.length) return false;
    }
    return true;
  };
  const counts: number[] = [];
  for (const count of SHARD_COUNTS) if (await held(count)) counts.push(count);
  return counts;
}

/**
 * The language model's store as the probe's own run sees it: read, never
 * written, and without alert's substitutes. A write would change the
 * directory's digest, which keys the teacher's cached attack outcomes (so
 * the next run would miss them), and substitutes the probe read would make
 * it measure nothing of what computing them costs: the plan asks the store
 * for the run's own substitutes apart (substitutesCachedAt).
 */
export function probeLanguageModelStore(store: JsonCache | null): JsonCache {
  return {
    restore: async (key) =>
      store === null || isEntryKeyOf(key, 'alert-substitutes') ? null : store.restore(key),
    save: async () => {},
  };
}
