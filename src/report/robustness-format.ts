/**
 * Cells shared by the Markdown and terminal renderings of the robustness
 * section (transformed inputs and the attack probe).
 */
import { ATTACK_METHOD_FACTS, type AttackMethodFacts } from '../config/names.js';
import { attackedText } from '../gate/robustness.js';
import { significant3 } from '../gate/numbers.js';
import type { CheckId, CheckStatus, Ratio } from '../gate/types.js';
import type { Rate } from '../relations/types.js';
import type {
  AttackModelResult,
  AttackReport,
  RobustnessReport,
  TransformedKindResult,
} from '../robustness/types.js';
import { percent, shownDifference, signed } from './numbers.js';
import type { Report } from './types.js';

/** A rate as "12.5% (5/40)"; an em dash when undefined. */
function rateCell(rate: Rate): string {
  return rate.rate === null ? '—' : `${percent(rate.rate)} (${rate.violations}/${rate.n})`;
}

/**
 * A relation's rate on x and on T(x) for the same rows: "12.5% → 41.5%";
 * MR4, over a handful of bins, as its counts: "0/5 → 4/5 bins".
 */
function relationCell(kind: TransformedKindResult, key: 'mr1' | 'mr2' | 'mr3' | 'mr4'): string {
  if (kind.relations === null || kind.originalRelations === null) return '—';
  const after = kind.relations[key];
  const before = kind.originalRelations[key];
  if (after.rate === null) return '—';
  if (key === 'mr4') {
    const was = before.rate === null ? '—' : `${before.violations}/${before.n}`;
    return `${was} → ${after.violations}/${after.n} bins`;
  }
  return `${percent(before.rate)} → ${percent(after.rate)}`;
}

/** A flip rate with its Wilson 95% interval: "13.6% (19/140; 8.9–20.3%)". */
function flipCell(rate: Rate): string {
  if (rate.rate === null || rate.ci95 === null) return '—';
  return `${percent(rate.rate)} (${rate.violations}/${rate.n}; ${(rate.ci95[0] * 100).toFixed(1)}–${percent(rate.ci95[1])})`;
}

/** The gate's status of the check with this id; `off` when the run has no such check (its ceiling is off). */
function checkStatus(report: Report, id: CheckId): CheckStatus {
  return report.gate.checks.find((c) => c.id === id)?.status ?? 'off';
}

/** True when the gate left the check with this id undecided: too few flips, or inconclusive. */
function checkUndecided(report: Report, id: CheckId): boolean {
  return report.gate.checks.some(
    (c) => c.id === id && (c.cause?.kind === 'too-few-flips' || c.status === 'inconclusive'),
  );
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

/** How a renderer spells names and the gate's statuses in the cells below. */
export interface CellStyle {
  /** A transformation or method name: `inline code` in Markdown, bare in a terminal. */
  code: (name: string) => string;
  /** A gated value's status, as the gate decided it ("❌ FAIL" in Markdown, "FAIL" in a terminal). */
  status: (status: CheckStatus) => string;
  /**
   * Whether a method's label in a table names the options it departs from
   * its reference with (Markdown); a terminal's notes name them, as its
   * lines hold 100 columns.
   */
  optionsInLabel: boolean;
}

/** What each transformation changed and the four relations on x → T(x): one row per transformation. */
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

/** Each model's flips with their intervals, the gated ratio and its status: one row per transformation. */
export function flipRows(report: Report, style: CellStyle): string[][] {
  return report.robustness!.transformed.map((kind) => [
    style.code(kind.kind),
    flipCell(kind.flips.teacher),
    flipCell(kind.flips.student),
    ratioCell(kind),
    style.status(checkStatus(report, `flip-rate-ratio:${kind.kind}`)),
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

/** The method's name, marked "(capped)" when a query or time cap was set and with each non-reference option in force (unless `withOptions` is false). */
export function methodLabel(attack: AttackReport, withOptions = true): string {
  const capped = attack.queriesPerInput !== null || attack.timeBudgetSeconds !== null;
  const tags = [...(capped ? ['capped'] : []), ...(withOptions ? (attack.nonReference ?? []) : [])];
  return tags.length === 0 ? attack.method : `${attack.method} (${tags.join('; ')})`;
}

/**
 * What each attack method did to each model: two rows (teacher, student) per
 * method that ran: success with its interval, accuracy (and F1) before and
 * after, and the drop, the difference of the two accuracies shown.
 */
export function attackOutcomeRows(report: Report, style: CellStyle, withF1 = true): string[][] {
  return ranAttacks(report.robustness!).flatMap((attack) => {
    const row = (model: 'teacher' | 'student', result: AttackModelResult) => [
      model === 'teacher' ? style.code(methodLabel(attack, style.optionsInLabel)) : '',
      model,
      successCell(result),
      accuracyCell(result),
      ...(withF1 ? [f1Cell(result)] : []),
      dropCell(result),
    ];
    return [row('teacher', attack.teacher!), row('student', attack.student!)];
  });
}

/**
 * A relative degradation with its 95% interval when it has one:
 * "+200.0% (−35.6% to +1298.2%)", "+∞ (−3.5% to +9900.0%)".
 */
function degradationCell(value: Ratio, ci95: [number, number] | null | undefined): string {
  if (value === null || ci95 === null || ci95 === undefined) return relativeChange(value);
  return `${relativeChange(value)} (${relativeChange(ci95[0])} to ${relativeChange(ci95[1])})`;
}

/**
 * The gated number of each attack method, one row per method, as [header,
 * ...rows]: how many inputs each model was attacked on, both models' drops,
 * the two relative degradations with their 95% intervals ("points" =
 * student drop / teacher drop − 1 with drops in accuracy points; "relative
 * drops" = the same with each drop divided by the model's clean accuracy)
 * and the gate's status. The gated reading's header carries the ceiling; the
 * other reading's column is left out when it equals the gated one in every
 * row (the two models had the same clean accuracy). `titles` are the
 * renderer's names of the columns: method, attacked, drops, points,
 * relative drops, status. `compact` (a terminal's 100 columns) leaves the
 * drops out (the outcome table above has them) and the interval of the
 * reading that is not gated.
 */
export function degradationTable(
  report: Report,
  style: CellStyle,
  titles: [string, string, string, string, string, string],
  compact = false,
): string[][] {
  const robustness = report.robustness!;
  const ceiling = robustness.thresholds.maxRelativeDegradation;
  const gated = gatedReading(report);
  const gatedColumn = gated === 'points' ? 3 : 4;
  const otherColumn = gated === 'points' ? 4 : 3;
  const rows = ranAttacks(robustness).map((attack) => {
    const points = degradationCell(attack.relativeDegradation, attack.relativeDegradationCi95);
    const relative = degradationCell(
      attack.relativeDegradationOfRelativeDrops ?? null,
      attack.relativeDegradationOfRelativeDropsCi95,
    );
    const row = [
      style.code(methodLabel(attack, style.optionsInLabel)),
      `${attack.teacher!.success.n} / ${attack.student!.success.n} of ${attack.selected}`,
      `${dropCell(attack.student!)} / ${dropCell(attack.teacher!)}`,
      points,
      relative,
      style.status(checkStatus(report, `attack-relative-degradation:${attack.method}`)),
    ];
    // The other reading without its interval (compact); the full cells are compared below.
    const other =
      gated === 'points'
        ? relativeChange(attack.relativeDegradationOfRelativeDrops ?? null)
        : relativeChange(attack.relativeDegradation);
    return { row, other };
  });
  if (rows.length === 0) return [];
  const header = [...titles];
  header[gatedColumn] += ` (gated: ceiling ${ceiling === null ? 'off' : relativeChange(ceiling)})`;
  const same = rows.every(({ row }) => row[otherColumn] === row[gatedColumn]);
  const shown = rows.map(({ row, other }) =>
    compact ? row.map((cell, c) => (c === otherColumn ? other : cell)) : row,
  );
  const drop = (c: number) => (same && c === otherColumn) || (compact && c === 2);
  return [header, ...shown].map((row) => row.filter((_, c) => !drop(c)));
}

/** The gated reading of the relative degradation: its column header names it. */
export function gatedDegradation(report: Report): 'points' | 'relative-drops' {
  return gatedReading(report);
}

/** Queries as "400 (25.0)": in all, and per input in brackets (the header says so). */
function queriesCell(result: AttackModelResult): string {
  return `${result.queries}${result.meanQueries === null ? '' : ` (${result.meanQueries.toFixed(1)})`}`;
}

/**
 * The budget a method ran on: "≤ 500 queries per input (reference 3,100);
 * ≤ 300 s" or the reference's; for a method whose language model's work
 * lies outside its time budget, that work named (and its seconds
 * `withTimings`: the PR comment leaves wall time out): "≤ 60 s of search,
 * plus 112.0 s outside it for its substitutes (the language model's work)".
 */
export function budgetCell(attack: AttackReport, withTimings = true): string {
  const reference =
    attack.referenceQueriesPerInput === null || attack.referenceQueriesPerInput === undefined
      ? 'none'
      : Math.round(attack.referenceQueriesPerInput).toLocaleString('en-US');
  const parts: string[] = [];
  if (attack.queriesPerInput !== null) {
    parts.push(`≤ ${attack.queriesPerInput} queries per input (reference ${reference})`);
  } else {
    parts.push(`reference budget (${reference} queries per input)`);
  }
  if (attack.timeBudgetSeconds !== null) {
    const shards = attack.timeBudgetShards;
    parts.push(
      `≤ ${attack.timeBudgetSeconds} s${shards ? ` per shard (${shards} shards)` : ''}` +
        outsideBudget(attack, withTimings),
    );
  }
  return parts.join('; ');
}

/**
 * What of a method's time lies outside its time budget, for budgetCell;
 * empty when nothing does, or for a method this version does not know (a
 * report read from outside may name one).
 */
function outsideBudget(attack: AttackReport, withTimings: boolean): string {
  const facts = (ATTACK_METHOD_FACTS as Record<string, AttackMethodFacts | undefined>)[
    attack.method
  ];
  const what = facts?.outsideBudget ?? null;
  const ms = attack.outsideBudgetMs;
  if (what === null || ms === undefined) return '';
  const lm = "(the language model's work)";
  if (!withTimings) return ` of search, not counting ${what} ${lm}`;
  const shards = attack.timeBudgetShards ? ' in all shards' : '';
  return ` of search, plus ${(ms / 1000).toFixed(1)} s${shards} outside it for ${what} ${lm}`;
}

/**
 * What each attack method cost: one row per method that ran; the seconds
 * per 100 inputs only `withTimings` (the PR comment leaves wall time out).
 */
export function attackCostRows(
  robustness: RobustnessReport,
  style: CellStyle,
  withBudget = true,
  withTimings = true,
): string[][] {
  return ranAttacks(robustness).map((attack) => {
    const per100 = secondsPer100(attack);
    return [
      style.code(methodLabel(attack, style.optionsInLabel)),
      ...(withBudget ? [budgetCell(attack, withTimings)] : []),
      queriesCell(attack.teacher!),
      queriesCell(attack.student!),
      ...(withTimings ? [per100 === null ? '—' : per100.toFixed(1)] : []),
      attack.budgetExhausted ? `yes (${attack.evaluated} of ${attack.selected} inputs)` : 'no',
    ];
  });
}

/**
 * The relations on each method's teacher adversarial examples, one row per
 * method that found any, as [header, ...rows]: a column left out when it is
 * empty in every row (MR4 without a comparable bin), and the student's
 * accuracy left out when it equals MR1 in every row (the teacher is wrong on
 * each, so with two classes the student is right exactly where it
 * disagrees).
 */
export function adversarialTable(
  robustness: RobustnessReport,
  style: CellStyle,
  header: string[],
): string[][] {
  const rows = ranAttacks(robustness)
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
  if (rows.length === 0) return [];
  const accuracyIsMr1 = ranAttacks(robustness)
    .filter((a) => (a.adversarial?.inputs ?? 0) > 0)
    .every((a) => {
      const r = a.adversarial!.relations!;
      return r.accuracy.student.accuracy === r.mr1.rate;
    });
  const keep = header.map(
    (_, c) => c < 2 || (!rows.every((row) => row[c] === '—') && !(c === 6 && accuracyIsMr1)),
  );
  return [header, ...rows].map((row) => row.filter((_, c) => keep[c]));
}

/** The accuracy drop in points: the difference of the two accuracies as shown beside it. */
function dropCell(result: AttackModelResult): string {
  if (result.accuracyBefore === null || result.accuracyAfter === null) return '—';
  const drop = shownDifference(result.accuracyBefore * 100, result.accuracyAfter * 100, 1);
  return `${drop.toFixed(1)} pts`;
}

/** Seconds per 100 inputs for one attack method (both models); null when no input was attacked. */
function secondsPer100(attack: AttackReport): number | null {
  if (attack.evaluated === 0) return null;
  return (attack.elapsedMs / 1000 / attack.evaluated) * 100;
}

/** The attack reports that ran (skipped ones have no numbers). */
export function ranAttacks(robustness: RobustnessReport): AttackReport[] {
  return robustness.attacks.filter((a) => a.teacher !== null && a.student !== null);
}

/** A success rate with its Wilson interval: "50.0% (8/16; 28.0%–72.0%)". */
function successCell(result: AttackModelResult): string {
  return flipCell(result.success);
}

/** Why each undefined ratio is undefined and what each transformation left out, one line each. */
export function transformedNotes(report: Report, robustness: RobustnessReport): string[] {
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
  return notes;
}

/**
 * What each attack method's numbers rest on and why an undefined one is
 * undefined, one line each; where the teacher's side and alert's
 * substitutes came from (a cache or this run) only `withRunDetails`.
 */
export function attackNotes(robustness: RobustnessReport, withRunDetails = true): string[] {
  const notes: string[] = [];
  for (const attack of robustness.attacks) {
    const method = attack.method;
    const options = attack.nonReference ?? [];
    if (options.length > 0)
      notes.push(
        `${method}: ran with ${options.join(' and ')}, not as its reference code: its numbers are not the reference's`,
      );
    if (method === 'coda' && attack.teacher !== null && attack.student !== null) {
      const part = (r: AttackModelResult) => `${r.restructured} of ${r.success.violations}`;
      notes.push(
        `coda: ${part(attack.teacher)} teacher and ${part(attack.student)} student successes restructured the code (a structural transformation) before renaming`,
      );
    }
    const refs = attack.references;
    if (method === 'coda' && refs !== undefined) {
      const sims = refs.similarities;
      const reused =
        withRunDetails && sims
          ? ` (${sims.reused} of ${sims.reused + sims.computed} reference similarities from the cache)`
          : '';
      notes.push(
        refs.similarity === 'language-model'
          ? `coda: references drawn from ${refs.pool} labelled inputs, references and candidate names ranked by the embeddings of ${refs.languageModel ?? 'the language model'}${reused}`
          : `coda: references drawn from ${refs.pool} labelled inputs; no transforms.attack.language-model: references ranked by code shape and names by use in the references (the fallback; CODA ranks them by CodeBERT encoder states and FastText)`,
      );
    }
    const sub = attack.substitutes;
    if (sub !== undefined) {
      notes.push(
        sub.source === 'reference-file'
          ? `alert: substitutes from the reference's substitutes file (${sub.inputsWithSubstitutes} inputs with substitutes)`
          : `alert: substitutes from ${sub.languageModel ?? 'the language model'}${withRunDetails ? (sub.cacheHit ? ', from the cache' : `, computed in ${(sub.computeMs / 1000).toFixed(1)} s`) : ''} (${sub.inputsWithSubstitutes} inputs with substitutes)`,
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
  const cacheNote = withRunDetails ? teacherCacheNote(robustness) : null;
  if (cacheNote !== null) notes.push(cacheNote);
  const texts = robustness.transformedTexts;
  if (withRunDetails && texts !== undefined && texts.restored > 0)
    notes.push(
      `T(x) from the cache: ${texts.restored} of ${texts.restored + texts.computed} transformed inputs were read, not transformed again (same data, transformation settings and code)`,
    );
  return notes;
}

/**
 * Per method that ran: how many of the selected inputs each model was
 * attacked on and why the others were not ("k of n attacked"), and the
 * gate's reason where the data left its degradation undecided (too few
 * attacked, or an interval that holds the ceiling), one line each. Methods
 * left undefined by too few attacked inputs with the same counts share one
 * line that names them ("mhm, alert and coda: … too few inputs attacked to
 * decide (…)"), where the same sentence stood once per method.
 */
export function attackedNotes(report: Report): string[] {
  const attacks = ranAttacks(report.robustness!);
  const checkOf = (attack: AttackReport) =>
    report.gate.checks.find((c) => c.id === `attack-relative-degradation:${attack.method}`);
  // The too-few reason already says "k of n attacked" per model: its counts group the methods.
  const tooFew = (attack: AttackReport): string | null => {
    const cause = checkOf(attack)?.cause;
    if (cause?.kind !== 'too-few-attacked') return null;
    return (
      `teacher ${attackedText(attack, attack.teacher!)}, student ${attackedText(attack, attack.student!)}; ` +
      `min-attacked ${cause.minAttacked} per model`
    );
  };
  const groups = new Map<string, AttackReport[]>();
  for (const attack of attacks) {
    const counts = tooFew(attack);
    if (counts !== null) groups.set(counts, [...(groups.get(counts) ?? []), attack]);
  }
  const reading = gatedReading(report) === 'points' ? 'points' : 'relative drops';
  return attacks.flatMap((attack) => {
    const check = checkOf(attack);
    const counts = tooFew(attack);
    if (counts !== null) {
      const group = groups.get(counts)!;
      if (group[0] !== attack) return [];
      if (group.length === 1) return [`${attack.method}: ${check!.reason}`];
      const names = listed(group.map((a) => a.method));
      return [
        `${names}: relative degradation (${reading}) under each of these attacks is undefined: ` +
          `too few inputs attacked to decide (${counts})`,
      ];
    }
    const inconclusive = check?.status === 'inconclusive' && check.reason !== null;
    const attacked =
      `${attack.method}: teacher ${attackedText(attack, attack.teacher!)}; ` +
      `student ${attackedText(attack, attack.student!)}`;
    return inconclusive ? [attacked, `${attack.method}: ${check.reason}`] : [attacked];
  });
}

/** Names as a reader lists them: "a", "a and b", "a, b and c". */
function listed(names: readonly string[]): string {
  return names.length === 1
    ? names[0]!
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
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
  const check = origins.spotCheck;
  const checked =
    check === undefined || check.scores.rows + check.successes.rows === 0
      ? ''
      : `; the live teacher scored ${check.scores.rows} of the ${check.scores.of} inputs the restored scores answered and ${check.successes.rows} of the ${check.successes.of} adversarial inputs of the restored successes again, drawn at random, and they matched`;
  return (
    `teacher side from the cache: ${listed} were restored (same teacher, data, settings and code)` +
    `${searches}${checked}; ` +
    (origins.teacherRun
      ? `the teacher model ran on the other ${ran}`
      : checked === ''
        ? 'the teacher model was not run for robustness'
        : 'the teacher model was run for robustness for that check only')
  );
}
