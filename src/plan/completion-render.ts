/** The plan of a code-completion run as the terminal shows it (pure). */
import type {
  CompletionAdvice,
  CompletionPlan,
  CompletionPlanInput,
} from './completion-projection.js';
import { fitLines, formatDuration, table, type PlanTarget } from './render.js';

/**
 * The plan: per part on one machine (teacher, student and the work of
 * neither apart, with the positions and prompts), then the wall time for
 * each shard count and the number of shards that fits the target, and
 * when none does the one setting that alone would.
 */
export function renderCompletionPlan(
  input: CompletionPlanInput,
  plan: CompletionPlan,
  header: string[],
  targetFrom: NonNullable<PlanTarget>['from'] = 'flag',
  advice: readonly CompletionAdvice[] = [],
): string {
  const one = plan.shards[0]!;
  const units = {
    setup: '',
    windows: 'positions',
    timing: 'windows',
    completions: 'prompts',
  } as const;
  const rows = [['part', 'units', 'teacher', 'student', 'other']];
  for (const line of one.lines) {
    rows.push([
      line.part,
      line.part === 'setup' ? '' : `${line.units} ${units[line.part]}`,
      formatDuration(line.ms.teacher),
      formatDuration(line.ms.student),
      formatDuration(line.otherMs),
    ]);
  }
  const sum = (ms: (line: (typeof one.lines)[number]) => number) =>
    formatDuration(one.lines.reduce((s, l) => s + ms(l), 0));
  rows.push([
    'total',
    '',
    sum((l) => l.ms.teacher),
    sum((l) => l.ms.student),
    sum((l) => l.otherMs),
  ]);
  const c = input.completions;
  const notes = [
    `windows: ${one.work.rows} rows, ${one.work.windows} windows, ${one.work.fedTokens} tokens fed to each model`,
    input.teacherCached
      ? "the teacher's compact side is in the cache: 0 (its spot check's few sequences not counted)"
      : null,
    input.timing === null
      ? null
      : `timing: each model's latency rounds, ${input.timing.runs} runs of the first windows`,
    c === null
      ? null
      : `completions: ${c.completionsPerPrompt.toFixed(1)} per prompt and model (x, and T(x) per kind that changed it); the teacher generates in every run`,
    'other: reducing the logits to per-position statistics and tokenising; cutting, rewriting and parsing the prompts',
  ].filter((n) => n !== null);
  return [
    ...header,
    '',
    'On one machine:',
    table(rows),
    ...notes.map((n) => `  (${n})`),
    '',
    'Split over shards (each shard its slice of the rows and of the prompts):',
    ...fitLines(plan, targetFrom, advice, 'dataset.limit or completion.completions.prompts'),
  ].join('\n');
}
