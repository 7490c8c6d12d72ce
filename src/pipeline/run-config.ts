/**
 * The one entry of a run: the mode (run, merge, check) and the config's
 * `shard` and `students` choose, once, which of the pipeline's modes runs;
 * the CLI, the action and the library call it and never dispatch
 * themselves.
 */
import type { StudentsReport } from '../compare/index.js';
import type { Config } from '../config/types.js';
import { InputError } from '../errors.js';
import type { Report } from '../report/types.js';
import { checkConfig, type CheckedTeacher, type ConfigCheck } from './check.js';
import { evaluate } from './evaluate.js';
import { reportFromMergedScores } from './merge.js';
import { mergePartialReports } from './merge-partials.js';
import { toPartialReport, type PartialReport } from './partial.js';
import { runShard } from './shard.js';
import { studentConfig } from './session.js';
import {
  mergeStudentsPartials,
  toStudentsPartial,
  type StudentsPartial,
} from './students-partial.js';
import { evaluateStudents, scoreStudentsShard, studentsFromMergedScores } from './students.js';
import type { PipelineDeps } from './types.js';

/**
 * `run`: the whole gate, or with `config.shard` one shard's partial report;
 * `merge`: the report of the shards' partial reports (read from outside,
 * checked here); `check`: each student on a few rows, ungated.
 */
export type RunMode =
  | { kind: 'run' }
  | { kind: 'merge'; partials: readonly unknown[]; files: readonly string[] }
  | { kind: 'check' };

export type RunResult =
  | { kind: 'student'; report: Report }
  | { kind: 'students'; report: StudentsReport }
  | { kind: 'partial'; partial: PartialReport | StudentsPartial; summary: string }
  | { kind: 'checks'; checks: { name: string | null; result: ConfigCheck }[] };

export async function runConfig(
  config: Config,
  mode: RunMode,
  deps: PipelineDeps,
): Promise<RunResult> {
  const students = config.students;
  if (config.completion !== null) refuseForCompletion(config, mode);
  if (mode.kind === 'check') {
    // Each student of a students: config is checked against the teacher, under its name.
    const list = students?.list ?? [{ name: null, model: config.student }];
    const checks: { name: string | null; result: ConfigCheck }[] = [];
    // The teacher's noise floor is the same for every student: measured in the first check.
    const teacher: CheckedTeacher = { floor: null };
    for (const { name, model } of list) {
      checks.push({ name, result: await checkConfig(studentConfig(config, model), deps, teacher) });
    }
    return { kind: 'checks', checks };
  }
  if (mode.kind === 'merge') {
    return students === null
      ? {
          kind: 'student',
          report: await reportFromMergedScores(
            config,
            deps,
            mergePartialReports(mode.partials, mode.files),
          ),
        }
      : {
          kind: 'students',
          report: await studentsFromMergedScores(
            config,
            deps,
            mergeStudentsPartials(config, mode.partials, mode.files),
          ),
        };
  }
  const shard = config.shard;
  if (shard !== null) {
    const at = `shard ${shard.index}/${shard.count}`;
    if (students !== null) {
      const shards = await scoreStudentsShard(config, deps);
      const { scores } = shards[0]!.shard;
      return {
        kind: 'partial',
        partial: toStudentsPartial(shards),
        summary: `${at}: scored ${scores.labels.length} of ${scores.dataset.rowsUsed} usable rows for ${shards.map((s) => s.name).join(', ')}`,
      };
    }
    const { scores, robustness } = await runShard(config, deps);
    return {
      kind: 'partial',
      partial: toPartialReport(scores, robustness),
      summary:
        `${at}: scored ${scores.labels.length} of ${scores.dataset.rowsUsed} usable rows` +
        (robustness === null
          ? ''
          : `, transformed ${robustness.transform.length} and attacked ${robustness.attack.length} inputs`),
    };
  }
  return students === null
    ? { kind: 'student', report: await evaluate(config, deps) }
    : { kind: 'students', report: await evaluateStudents(config, deps) };
}

/**
 * What task code-completion does not do yet: `--shard` and `merge` (its
 * per-position statistics are not yet a partial report).
 * @throws InputError naming the mode and what works instead.
 */
function refuseForCompletion(config: Config, mode: RunMode): void {
  const what =
    mode.kind === 'merge'
      ? '`merge` of shards'
      : config.shard !== null
        ? `shard: ${config.shard.index}/${config.shard.count}`
        : null;
  if (what === null) return;
  throw new InputError(
    `${what}: not yet for task code-completion; run the whole data set in one job (dataset.limit bounds it)`,
  );
}
