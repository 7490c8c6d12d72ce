/**
 * Cells shared by the Markdown and terminal renderings of the robustness
 * section (transformed inputs and the attack probe).
 */
import { significant3 } from '../gate/numbers.js';
import type { CheckId, Ratio } from '../gate/types.js';
import type { AttackMethod } from '../config/names.js';
import type { Rate } from '../relations/types.js';
import type {
  AttackModelResult,
  AttackReport,
  RobustnessReport,
  TransformedKindResult,
} from '../robustness/types.js';
import { percent, signed } from './numbers.js';
import type { Report } from './types.js';

/** A rate as "12.5% (5/40)"; an em dash when undefined. */
function rateCell(rate: Rate): string {
  return rate.rate === null ? '—' : `${percent(rate.rate)} (${rate.violations}/${rate.n})`;
}

/** A relation's rate on T(x), with its rate on x for the same rows. */
function relationCell(kind: TransformedKindResult, key: 'mr1' | 'mr2' | 'mr3' | 'mr4'): string {
  if (kind.relations === null || kind.originalRelations === null) return '—';
  const after = kind.relations[key].rate;
  const before = kind.originalRelations[key].rate;
  if (after === null) return '—';
  return `${percent(after)} (x ${percent(before)})`;
}

/** A flip rate with its Wilson 95% interval: "13.6% (19/140; 8.9–20.3%)". */
function flipCell(rate: Rate): string {
  if (rate.rate === null || rate.ci95 === null) return '—';
  return `${percent(rate.rate)} (${rate.violations}/${rate.n}; ${percent(rate.ci95[0])}–${percent(rate.ci95[1])})`;
}

/** True when the gate failed the check with this id (renderers mark the cell; the gate decided). */
function checkFailed(report: Report, id: CheckId): boolean {
  return report.gate.checks.some((c) => c.id === id && c.status === 'fail');
}

/** True when the gate left the check with this id undecided for too few flips. */
function checkUndecided(report: Report, id: CheckId): boolean {
  return report.gate.checks.some((c) => c.id === id && c.cause?.kind === 'too-few-flips');
}

/** The flip-rate ratio with its 95% interval: "6.33 (1.92–20.9)", "∞ (0.371–132)". */
function ratioCell(kind: TransformedKindResult): string {
  const value = kind.flipRateRatio;
  if (value === null) return '—';
  const shown = value === 'infinite' ? '∞' : value.toFixed(2);
  const ci = kind.flipRateRatioCi95;
  return ci === null ? shown : `${shown} (${significant3(ci[0])}–${significant3(ci[1])})`;
}

/** A relative change as "+185.0%" (see `signed`), "+∞" when infinite; an em dash when undefined. */
export function relativeChange(value: Ratio): string {
  if (value === null) return '—';
  if (value === 'infinite') return '+∞';
  return `${signed(value * 100, 1)}%`;
}

/** How a renderer spells names and the gate's marks in the cells below. */
export interface CellStyle {
  /** A transformation or method name: `inline code` in Markdown, bare in a terminal. */
  code: (name: string) => string;
  /** After a value whose check failed. */
  fail: string;
  /** After a ratio whose check had too few flips to decide. */
  undecided: string;
}

/** What each transformation changed and the four relations on T(x) (x in brackets): one row per transformation. */
export function relationRows(robustness: RobustnessReport, style: CellStyle): string[][] {
  return robustness.transformed.map((kind) => [
    style.code(kind.kind),
    `${kind.transformed} / ${kind.inputs}`,
    relationCell(kind, 'mr1'),
    relationCell(kind, 'mr2'),
    relationCell(kind, 'mr3'),
    relationCell(kind, 'mr4'),
  ]);
}

/** Each model's flips with their intervals and the gated ratio: one row per transformation. */
export function flipRows(report: Report, style: CellStyle): string[][] {
  return report.robustness!.transformed.map((kind) => [
    style.code(kind.kind),
    flipCell(kind.flips.teacher),
    flipCell(kind.flips.student),
    `${ratioCell(kind)}${ratioMark(report, kind, style.fail, style.undecided)}`,
  ]);
}

/** Accuracy before and after the attack: "80.0% → 70.0%". */
function accuracyCell(result: AttackModelResult): string {
  return `${percent(result.accuracyBefore)} → ${percent(result.accuracyAfter)}`;
}

/** F1 before and after the attack: "0.800 → 0.500" (— where undefined). */
function f1Cell(result: AttackModelResult): string {
  const f = (v: number | null | undefined) => (v === null || v === undefined ? '—' : v.toFixed(3));
  return `${f(result.f1Before)} → ${f(result.f1After)}`;
}

/** The gated reading of the relative degradation (older reports: points). */
function gatedReading(report: Report): 'points' | 'relative-drops' {
  return report.robustness?.thresholds.degradationReading ?? 'points';
}

/** The method's name, marked "(capped)" when a query or time cap was set. */
export function methodLabel(attack: AttackReport): string {
  const capped = attack.queriesPerInput !== null || attack.timeBudgetSeconds !== null;
  return `${attack.method}${capped ? ' (capped)' : ''}`;
}

/**
 * What each attack method did to each model: two rows (teacher, student) per
 * method that ran. The two relative degradations: "points" = student drop /
 * teacher drop − 1 with drops in accuracy points; "relative drops" = the
 * same with each drop divided by the model's clean accuracy; the gated one
 * carries the gate's mark.
 */
export function attackOutcomeRows(report: Report, style: CellStyle, withF1 = true): string[][] {
  const gated = gatedReading(report);
  return ranAttacks(report.robustness!).flatMap((attack) => {
    const mark = degradationMark(report, attack, style.fail);
    const points = `${relativeChange(attack.relativeDegradation)}${gated === 'points' ? mark : ''}`;
    const relativeDrops = `${relativeChange(attack.relativeDegradationOfRelativeDrops ?? null)}${gated === 'relative-drops' ? mark : ''}`;
    const row = (model: 'teacher' | 'student', result: AttackModelResult) => [
      model === 'teacher' ? style.code(methodLabel(attack)) : '',
      model,
      successCell(result),
      accuracyCell(result),
      ...(withF1 ? [f1Cell(result)] : []),
      dropCell(result),
      model === 'teacher' ? '—' : points,
      model === 'teacher' ? '—' : relativeDrops,
    ];
    return [row('teacher', attack.teacher!), row('student', attack.student!)];
  });
}

/** Queries as "400 (25.0 per input)". */
function queriesCell(result: AttackModelResult): string {
  return `${result.queries}${result.meanQueries === null ? '' : ` (${result.meanQueries.toFixed(1)} per input)`}`;
}

/** The budget a method ran on: "capped at 500 queries per input (reference: 3,100)" or the reference's. */
export function budgetCell(attack: AttackReport): string {
  const reference =
    attack.referenceQueriesPerInput === null || attack.referenceQueriesPerInput === undefined
      ? 'none'
      : Math.round(attack.referenceQueriesPerInput).toLocaleString('en-US');
  const parts: string[] = [];
  if (attack.queriesPerInput !== null) {
    parts.push(`capped at ${attack.queriesPerInput} queries per input (reference: ${reference})`);
  } else {
    parts.push(`reference budget (${reference} queries per input)`);
  }
  if (attack.timeBudgetSeconds !== null) parts.push(`capped at ${attack.timeBudgetSeconds} s`);
  return parts.join('; ');
}

/** What each attack method cost: one row per method that ran. */
export function attackCostRows(
  robustness: RobustnessReport,
  style: CellStyle,
  withBudget = true,
): string[][] {
  return ranAttacks(robustness).map((attack) => {
    const per100 = secondsPer100(attack);
    return [
      style.code(methodLabel(attack)),
      ...(withBudget ? [budgetCell(attack)] : []),
      queriesCell(attack.teacher!),
      queriesCell(attack.student!),
      per100 === null ? '—' : per100.toFixed(1),
      attack.budgetExhausted ? `yes (${attack.evaluated} of ${attack.selected})` : 'no',
    ];
  });
}

/** The relations on each method's teacher adversarial examples: one row per method that found any. */
export function adversarialRows(robustness: RobustnessReport, style: CellStyle): string[][] {
  return ranAttacks(robustness)
    .filter((a) => (a.adversarial?.inputs ?? 0) > 0)
    .map((attack) => {
      const r = attack.adversarial!.relations!;
      return [
        style.code(attack.method),
        String(attack.adversarial!.inputs),
        rateCell(r.mr1),
        rateCell(r.mr2),
        rateCell(r.mr3),
        rateCell(r.mr4),
        percent(r.accuracy.student.accuracy),
      ];
    });
}

function dropCell(result: AttackModelResult): string {
  return result.drop === null ? '—' : `${(result.drop * 100).toFixed(1)} pts`;
}

/** Seconds per 100 inputs for one attack method (both models); null when no input was attacked. */
function secondsPer100(attack: AttackReport): number | null {
  if (attack.evaluated === 0) return null;
  return (attack.elapsedMs / 1000 / attack.evaluated) * 100;
}

/** What each attack method is, after its paper. */
export const METHOD_TITLES: Record<AttackMethod, string> = {
  mhm: 'Metropolis-Hastings sampling over renamings (Zhang et al., AAAI 2020)',
  'wir-random': 'importance-ordered random renaming (Zeng et al., ISSTA 2022)',
  alert:
    'naturalness-aware substitutes from a masked language model, greedy then genetic search (Yang et al., ICSE 2022)',
  coda: 'reference-guided structure and renaming (Tian et al., ASE 2023, in its style)',
  greedy: "importance-ordered best-of-batch renaming (this project's search)",
};

/** The attack reports that ran (skipped ones have no numbers). */
export function ranAttacks(robustness: RobustnessReport): AttackReport[] {
  return robustness.attacks.filter((a) => a.teacher !== null && a.student !== null);
}

/** The mark after a relative degradation: `failed` when the gate failed the method's check. */
function degradationMark(report: Report, attack: AttackReport, failed: string): string {
  return checkFailed(report, `attack-relative-degradation:${attack.method}`) ? failed : '';
}

/** A success rate with its Wilson interval: "50.0% (8/16; 28.0%–72.0%)". */
function successCell(result: AttackModelResult): string {
  return flipCell(result.success);
}

/** Why each undefined ratio or degradation is undefined, one line each. */
export function robustnessNotes(report: Report, robustness: RobustnessReport): string[] {
  const notes: string[] = [];
  for (const kind of robustness.transformed) {
    if (kind.ratioUndefinedReason !== null)
      notes.push(`${kind.kind}: flip-rate ratio undefined: ${kind.ratioUndefinedReason}`);
    const check = report.gate.checks.find((c) => c.id === `flip-rate-ratio:${kind.kind}`);
    if (check !== undefined && checkUndecided(report, check.id) && check.reason !== null) {
      notes.push(`${kind.kind}: ${check.reason}`);
    }
    if (kind.unchanged > 0) {
      notes.push(
        `${kind.kind}: ${kind.unchanged} of ${kind.inputs} inputs offered nothing to change (T(x) = x) and were left out`,
      );
    }
    if (kind.notTransformable > 0) {
      notes.push(
        `${kind.kind}: ${kind.notTransformable} of ${kind.inputs} inputs do not parse as ${robustness.language} ` +
          `or offered only sites the rules decline, and were not transformed (e.g. ${kind.notTransformableIds.join(', ')})`,
      );
    }
  }
  for (const attack of robustness.attacks) {
    const method = attack.method;
    if (method === 'coda' && attack.teacher !== null && attack.student !== null) {
      const part = (r: AttackModelResult) => `${r.restructured} of ${r.success.violations}`;
      notes.push(
        `coda: ${part(attack.teacher)} teacher and ${part(attack.student)} student successes restructured the code (a structural transformation) before renaming`,
      );
    }
    const sub = attack.substitutes;
    if (sub !== undefined) {
      notes.push(
        sub.source === 'reference-file'
          ? `alert: substitutes from the reference's substitutes file (${sub.inputsWithSubstitutes} inputs with substitutes)`
          : `alert: substitutes from ${sub.languageModel ?? 'the language model'}${sub.cacheHit ? ', from the cache' : `, computed in ${(sub.computeMs / 1000).toFixed(1)} s`} (${sub.inputsWithSubstitutes} inputs with substitutes)`,
      );
    }
    const refused = (attack.teacher?.refused ?? 0) + (attack.student?.refused ?? 0);
    if (refused > 0) {
      notes.push(
        `${method}: ${refused} renames the transformations refused (they could change the program's meaning) were skipped`,
      );
    }
    if (attack.skippedReason !== null)
      notes.push(`${method} attack skipped: ${attack.skippedReason}`);
    else if (attack.relativeDegradationUndefinedReason !== null)
      notes.push(
        `${method}: relative degradation undefined: ${attack.relativeDegradationUndefinedReason}`,
      );
  }
  const cacheNote = teacherCacheNote(robustness);
  if (cacheNote !== null) notes.push(cacheNote);
  return notes;
}

/**
 * What of the teacher's robustness side came from the cache (a run on the
 * default branch saved it): its scorings of T(x), its attack queries and its
 * attack outcomes (a restored outcome is a teacher search that did not run).
 * Null when nothing did.
 */
export function teacherCacheNote(robustness: RobustnessReport): string | null {
  const origins = robustness.teacherScores;
  if (origins === undefined) return null;
  const outcomes = origins.outcomes;
  const outcomesRestored = outcomes !== undefined && outcomes.restored > 0;
  if (!origins.restored && !outcomesRestored) return null;
  const part = (o: { fromCache: number; fromRun: number; computed: number }, what: string) =>
    `${o.fromCache} of ${o.fromCache + o.fromRun + o.computed} ${what}`;
  const parts = [
    part(origins.transformed, 'teacher scorings of T(x)'),
    part(origins.attacks, 'teacher attack queries'),
    ...(outcomes === undefined
      ? []
      : [
          `${outcomes.restored} of ${outcomes.restored + outcomes.searched} teacher attack outcomes`,
        ]),
  ];
  const listed =
    parts.length === 2 ? parts.join(' and ') : `${parts[0]}, ${parts[1]} and ${parts[2]}`;
  const ran = origins.transformed.computed + origins.attacks.computed;
  const searches =
    outcomes === undefined || outcomes.restored === 0
      ? ''
      : outcomes.searched === 0
        ? "; the teacher's attack searches did not run"
        : `; the teacher searched the other ${outcomes.searched} inputs`;
  return (
    `teacher side from the cache: ${listed} were restored (same teacher, data, settings and code)` +
    `${searches}; ` +
    (origins.teacherRun
      ? `the teacher model ran on the other ${ran}`
      : 'the teacher model was not run for robustness')
  );
}

/** The mark after a flip-rate ratio: `failed` when the gate failed it, `undecided` when it had too few flips. */
function ratioMark(
  report: Report,
  kind: TransformedKindResult,
  failed: string,
  undecided: string,
): string {
  const id = `flip-rate-ratio:${kind.kind}` as const;
  if (checkFailed(report, id)) return failed;
  return checkUndecided(report, id) ? undecided : '';
}
