/**
 * The many-students modes (`students:`, docs/spec.md §8): every student of
 * the config run against one teacher's side in one session (evaluate or
 * shard), or each student's merged shards; the StudentsReport assembled
 * from each student's Report.
 */
import {
  studentsReport,
  type CandidateCost,
  type StudentEntry,
  type StudentsReport,
} from '../compare/index.js';
import type { Config, ModelConfig, StudentsConfig } from '../config/types.js';
import type { RunCost } from '../cost/model-cost.js';
import type { HardRow } from '../export/hard-inputs.js';
import type { Report } from '../report/types.js';
import { runMemory } from '../store/run-memory.js';
import { stat } from 'node:fs/promises';
import { readStudentBaseline, type Baseline } from './baseline.js';
import { evaluateRun } from './evaluate.js';
import { reportFromMergedCompletion, type MergedCompletion } from './completion-merge.js';
import { evaluateCompletionStudents } from './evaluate-completion.js';
import { reportFromMergedScores } from './merge.js';
import type { MergedPartials } from './merge-partials.js';
import { readModelFiles, type ModelFiles } from './models.js';
import type { Scored } from './score.js';
import { Session, studentConfig, type Run } from './session.js';
import { shardRun, type ShardResult } from './shard.js';
import type { CachedOutputs, PipelineDeps } from './types.js';

/** A student's run of a students: config, with its name and where its rows' scores go. */
interface StudentRun {
  name: string;
  /** Sees the rows' scores: the first complete ones are the later students' teacher outputs. */
  keep: (scored: Scored) => void;
}

/**
 * Runs `each` once per student of a `students:` config in one session: the
 * data read and the teacher opened once, its outputs on the rows (scored
 * in the first student's run) passed on in memory, and through the store's
 * interfaces (store/run-memory.ts) its scores on T(x) and the attacks'
 * queries, its attack outcomes and T(x) itself. The store underneath is
 * written once, after the last student.
 */
async function forEachStudent<T>(
  config: Config,
  deps: PipelineDeps,
  each: (run: Run, student: StudentRun) => Promise<T>,
): Promise<{ name: string; model: ModelConfig; result: T }[]> {
  const students = studentsOf(config);
  const memory = runMemory(deps.teacherCache, deps.robustnessData);
  const shared: PipelineDeps = {
    ...deps,
    teacherCache: memory.teacherCache,
    robustnessData: memory.robustnessData,
  };
  const session = await Session.open(config, shared);
  const files: ModelFiles[] = [];
  for (const { name, model } of students.list) {
    files.push(await readModelFiles(model, 'student', `students.${name}`));
  }
  let teacherRows: CachedOutputs | null = null;
  const keep = (scored: Scored) => {
    // Outputs of the first rows only (the time limit) would not answer for the next student's rows.
    if (teacherRows !== null || !scored.complete) return;
    const { rows, teacher, classes, fed } = scored.scores;
    teacherRows = { rows: Int32Array.from(rows), probs: teacher, cols: classes, fed: fed.teacher };
  };
  const results: { name: string; model: ModelConfig; result: T }[] = [];
  try {
    for (const [i, { name, model }] of students.list.entries()) {
      const result = await session.withStudent(
        studentConfig(config, model),
        files[i]!,
        teacherRows,
        (run) => each(run, { name, keep }),
      );
      results.push({ name, model, result });
    }
  } finally {
    await session.release();
  }
  await memory.flush();
  return results;
}

/**
 * Many students against one teacher run (`students:`, docs/spec.md §8):
 * each student run as a single-student run would be (its relations,
 * robustness and gate checks, its baseline matched by name) against the
 * teacher's side forEachStudent shares.
 */
export async function evaluateStudents(
  config: Config,
  deps: PipelineDeps,
): Promise<StudentsReport> {
  const baselines = await studentBaselines(config, deps);
  if (config.completion !== null) {
    const list = studentsOf(config).list;
    const reports = await evaluateCompletionStudents(
      config,
      deps,
      list.map(({ name, model }) => ({
        name,
        config: studentConfig(config, model),
        baseline: baselines.get(name)!,
      })),
    );
    return assembleStudents(
      config,
      deps,
      list.map(({ name, model }, i) => ({ name, model, result: reports[i]! })),
    );
  }
  // One file of hard inputs for the run: each student's rows, named, in the students' order.
  const exported: HardRow[] = [];
  const exportFor = (name: string): Pick<PipelineDeps, 'exportHard'> =>
    deps.exportHard === undefined
      ? {}
      : {
          exportHard: {
            rule: deps.exportHard.rule,
            write: async (rows) => {
              exported.push(...rows.map((row) => ({ studentName: name, ...row })));
            },
          },
        };
  const runs = await forEachStudent(config, deps, (run, { name, keep }) =>
    evaluateRun({ ...run, deps: { ...run.deps, ...exportFor(name) } }, baselines.get(name)!, keep),
  );
  await deps.exportHard?.write(exported);
  return assembleStudents(config, deps, runs);
}

/**
 * This run's shard (`config.shard`) for every student, the teacher once: one
 * partial per student, each with its slice of robustness (runShard).
 */
export async function scoreStudentsShard(
  config: Config,
  deps: PipelineDeps,
): Promise<{ name: string; shard: ShardResult }[]> {
  const runs = await forEachStudent(config, deps, (run, { keep }) => shardRun(run, keep));
  return runs.map(({ name, result }) => ({ name, shard: result }));
}

/**
 * The StudentsReport of merged shards, one merge per student (in the
 * config's order): each student's report as reportFromMergedScores makes
 * it, its robustness computed from its shards' outcomes (no model opened).
 */
export async function studentsFromMergedScores(
  config: Config,
  deps: PipelineDeps,
  merged: ReadonlyMap<string, MergedPartials>,
): Promise<StudentsReport> {
  const students = studentsOf(config);
  const baselines = await studentBaselines(config, deps);
  const memory = runMemory(deps.teacherCache, deps.robustnessData);
  const shared: PipelineDeps = {
    ...deps,
    teacherCache: memory.teacherCache,
    robustnessData: memory.robustnessData,
  };
  const runs: { name: string; model: ModelConfig; result: Report }[] = [];
  for (const { name, model } of students.list) {
    const report = await reportFromMergedScores(
      studentConfig(config, model),
      shared,
      merged.get(name)!,
      baselines.get(name)!,
    );
    runs.push({ name, model, result: report });
  }
  await memory.flush();
  return assembleStudents(config, deps, runs);
}

/**
 * The StudentsReport of merged shards of task code-completion: each
 * student's report as reportFromMergedCompletion makes it, against its own
 * baseline (no model opened).
 */
export async function studentsFromMergedCompletion(
  config: Config,
  deps: PipelineDeps,
  merged: ReadonlyMap<string, MergedCompletion>,
): Promise<StudentsReport> {
  const baselines = await studentBaselines(config, deps);
  const runs: { name: string; model: ModelConfig; result: Report }[] = [];
  for (const { name, model } of studentsOf(config).list) {
    const report = await reportFromMergedCompletion(
      studentConfig(config, model),
      deps,
      merged.get(name)!,
      baselines.get(name)!,
    );
    runs.push({ name, model, result: report });
  }
  return assembleStudents(config, deps, runs);
}

/** The students: section of a config a many-students mode was given (runConfig gives it only such a config). */
function studentsOf(config: Config): StudentsConfig {
  if (config.students === null) throw new Error('a many-students mode needs a students: config');
  return config.students;
}

/** Each student's baseline: its entry in the base branch's students report (by name), or none. */
async function studentBaselines(
  config: Config,
  deps: PipelineDeps,
): Promise<Map<string, Baseline | null>> {
  const baselines = new Map<string, Baseline | null>();
  const file = config.gate.baseline;
  for (const { name } of studentsOf(config).list) {
    baselines.set(name, file === null ? null : await readStudentBaseline(file, name, deps.log));
  }
  return baselines;
}

async function assembleStudents(
  config: Config,
  deps: PipelineDeps,
  runs: { name: string; model: ModelConfig; result: Report }[],
): Promise<StudentsReport> {
  const entries: StudentEntry[] = [];
  for (const { name, model, result } of runs) {
    entries.push({ name, cost: await candidateCost(model, result.cost?.student), report: result });
  }
  const notes = sharedNotes(
    config,
    runs.map((r) => r.name),
  );
  const teacherCost = await candidateCost(config.teacher, runs[0]?.result.cost?.teacher);
  return studentsReport(entries, studentsOf(config), teacherCost, notes, deps.commit ?? null);
}

/**
 * A candidate's size and speed: as the run measured them (cost.ts), or,
 * where it did not (a report merged from shards), the file's size alone.
 */
async function candidateCost(
  model: ModelConfig,
  measured: RunCost['teacher'] | undefined,
): Promise<CandidateCost> {
  if (model.kind === 'outputs') return { fileBytes: null };
  if (measured?.source === 'onnx') {
    const latency = measured.latency;
    return {
      fileBytes: measured.fileBytes,
      latency: latency === null ? null : { medianMs: latency.medianMs, ci95: latency.ci95 },
    };
  }
  return { fileBytes: (await stat(model.model)).size };
}

/** What the students' runs shared, for the report's notes. */
function sharedNotes(config: Config, names: string[]): string[] {
  if (names.length < 2) return [];
  // Task code-completion's T(x) are prompts each student's run completes with the teacher again.
  const robustness =
    config.transforms === null || config.completion !== null
      ? ''
      : ", its scores on T(x) and the attacks' queries, and its attack outcomes (their robustness sections count what came from it as restored)";
  return [
    `The data were read and the teacher scored once, in ${names[0]}'s run; ${names.slice(1).join(', ')} used its outputs on the rows${robustness}.`,
  ];
}
