import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { resolveConfigArtifacts, type ConfigArtifacts } from './artifacts/config-artifacts.js';
import { runHubContext } from './artifacts/hub.js';
import {
  resolveArtifact,
  type ArtifactSpec,
  type ResolvedArtifact,
} from './artifacts/resolve-artifact.js';
import { closestName } from './config/did-you-mean.js';
import {
  applyOverrides,
  applyStudentFlags,
  CONFIG_KEYS,
  parseConfig,
  readConfigDocument,
} from './config/load.js';
import type { Config } from './config/types.js';
import { demoNote } from './demo-note.js';
import { BUG_REPORT_HINT, InputError, oneLine } from './errors.js';
import { HARD_RULES, isHardRule, toJsonLines, type HardRule } from './export/hard-inputs.js';
import { init, type InitOptions } from './init.js';
import { writeFileNamed } from './io/write-file.js';
import { CHECK_ROWS } from './pipeline/check.js';
import { CHECK_COMPLETION_ROWS } from './pipeline/check-completion.js';
import { renderCheck, runConfig, type RunMode } from './pipeline/index.js';
import type { PipelineDeps } from './pipeline/types.js';
import { lineLogger } from './logger.js';
import { planRun } from './plan/index.js';
import { progressReporter, type ProgressReporter, type TextStream } from './progress.js';
import { statusLine } from './report/verdict.js';
import { loadUserRuntime } from './runtime/user-runtime.js';
import { renderMarkdown } from './report/markdown.js';
import { renderStudentsMarkdown } from './compare/markdown.js';
import { renderStudentsTerminal, studentsQuietLine } from './compare/terminal.js';
import { renderTerminal } from './report/terminal.js';
import { TOOL_VERSION } from './version.js';
import { createLocalCache, localCacheBytes } from './store/local-cache.js';
import { createTeacherOutputsCache } from './store/teacher-entries.js';
import { createJsonCache } from './store/json-entries.js';
import { userCacheDir, type Environment } from './runtime/user-runtime.js';

/** Exit statuses: the gate passed, the gate failed, the input was unusable, a bug in MetaCompress. */
export const EXIT = { passed: 0, failed: 1, unusable: 2, internal: 3 } as const;

const USAGE = `Usage: metacompress [run] [--config FILE] [--report-json PATH] [--report-md PATH] [--quiet] [--<key.path> VALUE ...]
                        [--export-hard PATH [--export-hard-rule all|confident-teacher]]
       metacompress help | --help | -h        metacompress --version | -V
       metacompress run --shard I/N --partial-json PATH [--config FILE ...]
       metacompress merge [--config FILE] [--report-json PATH] [--report-md PATH] PARTIAL.json ...
       metacompress check [--config FILE] [--<key.path> VALUE ...]
       metacompress plan [--config FILE] [--target-minutes N] [--probe-seconds N] [--<key.path> VALUE ...]
       metacompress init MODEL [DATA] [--teacher MODEL] [--workflow]

Runs the fidelity gate: teacher vs student on a dataset, four metamorphic relations.
With no arguments, runs the bundled vulnerability-prediction example.
A shard run scores usable rows i with i mod N = I (with transforms, also its slice of the
transformed and attacked inputs) and writes a partial report; merge combines the partial
reports of shards 0..N-1 into the report of one run.
check runs both models on the first ${CHECK_ROWS} rows without gating and shows the model
contract, one encoded sample per model and what is misconfigured (exit 0 usable, 2 not);
for task code-completion, the windows of the first ${CHECK_COMPLETION_ROWS} rows, each model's
perplexity and their top-1 agreement.
plan probes both models on a few inputs and prints the run's projected wall time per
part (rows, transformed inputs, each attack method), teacher and student apart, for
1, 2, 4 ... 32 shards, and how many shards fit --target-minutes.
init writes ./metacompress.yml (and with --workflow the GitHub workflow) from model
files or folders (ONNX + tokenizer.json, or precomputed outputs) and a data file (a folder
of causal language models: task code-completion, teacher and students chosen in it);
each may be a Hub file, hf://OWNER/REPO[@REVISION]/PATH, written at its commit.

  --config FILE        metacompress.yml (default: ./metacompress.yml, else the bundled example)
  --report-json PATH   write the JSON report (plan: what the probe measured and the plan)
  --report-md PATH     write the Markdown report
  --quiet, -q          print only the status line
  --export-hard PATH   write the inputs to distil on again as JSON Lines: every input where the
                       student violates MR1, MR2 or MR3 and every successful attack on it
  --export-hard-rule RULE  all (default), or confident-teacher: the teacher at least tau
                       confident and the student below tau on the teacher's class (LLKD)
  --shard I/N          score one slice of the dataset (job matrix); needs --partial-json
  --partial-json PATH  write the shard's partial report
  --student NAME=PATH  add a student (repeatable): the config's student: section (or the first of its
                       students:) with its model at PATH; many students are compared in one run
  --target-minutes N   plan: the wall time a run should fit (minutes)
  --probe-seconds N    plan: the probe's time per attack method (default 60; more measures
                       slow models' queries where 60 s would count the reference's budget)
  --time-limit TIME    stop the run at TIME (seconds, 90s, 45m, 1.5h; default 45m; off: none),
                       report what finished and what did not run, and exit 1
  --<key.path> VALUE   override a config key, e.g. --dataset.limit 200 --gate.ceilings.mr1 off

Exit status: 0 gate passed, 1 gate failed, 2 unusable input, 3 internal error (a bug).`;

/** The bundled demo, relative to the package root (a plain string so ncc does not copy it). */
const DEMO_CONFIG = 'examples/vulnerability/metacompress.yml';
const CONFIG_NAME = 'metacompress.yml';

interface CliArgs {
  command: 'run' | 'merge' | 'check' | 'plan';
  /** merge: the partial reports. */
  files: string[];
  partialJson: string | null;
  config: string | null;
  reportJson: string | null;
  reportMd: string | null;
  quiet: boolean;
  /** plan: the wall time the run should fit, in minutes; null: none. */
  targetMinutes: number | null;
  /** plan: the probe's time budget per attack method, in seconds; null: its default. */
  probeSeconds: number | null;
  overrides: [string, string][];
  exportHard: string | null;
  exportHardRule: HardRule;
  /** `--student NAME=PATH`, in order. */
  students: string[];
}

/** The flags that take a value; any other `--name VALUE` (--shard too) must be a config key path. */
const VALUE_FLAGS = [
  'config',
  'report-json',
  'report-md',
  'partial-json',
  'export-hard',
  'export-hard-rule',
  'student',
  'target-minutes',
  'probe-seconds',
] as const;
/** The flags that stand alone. */
const SWITCHES = ['quiet', 'help', 'version'] as const;
const COMMANDS = ['run', 'merge', 'check', 'plan', 'init', 'help'] as const;
/** The commands that read a config like `run` (and take its flags). */
const CONFIG_COMMANDS = ['run', 'merge', 'check', 'plan'] as const;

/**
 * `unknown option --quite (did you mean --quiet?)`: the closest flag, or for
 * a `--key.path` the closest top-level config key in its place; else the
 * pointer to --help.
 */
function unknownOption(flag: string): InputError {
  const written = flag.split('=')[0]!;
  const [first, ...path] = written.replace(/^-+/, '').split('.') as [string, ...string[]];
  const close =
    path.length > 0
      ? closestName(first, CONFIG_KEYS)
      : closestName(first, [...SWITCHES, ...VALUE_FLAGS, ...CONFIG_KEYS]);
  const hint =
    close === null ? 'see metacompress --help' : `did you mean --${[close, ...path].join('.')}?`;
  return new InputError(`unknown option ${written} (${hint})`);
}

type InitArgs = Omit<InitOptions, 'cwd' | 'fetchHub'>;

/** `init MODEL [DATA] [--teacher MODEL] [--workflow]`. */
function parseInitArgs(rest: string[]): InitArgs {
  const options: InitArgs = { paths: [], teacher: null, workflow: false };
  for (let i = 0; i < rest.length; i += 1) {
    const flag = rest[i]!;
    if (flag === '--workflow') options.workflow = true;
    else if (flag === '--teacher') {
      options.teacher = rest[++i] ?? null;
      if (options.teacher === null) throw new InputError('--teacher needs a value');
    } else if (flag.startsWith('-')) {
      throw new InputError(
        `unknown option ${flag} for init (allowed: --teacher MODEL, --workflow)`,
      );
    } else options.paths.push(flag);
  }
  return options;
}

function parseArgs(argv: string[]): CliArgs | { init: InitArgs } | 'help' | 'version' {
  if (argv[0] === 'help') return 'help';
  if (argv[0] === 'init') {
    if (argv.includes('--help') || argv.includes('-h')) return 'help';
    return { init: parseInitArgs(argv.slice(1)) };
  }
  const args: CliArgs = {
    command: argv[0] === 'merge' || argv[0] === 'check' || argv[0] === 'plan' ? argv[0] : 'run',
    files: [],
    partialJson: null,
    config: null,
    reportJson: null,
    reportMd: null,
    quiet: false,
    targetMinutes: null,
    probeSeconds: null,
    overrides: [],
    exportHard: null,
    exportHardRule: 'all',
    students: [],
  };
  const rest = (CONFIG_COMMANDS as readonly string[]).includes(argv[0] ?? '')
    ? argv.slice(1)
    : argv;
  for (let i = 0; i < rest.length; i += 1) {
    const flag = rest[i]!;
    if (flag === '--help' || flag === '-h') return 'help';
    if (flag === '--version' || flag === '-V') return 'version';
    if (flag === '--quiet' || flag === '-q') {
      args.quiet = true;
      continue;
    }
    if (!flag.startsWith('-')) {
      if (args.command === 'merge') {
        args.files.push(flag);
        continue;
      }
      const command = closestName(flag, COMMANDS);
      throw new InputError(
        `unexpected argument ${JSON.stringify(flag)} (${command === null ? 'see metacompress --help' : `did you mean metacompress ${command}?`})`,
      );
    }
    if (!flag.startsWith('--')) throw unknownOption(flag);
    const [name, inline] = flag.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    if ((SWITCHES as readonly string[]).includes(name)) {
      throw new InputError(`--${name} takes no value`);
    }
    const isFlag = (VALUE_FLAGS as readonly string[]).includes(name);
    // Every other `--a.b VALUE` overrides a config key: its first part must be one.
    if (!isFlag && !(CONFIG_KEYS as readonly string[]).includes(name.split('.')[0]!)) {
      throw unknownOption(flag);
    }
    const value = inline ?? rest[++i];
    if (value === undefined) throw new InputError(`--${name} needs a value`);
    if (name === 'config') args.config = value;
    else if (name === 'report-json') args.reportJson = value;
    else if (name === 'report-md') args.reportMd = value;
    else if (name === 'partial-json') args.partialJson = value;
    else if (name === 'student') args.students.push(value);
    else if (name === 'target-minutes') args.targetMinutes = positive(name, value, 'minutes');
    else if (name === 'probe-seconds') args.probeSeconds = positive(name, value, 'seconds');
    else if (name === 'export-hard') args.exportHard = value;
    else if (name === 'export-hard-rule') {
      if (!isHardRule(value)) {
        throw new InputError(
          `--export-hard-rule ${JSON.stringify(value)}: allowed are ${HARD_RULES.join(', ')}`,
        );
      }
      args.exportHardRule = value;
    } else args.overrides.push([name, value]);
  }
  for (const [flag, value] of [
    ['target-minutes', args.targetMinutes],
    ['probe-seconds', args.probeSeconds],
  ] as const) {
    if (value !== null && args.command !== 'plan') {
      throw new InputError(`--${flag} is a flag of metacompress plan`);
    }
  }
  return args;
}

/** `--target-minutes N`, `--probe-seconds N`: a positive number of `unit`. */
function positive(flag: string, value: string, unit: string): number {
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n) || n <= 0) {
    throw new InputError(
      `--${flag} must be a positive number of ${unit}, got ${JSON.stringify(value)}`,
    );
  }
  return n;
}

async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new InputError(`cannot read ${file} as JSON (${oneLine(error)})`);
  }
}

export interface CliEnvironment {
  /** Where the bundled examples live (the package root). */
  packageRoot: string;
  stdout: TextStream;
  stderr: TextStream;
  cwd: string;
  fileExists: (file: string) => boolean;
  /** Print the stack of an internal error (METACOMPRESS_DEBUG is set). */
  debug?: boolean;
  /**
   * The environment the local cache is found from (XDG_CACHE_HOME, HOME,
   * METACOMPRESS_CACHE_MAX_MB); absent: the run keeps nothing between runs.
   */
  env?: Environment;
}

/**
 * The teacher's outputs and robustness side, and the attacks' per-data-set
 * values, kept in the local cache (<user cache>/metacompress/teacher),
 * bounded by METACOMPRESS_CACHE_MAX_MB; none when that is 0.
 */
function localCaches(
  env: Environment,
  log: PipelineDeps['log'],
): Pick<PipelineDeps, 'teacherCache' | 'robustnessData'> {
  const maxBytes = localCacheBytes(env);
  if (maxBytes === null) return {};
  const root = path.join(userCacheDir(env), 'teacher');
  const logger = { ...log, debug: () => {} };
  const cache = createLocalCache(path.join(root, 'entries'), { maxBytes, log });
  return {
    teacherCache: createTeacherOutputsCache(cache, path.join(root, 'work'), logger),
    robustnessData: createJsonCache(cache, path.join(root, 'work'), logger),
  };
}

/** Largest artifact accepted: the action's default artifact-size-limit-mb (4096 MiB). */
const MAX_ARTIFACT_BYTES = 4096 * 1024 ** 2;
/** Attempts after the first for a download that fails with 5xx or breaks off (as the action). */
const DOWNLOAD_RETRIES = 3;

/**
 * The resolver the action uses, with the CLI's local cache
 * (<user cache>/metacompress/artifacts, bounded by METACOMPRESS_CACHE_MAX_MB;
 * downloads land in a temporary folder when the run keeps nothing).
 * GITHUB_TOKEN (sent to GITHUB_API_URL only) reads private release assets,
 * HF_TOKEN / HF_ENDPOINT / HF_HUB_OFFLINE steer the Hub, and
 * METACOMPRESS_ALLOW_HTTP=1 permits plain http URLs. Shared by the run and
 * `init`, so that both read a Hub file from the same cache.
 */
function artifactResolver(
  env: Environment | undefined,
  log: PipelineDeps['log'],
): (spec: ArtifactSpec, dir: string) => Promise<ResolvedArtifact> {
  const vars = env ?? {};
  const maxCacheBytes = env === undefined ? null : localCacheBytes(env);
  const root =
    env === undefined
      ? path.join(tmpdir(), 'metacompress-artifacts')
      : path.join(userCacheDir(env), 'artifacts');
  const logger = { ...log, debug: () => {} };
  const cache =
    maxCacheBytes === null
      ? undefined
      : createLocalCache(path.join(root, 'entries'), { maxBytes: maxCacheBytes, log });
  const allowHttp = ['1', 'true'].includes((vars.METACOMPRESS_ALLOW_HTTP ?? '').toLowerCase());
  // One per run: each Hub revision is resolved to its commit once.
  const hub = runHubContext(vars);
  return (spec, dir) =>
    resolveArtifact(spec, {
      workspace: dir,
      destDir: path.join(root, 'work'),
      maxBytes: MAX_ARTIFACT_BYTES,
      retries: DOWNLOAD_RETRIES,
      allowHttp,
      hub,
      log: logger,
      ...(vars.GITHUB_TOKEN ? { token: vars.GITHUB_TOKEN } : {}),
      ...(vars.GITHUB_API_URL ? { apiUrl: vars.GITHUB_API_URL } : {}),
      ...(cache ? { cache } : {}),
    });
}

/** The config with every artifact (path, https URL, github-release: or hf://) resolved to a verified local file. */
async function loadConfigWithArtifacts(
  file: string,
  args: Pick<CliArgs, 'overrides' | 'students'>,
  cwd: string,
  env: Environment | undefined,
  log: PipelineDeps['log'],
): Promise<{ config: Config; artifacts: ConfigArtifacts }> {
  const baseDir = path.dirname(path.resolve(file));
  const raw = applyStudentFlags(
    applyOverrides(readConfigDocument(file), args.overrides),
    args.students,
    cwd,
  );
  const document = structuredClone(raw) as Record<string, unknown>;
  const resolve = artifactResolver(env, log);
  const artifacts =
    typeof raw === 'object' && raw !== null && !Array.isArray(raw)
      ? await resolveConfigArtifacts(document, {
          baseDirFor: () => baseDir,
          resolve: (_key, spec, dir) => resolve(spec, dir),
        })
      : { records: [], warnings: [] };
  return { config: parseConfig(document, baseDir), artifacts };
}

/** Writes the JSON and Markdown reports asked for: before the exit status says anything. */
async function writeReports(
  args: Pick<CliArgs, 'reportJson' | 'reportMd'>,
  report: object,
  markdown: string,
): Promise<void> {
  if (args.reportJson !== null) {
    await writeFileNamed(
      args.reportJson,
      `${JSON.stringify(report, null, 2)}\n`,
      'the JSON report',
    );
  }
  if (args.reportMd !== null) {
    await writeFileNamed(args.reportMd, markdown, 'the Markdown report');
  }
}

/** The `metacompress` command. Returns the exit status; never throws. */
export async function runCli(argv: string[], env: CliEnvironment): Promise<number> {
  // Ended before anything else is printed: the report, and an error too.
  let progress: ProgressReporter | null = null;
  try {
    const args = parseArgs(argv);
    if (args === 'help') {
      env.stdout.write(`${USAGE}\n`);
      return EXIT.passed;
    }
    if (args === 'version') {
      env.stdout.write(`${TOOL_VERSION}\n`);
      return EXIT.passed;
    }
    if ('init' in args) {
      const resolve = artifactResolver(env.env, lineLogger(env.stderr));
      const written = await init({
        ...args.init,
        cwd: env.cwd,
        fetchHub: (source) => resolve({ source }, env.cwd),
      });
      const todos =
        written.todos === 0
          ? ''
          : `answer its ${written.todos} TODO${written.todos === 1 ? '' : 's'}, then `;
      env.stdout.write(
        `wrote ${written.files.join(' and ')}; ${todos}try it on a few rows with metacompress check\n`,
      );
      return EXIT.passed;
    }
    // Joined by hand: ncc rewrites path.resolve(x, 'literal') into a bundled asset.
    const local = [env.cwd, CONFIG_NAME].join(path.sep);
    const isDemo = args.config === null && !env.fileExists(local);
    const configFile =
      args.config !== null
        ? path.resolve(env.cwd, args.config)
        : isDemo
          ? path.join(env.packageRoot, DEMO_CONFIG)
          : local;
    progress = progressReporter(env.stderr, 'metacompress');
    // Every log line first erases the progress line (point 10 of issue 22). A warning is
    // printed there as it happens, so the terminal report leaves out those already printed.
    const lines = lineLogger(env.stderr, progress);
    const warned = new Set<string>();
    const log = {
      info: lines.info,
      warning: (message: string) => {
        warned.add(message);
        lines.warning(message);
      },
    };
    const { config, artifacts } = await loadConfigWithArtifacts(
      configFile,
      args,
      env.cwd,
      env.env,
      log,
    );
    const deps: PipelineDeps = {
      loadRuntime: () => loadUserRuntime({ log }),
      log,
      ...(env.env === undefined ? {} : localCaches(env.env, log)),
    };
    if (args.exportHard !== null && (args.command !== 'run' || config.shard !== null)) {
      throw new InputError(
        '--export-hard needs a whole run (not check, merge or a shard): it reads the inputs the run scored',
      );
    }
    const exportPath = args.exportHard;
    if (exportPath !== null) {
      deps.exportHard = {
        rule: args.exportHardRule,
        write: (rows) => writeFileNamed(exportPath, toJsonLines(rows), 'the hard inputs'),
      };
    }
    if (args.command === 'plan') {
      // The cache is only asked: its lines about what a run would do are not the plan's.
      const asking = { ...log, info: () => {} };
      const planDeps = { ...deps, ...(env.env === undefined ? {} : localCaches(env.env, asking)) };
      const { input, plan, advice, text } = await planRun(config, planDeps, {
        configFile: path.relative(env.cwd, configFile) || configFile,
        targetMinutes: args.targetMinutes,
        probeSeconds: args.probeSeconds,
      });
      progress.finish();
      if (args.reportJson !== null) {
        await writeFileNamed(
          args.reportJson,
          `${JSON.stringify({ measured: input, plan, advice }, null, 2)}\n`,
          'the plan',
        );
      }
      env.stdout.write(text);
      return EXIT.passed;
    }
    const shardNeeds = 'a shard run needs both --shard I/N and --partial-json PATH';
    if (args.command === 'run' && (config.shard !== null) !== (args.partialJson !== null)) {
      throw new InputError(shardNeeds);
    }
    const mode: RunMode =
      args.command === 'merge'
        ? {
            kind: 'merge',
            partials: await Promise.all(
              args.files.map((file) => readJson(path.resolve(env.cwd, file))),
            ),
            files: args.files,
          }
        : { kind: args.command === 'check' ? 'check' : 'run' };
    const result = await runConfig(config, mode, { ...deps, progress: progress.update });
    // No progress frame after this: the report comes next.
    progress.finish();
    if (result.kind === 'checks') {
      for (const { name, result: check } of result.checks) {
        if (name !== null) env.stdout.write(`== student ${name} ==\n`);
        env.stdout.write(renderCheck(check));
      }
      return result.checks.every(({ result: check }) => check.error === null)
        ? EXIT.passed
        : EXIT.unusable;
    }
    if (result.kind === 'partial') {
      const file = args.partialJson;
      if (file === null) throw new InputError(shardNeeds);
      await writeFileNamed(file, JSON.stringify(result.partial), 'the partial report');
      env.stdout.write(`${result.summary}; partial report ${file}\n`);
      return EXIT.passed;
    }
    if (result.kind === 'students') {
      const students = result.report;
      for (const { report } of students.students) {
        report.warnings.push(...artifacts.warnings);
        report.artifacts = artifacts.records;
      }
      await writeReports(args, students, renderStudentsMarkdown(students));
      env.stdout.write(
        args.quiet
          ? studentsQuietLine(students)
          : renderStudentsTerminal(students, (report) =>
              renderTerminal({
                ...report,
                warnings: report.warnings.filter((warning) => !warned.has(warning)),
              }),
            ),
      );
      return students.gate.passed ? EXIT.passed : EXIT.failed;
    }
    const report = result.report;
    report.warnings.push(...artifacts.warnings);
    report.artifacts = artifacts.records;
    await writeReports(args, report, renderMarkdown(report));
    const text = renderTerminal({
      ...report,
      warnings: report.warnings.filter((warning) => !warned.has(warning)),
    });
    env.stdout.write(args.quiet ? `${statusLine(report)}\n` : text);
    if (isDemo && !args.quiet)
      env.stdout.write(`\n${demoNote(report, configFile, env.packageRoot)}`);
    return report.gate.passed ? EXIT.passed : EXIT.failed;
  } catch (error) {
    progress?.finish();
    if (error instanceof InputError) {
      env.stderr.write(`metacompress: error: ${oneLine(error)}\n`);
      return EXIT.unusable;
    }
    env.stderr.write(`metacompress: internal error: ${oneLine(error)}\n  ${BUG_REPORT_HINT}\n`);
    if (env.debug && error instanceof Error) env.stderr.write(`${error.stack}\n`);
    return EXIT.internal;
  }
}
