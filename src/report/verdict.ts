/**
 * The verdict in words and rows, for the Markdown and the terminal alike: the
 * status line, the verdict table's rows, the sentence setting accuracy
 * beside the relations, and the names and notes they use. Every status is
 * the gate's.
 */
import type { BrokenRule, CheckStatus } from '../gate/types.js';
import type { RelationName } from '../relations/types.js';
import { needsProbabilities } from '../relations/hard-labels.js';
import { className } from './class-names.js';
import { splitChecks, splitName } from './mr1-split.js';
import { relationChecks, rateOf, robustnessChecks, robustnessRow } from './lookups.js';
import {
  deltaPoints,
  fixed,
  interval,
  percent,
  rateWithCount,
  studentMinusTeacher,
} from './numbers.js';
import type { Report, TimeLimitSummary } from './types.js';

/**
 * Each relation's name in the status line, named by what its rate counts
 * (the violations, as the gate's reasons name them): "MR1 prediction
 * disagreement 17.5%" is the share of inputs where the classes differ.
 */
export const RELATION_TITLES: Record<RelationName, string> = {
  MR1: 'prediction disagreement',
  MR2: 'distribution divergence',
  MR3: 'high-confidence loss',
  MR4: 'calibration-bin disagreement',
};

/** A relation's title in a report: MR1 over next-token positions is the next token's disagreement. */
export function relationTitle(report: Pick<Report, 'relations'>, id: RelationName): string {
  return id === 'MR1' && report.relations.unit === 'positions'
    ? 'next-token disagreement'
    : RELATION_TITLES[id];
}

/**
 * The relations' names in the verdict table, by what the rate counts too:
 * short, so that the table with its baseline columns stays within 100
 * columns with room for one more.
 */
export const RELATION_SHORT_TITLES: Record<RelationName, string> = {
  MR1: 'disagreement',
  MR2: 'KL > ε',
  MR3: 'confidence lost',
  MR4: 'bins apart > δ4',
};

/** A status's icon in Markdown: one entry per status, so a new status needs its own. */
export const STATUS_ICONS: Record<CheckStatus, string> = {
  pass: '✅',
  fail: '❌',
  inconclusive: '⚠️',
  undefined: '⚪',
  skipped: '⚪',
  off: '⚪',
};

/** A status as a Markdown cell shows it: "❌ FAIL". */
export const markdownStatus = (status: CheckStatus): string =>
  `${STATUS_ICONS[status]} ${STATUS_WORDS[status]}`;

export const STATUS_WORDS: Record<CheckStatus, string> = {
  pass: 'pass',
  fail: 'FAIL',
  inconclusive: 'inconclusive',
  undefined: 'undefined',
  skipped: 'skipped',
  off: 'off',
};

/**
 * The sign convention of every gap a report shows: a difference is always
 * the student minus the teacher (and a change is always this run minus the
 * base), with its sign written out.
 */
export const GAP_CONVENTION = 'gaps are student − teacher';

/** What each relation's rate counts, with the thresholds of this run, for a line under the verdict table. */
export function rateNote(report: Report): string {
  const t = report.thresholds.relations;
  return (
    `Rate = violations / what is counted: MR1 inputs where the student predicts another class than the teacher; ` +
    `MR2 inputs where KL(teacher ‖ student) > ε = ${t.epsilon} nats; ` +
    `MR3 of the inputs the teacher is confident on (top probability ≥ τ = ${t.tau}), those where the student gives that class < τ − δ3 = ${Number((t.tau - t.delta3).toFixed(6))}; ` +
    `MR4 of the confidence bins both models fill, those whose accuracies are apart by more than δ4 = ${t.delta4} ` +
    `(their difference's 95% interval wholly beyond ±δ4), and its interval is the rate with its undecided bins counted as together, then as apart.`
  );
}

/**
 * What the verdict table's robustness row counts: "robustness: 8 ceilings
 * (4 flip-rate ratios, 4 attack methods' degradations), each with its
 * status in the robustness section"; null without robustness checks.
 */
export function robustnessRowNote(report: Report): string | null {
  const checks = robustnessChecks(report);
  if (checks.length === 0) return null;
  const ratios = checks.filter((c) => c.id.startsWith('flip-rate-ratio:')).length;
  const attacks = checks.length - ratios;
  const parts = [
    ratios > 0 ? `${ratios} flip-rate ratio${ratios === 1 ? '' : 's'}` : null,
    attacks > 0
      ? `${attacks} attack method${attacks === 1 ? "'s" : "s'"} relative degradation`
      : null,
  ].filter((part) => part !== null);
  return `Robustness: ${checks.length} ceiling${checks.length === 1 ? '' : 's'} (${parts.join(', ')}), each with its status in the robustness section.`;
}

/**
 * Why each failing check failed, one line each, for the bullets under the
 * verdict table: a relation above its ceiling ("MR1 prediction disagreement
 * 17.5% (70/400) exceeds the ceiling 10.0%"), a fixed-points rule against
 * the baseline, a robustness ceiling, the time limit. A relation that broke
 * only the paired test is left out when the paired table stands below with
 * its counts, change, p and verdict.
 */
export function failureReasons(report: Report): string[] {
  const pairedShown = (report.baseline?.paired ?? null) !== null;
  const shownInTables = (rule: BrokenRule) => rule === 'paired' && pairedShown;
  const stopped = report.timeLimit?.reached ? [timeLimitReason(report.timeLimit)] : [];
  // A failed direction of MR1 leads: it is the failure a reviewer of a vulnerability model must see first.
  const split = splitChecks(report);
  const others = report.gate.checks.filter((check) => !split.some((c) => c.id === check.id));
  const checks = [...split, ...others]
    .filter((check) => check.status === 'fail' && check.reason !== null)
    .filter(
      (check) =>
        !(
          /^MR[1-4]$/.test(check.id) &&
          check.cause?.kind === 'broken' &&
          check.cause.rules.every(shownInTables)
        ),
    )
    .map((check) => check.reason!);
  return [...checks, ...stopped];
}

/**
 * The failure line of a run its time limit stopped (docs/spec.md §4.6): the
 * limit and what did not run.
 */
export function timeLimitReason(timeLimit: TimeLimitSummary): string {
  return (
    `the run stopped at its time limit of ${duration(timeLimit.seconds ?? 0)} (time-limit); not run: ` +
    `${timeLimit.notRun.join('; ')}. What did not run was not checked, so the gate fails; raise time-limit, ` +
    'or lower dataset.limit, transforms.limit or transforms.attack.max-inputs'
  );
}

/** Seconds as a reader says them: 90 s, 45 min. */
function duration(seconds: number): string {
  return seconds < 120 || seconds % 60 !== 0 ? `${seconds} s` : `${seconds / 60} min`;
}

/**
 * What a run without labels leaves out, said once in place of a row of
 * dashes: which numbers need labelled rows, and where labels come from.
 */
export function unlabelledNote(): string {
  return (
    'No labelled rows: accuracy, F1, ECE, negative flips and MR4 need labels ' +
    "(the field `dataset.fields.label`, or the pair list's third column; -1 is unlabelled); " +
    'MR1–MR3 compare the two models and need none.'
  );
}

/**
 * What a run with a model of predicted classes only (`output: labels`) has
 * and has not, said once in place of the KL summary; null when both models
 * gave probabilities.
 */
export function hardLabelsNote(report: Report): string | null {
  const hard = report.relations.hardLabels ?? null;
  if (hard === null) return null;
  return (
    `Hard labels: ${needsProbabilities(hard).replace(/^needs probabilities; /, '')}. ` +
    'MR1, its split by direction and accuracy are computed from the classes; MR2–MR4, the KL summary, ' +
    'calibration (ECE) and temperature scaling need probabilities and are not computed (not failed).'
  );
}

/**
 * Why the KL mean can exceed its 95th percentile, said where it does: a few
 * inputs with a large divergence carry the mean (a heavy tail). Empty
 * otherwise.
 */
export function klTailNote(report: Report): string {
  const { klMean, klP95 } = report.relations.mr2;
  if (klMean === null || klP95 === null || !(klMean > klP95)) return '';
  return ' The mean is above the 95th percentile: fewer than 5% of the inputs, with a large divergence, carry it (a heavy tail).';
}

/** One sentence: what accuracy shows, next to what the relations show. */
export function accuracyVersusFidelity(report: Report): string {
  const { teacher, student } = report.relations.accuracy;
  const mr1 = report.relations.mr1;
  const disagreement = `the student disagrees with the teacher on ${percent(mr1.rate)} of inputs (${mr1.violations} / ${mr1.n})`;
  if (teacher.accuracy === null || student.accuracy === null) {
    return `${unlabelledNote()} Without them, ${disagreement}.`;
  }
  const f1 =
    teacher.f1 !== null && student.f1 !== null
      ? `; F1 (${className(report, 1)}) teacher ${fixed(teacher.f1)}, student ${fixed(student.f1)}`
      : '';
  const gap = studentMinusTeacher(student.accuracy, teacher.accuracy, 'points');
  return (
    `Accuracy: teacher ${percent(teacher.accuracy)}, student ${percent(student.accuracy)} ` +
    `(student − teacher ${gap}${f1}; ${teacher.n} labelled inputs); yet ${disagreement}.`
  );
}

/** The checks on MR1's split with `status`, named "MR1 vulnerable → not vulnerable", "MR1 negative flips". */
function splitNames(
  report: Report,
  status: (s: CheckStatus) => boolean,
  name: (text: string) => string,
): string[] {
  return splitChecks(report)
    .filter((c) => status(c.status))
    .map((c) => `MR1 ${splitName(report, c.id, name)}`);
}

/** The relations, MR1's split checks and `robustness` (once) with an inconclusive check, in order. */
function inconclusiveNames(report: Report, name: (text: string) => string): string[] {
  const names: string[] = relationChecks(report)
    .filter((c) => c.status === 'inconclusive')
    .map((c) => c.id);
  names.push(...splitNames(report, (s) => s === 'inconclusive', name));
  if (robustnessChecks(report).some((c) => c.status === 'inconclusive')) names.push('robustness');
  return names;
}

/**
 * The status line: verdict first (a failed direction of MR1 named before
 * the relations), then what the data cannot decide, then the worst
 * relation. `name` writes a class name (the Markdown neutralises it).
 */
export function statusLine(report: Report, name: (text: string) => string = String): string {
  const { gate } = report;
  const relations = relationChecks(report);
  const worst = gate.worst === null ? undefined : relations.find((c) => c.id === gate.worst);
  const worstText =
    worst === undefined
      ? ''
      : ` Worst: ${worst.id} ${relationTitle(report, worst.id)} ${percent(worst.value as number)}` +
        (worst.ceiling === null ? '' : ` (ceiling ${percent(worst.ceiling)})`) +
        '.';
  const undecided = inconclusiveNames(report, name);
  const policy = gate.inconclusivePolicy;
  if (gate.passed) {
    const isOpen = (s: CheckStatus) => s === 'undefined' || s === 'skipped';
    const open = [
      ...relations.filter((c) => isOpen(c.status)).map((c) => `${c.id} ${c.status}`),
      ...splitChecks(report)
        .filter((c) => isOpen(c.status))
        .map((c) => `MR1 ${splitName(report, c.id, name)} ${c.status}`),
    ];
    const note = open.length === 0 ? '' : ` ${open.join(', ')}.`;
    const inconclusive =
      undecided.length === 0
        ? ''
        : ` Inconclusive: ${undecided.join(', ')} (the data cannot decide; gate.inconclusive: ${policy}).`;
    return `Fidelity gate passed.${inconclusive}${worstText}${note}`;
  }
  const failing: string[] = [
    ...splitNames(report, (s) => s === 'fail', name),
    ...relations.filter((c) => c.status === 'fail').map((c) => c.id),
  ];
  // Robustness ceilings (flip-rate ratio, attack degradation) fail the gate too.
  if (robustnessChecks(report).some((c) => c.status === 'fail')) failing.push('robustness');
  if (report.timeLimit?.reached)
    failing.push('the time limit (the run stopped before it finished)');
  const inconclusive =
    undecided.length === 0
      ? ''
      : policy === 'fail'
        ? ` Inconclusive, failed by gate.inconclusive: fail: ${undecided.join(', ')}.`
        : ` Inconclusive: ${undecided.join(', ')}.`;
  const on = failing.length === 0 ? '' : ` on ${failing.join(', ')}`;
  return `Fidelity gate FAILED${on}.${inconclusive}${worstText}`;
}

/**
 * The verdict table's rows, one per relation and the robustness row: the
 * same cells for the Markdown and the terminal, which differ only in how a
 * status is written (`status`) and in the header.
 */
export function verdictRows(report: Report, status: (s: CheckStatus) => string): string[][] {
  const withBaseline = report.baseline !== null;
  const rows = relationChecks(report).map((check) => {
    const rate = rateOf(report, check.id);
    return [
      check.id,
      RELATION_SHORT_TITLES[check.id],
      rateWithCount(rate),
      interval(rate),
      percent(check.ceiling),
      ...(withBaseline ? [percent(check.baseline), deltaPoints(rate.rate, check.baseline)] : []),
      status(check.status),
    ];
  });
  const robustness = robustnessRow(report);
  if (robustness !== null) {
    rows.push([
      '',
      'robustness',
      `${robustness.failed} of ${robustness.total} fail`,
      '',
      '',
      ...(withBaseline ? ['', ''] : []),
      status(robustness.status),
    ]);
  }
  return rows;
}
