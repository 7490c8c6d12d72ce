/**
 * The one entry of a run: the mode (run, merge, check) and the config's
 * `shard` and `students` choose, once, which of the pipeline's modes runs;
 * the CLI, the action and the library call it and never dispatch
 * themselves.
 */
import type { StudentsReport } from '../compare/index.js';
import type { Config } from '../config/types.js';
import type { Report } from '../report/types.js';
import { checkConfig, type CheckedTeacher, type ConfigCheck } from './check.js';
import { mergeCompletionPartials, reportFromMergedCompletion } from './completion-merge.js';
import type { CompletionPartial } from './completion-partial.js';
import { evaluate } from './evaluate.js';
import { shardCompletion, shardCompletionStudents } from './evaluate-completion.js';
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
import {
  evaluateStudents,
  scoreStudentsShard,
  studentsFromMergedCompletion,
  studentsFromMergedScores,
} from './students.js';
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
  | {
      kind: 'partial';
      partial: PartialReport | CompletionPartial | StudentsPartial;
      summary: string;
    }
  | { kind: 'checks'; checks: { name: string | null; result: ConfigCheck }[] };

export async function runConfig(
  config: Config,
  mode: RunMode,
  deps: PipelineDeps,
): Promise<RunResult> {
  const students = config.students;
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
  if (config.completion !== null) {
    const result = await completionShardOrMerge(config, mode, deps);
    if (result !== null) return result;
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
            mergeStudentsPartials(config, mode.partials, mode.files, mergePartialReports),
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
        partial: toStudentsPartial(
          shards.map(({ name, shard }) => ({
            name,
            partial: toPartialReport(shard.scores, shard.robustness),
          })),
        ),
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
 * Task code-completion's shard and merge (completion-partial.ts,
 * completion-merge.ts), one student or many; null for a whole run.
 */
async function completionShardOrMerge(
  config: Config,
  mode: Exclude<RunMode, { kind: 'check' }>,
  deps: PipelineDeps,
): Promise<RunResult | null> {
  const list = config.students?.list ?? null;
  if (mode.kind === 'merge') {
    const merge = (values: readonly unknown[], files: readonly string[]) =>
      mergeCompletionPartials(config, values, files);
    return list === null
      ? {
          kind: 'student',
          report: await reportFromMergedCompletion(config, deps, merge(mode.partials, mode.files)),
        }
      : {
          kind: 'students',
          report: await studentsFromMergedCompletion(
            config,
            deps,
            mergeStudentsPartials(config, mode.partials, mode.files, merge),
          ),
        };
  }
  const shard = config.shard;
  if (shard === null) return null;
  const partials =
    list === null
      ? [await shardCompletion(config, deps)]
      : await shardCompletionStudents(
          config,
          deps,
          list.map(({ name, model }) => ({ name, config: studentConfig(config, model) })),
        );
  const first = partials[0]!;
  const positions = first.positions.reduce((a, b) => a + b, 0);
  const prompts =
    first.completions === null
      ? ''
      : `, completed ${first.completions.prompts.length} of ${first.completions.rows.prompted} prompts`;
  return {
    kind: 'partial',
    partial:
      list === null
        ? first
        : toStudentsPartial(list.map(({ name }, i) => ({ name, partial: partials[i]! }))),
    summary:
      `shard ${shard.index}/${shard.count}: scored ${first.order.length} of ${first.dataset.rowsUsed} usable rows (${positions} positions)${prompts}` +
      (list === null ? '' : ` for ${list.map((s) => s.name).join(', ')}`),
  };
}
