/**
 * Which runs may write the Actions cache. What a run saves, every run that
 * can read its scope restores: the default branch's entries are read by
 * every branch and every pull request. So entries are written only where
 * the code that computed them is trusted:
 *   - a run of the default branch on push, schedule or workflow_dispatch;
 *   - a pull_request run, into its own pull request's scope (GitHub keeps
 *     it there: only later runs of that pull request restore it);
 *   - nothing else. A pull_request_target run works in the base branch's
 *     scope while it may run the pull request's code: it saves nothing, and
 *     says why in one warning (docs/action.md, "pull_request_target").
 * Restoring stays allowed everywhere: what is restored is checked
 * (src/store/, src/pipeline/restored-outputs.ts).
 */
import type { ArtifactCache } from '../store/actions-cache.js';
import type { PipelineLogger } from '../logger.js';
import type { RunContext } from './event.js';

export const PULL_REQUEST_TARGET_WARNING =
  'pull_request_target runs in the base branch\'s cache scope, which the default branch and every pull request restore: this run saves nothing to the Actions cache (docs/action.md, "pull_request_target")';

/** Why this run may not write the cache, or null when it may. */
export function cacheWritesRefused(context: RunContext): string | null {
  if (context.defaultBranchRun !== null || context.eventName === 'pull_request') return null;
  if (context.eventName === 'pull_request_target') return PULL_REQUEST_TARGET_WARNING;
  return `a ${context.eventName || 'local'} run saves nothing to the Actions cache (only the default branch's push, schedule and workflow_dispatch runs and pull_request runs do)`;
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
  return { restore: (key, paths) => cache.restore(key, paths), save: async () => {} };
}
