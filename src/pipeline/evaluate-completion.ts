/**
 * The evaluate mode of task code-completion: one student's whole run in a
 * Session (the teacher opened once, its compact side restored from the
 * store and spot-checked, or computed and kept), scored window by window
 * (completion-step.ts), every verdict decided, and its Report
 * (completion-report.ts).
 */
import type { Config } from '../config/types.js';
import { InputError } from '../errors.js';
import type { Report } from '../report/types.js';
import { readBaseline, type Baseline } from './baseline.js';
import type { OpenedCausalLm } from './causal-models.js';
import { assembleCompletionReport } from './completion-report.js';
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
function checkedBaseline(config: Config, baseline: Baseline | null): Baseline | null {
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
  const session = await Session.open(config, deps);
  try {
    const studentFiles = await readModelFiles(config.student, 'student');
    const run = await session.withCausalStudent(studentFiles, (models) =>
      completionRun(session, config, models, baseline, null),
    );
    return run.report;
  } finally {
    await session.release();
  }
}

/**
 * Every student of a `students:` config against one teacher (task
 * code-completion): the session opens the teacher once, the first
 * student's run scores (or restores) its compact side, and the later
 * students are read against that side in memory (no spot check, no save;
 * their full KL is not measured: the teacher does not run again). Each
 * student's baseline is given by name.
 */
export async function evaluateCompletionStudents(
  config: Config,
  deps: PipelineDeps,
  students: readonly { name: string; config: Config; baseline: Baseline | null }[],
): Promise<Report[]> {
  const session = await Session.open(config, deps);
  const reports: Report[] = [];
  try {
    let shared: CachedNextTokens | null = null;
    for (const student of students) {
      const files = await readModelFiles(
        student.config.student,
        'student',
        `students.${student.name}`,
      );
      const baseline = checkedBaseline(config, student.baseline);
      const run = await session.withCausalStudent(files, (models) =>
        completionRun(session, student.config, models, baseline, shared),
      );
      if (run.complete) shared ??= run.side;
      reports.push(run.report);
    }
  } finally {
    await session.release();
  }
  return reports;
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
  const { deps, deadline } = session;
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
 * side, when given), its Report, and the teacher's side it was read against.
 */
async function completionRun(
  session: Session,
  config: Config,
  models: CompletionModels,
  baseline: Baseline | null,
  shared: CachedNextTokens | null,
): Promise<{ report: Report; side: CachedNextTokens; complete: boolean }> {
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
  const notRun = deadline.notRun.slice(leftOutBefore);
  const report = assembleCompletionReport(
    config,
    scoring,
    {
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
      completions,
    },
    baseline,
    deps.commit ?? null,
    new Date(),
    { seconds: deadline.seconds, reached: notRun.length > 0, notRun },
  );
  for (const warning of report.warnings.slice(warnings.length)) deps.log.warning(warning);
  return { report, side: scoring.compact, complete: scoring.complete };
}
