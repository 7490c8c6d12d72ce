/**
 * The Actions cache as this run may use it, made once per step: which runs
 * may write it is cache-writes.ts's rule; what a run may believe of what it
 * restores is the manifest's (src/store/trusted-restores.ts):
 *   - a trusted run of the default branch (push, schedule,
 *     workflow_dispatch) restores and saves in the default branch's scope,
 *     writes down every entry with the sha256 of its bytes, and publishes
 *     that manifest as an artifact of its run when the step ends;
 *   - every other run restores only what the newest trusted manifest
 *     vouches for.
 */
import path from 'node:path';
import { createGitHubClient } from '../github/client.js';
import {
  createActionsCache,
  type ActionsCache,
  type ArtifactCache,
  type TrustedDigests,
} from '../store/actions-cache.js';
import type { EntryDigests } from '../store/manifest.js';
import { recordingCache, vouchedCache } from '../store/trusted-restores.js';
import { cacheForRun } from './cache-writes.js';
import type { ActionEnvironment } from './environment.js';
import type { ActionInputs } from './inputs.js';
import { actionLog } from './log.js';
import {
  actionsArtifactTransfer,
  githubManifestSource,
  manifestArtifactName,
  publishManifest,
  type ManifestSource,
} from './manifest-artifact.js';

export interface RunCache {
  /** What the run's steps restore from and save to. */
  cache: ArtifactCache;
  /** The Actions cache unchecked: the baseline checks its entry against its own run's manifest. */
  unchecked: ActionsCache;
  /** Where trusted manifests are found, or why they cannot be (no repository, token or default branch). */
  manifests: ManifestSource | string;
  /**
   * The newest trusted manifest, for what an entry's own source cannot vouch
   * for (a Hub file offline, a runtime whose digests the action does not
   * ship); absent in a trusted run, which writes the manifest.
   */
  trusted?: TrustedDigests;
  /** A trusted run publishes the manifest of what it restored and saved; other runs do nothing. */
  publishManifest(): Promise<void>;
}

/** The run's cache for the gate `id` (and its shard); null with `cache: false`. */
export function createRunCache(
  inputs: ActionInputs,
  environment: ActionEnvironment,
  id: string,
): RunCache | null {
  if (!inputs.cache) return null;
  const { context, paths } = environment;
  const unchecked = createActionsCache(actionLog);
  const name = manifestArtifactName(id, inputs.shard);
  const dir = [paths.work, 'manifest'].join(path.sep);
  const repository = context.repository;
  const transfer =
    repository === null ? null : actionsArtifactTransfer(inputs.githubToken, repository);

  if (context.defaultBranchRun !== null) {
    const entries = new Map<string, EntryDigests>();
    return {
      cache: cacheForRun(recordingCache(unchecked, entries), context, actionLog),
      unchecked,
      manifests: 'a trusted run publishes its manifest, it does not look for one',
      async publishManifest() {
        if (transfer === null) {
          actionLog.warning(`No repository (GITHUB_REPOSITORY) to publish the manifest ${name} in`);
          return;
        }
        await publishManifest(
          entries,
          { id: context.runId, attempt: context.runAttempt, commit: context.sha ?? '' },
          name,
          { transfer, dir: [dir, 'publish'].join(path.sep), log: actionLog },
        );
      },
    };
  }

  const defaultBranch = context.defaultBranch;
  // Where the newest trusted manifest is found, or why it cannot be.
  const source: ManifestSource | string =
    repository === null || transfer === null
      ? 'no repository (GITHUB_REPOSITORY) to find it in'
      : inputs.githubToken === ''
        ? 'github-token is empty'
        : defaultBranch === null
          ? 'the event names no default branch'
          : githubManifestSource({
              octokit: () => createGitHubClient(inputs.githubToken, { log: actionLog }),
              repository,
              defaultBranch,
              name,
              transfer,
              dir: [dir, 'found'].join(path.sep),
              log: actionLog,
            });
  const cache = vouchedCache(
    unchecked,
    async () => {
      if (typeof source === 'string') return source;
      const found = await source.newest();
      return 'manifest' in found
        ? found.manifest
        : 'none' in found
          ? found.none
          : found.unreachable;
    },
    actionLog,
  );
  return {
    cache: cacheForRun(cache, context, actionLog),
    unchecked,
    manifests: source,
    trusted: cache,
    publishManifest: async () => {},
  };
}
