/**
 * Everything the action publishes, in an order that loses nothing: the
 * report file, the job summary and the outputs first, then the sticky
 * comment (which may fail on a fork's read-only token: a warning), then the
 * baseline of a push to the default branch.
 */
import path from 'node:path';
import * as core from '@actions/core';
import { oneLine } from '../errors.js';
import { createGitHubClient } from '../github/client.js';
import { upsertComment } from '../github/comment.js';
import { setOutputs } from '../github/outputs.js';
import { writeJobSummary } from '../github/summary.js';
import { writeFileNamed } from '../io/write-file.js';
import { commentMarker, renderComment } from '../report/comment.js';
import { commentOutputs, gateOutputs } from '../report/outputs.js';
import { renderStudentsComment, renderStudentsMarkdown } from '../compare/markdown.js';
import { studentsOutputs } from '../compare/outputs.js';
import { renderMarkdown } from '../report/markdown.js';
import { createBaselineStore } from './baseline.js';
import { actionLog, logQuoted } from './log.js';
import { fileSafe, type ActionEnvironment } from './environment.js';
import type { GateRun } from './gate-run.js';
import type { ActionInputs } from './inputs.js';
import type { RunCache } from './run-cache.js';

export async function publish(
  gate: GateRun,
  inputs: ActionInputs,
  environment: ActionEnvironment,
  runCache: RunCache | null,
): Promise<void> {
  const { report } = gate;
  const { paths, context } = environment;
  const reportFile = [paths.work, `report-${fileSafe(gate.id)}.json`].join(path.sep);
  await writeFileNamed(reportFile, `${JSON.stringify(report, null, 2)}\n`, 'the JSON report');
  logQuoted(`Report written to ${reportFile}`);

  const markdown =
    gate.kind === 'students'
      ? renderStudentsMarkdown(gate.report, {
          configFile: gate.configFile,
          runUrl: context.runUrl,
          verdictFrom: gate.verdictFrom,
        })
      : renderMarkdown(gate.report, {
          configFile: gate.configFile,
          runUrl: context.runUrl,
          verdictFrom: gate.verdictFrom,
        });
  if (environment.hasStepSummary) await writeJobSummary(markdown);
  else logQuoted(markdown);
  await setOutputs(
    {
      ...(gate.kind === 'students'
        ? studentsOutputs(gate.report, reportFile)
        : gateOutputs(gate.report, reportFile)),
      ...(gate.hardInputsFile === undefined ? {} : { 'hard-inputs': gate.hardInputsFile }),
    },
    environment.outputFile,
  );

  let commentUrl: string | null = null;
  if (context.pullRequest !== null && inputs.comment) {
    commentUrl = await postComment(inputs, environment, gate);
  } else if (inputs.comment) {
    core.info(`No pull request in this ${context.eventName || 'unknown'} event; no comment`);
  }
  await setOutputs(commentOutputs(commentUrl), environment.outputFile);

  if (context.defaultBranchPush !== null && runCache !== null && gate.verdictFrom === 'this-run') {
    const store = createBaselineStore(
      [paths.work, 'baseline'].join(path.sep),
      { id: gate.id, students: gate.kind === 'students' },
      actionLog,
      runCache.cache,
      'a push saves the baseline, it does not restore one',
    );
    await store.save(context.defaultBranchPush, reportFile, {
      event: context.eventName,
      ref: `refs/heads/${context.defaultBranchPush}`,
      commit: context.sha ?? '',
      runId: context.runId,
      runAttempt: context.runAttempt,
    });
  }
}

/** Creates or updates the sticky comment; a failure is a warning, never a failed step. */
async function postComment(
  inputs: ActionInputs,
  environment: ActionEnvironment,
  gate: GateRun,
): Promise<string | null> {
  const { context } = environment;
  const pr = context.pullRequest!;
  if (context.repository === null || inputs.githubToken === '') {
    core.warning(
      `Not commenting on pull request #${pr.number}: ${context.repository === null ? 'GITHUB_REPOSITORY is not set' : 'github-token is empty'}`,
    );
    return null;
  }
  const octokit = createGitHubClient(inputs.githubToken, { log: actionLog });
  if (context.workflowRunHeadSha !== null) {
    // The PR number comes from another run's artifact: comment only where that run's commit is the head.
    try {
      const { data } = await octokit.rest.pulls.get({
        ...context.repository,
        pull_number: pr.number,
      });
      if (data.head.sha !== context.workflowRunHeadSha) {
        core.warning(
          `Not commenting on pull request #${pr.number}: its head is ${data.head.sha}, but the report comes from a run of ${context.workflowRunHeadSha}`,
        );
        return null;
      }
    } catch (error) {
      core.warning(`Not commenting on pull request #${pr.number}: ${oneLine(error)}`);
      return null;
    }
  }
  const options = {
    id: gate.id,
    configFile: gate.configFile,
    runUrl: context.runUrl,
    verdictFrom: gate.verdictFrom,
  };
  const body =
    gate.kind === 'students'
      ? renderStudentsComment(gate.report, options)
      : renderComment(gate.report, options);
  try {
    const result = await upsertComment(octokit, {
      ...context.repository,
      issueNumber: pr.number,
      marker: commentMarker(gate.id),
      body,
    });
    const verb = { created: 'Created', updated: 'Updated', unchanged: 'Left unchanged' }[
      result.action
    ];
    logQuoted(`${verb} the MetaCompress comment on pull request #${pr.number}: ${result.url}`);
    return result.url;
  } catch (error) {
    core.warning(
      `${oneLine(error)}. The report is in the job summary and in the report-json output; for pull requests from forks see the workflow_run recipe in docs/action.md`,
    );
    return null;
  }
}
