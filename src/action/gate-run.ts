/**
 * The action's two ways to a Report: run the gate (artifacts resolved,
 * baseline restored, ONNX Runtime provided), or read one another job made
 * (the workflow_run half of the fork-safe recipe).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as core from '@actions/core';
import { runHubContext } from '../artifacts/hub.js';
import { resolveArtifact } from '../artifacts/resolve-artifact.js';
import { createActionsCache, type ArtifactCache } from '../cache.js';
import { InputError, oneLine } from '../errors.js';
import { evaluate } from '../pipeline/index.js';
import { progressReporter } from '../progress.js';
import { parseReportText } from '../report/parse.js';
import type { Report } from '../report/types.js';
import { createRuntimeLoader } from '../runtime/loader.js';
import { createBaselineStore } from './baseline.js';
import { buildConfig, defaultId, type ResolveSource } from './config.js';
import type { ActionEnvironment } from './environment.js';
import type { ActionInputs } from './inputs.js';
import { createJsonCache } from '../cache-json.js';
import { createTeacherOutputsCache } from '../cache-teacher.js';

/** Attempts after the first for a download that fails with 5xx or breaks off. */
const DOWNLOAD_RETRIES = 3;

export interface GateRun {
  report: Report;
  /** The gate's id: comment marker and baseline key. */
  id: string;
  configFile: string | null;
  /** True when this run computed the report (false: published one another job made). */
  ranGate: boolean;
}

function artifactResolver(
  inputs: ActionInputs,
  environment: ActionEnvironment,
  cache: ArtifactCache | undefined,
): ResolveSource {
  const { paths } = environment;
  // One per run: each Hub revision is resolved to its commit once.
  const hub = runHubContext(environment.hubVariables, inputs.hfToken);
  return (_key, spec, baseDir) =>
    resolveArtifact(spec, {
      workspace: baseDir,
      destDir: [paths.work, 'artifacts'].join(path.sep),
      token: inputs.githubToken,
      allowHttp: inputs.allowHttp,
      maxBytes: inputs.maxArtifactBytes,
      retries: DOWNLOAD_RETRIES,
      apiUrl: environment.apiUrl,
      hub,
      log: core,
      ...(cache ? { cache } : {}),
    });
}

/** Resolves the artifacts, restores the baseline, and runs the pipeline. */
export async function runGate(
  inputs: ActionInputs,
  environment: ActionEnvironment,
): Promise<GateRun> {
  const { paths, context } = environment;
  const cache = inputs.cache ? createActionsCache(core) : undefined;
  const { config, id, configFile, artifacts, warnings } = await buildConfig(
    inputs,
    paths.workspace,
    artifactResolver(inputs, environment, cache),
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

  const runtime = createRuntimeLoader({
    version: inputs.onnxruntimeVersion,
    provider: inputs.executionProvider,
    toolDir: paths.toolDir,
    log: core,
    ...(cache ? { cache } : {}),
    ...(environment.npmCommand ? { npmCommand: environment.npmCommand } : {}),
  });
  const progress = progressReporter(process.stdout, 'metacompress');
  const report = await evaluate(gateConfig, {
    loadRuntime: () => runtime.loadRuntime(),
    log: core,
    progress: progress.update,
    ...(cache
      ? {
          teacherCache: createTeacherOutputsCache(
            cache,
            [paths.work, 'teacher-outputs'].join(path.sep),
            core,
          ),
          robustnessData: createJsonCache(
            cache,
            [paths.work, 'robustness-data'].join(path.sep),
            core,
          ),
        }
      : {}),
    runtimeVersion: `onnxruntime-node ${inputs.onnxruntimeVersion} ${inputs.executionProvider}`,
    ...(context.sha === null ? {} : { commit: context.sha }),
  });
  progress.finish();
  const provided = await runtime.provided();
  if (provided?.warning) report.warnings.push(provided.warning);
  report.warnings.push(...warnings);
  report.artifacts = artifacts;
  return { report, id, configFile, ranGate: true };
}

/** The `report` input: a report another job made. */
export async function readReportInput(
  reportPath: string,
  inputs: ActionInputs,
  environment: ActionEnvironment,
): Promise<GateRun> {
  const file = path.resolve(environment.paths.workspace, reportPath);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new InputError(`report ${file}: cannot read (${oneLine(error)})`, { cause: error });
  }
  const report = parseReportText(text, `report ${file}`);
  core.info(`Publishing the report ${file}; the gate is not run here`);
  return { report, id: inputs.id ?? defaultId(null), configFile: null, ranGate: false };
}
