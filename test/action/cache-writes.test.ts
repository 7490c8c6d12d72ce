import { describe, expect, it } from 'vitest';
import {
  cacheForRun,
  cacheWritesRefused,
  PULL_REQUEST_TARGET_WARNING,
} from '../../src/action/cache-writes.js';
import type { RunContext } from '../../src/action/event.js';
import type { ArtifactCache } from '../../src/store/actions-cache.js';
import { recordingLogger } from '../servers/env.js';

const context = (eventName: string, defaultBranchRun: string | null = null): RunContext => ({
  eventName,
  repository: { owner: 'octo', repo: 'distil' },
  pullRequest: eventName.startsWith('pull_request') ? { number: 7, baseRef: 'main' } : null,
  defaultBranchPush: eventName === 'push' ? defaultBranchRun : null,
  defaultBranchRun,
  defaultBranch: 'main',
  sha: null,
  workflowRunHeadSha: null,
  runId: '1',
  runAttempt: '1',
  runUrl: null,
});

/** A cache that records what it was asked to do. */
function recordingCache(): ArtifactCache & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    restore: async (key) => (calls.push(`restore ${key}`), true),
    save: async (key) => void calls.push(`save ${key}`),
  };
}

describe('which runs write the Actions cache', () => {
  it('the default branch on a trusted event only: a pull request saves nothing', () => {
    expect(cacheWritesRefused(context('push', 'main'))).toBeNull();
    expect(cacheWritesRefused(context('schedule', 'main'))).toBeNull();
    expect(cacheWritesRefused(context('workflow_dispatch', 'main'))).toBeNull();
    expect(cacheWritesRefused(context('pull_request'))).toBe(
      "a pull_request run saves nothing to the Actions cache (only the default branch's push, schedule and workflow_dispatch runs do, and publish the manifest other runs restore by)",
    );
  });

  it('pull_request_target saves nothing and warns once; other runs say why in an info line', async () => {
    const log = recordingLogger();
    const inner = recordingCache();
    const cache = cacheForRun(inner, context('pull_request_target'), log);
    expect(await cache.restore('k', ['f'])).toBe(true);
    await cache.save('k', ['f']);
    await cache.save('k2', ['f']);
    expect(inner.calls).toEqual(['restore k']);
    expect(log.warnings()).toEqual([PULL_REQUEST_TARGET_WARNING]);

    const other = recordingLogger();
    const feature = recordingCache();
    await cacheForRun(feature, context('push'), other).save('k', ['f']);
    expect(feature.calls).toEqual([]);
    expect(other.warnings()).toEqual([]);
    expect(other.lines).toEqual([
      {
        level: 'info',
        message:
          "a push run saves nothing to the Actions cache (only the default branch's push, schedule and workflow_dispatch runs do, and publish the manifest other runs restore by)",
      },
    ]);

    const trusted = recordingCache();
    await cacheForRun(trusted, context('push', 'main'), recordingLogger()).save('k', ['f']);
    expect(trusted.calls).toEqual(['save k']);
  });
});
