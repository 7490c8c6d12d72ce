/**
 * Which runs may write the Actions cache: only a run of the default branch
 * on push, schedule or workflow_dispatch, where the code that computed an
 * entry is trusted and which writes it down in its manifest
 * (run-cache.ts). Every other run believes only what that manifest lists,
 * so what it saved would never be believed; and a pull request's entry
 * would be worse than useless: its later runs restore their own scope
 * first, so the entry would shadow the default branch's under the same key
 * (a runtime installed twice is not byte for byte the same) and be refused
 * on every run. A pull_request_target run works in the base branch's scope
 * while it may run the pull request's code: it says why it saves nothing
 * in one warning (docs/action.md, "pull_request_target"); any other run in
 * an info line. Restoring stays allowed everywhere: what is restored is
 * checked (src/store/trusted-restores.ts, src/pipeline/restored-outputs.ts).
 */
import type { ArtifactCache } from '../store/actions-cache.js';
import type { PipelineLogger } from '../logger.js';
import type { RunContext } from './event.js';

export const PULL_REQUEST_TARGET_WARNING =
  'pull_request_target runs in the base branch\'s cache scope, which the default branch and every pull request restore: this run saves nothing to the Actions cache (docs/action.md, "pull_request_target")';

/** Why this run may not write the cache, or null when it may. */
export function cacheWritesRefused(context: RunContext): string | null {
  if (context.defaultBranchRun !== null) return null;
  if (context.eventName === 'pull_request_target') return PULL_REQUEST_TARGET_WARNING;
  return `a ${context.eventName || 'local'} run saves nothing to the Actions cache (only the default branch's push, schedule and workflow_dispatch runs do, and publish the manifest other runs restore by)`;
}

/**
 * `cache` as this run may use it: unchanged, or restoring only, having said
 * why once (a warning for pull_request_target, an info line otherwise).
 */
export function cacheForRun(
  cache: ArtifactCache,
  context: RunContext,
  log: Pick<PipelineLogger, 'info' | 'warning'>,
): ArtifactCache {
  const refused = cacheWritesRefused(context);
  if (refused === null) return cache;
  if (context.eventName === 'pull_request_target') log.warning(refused);
  else log.info(refused);
  return {
    restore: (key, paths) => cache.restore(key, paths),
    save: async () => {},
    ...(cache.vouchedBy === undefined ? {} : { vouchedBy: cache.vouchedBy.bind(cache) }),
  };
}
