/**
 * What the action needs to know about the workflow run, read once from the
 * runner's environment and the event payload (GITHUB_EVENT_PATH).
 */
import { readFileSync } from 'node:fs';
import { oneLine } from '../errors.js';
import type { PipelineLogger } from '../logger.js';

export interface RunContext {
  eventName: string;
  /** owner/repo of GITHUB_REPOSITORY; null when it is not set. */
  repository: { owner: string; repo: string } | null;
  /** Set on pull_request and pull_request_target events. */
  pullRequest: { number: number; baseRef: string } | null;
  /** The branch, when this run is a push to the repository's default branch. */
  defaultBranchPush: string | null;
  /**
   * The branch, when this run is the default branch's on a trusted event
   * (push, schedule, workflow_dispatch): what it writes to the Actions cache
   * every branch and pull request may restore.
   */
  defaultBranchRun: string | null;
  /** The repository's default branch, as the event payload names it; null when it names none. */
  defaultBranch: string | null;
  /** GITHUB_SHA: the commit this run evaluates (on a pull request, its merge commit); null when unset. */
  sha: string | null;
  /** The head commit of the run that triggered a workflow_run event. */
  workflowRunHeadSha: string | null;
  runId: string;
  runAttempt: string;
  /** The run's page (where the job summary is); null without a repository. */
  runUrl: string | null;
}

interface Payload {
  pull_request?: { number?: unknown; base?: { ref?: unknown } };
  workflow_run?: { head_sha?: unknown };
  repository?: { default_branch?: unknown };
}

/**
 * The event payload. A runner always writes it; one that cannot be read is
 * a warning (the gate still runs and reports, but cannot know the pull
 * request), never a silent "no pull request".
 */
function readPayload(file: string | undefined, log: PipelineLogger): Payload {
  if (file === undefined || file === '') return {};
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    log.warning(
      `GITHUB_EVENT_PATH ${file}: cannot read the event payload (${oneLine(error)}); running as if there were no pull request, so no comment and no baseline`,
    );
    return {};
  }
  try {
    return JSON.parse(text) as Payload;
  } catch (error) {
    log.warning(
      `GITHUB_EVENT_PATH ${file}: not a JSON event payload (${oneLine(error)}); running as if there were no pull request, so no comment and no baseline`,
    );
    return {};
  }
}

export function readRunContext(env: NodeJS.ProcessEnv, log: PipelineLogger): RunContext {
  const eventName = env.GITHUB_EVENT_NAME ?? '';
  const payload = readPayload(env.GITHUB_EVENT_PATH, log);
  const [owner, repo] = (env.GITHUB_REPOSITORY ?? '').split('/');
  const repository = owner && repo ? { owner, repo } : null;

  let pullRequest: RunContext['pullRequest'] = null;
  const pr = payload.pull_request;
  if (
    (eventName === 'pull_request' || eventName === 'pull_request_target') &&
    pr !== undefined &&
    typeof pr.number === 'number'
  ) {
    pullRequest = {
      number: pr.number,
      baseRef: typeof pr.base?.ref === 'string' ? pr.base.ref : '',
    };
  }

  const defaultBranch = payload.repository?.default_branch;
  const ref = env.GITHUB_REF ?? '';
  const defaultBranchPush =
    eventName === 'push' &&
    typeof defaultBranch === 'string' &&
    ref === `refs/heads/${defaultBranch}`
      ? defaultBranch
      : null;

  // GitHub runs a schedule on the default branch only; its payload names no repository.
  const onDefaultBranch =
    typeof defaultBranch === 'string' && ref === `refs/heads/${defaultBranch}`;
  const defaultBranchRun =
    (eventName === 'schedule' && ref.startsWith('refs/heads/')) ||
    (onDefaultBranch && (eventName === 'push' || eventName === 'workflow_dispatch'))
      ? ref.slice('refs/heads/'.length)
      : null;

  const runId = env.GITHUB_RUN_ID ?? '0';
  const server = (env.GITHUB_SERVER_URL ?? 'https://github.com').replace(/\/+$/, '');
  return {
    eventName,
    repository,
    pullRequest,
    defaultBranchPush,
    defaultBranchRun,
    defaultBranch: typeof defaultBranch === 'string' && defaultBranch !== '' ? defaultBranch : null,
    sha: env.GITHUB_SHA || null,
    workflowRunHeadSha:
      eventName === 'workflow_run' && typeof payload.workflow_run?.head_sha === 'string'
        ? payload.workflow_run.head_sha
        : null,
    runId,
    runAttempt: env.GITHUB_RUN_ATTEMPT ?? '1',
    runUrl: repository ? `${server}/${owner}/${repo}/actions/runs/${runId}` : null,
  };
}
