/**
 * The action's two ways to a Report: run the gate (artifacts resolved,
 * baseline restored, ONNX Runtime provided), or read one another job made
 * (the workflow_run half of the fork-safe recipe). A `students:` config runs
 * every student against one teacher run and gives a StudentsReport.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { actionLog, logQuoted } from './log.js';
import { runHubContext } from '../artifacts/hub.js';
import { toJsonLines } from '../export/hard-inputs.js';
import { writeFileNamed } from '../io/write-file.js';
import { resolveArtifact } from '../artifacts/resolve-artifact.js';
import { InputError, oneLine } from '../errors.js';
import { failedBecause } from '../gate/index.js';
import { runConfig } from '../pipeline/index.js';
import { studentsReport } from '../compare/index.js';
import { STUDENTS_REPORT_SCHEMA, type StudentsReport } from '../compare/types.js';
import type { StudentsConfig } from '../config/types.js';
import type { PipelineDeps } from '../pipeline/types.js';
import { studentsStepVerdict } from '../compare/students-gate.js';
import type { GateVerdict } from '../gate/types.js';
import { progressReporter } from '../progress.js';
import { parseJsonText, parseReport } from '../report/parse.js';
import type { Report } from '../report/types.js';
import type { VerdictFrom } from '../report/markdown.js';
import { redecide, trustedGate } from '../pipeline/redecide.js';
import { redecideStudents } from '../pipeline/redecide-students.js';
import { createRuntimeLoader } from '../runtime/loader.js';
import { BaselineRefused, createBaselineStore, githubBaselineApi } from './baseline.js';
import { createGitHubClient } from '../github/client.js';
import { buildConfig, defaultId, readTrustedConfig, type ResolveSource } from './config.js';
import { fileSafe, type ActionEnvironment } from './environment.js';
import type { ActionInputs } from './inputs.js';
import { createJsonCache } from '../store/json-entries.js';
import { createTeacherOutputsCache } from '../store/teacher-entries.js';
import type { RunCache } from './run-cache.js';

/** Attempts after the first for a download that fails with 5xx or breaks off. */
const DOWNLOAD_RETRIES = 3;

/** What the run made: one student's Report, or the StudentsReport of a `students:` config. */
export type GateResult =
  { kind: 'student'; report: Report } | { kind: 'students'; report: StudentsReport };

export type GateRun = GateResult & GateRunContext;

interface GateRunContext {
  /** The gate's id: comment marker and baseline key. */
  id: string;
  configFile: string | null;
  /**
   * Who decided the verdict: this run (it ran the gate), this job again from
   * the counts of a report another job made (`decided-again`), or nobody
   * (`not-verified`: a report another job made, with no config here).
   */
  verdictFrom: VerdictFrom;
  /** Where `export-hard` wrote the inputs to distil on again (the `hard-inputs` output); absent: not asked. */
  hardInputsFile?: string;
}

function artifactResolver(
  inputs: ActionInputs,
  environment: ActionEnvironment,
  runCache: RunCache | null,
): ResolveSource {
  const cache = runCache?.cache;
  const trusted = runCache?.trusted;
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
      downloadTimeoutMs: inputs.downloadTimeoutMinutes * 60_000,
      downloadTimeoutName: `download-timeout-minutes ${inputs.downloadTimeoutMinutes}`,
      retries: DOWNLOAD_RETRIES,
      apiUrl: environment.apiUrl,
      hub,
      log: actionLog,
      ...(cache ? { cache } : {}),
      ...(trusted ? { trusted } : {}),
    });
}

/** What a run of the pipeline needs: the config, the store and the runtime. */
async function prepareRun(
  inputs: ActionInputs,
  environment: ActionEnvironment,
  runCache: RunCache | null,
) {
  const { paths, context } = environment;
  const cache = runCache?.cache;
  const built = await buildConfig(
    inputs,
    paths.workspace,
    artifactResolver(inputs, environment, runCache),
  );
  const runtime = createRuntimeLoader({
    version: inputs.onnxruntimeVersion,
    provider: inputs.executionProvider,
    toolDir: paths.toolDir,
    log: actionLog,
    ...(cache ? { cache } : {}),
    ...(runCache?.trusted ? { trusted: runCache.trusted } : {}),
    ...(environment.npmCommand ? { npmCommand: environment.npmCommand } : {}),
  });
  const progress = progressReporter(process.stdout, 'metacompress');
  const deps: PipelineDeps = {
    loadRuntime: () => runtime.loadRuntime(),
    log: actionLog,
    progress: progress.update,
    ...(cache
      ? {
          teacherCache: createTeacherOutputsCache(
            cache,
            [paths.work, 'teacher-outputs'].join(path.sep),
            actionLog,
          ),
          robustnessData: createJsonCache(
            cache,
            [paths.work, 'robustness-data'].join(path.sep),
            actionLog,
          ),
        }
      : {}),
    runtimeVersion: `onnxruntime-node ${inputs.onnxruntimeVersion} ${inputs.executionProvider}`,
    ...(context.sha === null ? {} : { commit: context.sha }),
  };
  return { ...built, runtime, progress, deps };
}

/** Resolves the artifacts, restores the baseline, and runs the pipeline. */
export async function runGate(
  inputs: ActionInputs,
  environment: ActionEnvironment,
  runCache: RunCache | null,
): Promise<GateRun> {
  const { paths, context } = environment;
  const { config, id, configFile, artifacts, warnings, runtime, progress, deps } = await prepareRun(
    inputs,
    environment,
    runCache,
  );
  let gateConfig = config;
  // Set when only untrusted baseline entries were found: the gate runs without one and fails.
  let baselineRefused: string | null = null;
  if (context.pullRequest !== null && runCache !== null && config.gate.baseline === null) {
    const check =
      context.repository === null || inputs.githubToken === ''
        ? 'no repository or token to check the baseline with'
        : typeof runCache.manifests === 'string'
          ? `its run's manifest cannot be found (${runCache.manifests})`
          : {
              api: githubBaselineApi(
                createGitHubClient(inputs.githubToken, { log: actionLog }),
                context.repository,
              ),
              manifests: runCache.manifests,
              cache: runCache.unchecked,
            };
    try {
      const baseline = await createBaselineStore(
        [paths.work, 'baseline'].join(path.sep),
        { id, students: config.students !== null },
        actionLog,
        runCache.unchecked,
        check,
      ).restore(context.pullRequest.baseRef);
      if (baseline !== null) gateConfig = { ...config, gate: { ...config.gate, baseline } };
    } catch (error) {
      if (!(error instanceof BaselineRefused)) throw error;
      baselineRefused = error.message;
    }
  }

  const rule = inputs.exportHard;
  const hardInputsFile =
    rule === null ? null : [paths.work, `hard-inputs-${fileSafe(id)}.jsonl`].join(path.sep);
  const runDeps: PipelineDeps = {
    ...deps,
    ...(rule === null || hardInputsFile === null
      ? {}
      : {
          exportHard: {
            rule,
            write: (rows) => writeFileNamed(hardInputsFile, toJsonLines(rows), 'the hard inputs'),
          },
        }),
  };
  const gateRun = {
    id,
    configFile,
    verdictFrom: 'this-run',
    ...(hardInputsFile === null ? {} : { hardInputsFile }),
  } as const;
  // What every report of the run carries: the runtime's and the artifacts' warnings, the
  // artifacts, and a refused baseline as a failed verdict.
  const finish = (report: Report, providedWarning: string | undefined) => {
    if (providedWarning) report.warnings.push(providedWarning);
    report.warnings.push(...warnings);
    report.gate = failedBecause(report.gate, baselineRefused);
    report.artifacts = artifacts;
  };
  const result = await runConfig(gateConfig, { kind: 'run' }, runDeps);
  progress.finish();
  const provided = await runtime.provided();
  if (result.kind === 'students' && config.students !== null) {
    for (const { report } of result.report.students) finish(report, provided?.warning);
    // Only a refused baseline changes a student's verdict after the run.
    const report =
      baselineRefused === null ? result.report : decidedAgain(result.report, config.students);
    return { kind: 'students', report, ...gateRun };
  }
  if (result.kind !== 'student') {
    throw new InputError(
      'the config sets shard: a shard run is the shard input (which writes a partial report), not a gate run',
    );
  }
  finish(result.report, provided?.warning);
  return { ...result, ...gateRun };
}

/**
 * The StudentsReport with its `gate.students` verdict and comparison made
 * again from its students' verdicts (a refused baseline fails each one after
 * the run).
 */
function decidedAgain(
  report: StudentsReport,
  config: Pick<StudentsConfig, 'mustPass' | 'fidelity'>,
): StudentsReport {
  return studentsReport(
    report.students,
    config,
    report.teacher.cost,
    report.notes,
    report.commit,
    new Date(report.createdAt),
  );
}

/**
 * The step's verdict in one shape for either kind: a single run's gate, or
 * `gate.students` with the gated students' failing and undecided checks
 * under their names.
 */
export function stepVerdict(
  gate: GateResult,
): Pick<GateVerdict, 'passed' | 'failures' | 'inconclusive' | 'inconclusivePolicy'> {
  if (gate.kind === 'student') return gate.report.gate;
  const policy = gate.report.students[0]?.report.gate.inconclusivePolicy ?? 'warn';
  return { ...studentsStepVerdict(gate.report), inconclusivePolicy: policy };
}

/**
 * The `shard` input: runs one shard (its rows and its slice of the
 * robustness inputs) with the Actions cache, so that a default-branch
 * matrix fills the teacher's cached side of each shard and a pull request's
 * shard restores its own, and writes the partial report into the workspace.
 * Returns its path; nothing is published and no verdict is decided.
 */
export async function runShardInput(
  inputs: ActionInputs,
  environment: ActionEnvironment,
  runCache: RunCache | null,
): Promise<string> {
  const { config, progress, deps } = await prepareRun(inputs, environment, runCache);
  const shard = config.shard;
  // buildConfig sets it from the shard input, which is why this ran.
  if (shard === null) throw new Error('runShardInput without the shard input');
  const file = path.join(
    environment.paths.workspace,
    `metacompress-partial-${shard.index}-of-${shard.count}.json`,
  );
  // A students: config's shard writes one partial per student, as the CLI's does.
  const result = await runConfig(config, { kind: 'run' }, deps);
  if (result.kind !== 'partial') throw new Error(`a shard's run gave a ${result.kind} result`);
  const partial = result.partial;
  progress.finish();
  await writeFileNamed(file, JSON.stringify(partial), 'the partial report');
  return file;
}

/**
 * The `report` input: a report another job made, untrusted. Its verdict is
 * decided again from its counts with the `config` this job reads; without
 * one it is published as not verified, its `passed` false. A students
 * report (a `students:` run merged elsewhere) is decided again student by
 * student, and needs the config's `students:` map.
 */
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
  const source = `report ${file}`;
  const document = parseJsonText(text, source);
  const config = readTrustedConfig(inputs, environment.paths.workspace);
  const id = inputs.id ?? defaultId(null);
  const configFile = inputs.config;
  if ((document as { schema?: unknown } | null)?.schema === STUDENTS_REPORT_SCHEMA) {
    if (config === null) {
      throw new InputError(
        `${source}: a students report is decided again with the students: map of a config: give config: (this repository's metacompress.yml, from the base branch)`,
      );
    }
    const report = redecideStudents(document, config, source);
    logQuoted(`Publishing the students report ${file}; the gate is not run here`);
    return { kind: 'students', report, id, configFile, verdictFrom: 'decided-again' };
  }
  const report = parseReport(document, source);
  logQuoted(`Publishing the report ${file}; the gate is not run here`);
  if (config === null) {
    const unchecked = { ...report, gate: { ...report.gate, passed: false } };
    return {
      kind: 'student',
      report: unchecked,
      id,
      configFile: null,
      verdictFrom: 'not-verified',
    };
  }
  return {
    kind: 'student',
    report: redecide(report, trustedGate(config), source),
    id,
    configFile,
    verdictFrom: 'decided-again',
  };
}
