import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRunContext } from '../../src/action/event.js';
import { tempDir } from '../cli-harness.js';

function logger() {
  const warnings: string[] = [];
  return { warnings, log: { info: () => {}, warning: (m: string) => void warnings.push(m) } };
}

function payloadFile(payload: unknown): string {
  const file = path.join(tempDir(), 'event.json');
  writeFileSync(file, typeof payload === 'string' ? payload : JSON.stringify(payload));
  return file;
}

const BASE = {
  GITHUB_REPOSITORY: 'octo/distil',
  GITHUB_RUN_ID: '42',
  GITHUB_RUN_ATTEMPT: '2',
  GITHUB_SERVER_URL: 'https://github.example/',
};

describe('readRunContext', () => {
  it('reads a pull request: number, base branch, the run page', () => {
    const { warnings, log } = logger();
    const context = readRunContext(
      {
        ...BASE,
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_EVENT_PATH: payloadFile({ pull_request: { number: 7, base: { ref: 'main' } } }),
      },
      log,
    );
    expect(context).toEqual({
      eventName: 'pull_request',
      repository: { owner: 'octo', repo: 'distil' },
      pullRequest: { number: 7, baseRef: 'main' },
      defaultBranchPush: null,
      defaultBranchRun: null,
      defaultBranch: null,
      workflowRunHeadSha: null,
      runId: '42',
      runAttempt: '2',
      runUrl: 'https://github.example/octo/distil/actions/runs/42',
      sha: null,
    });
    expect(warnings).toEqual([]);
  });

  it('knows a push to the default branch from a push elsewhere, and a workflow_run head', () => {
    const { log } = logger();
    const push = (ref: string) =>
      readRunContext(
        {
          ...BASE,
          GITHUB_EVENT_NAME: 'push',
          GITHUB_REF: ref,
          GITHUB_EVENT_PATH: payloadFile({ repository: { default_branch: 'trunk' } }),
        },
        log,
      ).defaultBranchPush;
    expect(push('refs/heads/trunk')).toBe('trunk');
    expect(push('refs/heads/feature')).toBeNull();
    // The default branch the payload names, whatever the ref: where trusted manifests come from.
    expect(
      readRunContext(
        {
          ...BASE,
          GITHUB_EVENT_NAME: 'pull_request',
          GITHUB_EVENT_PATH: payloadFile({ repository: { default_branch: 'trunk' } }),
        },
        log,
      ).defaultBranch,
    ).toBe('trunk');
    const run = readRunContext(
      {
        ...BASE,
        GITHUB_EVENT_NAME: 'workflow_run',
        GITHUB_EVENT_PATH: payloadFile({ workflow_run: { head_sha: 'abc123' } }),
      },
      log,
    );
    expect([run.workflowRunHeadSha, run.pullRequest]).toEqual(['abc123', null]);
  });

  it('knows the default branch on a trusted event (push, schedule, workflow_dispatch), and no other run', () => {
    const { log } = logger();
    const branch = (
      event: string,
      ref: string,
      payload: unknown = { repository: { default_branch: 'trunk' } },
    ) =>
      readRunContext(
        {
          ...BASE,
          GITHUB_EVENT_NAME: event,
          GITHUB_REF: ref,
          GITHUB_EVENT_PATH: payloadFile(payload),
        },
        log,
      ).defaultBranchRun;
    expect(branch('push', 'refs/heads/trunk')).toBe('trunk');
    expect(branch('workflow_dispatch', 'refs/heads/trunk')).toBe('trunk');
    // A schedule runs on the default branch only, and its payload names no repository.
    expect(branch('schedule', 'refs/heads/trunk', { schedule: '0 3 * * *' })).toBe('trunk');
    expect(branch('push', 'refs/heads/feature')).toBeNull();
    expect(branch('workflow_dispatch', 'refs/heads/feature')).toBeNull();
    expect(branch('pull_request_target', 'refs/heads/trunk')).toBeNull();
    expect(branch('pull_request', 'refs/pull/7/merge')).toBeNull();
    expect(branch('issue_comment', 'refs/heads/trunk')).toBeNull();
  });

  it('warns, instead of silently finding no pull request, when the payload is unreadable or not JSON', () => {
    const missing = path.join(tempDir(), 'gone.json');
    const unreadable = logger();
    const context = readRunContext(
      { ...BASE, GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: missing },
      unreadable.log,
    );
    expect(context.pullRequest).toBeNull();
    expect(unreadable.warnings).toHaveLength(1);
    expect(unreadable.warnings[0]).toMatch(
      new RegExp(
        `^GITHUB_EVENT_PATH ${missing}: cannot read the event payload \\(ENOENT.*no comment and no baseline$`,
      ),
    );
    const broken = logger();
    readRunContext(
      {
        ...BASE,
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_EVENT_PATH: payloadFile('{"pull_request": '),
      },
      broken.log,
    );
    expect(broken.warnings[0]).toMatch(/: not a JSON event payload \(/);
  });

  it('has no repository and no run page without GITHUB_REPOSITORY', () => {
    const { log } = logger();
    const context = readRunContext({ GITHUB_EVENT_NAME: 'push' }, log);
    expect([context.repository, context.runUrl, context.runId, context.runAttempt]).toEqual([
      null,
      null,
      '0',
      '1',
    ]);
  });
});
