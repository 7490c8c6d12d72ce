/**
 * The evaluate and shard modes of task code-completion: one student's whole
 * run in a Session (the teacher opened once, its compact side restored from
 * the store and spot-checked, or computed and kept), scored window by
 * window (completion-step.ts), then every verdict decided and its Report
 * (completion-report.ts), or with `shard`, its slice written as a partial
 * report (completion-partial.ts) for `merge`.
 */
import type { Config } from '../config/types.js';
import { InputError } from '../errors.js';
import type { Report } from '../report/types.js';
import { readBaseline, type Baseline } from './baseline.js';
import type { OpenedCausalLm } from './causal-models.js';
import { completionsSection } from '../relations/completions/index.js';
import { toCompletionPartial, type CompletionPartial } from './completion-partial.js';
import { assembleCompletionReport, type MeasuredCompletion } from './completion-report.js';
import { restoredShapeProblem, spotCheckCompletion } from './completion-restored.js';
import {
  scoreCompletion,
  type CompletionModels,
  type CompletionScoring,
} from './completion-step.js';
import { timeCompletion } from './completion-timing.js';
import { completionsStep } from './completions-step.js';
import { measureCost } from './cost.js';
import { readModelFiles } from './models.js';
import { RestoredEntryRefused } from './restored-outputs.js';
import { sameModelWarning } from './score-warnings.js';
import { Session } from './session.js';
import type { CachedNextTokens, PipelineDeps } from './types.js';

/** A baseline of task code-completion, or none; another task's report is refused. */
export function checkedBaseline(config: Config, baseline: Baseline | null): Baseline | null {
  if (baseline !== null && baseline.task !== config.task) {
    throw new InputError(
      `gate.baseline ${config.gate.baseline}: a report of task ${baseline.task ?? 'unknown'}; this run's task is ${config.task}, whose rates are over next-token positions: give the base branch's report of this task`,
    );
  }
  return baseline;
}

/** The whole gate of task code-completion for the config's one student. */
export async function evaluateCompletion(config: Config, deps: PipelineDeps): Promise<Report> {
  const baseline = checkedBaseline(
    config,
    config.gate.baseline === null ? null : await readBaseline(config.gate.baseline),
  );
  const [report] = await forEachStudent(config, deps, [{ config, key: 'student' }], (run) =>
    reportOf(config, run, baseline, deps),
  );
  return report!;
}

/** This shard of the config's one student (`config.shard`), as a partial report. */
export async function shardCompletion(
  config: Config,
  deps: PipelineDeps,
): Promise<CompletionPartial> {
  const [partial] = await forEachStudent(config, deps, [{ config, key: 'student' }], (run) =>
    toCompletionPartial(config, run),
  );
  return partial!;
}

/**
 * Every student of a `students:` config against one teacher (task
 * code-completion), each student's baseline given by name: see
 * forEachStudent.
 */
export async function evaluateCompletionStudents(
  config: Config,
  deps: PipelineDeps,
  students: readonly { name: string; config: Config; baseline: Baseline | null }[],
): Promise<Report[]> {
  const baselines = students.map((student) => checkedBaseline(config, student.baseline));
  return forEachStudent(
    config,
    deps,
    students.map((student) => ({ config: student.config, key: `students.${student.name}` })),
    (run, i) => reportOf(students[i]!.config, run, baselines[i]!, deps),
  );
}

/** This shard (`config.shard`) of every student of a `students:` config, one partial each. */
export async function shardCompletionStudents(
  config: Config,
  deps: PipelineDeps,
  students: readonly { name: string; config: Config }[],
): Promise<CompletionPartial[]> {
  return forEachStudent(
    config,
    deps,
    students.map((student) => ({ config: student.config, key: `students.${student.name}` })),
    (run, i) => toCompletionPartial(students[i]!.config, run),
  );
}

/**
 * Runs each student against one teacher: the session opens the teacher
 * once, the first student's run scores (or restores) its compact side, and
 * the later students are read against that side in memory (no spot check,
 * no save; their full KL is not measured: the teacher does not run again).
 * `finish` makes each run's result (its Report, or a shard's partial).
 */
async function forEachStudent<T>(
  config: Config,
  deps: PipelineDeps,
  students: readonly { config: Config; key: string }[],
  finish: (run: MeasuredCompletion, i: number) => T,
): Promise<T[]> {
  const session = await Session.open(config, deps);
  const results: T[] = [];
  try {
    let shared: CachedNextTokens | null = null;
    for (const [i, student] of students.entries()) {
      const files = await readModelFiles(student.config.student, 'student', student.key);
      const run = await session.withCausalStudent(files, (models) =>
        measureRun(session, student.config, models, shared),
      );
      if (run.complete) shared ??= run.side;
      results.push(finish(run, i));
    }
  } finally {
    await session.release();
  }
  return results;
}

/** One student's Report from its run, the report's own warnings logged. */
function reportOf(
  config: Config,
  run: MeasuredCompletion,
  baseline: Baseline | null,
  deps: PipelineDeps,
): Report {
  const report = assembleCompletionReport(
    config,
    { ...run.scoring, columns: run.scoring.stats.columns() },
    {
      ...run.facts,
      completions: run.completions === null ? null : completionsSection(run.completions),
    },
    baseline,
    deps.commit ?? null,
    new Date(),
    { seconds: run.timeLimitSeconds, reached: run.notRun.length > 0, notRun: run.notRun },
  );
  for (const warning of report.warnings.slice(run.facts.warnings.length)) deps.log.warning(warning);
  return report;
}

/**
 * Scores the rows, with the teacher's compact side restored from the store
 * when it answers for this run (else one warning, the entry marked refused,
 * and the teacher run: the verdict is a cold run's), and saves the side a
 * run computed in full.
 */
async function score(
  session: Session,
  config: Config,
  models: CompletionModels,
  shared: CachedNextTokens | null,
): Promise<{ scoring: CompletionScoring; spotCheck: Report['teacher']['spotCheck'] }> {
  const { deps } = session;
  // A shard's partial must hold all its rows: the time limit cuts only whole runs.
  const deadline = config.shard === null ? session.deadline : null;
  if (shared !== null) {
    return {
      scoring: await scoreCompletion(config, models, shared, deps, deadline),
      spotCheck: undefined,
    };
  }
  const entry = session.teacherNextTokens;
  const restored = (await entry?.restore()) ?? null;
  if (restored !== null && entry !== null) {
    const summary: Pick<Report['teacher'], 'spotCheck'> = {};
    let problem = restoredShapeProblem(restored, models.teacher.vocab, config.completion!.topK);
    if (problem === null) {
      try {
        const scoring = await scoreCompletion(config, models, restored, deps, deadline);
        problem = scoring.complete
          ? await spotCheckCompletion(config, models.teacher, restored, summary)
          : null;
        if (problem === null) return { scoring, spotCheck: summary.spotCheck };
      } catch (error) {
        if (!(error instanceof RestoredEntryRefused)) throw error;
        problem = error.message;
      }
    }
    deps.log.warning(
      `Ignoring the restored teacher next tokens ${entry.key} (${problem}); the teacher is run`,
    );
    await entry.refuse(problem);
  }
  const scoring = await scoreCompletion(config, models, null, deps, deadline);
  // A side of the first rows only would answer for the whole data set: not kept.
  if (scoring.complete) await entry?.save(scoring.compact);
  return { scoring, spotCheck: undefined };
}

function summaryOf(
  model: OpenedCausalLm,
  vocab: number,
  fromCache: boolean,
  spotCheck: Report['teacher']['spotCheck'],
): Report['teacher'] {
  return {
    ...model.summary,
    classes: vocab,
    fromCache,
    ...(fromCache ? { inputs: null } : {}),
    ...(spotCheck === undefined ? {} : { spotCheck }),
  };
}

/**
 * One student's run: scored (against `shared`, an earlier student's teacher
 * side, when given), and what its report states beside the scoring.
 */
async function measureRun(
  session: Session,
  config: Config,
  models: CompletionModels,
  shared: CachedNextTokens | null,
): Promise<MeasuredCompletion> {
  const { deps, deadline } = session;
  const leftOutBefore = deadline.notRun.length;
  const loadMs = performance.now() - session.startedAt;
  const { scoring, spotCheck } = await score(session, config, models, shared);
  const { teacher, student } = models;
  const read = scoring.read;
  // The teacher ran in an earlier student's run: its side is this run's, not the cache's.
  const fromCache = !scoring.teacherRan && shared === null;
  const teacherSummary = summaryOf(teacher, scoring.vocab, fromCache, spotCheck);
  const studentSummary = summaryOf(student, scoring.vocab, false, undefined);
  const warnings: string[] = [];
  const same = sameModelWarning(teacherSummary, studentSummary);
  if (same !== null) warnings.push(same);
  for (const warning of warnings) deps.log.warning(warning);
  // A teacher whose side was restored is not timed (§7), as a classifier's restored outputs.
  const timed = await timeCompletion(config, models, !teacherSummary.fromCache, {
    deadline,
    now: deps.now ?? (() => performance.now()),
    ...(deps.onBatch === undefined ? {} : { onBatch: deps.onBatch }),
  });
  // A later student of a many-student run: the teacher costs what it cost in the first one's run.
  const cost = await measureCost(
    {
      teacher: session.teacherCost ?? {
        source: 'onnx',
        path: teacherSummary.path,
        fromCache: teacherSummary.fromCache,
      },
      student: { source: 'onnx', path: studentSummary.path, fromCache: false },
    },
    timed,
  );
  session.teacherCost ??= cost.teacher;
  const completions = await completionsStep(config, models);
  return {
    scoring,
    facts: {
      teacher: teacherSummary,
      student: studentSummary,
      dataset: {
        format: config.dataset.format,
        path: config.dataset.path,
        sha256: session.datasetSha256,
        functions:
          config.dataset.functions === null || session.functionsSha256 === null
            ? null
            : { path: config.dataset.functions, sha256: session.functionsSha256 },
        rowsSeen: read.rowsSeen,
        rowsUsed: read.rowsUsed,
        rowsUnselected: read.rowsUnselected,
        rowsMissingFunction: read.rowsMissingFunction,
      },
      tokenizerSha256: teacher.tokenizerSha256,
      endOfText: teacher.tokenizer.decode([teacher.endOfText]),
      timings: {
        totalMs: performance.now() - session.startedAt,
        loadMs,
        tokenizeMs: teacher.tokens.elapsedMs + student.tokens.elapsedMs,
        teacherMs: scoring.teacherMs,
        studentMs: scoring.studentMs,
        tokens: scoring.tokens,
      },
      warnings,
      cost,
      worst: scoring.worst.report(teacher.tokenizer),
    },
    completions,
    timeLimitSeconds: deadline.seconds,
    notRun: deadline.notRun.slice(leftOutBefore),
    side: scoring.compact,
    complete: scoring.complete,
  };
}
