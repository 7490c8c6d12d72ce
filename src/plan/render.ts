/** The plan as the terminal shows it (pure). */
import type { Advice, MethodProbe, Plan, PlanInput, Side } from './projection.js';

/**
 * A duration for a reader: `0 s`, `4.2 s`, `12 min 5 s`, `3 h 20 min`, `2 d 4 h`.
 *
 * @example
 * formatDuration(725_000); // '12 min 5 s'
 */
export function formatDuration(ms: number): string {
  const s = ms / 1000;
  if (s < 60) return s === 0 ? '0 s' : `${s < 10 ? s.toFixed(1) : Math.round(s)} s`;
  const total = Math.round(s);
  const [d, h, m] = [
    Math.floor(total / 86400),
    Math.floor(total / 3600) % 24,
    Math.floor(total / 60) % 60,
  ];
  if (d > 0) return `${d} d ${h} h`;
  if (h > 0) return `${h} h ${m} min`;
  return `${m} min ${total % 60} s`;
}

const pad = (cells: string[], widths: number[]) =>
  cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');

export function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows.map((r) => pad(r, widths).trimEnd()).join('\n');
}

function queries(m: MethodProbe): string {
  const q = (v: number) => (v >= 100 ? Math.round(v).toString() : v.toFixed(1));
  const { teacher, student } = m.queriesFrom;
  if (teacher === 'reference' && student === 'reference') {
    return `${q(m.queriesPerInput.teacher)} / ${q(m.queriesPerInput.student)} (reference)`;
  }
  const side = (s: Side) =>
    `${q(m.queriesPerInput[s])}${m.queriesFrom[s] === 'reference' ? ' (reference)' : ''}`;
  return `${side('teacher')} / ${side('student')}`;
}

/** What the plan is asked to fit: --target-minutes, or the run's `time-limit`; null: nothing. */
export type PlanTarget = { minutes: number; from: 'flag' | 'time-limit' } | null;

/**
 * The plan: per part on one machine (teacher and student apart, with the
 * queries per input each method spends), then the wall time for each shard
 * count and the number of shards that fits the target.
 */
export function renderPlan(
  input: PlanInput,
  plan: Plan,
  header: string[],
  targetFrom: 'flag' | 'time-limit' = 'flag',
  advice: readonly Advice[] = [],
): string {
  const one = plan.shards[0]!;
  const methods = new Map((input.attacks?.methods ?? []).map((m) => [m.method as string, m]));
  // The language model's column only where it works (alert's substitutes, coda's similarities: outside the budget).
  const languageModel = one.lines.some((l) => l.languageModelMs > 0);
  const rows = [
    [
      'part',
      'inputs',
      'queries/input (t / s)',
      'teacher',
      'student',
      ...(languageModel ? ['language model'] : []),
    ],
  ];
  for (const line of one.lines) {
    const m = methods.get(line.part);
    rows.push([
      line.part,
      line.part === 'setup' ? '' : String(line.units),
      m === undefined ? '' : queries(m),
      formatDuration(line.ms.teacher),
      `${formatDuration(line.ms.student)}${line.capped ? ' (time budget)' : ''}`,
      ...(languageModel ? [formatDuration(line.languageModelMs)] : []),
    ]);
  }
  const sum = (ms: (line: (typeof one.lines)[number]) => number) =>
    formatDuration(one.lines.reduce((s, l) => s + ms(l), 0));
  rows.push([
    'total',
    '',
    '',
    sum((l) => l.ms.teacher),
    sum((l) => l.ms.student),
    ...(languageModel ? [sum((l) => l.languageModelMs)] : []),
  ]);
  const cached = input.teacherCached;
  // A "(reference)" figure on a side the plan projects (the cached teacher's counts 0).
  const bounded = (input.attacks?.methods ?? []).some(
    (m) =>
      m.queriesFrom.student === 'reference' ||
      (!cached.robustness && m.queriesFrom.teacher === 'reference'),
  );
  const substitutes = input.attacks?.substitutesCachedAt ?? [];
  const notes = [
    cached.outputs ? "the teacher's outputs for the rows are in the cache: 0" : null,
    cached.robustness ? "the teacher's robustness side is in the cache: 0" : null,
    substitutes.length === 0
      ? null
      : `alert's substitutes are in the language model's cache for ${substitutes.join(', ')} shard${substitutes.length === 1 && substitutes[0] === 1 ? '' : 's'}: 0 there`,
    bounded
      ? '(reference): the budget per input, an upper bound (the probe finished no input); ' +
        'plan --probe-seconds N gives each method more time'
      : null,
  ].filter((n) => n !== null);
  return [
    ...header,
    '',
    'On one machine:',
    table(rows),
    ...notes.map((n) => `  (${n})`),
    '',
    'Split over shards (each shard its slice of the rows, transformed and attacked inputs):',
    ...fitLines(plan, targetFrom, advice, 'transforms'),
  ].join('\n');
}

/** What fitLines reads of a plan: each shard count's wall time, the fit, the target. */
interface ShardTotals {
  shards: { shards: number; totalMs: number }[];
  fits: number | null;
  targetMinutes: number | null;
}

/**
 * The plan's wall time per shard count, the target it fits or not, and
 * when nothing fits each setting that alone would (`settings`: what the
 * advice varies, for the line that says none does).
 */
export function fitLines(
  plan: ShardTotals,
  targetFrom: 'flag' | 'time-limit',
  advice: readonly { key: string; value: number; shards: number }[],
  settings: string,
): string[] {
  const shards = [
    ['shards', ...plan.shards.map((s) => String(s.shards))],
    ['wall time', ...plan.shards.map((s) => formatDuration(s.totalMs))],
  ];
  const limit = targetFrom === 'time-limit' ? "the run's time-limit, " : '';
  const target =
    plan.targetMinutes === null
      ? 'no target (--target-minutes N; time-limit is off)'
      : plan.fits === null
        ? `${limit}${plan.targetMinutes} min: not within ${plan.shards.at(-1)!.shards} shards`
        : `${limit}${plan.targetMinutes} min: ${plan.fits} shard${plan.fits === 1 ? '' : 's'}`;
  // A run past its time-limit stops there and reports only what finished.
  const overLimit =
    targetFrom === 'time-limit' && plan.fits !== 1
      ? [
          `One machine passes the run's time-limit (${plan.targetMinutes} min): the run would stop there with what finished; shard it or set time-limit off.`,
        ]
      : [];
  return [
    table(shards),
    `Fits ${target}`,
    ...adviceLines(plan, advice, settings),
    ...overLimit,
    '',
  ];
}

/** What would fit when nothing does: each setting that alone would, or why none does. */
function adviceLines(
  plan: ShardTotals,
  advice: readonly { key: string; value: number; shards: number }[],
  settings: string,
): string[] {
  if (plan.targetMinutes === null || plan.fits !== null) return [];
  if (advice.length === 0) {
    const fewest = plan.shards.at(-1)!;
    return [
      `No one setting of ${settings} fits it: the rest of the run alone takes ${formatDuration(fewest.totalMs)} at ${fewest.shards} shards.`,
    ];
  }
  return [
    'It fits with one setting changed (the others as configured):',
    ...advice.map((a) => `  ${a.key}: ${a.value}  (${a.shards} shard${a.shards === 1 ? '' : 's'})`),
  ];
}
