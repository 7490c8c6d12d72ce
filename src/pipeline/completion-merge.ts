/**
 * `merge` for task code-completion: the checked partial reports of shards
 * 0..n-1 (completion-partial.ts) put back together, sequences and prompts
 * by the shard rule, into the Report one run computes: the relations, the
 * paired test against the baseline and the gate from the merged positions
 * (assembleCompletionReport, as one run calls it), no model opened.
 */
import type { Config } from '../config/types.js';
import { InputError } from '../errors.js';
import { completionsSection, type CompletionsOutcomes } from '../relations/completions/index.js';
import type { PositionColumns } from '../relations/next-token/index.js';
import type { ModelSummary, Report } from '../report/types.js';
import { readBaseline, type Baseline } from './baseline.js';
import {
  checkCompletionPartial,
  completionShardSettings,
  type CheckedCompletionPartial,
  type CompletionPartial,
  type CompletionShardSettings,
} from './completion-partial.js';
import {
  assembleCompletionReport,
  type CompletionRunFacts,
  type ScoredPositions,
} from './completion-report.js';
import { WORST_SEQUENCES } from './completion-worst.js';
import { checkedBaseline } from './evaluate-completion.js';
import { settingDifference } from './merge-partials.js';
import { sameModelWarning } from './score-warnings.js';
import { interleaveShards } from './shard-rule.js';
import type { PipelineDeps } from './types.js';

/** The shards' partials merged: the positions and what the report states beside them. */
export interface MergedCompletion {
  scored: ScoredPositions;
  facts: CompletionRunFacts;
  shards: number;
}

/**
 * What every shard must have read alike, by the name a message gives it:
 * the data, both models, the tokenizer, the vocabulary and k, and the
 * prompts the completions were cut into.
 */
function identity(partial: CompletionPartial): Record<string, unknown> {
  return {
    // The data set's path may differ from machine to machine: its digest may not.
    dataset: { ...partial.dataset, path: undefined },
    teacher: { sha256: partial.teacher.sha256 },
    student: { sha256: partial.student.sha256 },
    tokenizer: { sha256: partial.tokenizerSha256, endOfText: partial.endOfText },
    vocabulary: partial.vocab,
    topK: partial.k,
    completions:
      partial.completions === null
        ? null
        : {
            settings: partial.completions.settings,
            rows: partial.completions.rows,
            kinds: partial.completions.kinds,
          },
  };
}

/**
 * Refuses a partial run with other settings than the config given to
 * merge (`settings`), or on other data or models than the first partial:
 * one line naming the setting and both values.
 */
function sameRun(
  partial: CompletionPartial,
  file: string,
  settings: CompletionShardSettings,
  first: CompletionPartial,
  firstFile: string,
): void {
  for (const key of ['teacher', 'completion', 'transforms'] as const) {
    const differs = settingDifference(partial.settings[key], settings[key], key);
    if (differs !== null)
      throw new InputError(
        `merge: ${file} was run with ${differs.key} ${differs.shard}, the config given to merge has ${differs.merge}: give merge the shards' overrides too (--${differs.key} ${differs.shard})`,
      );
  }
  const [mine, theirs] = [identity(partial), identity(first)];
  for (const key of Object.keys(mine)) {
    const other = settingDifference(mine[key], theirs[key], key);
    if (other !== null)
      throw new InputError(
        `merge: ${file} has ${other.key} ${other.shard}, ${firstFile} has ${other.merge}: the shards ran on other data or models`,
      );
  }
  const compared = settings.completion.completions !== null;
  if ((partial.completions !== null) !== compared)
    throw new InputError(
      `merge: ${file} ${compared ? 'holds no' : 'holds'} completions compared, the config given to merge has completion.completions ${compared ? 'on' : 'off'}`,
    );
  // The section's own copy of the settings, which it states: the config's too.
  const stated =
    partial.completions === null
      ? null
      : settingDifference(
          partial.completions.settings,
          settings.completion.completions,
          'completion.completions',
        );
  if (stated !== null)
    throw new InputError(
      `merge: ${file} states its completions compared with ${stated.key} ${stated.shard}, the config given to merge has ${stated.merge}`,
    );
  const kinds = settings.transforms?.kinds ?? [];
  if (partial.completions !== null && partial.completions.kinds.join() !== kinds.join())
    throw new InputError(
      `merge: ${file} compared completions under the kinds ${partial.completions.kinds.join(', ') || 'none'}, the config given to merge has ${kinds.join(', ') || 'none'}`,
    );
}

/**
 * Checks the partials (each whole, then together: one of each shard 0..n-1,
 * of the same data and models, run with the settings of `config`) and puts
 * them together: each shard's sequences at their positions among the usable
 * rows, its prompts at theirs, the worst sequences re-ranked over all.
 */
export function mergeCompletionPartials(
  config: Config,
  values: readonly unknown[],
  files: readonly string[],
): MergedCompletion {
  if (values.length === 0) throw new InputError('merge: no partial report given');
  const checked = values.map((value, i) => checkCompletionPartial(value, files[i]!));
  const first = checked[0]!.partial;
  const count = first.shard.count;
  const settings = completionShardSettings(config);
  const byIndex: (CheckedCompletionPartial & { file: string })[] = [];
  checked.forEach((c, i) => {
    const { partial } = c;
    const file = files[i]!;
    if (partial.shard.count !== count)
      throw new InputError(
        `merge: ${file} is shard ${partial.shard.index}/${partial.shard.count}, ${files[0]} is of ${count} shards`,
      );
    const twin = byIndex[partial.shard.index];
    if (twin !== undefined)
      throw new InputError(
        `merge: ${twin.file} and ${file} are both shard ${partial.shard.index}/${count}`,
      );
    byIndex[partial.shard.index] = { ...c, file };
    sameRun(partial, file, settings, first, files[0]!);
  });
  const missing = Array.from({ length: count }, (_, i) => i).filter((i) => !byIndex[i]);
  if (missing.length > 0)
    throw new InputError(
      `merge: shards ${missing.map((i) => `${i}/${count}`).join(', ')} are missing`,
    );
  const partials = byIndex.map((c) => c.partial);
  const sum = (pick: (t: CompletionPartial['timings']) => number) =>
    partials.reduce((total, p) => total + pick(p.timings), 0);
  const rows = new Array<number>(first.dataset.rowsUsed);
  for (const p of partials) p.order.forEach((position, s) => (rows[position] = p.rows[s]!));
  const teacher = mergedTeacher(partials.map((p) => p.teacher));
  const student = first.student;
  const same = sameModelWarning(teacher, student);
  return {
    scored: {
      rows,
      windows: partials.reduce((total, p) => total + p.windows, 0),
      vocab: first.vocab,
      k: first.k,
      columns: joinedColumns(byIndex),
    },
    facts: {
      teacher,
      student,
      dataset: first.dataset,
      tokenizerSha256: first.tokenizerSha256,
      endOfText: first.endOfText,
      timings: {
        // Shards run side by side: the wall time is the slowest; work adds up.
        totalMs: Math.max(...partials.map((p) => p.timings.totalMs)),
        loadMs: sum((t) => t.loadMs),
        tokenizeMs: sum((t) => t.tokenizeMs),
        teacherMs: sum((t) => t.teacherMs),
        studentMs: sum((t) => t.studentMs),
        tokens: sum((t) => t.tokens),
      },
      warnings: same === null ? [] : [same],
      // Costs are measured in one run (docs/spec.md §7): a merged report has none.
      cost: null,
      worst: partials
        .flatMap((p) => p.worst)
        .sort((a, b) => b.klMean - a.klMean || a.row - b.row)
        .slice(0, WORST_SEQUENCES),
      completions:
        first.completions === null
          ? null
          : completionsSection(joinedCompletions(partials, first.completions)),
    },
    shards: count,
  };
}

/**
 * The shards' columns as one run's: each position's sequence renumbered from
 * its shard's to its position among the usable rows. The positions come
 * shard after shard, in another order than one run's; nothing computed from
 * them depends on that order but each sequence's own, which a shard keeps.
 */
function joinedColumns(shards: readonly CheckedCompletionPartial[]): PositionColumns {
  const total = shards.reduce((n, s) => n + s.columns.sequence.length, 0);
  const names = Object.keys(shards[0]!.columns) as (keyof PositionColumns)[];
  const joined = Object.fromEntries(
    names.map((name) => {
      const Kind = shards[0]!.columns[name].constructor as Int32ArrayConstructor;
      return [name, new Kind(total)];
    }),
  ) as unknown as PositionColumns;
  let at = 0;
  for (const { partial, columns } of shards) {
    for (const name of names) (joined[name] as Int32Array).set(columns[name], at);
    const sequence = joined.sequence;
    for (let i = 0; i < columns.sequence.length; i++)
      sequence[at + i] = partial.order[columns.sequence[i]!]!;
    at += columns.sequence.length;
  }
  return joined;
}

/** The prompts of every shard in prompt order (prompt j from shard j mod n). */
function joinedCompletions(
  partials: readonly CompletionPartial[],
  first: CompletionsOutcomes,
): CompletionsOutcomes {
  return {
    ...first,
    // Every partial holds its prompts: each was checked against the config's completion.completions.
    prompts: interleaveShards(
      first.rows.prompted,
      partials.length,
      (i) => partials[i]!.completions!.prompts,
    ),
  };
}

/**
 * The teacher as the shards read it: from the store only when every shard
 * restored it, then spot-checked on the rows of all their checks.
 */
function mergedTeacher(shards: readonly ModelSummary[]): ModelSummary {
  // A shard that ran the teacher has no spot check: it is the summary of the run.
  const ran = shards.find((t) => !t.fromCache);
  if (ran !== undefined) return ran;
  const teacher = { ...shards[0]! };
  delete teacher.spotCheck;
  const checks = shards.flatMap((t) => (t.spotCheck === undefined ? [] : [t.spotCheck]));
  if (checks.length < shards.length) return teacher;
  return {
    ...teacher,
    spotCheck: {
      rows: checks.reduce((n, c) => n + c.rows, 0),
      ...(checks.every((c) => c.of !== undefined)
        ? { of: checks.reduce((n, c) => n + c.of!, 0) }
        : {}),
      largestDifference: Math.max(...checks.map((c) => c.largestDifference)),
    },
  };
}

/**
 * The Report of merged shards, as one run computes it; the baseline is the
 * config's (or, for a student of a `students:` config, its own by name).
 * The shards ran without the run's time limit: one run that it did not stop.
 */
export async function reportFromMergedCompletion(
  config: Config,
  deps: Pick<PipelineDeps, 'commit' | 'log'>,
  merged: MergedCompletion,
  studentBaseline?: Baseline | null,
): Promise<Report> {
  const baseline = checkedBaseline(
    config,
    studentBaseline !== undefined
      ? studentBaseline
      : config.gate.baseline === null
        ? null
        : await readBaseline(config.gate.baseline),
  );
  const report = assembleCompletionReport(
    config,
    merged.scored,
    merged.facts,
    baseline,
    deps.commit ?? null,
    new Date(),
    { seconds: config.timeLimitSeconds, reached: false, notRun: [] },
  );
  for (const warning of report.warnings) deps.log.warning(warning);
  return report;
}
