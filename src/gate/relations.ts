/**
 * The relation checks (docs/spec.md §4): each relation's rate against its ceiling
 * and, when a baseline is given, against the base branch's rate.
 */
import { needsProbabilities } from '../relations/hard-labels.js';
import { relationRate } from '../relations/names.js';
import type { Rate, RelationName, Relations } from '../relations/types.js';
import { exceeds } from './compare.js';
import { percent } from './numbers.js';
import type { GatePairedVerdict } from './paired.js';
import {
  baselineRules,
  intervalContains,
  undecidedCeiling,
  type DefinedRate,
} from './rate-rules.js';
import type { BrokenRule, Check, CheckCause, CheckStatus, GateOptions } from './types.js';

function describe(relations: Relations, name: RelationName): string {
  switch (name) {
    case 'MR1':
      return relations.unit === 'positions'
        ? 'MR1 next-token disagreement'
        : 'MR1 prediction disagreement';
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
  const hard = relations.hardLabels ?? null;
  if (hard !== null && name !== 'MR1') {
    return { status: 'skipped', reason: `${label} is skipped: ${needsProbabilities(hard)}`, cause };
  }
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

/** What a relation's unit is, for "about N … would decide it" (MR4 has its own reason). */
function unitsOf(relations: Relations, name: Exclude<RelationName, 'MR4'>): string {
  const unit = relations.unit === 'positions' ? 'positions' : 'inputs';
  return name === 'MR3' ? `confident ${unit}` : unit;
}

/**
 * True when the ceiling cannot be decided: for MR1–MR3 when the rate's 95%
 * Wilson interval contains it (intervalContains); for MR4 when counting its
 * undecided bins as together and as apart (its `ci95`, docs/spec.md §4.5)
 * puts the rate on both sides of it, a ceiling of 0 included (the range is
 * not an interval estimate: a rate of exactly 0 with no undecided bin is
 * decided).
 */
function ceilingUndecided(name: RelationName, current: Rate, ceiling: number | null): boolean {
  if (ceiling === null) return false;
  if (name !== 'MR4') return intervalContains(current.ci95, ceiling);
  return (
    current.ci95 !== null && !exceeds(current.ci95[0], ceiling) && exceeds(current.ci95[1], ceiling)
  );
}

/** The undecided bins of MR4 as "(0.50, 0.60], (0.70, 0.80]". */
function undecidedBins(relations: Relations): string {
  return relations.mr4.table
    .filter((bin) => bin.verdict === 'undecided')
    .map((bin) => `(${bin.lower.toFixed(2)}, ${bin.upper.toFixed(2)}]`)
    .join(', ');
}

/**
 * MR4's reason when its undecided bins straddle the ceiling: how many, which,
 * the rate each way, and what would decide them.
 */
function inconclusiveBins(relations: Relations, current: DefinedRate, ceiling: number): string {
  const one = relations.mr4.undecided === 1;
  return (
    `${describe(relations, 'MR4')} ${percent(current.rate)} (${countOf(current, 'MR4')} apart) is at ` +
    `or below the ceiling ${percent(ceiling)}, but ${relations.mr4.undecided} of ${current.n} ` +
    `counted bin${current.n === 1 ? '' : 's'} ${one ? 'is' : 'are'} undecided ` +
    `(${undecidedBins(relations)}: the 95% interval of the accuracy difference holds values both ` +
    `within and beyond ±δ4); counted as apart ${one ? 'it' : 'they'} would put the rate at ` +
    `${percent(current.ci95[1])}: inconclusive; more labelled inputs in ${one ? 'that bin' : 'those bins'} ` +
    `would narrow ${one ? 'its interval and decide it' : 'their intervals and decide them'}`
  );
}

/**
 * The reason of a ceiling the data cannot decide, with about how many units
 * at the observed rate would (`wilsonInputsToDecide`); MR4's says which bins
 * are undecided.
 */
function inconclusiveCeiling(
  relations: Relations,
  name: RelationName,
  current: DefinedRate,
  ceiling: number,
): {
  reason: string;
  cause: NonNullable<Extract<CheckCause, { kind: 'inconclusive' }>['ceiling']>;
} {
  if (name === 'MR4') {
    const reason = inconclusiveBins(relations, current, ceiling);
    return { reason, cause: { ci95: current.ci95, inputsToDecide: null } };
  }
  const label = describe(relations, name);
  return undecidedCeiling(
    label,
    countOf(current, name),
    current,
    ceiling,
    unitsOf(relations, name),
  );
}

/**
 * One relation's check.
 * - rate undefined: 'skipped' for MR4 without labelled inputs and for
 *   MR2–MR4 when a model gave predicted classes only (they need
 *   probabilities), 'undefined' otherwise; neither passes nor fails, the
 *   reason says why.
 * - ceiling (null = off): inconclusive when the rate's 95% Wilson interval
 *   contains it (see intervalContains; the reason says about how many
 *   inputs would decide it), for MR4 when its undecided bins could put the
 *   rate on either side (see ceilingUndecided), else fails when rate > ceiling.
 * - baseline (when given and its rate is defined): fails when
 *   rate − baselineRate > maxDegradation, or when
 *   (rate − baselineRate) / baselineRate > percentMaxDegradation (a baseline
 *   of 0 with a rise is an infinite relative rise and fails).
 * - paired (when given): the paired regression test's verdict on the same
 *   inputs (McNemar's exact test); its line is the reason when it fails or
 *   is inconclusive.
 * A value equal to a degradation limit passes; one equal to its ceiling is
 * inconclusive (its interval contains it), except at a ceiling of 0. Every
 * broken rule is named, with its numbers, in the reason. A broken rule fails the check whatever else is
 * inconclusive; with none broken, an inconclusive ceiling or paired test
 * makes the check inconclusive (what that does to the gate is decideGate's
 * policy).
 */
export function relationCheck(
  relations: Relations,
  name: RelationName,
  options: GateOptions,
  baseline: Relations | null,
  paired: GatePairedVerdict | null = null,
): Check {
  const current = relationRate(relations, name);
  const ceiling = options.ceilings[name];
  const base = baseline === null ? null : relationRate(baseline, name);
  const check = { id: name, value: current.rate, ceiling, baseline: base?.rate ?? null };
  if (current.rate === null) return { ...check, ...notDefined(relations, name) };
  const value = current.rate;
  const broken: string[] = [];
  const rules: BrokenRule[] = [];
  const undecided = ceilingUndecided(name, current, ceiling);
  if (ceiling !== null && !undecided && exceeds(value, ceiling)) {
    broken.push(`exceeds the ceiling ${percent(ceiling)}`);
    rules.push('ceiling');
  }
  if (base !== null && base.rate !== null) {
    const from = `the baseline ${percent(base.rate)} (${countOf(base, name)})`;
    const found = baselineRules(value, base.rate, from, options);
    broken.push(...found.broken);
    rules.push(...found.rules);
  }
  const pairedFails = paired !== null && paired.status === 'fail';
  const pairedUndecided = paired !== null && paired.status === 'inconclusive';
  if (broken.length === 0 && !pairedFails && (undecided || pairedUndecided)) {
    const reasons: string[] = [];
    let ceilingCause: Extract<CheckCause, { kind: 'inconclusive' }>['ceiling'] = null;
    if (undecided) {
      const withInterval = current as DefinedRate;
      const found = inconclusiveCeiling(relations, name, withInterval, ceiling as number);
      reasons.push(found.reason);
      ceilingCause = found.cause;
    }
    if (pairedUndecided) reasons.push(paired.line);
    return {
      ...check,
      status: 'inconclusive',
      reason: reasons.join('; and '),
      cause: {
        kind: 'inconclusive',
        ceiling: ceilingCause,
        paired: pairedUndecided ? (paired.power ?? null) : null,
      },
    };
  }
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
