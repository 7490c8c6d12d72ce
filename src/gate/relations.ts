/**
 * The relation checks (docs/spec.md §4): each relation's rate against its ceiling
 * and, when a baseline is given, against the base branch's rate.
 */
import { relationRate } from '../relations/names.js';
import type { Rate, RelationName, Relations } from '../relations/types.js';
import { COMPARISON_SLACK, exceeds } from './compare.js';
import { percent, points, shownDifference } from './numbers.js';
import type { PairedVerdict } from './paired.js';
import type { BrokenRule, Check, CheckStatus, GateOptions } from './types.js';

function describe(relations: Relations, name: RelationName): string {
  switch (name) {
    case 'MR1':
      return 'MR1 prediction disagreement';
    case 'MR2':
      return `MR2 distribution divergence (KL > ${relations.mr2.epsilon} nats)`;
    case 'MR3':
      return `MR3 high-confidence loss (τ = ${relations.mr3.tau})`;
    case 'MR4':
      return `MR4 calibration-bin disagreement (δ4 = ${relations.mr4.delta4})`;
  }
}

function countOf(r: Rate, name: RelationName): string {
  return name === 'MR4' ? `${r.violations}/${r.n} bins` : `${r.violations}/${r.n}`;
}

function notDefined(
  relations: Relations,
  name: RelationName,
): Pick<Check, 'status' | 'reason' | 'cause'> {
  const label = describe(relations, name);
  const cause = { kind: 'no-value' } as const;
  if (name === 'MR4') {
    const mr4 = relations.mr4;
    const status: CheckStatus = mr4.labelled === 0 ? 'skipped' : 'undefined';
    const reason = `${label} is ${status}: ${mr4.skippedReason ?? 'no comparable bin'}`;
    return { status, reason, cause };
  }
  if (name === 'MR3' && relations.mr3.undefinedReason !== null) {
    return {
      status: 'undefined',
      reason: `${label} is undefined: ${relations.mr3.undefinedReason}`,
      cause,
    };
  }
  return { status: 'undefined', reason: `${label} is undefined: there are no inputs`, cause };
}

/**
 * One relation's check.
 * - rate undefined: 'skipped' for MR4 without labelled inputs, 'undefined'
 *   otherwise; neither passes nor fails, the reason says why.
 * - ceiling (null = off): fails when rate > ceiling.
 * - baseline (when given and its rate is defined): fails when
 *   rate − baselineRate > maxDegradation, or when
 *   (rate − baselineRate) / baselineRate > percentMaxDegradation (a baseline
 *   of 0 with a rise is an infinite relative rise and fails).
 * - paired (when given): the paired regression test's verdict on the same
 *   inputs (McNemar's exact test); its line is the reason when it fails.
 * A value equal to its limit passes. Every broken rule is named, with its
 * numbers, in the reason.
 */
export function relationCheck(
  relations: Relations,
  name: RelationName,
  options: GateOptions,
  baseline: Relations | null,
  paired: PairedVerdict | null = null,
): Check {
  const current = relationRate(relations, name);
  const ceiling = options.ceilings[name];
  const base = baseline === null ? null : relationRate(baseline, name);
  const check = { id: name, value: current.rate, ceiling, baseline: base?.rate ?? null };
  if (current.rate === null) return { ...check, ...notDefined(relations, name) };
  const value = current.rate;
  const broken: string[] = [];
  const rules: BrokenRule[] = [];
  if (ceiling !== null && exceeds(value, ceiling)) {
    broken.push(`exceeds the ceiling ${percent(ceiling)}`);
    rules.push('ceiling');
  }
  if (base !== null && base.rate !== null) {
    const from = `the baseline ${percent(base.rate)} (${countOf(base, name)})`;
    const rise = value - base.rate;
    const max = options.maxDegradation;
    if (max !== null && exceeds(rise, max)) {
      broken.push(
        `rose ${shownDifference(value * 100, base.rate * 100, 1).toFixed(1)} points from ${from}, more than max-degradation ` +
          `${points(max)} points`,
      );
      rules.push('max-degradation');
    }
    const pct = options.percentMaxDegradation;
    if (pct !== null && rise > COMPARISON_SLACK) {
      const relative = base.rate === 0 ? 'infinite' : rise / base.rate;
      if (exceeds(relative, pct)) {
        const shown = relative === 'infinite' ? 'infinitely' : percent(relative);
        broken.push(
          `rose ${shown} relative to ${from}, more than percent-max-degradation ${percent(pct)}`,
        );
        rules.push('percent-max-degradation');
      }
    }
  }
  const pairedFails = paired !== null && paired.status === 'fail';
  // With its ceiling off and no baseline a relation still passes: it is reported, never failed.
  if (broken.length === 0 && !pairedFails) {
    return { ...check, status: 'pass', reason: null, cause: null };
  }
  const label = `${describe(relations, name)} ${percent(value)} (${countOf(current, name)})`;
  const reasons = broken.length === 0 ? [] : [`${label} ${broken.join('; and ')}`];
  if (pairedFails) {
    reasons.push(paired.line);
    rules.push('paired');
  }
  return {
    ...check,
    status: 'fail',
    reason: reasons.join('; and '),
    cause: { kind: 'broken', rules },
  };
}
