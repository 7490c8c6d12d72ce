/**
 * The action: inputs -> Config (artifacts resolved) -> the pipeline ->
 * report JSON, job summary, outputs, sticky comment, baseline -> pass or fail.
 * With the `report` input it only publishes a report another job made (the
 * workflow_run half of the fork-safe recipe).
 *
 * Warning vs failure: anything about caching (runtime, artifacts, teacher
 * outputs, baseline) and a comment that cannot be posted (a fork's read-only
 * token) are warnings; a model, dataset or input that cannot be used fails
 * the step with one line. The gate's verdict fails the step only after
 * everything is written and published.
 *
 * Test-only environment: METACOMPRESS_NPM_COMMAND replaces the npm command
 * that installs onnxruntime-node (a JSON array such as
 * ["node","test/runtime/fake-npm.mjs"], or a command line split on spaces),
 * so the tests run offline. Nothing else reads it.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as core from '@actions/core';
import { resolveArtifact } from './artifacts/resolve-artifact.js';
import { createActionsCache, type ArtifactCache } from './cache.js';
import { buildConfig, defaultId, type ResolveSource } from './action/config.js';
import { createBaselineStore } from './action/baseline.js';
import { readRunContext, type RunContext } from './action/event.js';
import { readInputs, type ActionInputs } from './action/inputs.js';
import { createRuntimeLoader } from './action/runtime.js';
import { createTeacherOutputsCache } from './action/teacher-cache.js';
import { InputError, oneLine } from './errors.js';
import { writeFileNamed } from './io/write-file.js';
import { createGitHubClient } from './github/client.js';
import { setOutputs } from './github/outputs.js';
import { upsertComment } from './github/comment.js';
import { evaluate } from './pipeline.js';
import { progressReporter } from './progress.js';
import { commentMarker, renderComment } from './report/comment.js';
import { RELATION_NAMES, rateOf } from './report/format.js';
import { renderMarkdown } from './report/markdown.js';
import { REPORT_VERSION, type Report } from './report/types.js';

/** Attempts after the first for a download that fails with 5xx or breaks off. */
const DOWNLOAD_RETRIES = 3;

interface RunnerPaths {
  workspace: string;
  /** Our files under RUNNER_TEMP: artifacts, teacher outputs, reports. */
  work: string;
  /** Where onnxruntime-node is installed (RUNNER_TOOL_CACHE, else RUNNER_TEMP). */
  toolDir: string;
}

function runnerPaths(env: NodeJS.ProcessEnv): RunnerPaths {
  const workspace = path.resolve(env.GITHUB_WORKSPACE || process.cwd());
  const temp = path.resolve(env.RUNNER_TEMP || [workspace, '.metacompress-temp'].join(path.sep));
  // Joined by hand: ncc rewrites path.join(x, 'literal') into a bundled asset.
  return {
    workspace,
    work: [temp, 'metacompress'].join(path.sep),
    toolDir: path.resolve(env.RUNNER_TOOL_CACHE || temp),
  };
}

function npmCommand(env: NodeJS.ProcessEnv): string[] | undefined {
  const value = env.METACOMPRESS_NPM_COMMAND?.trim();
  if (!value) return undefined;
  if (value.startsWith('[')) return JSON.parse(value) as string[];
  return value.split(/\s+/);
}

function artifactResolver(
  inputs: ActionInputs,
  paths: RunnerPaths,
  cache: ArtifactCache | undefined,
): ResolveSource {
  return async (key, source, baseDir, sha256) => {
    try {
      const resolved = await resolveArtifact(
        { source, ...(sha256 === undefined ? {} : { sha256 }) },
        {
          workspace: baseDir,
          destDir: [paths.work, 'artifacts'].join(path.sep),
          token: inputs.githubToken,
          allowHttp: inputs.allowHttp,
          maxBytes: inputs.maxArtifactBytes,
          retries: DOWNLOAD_RETRIES,
          log: core,
          ...(cache ? { cache } : {}),
        },
      );
      return resolved.path;
    } catch (error) {
      throw new InputError(`${key}: ${oneLine(error)}`);
    }
  };
}

function safeName(id: string): string {
  return id.replace(/[^A-Za-z0-9._-]/g, '_');
}

interface Published {
  reportFile: string;
  commentUrl: string | null;
}

async function publish(
  report: Report,
  inputs: ActionInputs,
  context: RunContext,
  paths: RunnerPaths,
  gate: { id: string; configFile: string | null },
): Promise<Published> {
  const reportFile = [paths.work, `report-${safeName(gate.id)}.json`].join(path.sep);
  await writeFileNamed(reportFile, `${JSON.stringify(report, null, 2)}\n`, 'the JSON report');
  core.info(`Report written to ${reportFile}`);

  const markdown = renderMarkdown(report, {
    configFile: gate.configFile,
    runUrl: context.runUrl,
  });
  if (process.env.GITHUB_STEP_SUMMARY) {
    try {
      await core.summary.addRaw(markdown, true).write();
    } catch (error) {
      core.warning(`Could not write the job summary: ${oneLine(error)}`);
    }
  } else {
    core.info(markdown);
  }

  const outputs: Record<string, string> = { passed: String(report.gate.passed) };
  for (const name of RELATION_NAMES) {
    const rate = rateOf(report, name).rate;
    outputs[`${name.toLowerCase()}-rate`] = rate === null ? '' : String(rate);
  }
  outputs['report-json'] = reportFile;
  await setOutputs(outputs);

  let commentUrl: string | null = null;
  if (context.pullRequest !== null && inputs.comment) {
    commentUrl = await postComment(report, inputs, context, gate);
  } else if (inputs.comment) {
    core.info(`No pull request in this ${context.eventName || 'unknown'} event; no comment`);
  }
  await setOutputs({ 'comment-url': commentUrl ?? '' });

  if (context.defaultBranchPush !== null && inputs.cache && inputs.report === null) {
    await createBaselineStore([paths.work, 'baseline'].join(path.sep), gate.id, core).save(
      context.defaultBranchPush,
      reportFile,
      context.runId,
      context.runAttempt,
    );
  }
  return { reportFile, commentUrl };
}

/** Creates or updates the sticky comment; a failure is a warning, never a failed step. */
async function postComment(
  report: Report,
  inputs: ActionInputs,
  context: RunContext,
  gate: { id: string; configFile: string | null },
): Promise<string | null> {
  const pr = context.pullRequest!;
  if (context.repository === null || inputs.githubToken === '') {
    core.warning(
      `Not commenting on pull request #${pr.number}: ${context.repository === null ? 'GITHUB_REPOSITORY is not set' : 'github-token is empty'}`,
    );
    return null;
  }
  const octokit = createGitHubClient(inputs.githubToken, { log: core });
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
  const body = renderComment(report, {
    id: gate.id,
    configFile: gate.configFile,
    runUrl: context.runUrl,
  });
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
    core.info(`${verb} the MetaCompress comment on pull request #${pr.number}: ${result.url}`);
    return result.url;
  } catch (error) {
    core.warning(
      `${oneLine(error)}. The report is in the job summary and in the report-json output; for pull requests from forks see the workflow_run recipe in docs/action.md`,
    );
    return null;
  }
}

interface GateRun {
  report: Report;
  id: string;
  configFile: string | null;
}

/** Resolves the artifacts and runs the pipeline. */
async function runGate(
  inputs: ActionInputs,
  context: RunContext,
  paths: RunnerPaths,
): Promise<GateRun> {
  const cache = inputs.cache ? createActionsCache(core) : undefined;
  const { config, id, configFile } = await buildConfig(
    inputs,
    paths.workspace,
    artifactResolver(inputs, paths, cache),
  );

  let gateConfig = config;
  if (context.pullRequest !== null && inputs.cache && config.gate.baseline === null) {
    const baseline = await createBaselineStore(
      [paths.work, 'baseline'].join(path.sep),
      id,
      core,
    ).restore(context.pullRequest.baseRef);
    if (baseline !== null) gateConfig = { ...config, gate: { ...config.gate, baseline } };
  }

  const command = npmCommand(process.env);
  const runtime = createRuntimeLoader({
    version: inputs.onnxruntimeVersion,
    provider: inputs.executionProvider,
    toolDir: paths.toolDir,
    log: core,
    ...(cache ? { cache } : {}),
    ...(command ? { npmCommand: command } : {}),
  });
  const progress = progressReporter(process.stdout, 'metacompress');
  const report = await evaluate(gateConfig, {
    loadOrt: () => runtime.loadOrt(),
    log: core,
    progress: progress.update,
    ...(cache
      ? {
          teacherCache: createTeacherOutputsCache(
            cache,
            [paths.work, 'teacher-outputs'].join(path.sep),
            core,
          ),
        }
      : {}),
    runtimeVersion: `onnxruntime-node ${inputs.onnxruntimeVersion} ${inputs.executionProvider}`,
  });
  progress.finish();
  const provided = await runtime.provided();
  if (provided?.warning) report.warnings.push(provided.warning);
  return { report, id, configFile };
}

/** The `report` input: a report another job made (the workflow_run recipe). */
async function readReport(inputs: ActionInputs, paths: RunnerPaths): Promise<GateRun> {
  const file = path.resolve(paths.workspace, inputs.report!);
  let report: Partial<Report>;
  try {
    report = JSON.parse(await readFile(file, 'utf8')) as Partial<Report>;
  } catch (error) {
    throw new InputError(`report ${file}: cannot read a JSON report (${oneLine(error)})`);
  }
  if (
    report.schema !== 'metacompress-report' ||
    report.version !== REPORT_VERSION ||
    report.gate === undefined ||
    report.relations === undefined
  ) {
    throw new InputError(
      `report ${file}: not a MetaCompress report of version ${REPORT_VERSION} (schema "metacompress-report")`,
    );
  }
  core.info(`Publishing the report ${file}; the gate is not run here`);
  return { report: report as Report, id: inputs.id ?? defaultId(null), configFile: null };
}

export async function run(): Promise<void> {
  try {
    const inputs = readInputs((name) => core.getInput(name));
    const event = readRunContext(process.env);
    const context: RunContext =
      inputs.pullRequest === null
        ? event
        : {
            ...event,
            pullRequest: { number: inputs.pullRequest, baseRef: event.pullRequest?.baseRef ?? '' },
          };
    const paths = runnerPaths(process.env);

    const gate =
      inputs.report !== null
        ? await readReport(inputs, paths)
        : await runGate(inputs, context, paths);
    const { report } = gate;
    await publish(report, inputs, context, paths, gate);

    if (report.gate.passed) {
      core.info('MetaCompress: the fidelity gate passed');
    } else if (inputs.failOnViolation) {
      for (const failure of report.gate.failures) core.error(failure, { title: 'MetaCompress' });
      core.setFailed(
        `The fidelity gate failed on ${report.gate.failures.length} relation${report.gate.failures.length === 1 ? '' : 's'}; see the job summary`,
      );
    } else {
      core.warning(
        `The fidelity gate failed (${report.gate.failures.length} relations), but fail-on-violation is false`,
      );
    }
  } catch (error) {
    if (!(error instanceof InputError) && error instanceof Error && error.stack) {
      core.debug(error.stack);
    }
    core.setFailed(oneLine(error));
  }
}
