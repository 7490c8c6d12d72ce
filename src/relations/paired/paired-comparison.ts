import { InputError } from '../../errors.js';
import { mcnemarExact } from './mcnemar.js';
import { newcombePairedInterval, type PairedTable } from './paired-interval.js';
import type { PairedRelationName } from './per-input.js';
import { decodeViolationSet, type ViolationSet } from './violation-set.js';
import { DEFAULT_PAIRED_OPTIONS, type PairedOptions } from './paired-options.js';

/** One relation compared input by input between this run and the baseline. */
export interface PairedComparison {
  relation: PairedRelationName;
  /** The 2x2 table over the inputs both runs tested; n = its total. */
  table: PairedTable;
  n: number;
  /** (both + nowOnly) / n: this run's rate on the common inputs; null when n = 0. */
  rateNow: number | null;
  /** (both + beforeOnly) / n: the baseline's rate on the common inputs; null when n = 0. */
  rateBefore: number | null;
  /** (b − c) / n = rateNow − rateBefore; null when n = 0. */
  change: number | null;
  /** Newcombe's paired 95% interval for `change`; null when n = 0. */
  ci95: [number, number] | null;
  /** McNemar's exact two-sided p-value on b = nowOnly, c = beforeOnly (1 when b = c). */
  pValue: number;
  /** ln pValue, finite where pValue underflows to 0. */
  logPValue: number;
}

/**
 * Compares one relation's per-input outcomes of this run with the baseline's.
 *
 * Only inputs tested in both runs count (for MR1 and MR2 all of them; for MR3
 * the inputs in both confident sets, which differ when the teacher changed).
 * On them:
 *
 *     b = #{violates now, not before},  c = #{violated before, not now}
 *     change = (b − c) / n,  ci95 by Newcombe (paired),  p by McNemar exact
 *
 * When the tested sets differ, rateNow and rateBefore are rates on the
 * common inputs and may differ from each run's own MR3 rate.
 *
 * @param relation - which relation the sets are of (for messages).
 * @param now - this run's set.
 * @param before - the baseline's set, as read from its report.
 * @throws InputError (one line) when either set is malformed (see
 *   `decodeViolationSet`), or the two belong to different inputs (digest or
 *   count differs): a paired test needs the same inputs in the same order.
 *
 * @example
 * // 400 inputs; 20 violate only now, 7 only before, 30 in both:
 * pairedComparison('MR1', now, before);
 * // { table: { both: 30, nowOnly: 20, beforeOnly: 7, neither: 343 }, n: 400,
 * //   change: 0.0325, pValue: 0.019157..., ... }
 */
export function pairedComparison(
  relation: PairedRelationName,
  now: ViolationSet,
  before: ViolationSet,
): PairedComparison {
  const current = decodeViolationSet(now, `this run's ${relation} violation set`);
  const baseline = decodeViolationSet(before, `baseline ${relation} violation set`);
  if (now.inputsDigest !== before.inputsDigest || now.inputs !== before.inputs) {
    throw new InputError(
      `baseline ${relation}: its violation set is of other inputs (digest ` +
        `${before.inputsDigest.slice(0, 12)}, ${before.inputs} inputs) than this run ` +
        `(${now.inputsDigest.slice(0, 12)}, ${now.inputs} inputs); a paired test needs the same ` +
        `dataset rows: rerun the baseline on this dataset, or set gate.paired: off to use the ` +
        `fixed-points check`,
    );
  }
  const table: PairedTable = { both: 0, nowOnly: 0, beforeOnly: 0, neither: 0 };
  for (let i = 0; i < now.inputs; i++) {
    if (current.tested !== null && current.tested[i] === 0) continue;
    if (baseline.tested !== null && baseline.tested[i] === 0) continue;
    const violatesNow = current.violated[i] === 1;
    const violatedBefore = baseline.violated[i] === 1;
    if (violatesNow && violatedBefore) table.both++;
    else if (violatesNow) table.nowOnly++;
    else if (violatedBefore) table.beforeOnly++;
    else table.neither++;
  }
  const n = table.both + table.nowOnly + table.beforeOnly + table.neither;
  const test = mcnemarExact(table.nowOnly, table.beforeOnly);
  return {
    relation,
    table,
    n,
    rateNow: n === 0 ? null : (table.both + table.nowOnly) / n,
    rateBefore: n === 0 ? null : (table.both + table.beforeOnly) / n,
    change: n === 0 ? null : (table.nowOnly - table.beforeOnly) / n,
    ci95: newcombePairedInterval(table),
    pValue: test.pValue,
    logPValue: test.logPValue,
  };
}

/** The paired verdict of one relation. */
export interface PairedVerdict {
  relation: PairedRelationName;
  /** 'undefined' when no input was tested in both runs; it neither passes nor fails. */
  status: 'pass' | 'fail' | 'undefined';
  /** One line that says what was found and why it passes or fails. */
  line: string;
  comparison: PairedComparison;
}

/**
 * Slack on the minimum-effect comparison: (b − c) / n carries rounding
 * (3 / 300 is 0.01 exactly as a literal, but 0.04 − 0.03 is not), and a
 * change equal to the minimum effect must pass.
 */
const EFFECT_SLACK = 1e-12;

const DESCRIPTION: Record<PairedRelationName, string> = {
  MR1: 'MR1 prediction disagreement',
  MR2: 'MR2 distribution divergence',
  MR3: 'MR3 high-confidence loss',
};

function percent(fraction: number): string {
  return `${(fraction * 100).toFixed(1)}%`;
}

function points(fraction: number): string {
  const value = (fraction * 100).toFixed(1);
  return `${fraction > 0 && value !== '0.0' ? '+' : ''}${value}`;
}

/**
 * A p-value for a line of text, from its log so that values below 1e-308
 * still show: two significant digits, in exponent form below 0.001.
 *
 * @example
 * formatPValue(Math.log(0.019157)); // '0.019'
 * formatPValue(-2000);              // '2.6e-869'
 */
export function formatPValue(logPValue: number): string {
  const log10 = logPValue / Math.LN10;
  if (log10 >= -3) return String(Number(Math.exp(logPValue).toPrecision(2)));
  let exponent = Math.floor(log10);
  let mantissa = Number((10 ** (log10 - exponent)).toFixed(1));
  if (mantissa >= 10) {
    mantissa = 1;
    exponent += 1;
  }
  return `${mantissa.toFixed(1)}e${exponent}`;
}

function assertOptions(options: PairedOptions): void {
  if (!(options.alpha > 0 && options.alpha < 1)) {
    throw new RangeError(`alpha must be in (0, 1), got ${options.alpha}`);
  }
  if (!(options.minEffect >= 0 && options.minEffect < 1)) {
    throw new RangeError(`minEffect must be in [0, 1), got ${options.minEffect}`);
  }
}

/**
 * The regression verdict of one relation from its paired comparison.
 *
 * Fails when the violation rate rose significantly and by more than the
 * minimum effect:
 *
 *     b > c  and  p <= alpha  and  (b − c) / n > minEffect
 *
 * A significant fall, a rise that is not significant, and a significant rise
 * no larger than minEffect all pass; each says so in its line. No common
 * input (n = 0) is 'undefined'. The interval is always 95%, whatever alpha.
 *
 * @param comparison - from {@link pairedComparison}.
 * @param options - alpha in (0, 1) (default 0.05) and minEffect in [0, 1)
 *   (default 0.01, one point).
 * @throws RangeError when an option is out of range.
 *
 * @example
 * pairedVerdict(pairedComparison('MR1', now, before)).line;
 * // 'MR1 prediction disagreement rose 3.3 points on the same 400 inputs (from 9.3% to
 * //  12.5%, 95% CI +0.7 to +6.0; 20 newly violate, 7 no longer do): McNemar exact
 * //  p = 0.019 <= α 0.05 and above the minimum effect of 1.0 point'
 */
export function pairedVerdict(
  comparison: PairedComparison,
  options: PairedOptions = DEFAULT_PAIRED_OPTIONS,
): PairedVerdict {
  assertOptions(options);
  const { relation, n, table } = comparison;
  const label = DESCRIPTION[relation];
  if (n === 0 || comparison.change === null) {
    return {
      relation,
      status: 'undefined',
      line: `${label}: no input was tested in both this run and the baseline, so there is nothing to pair`,
      comparison,
    };
  }
  const b = table.nowOnly;
  const c = table.beforeOnly;
  const change = comparison.change;
  const [low, high] = comparison.ci95 as [number, number];
  const movement =
    b === c
      ? 'did not change'
      : `${b > c ? 'rose' : 'fell'} ${Math.abs(change * 100).toFixed(1)} points`;
  const facts =
    `${label} ${movement} on the same ${n} inputs (from ${percent(comparison.rateBefore as number)} ` +
    `to ${percent(comparison.rateNow as number)}, 95% CI ${points(low)} to ${points(high)}; ` +
    `${b} newly violate, ${c} no longer do)`;
  const p = `McNemar exact p = ${formatPValue(comparison.logPValue)}`;
  const alpha = `α ${options.alpha}`;
  const effectPoints = (options.minEffect * 100).toFixed(1);
  const effect = `the minimum effect of ${effectPoints} point${effectPoints === '1.0' ? '' : 's'}`;
  const significant = comparison.pValue <= options.alpha;
  if (b > c && significant && change - options.minEffect > EFFECT_SLACK) {
    return {
      relation,
      status: 'fail',
      line: `${facts}: ${p} <= ${alpha} and above ${effect}`,
      comparison,
    };
  }
  let why: string;
  if (b <= c) why = significant ? `${p}, a significant fall` : p;
  else if (!significant) why = `${p} > ${alpha}, not significant`;
  else why = `${p} <= ${alpha}, but not above ${effect}`;
  return { relation, status: 'pass', line: `${facts}: ${why}`, comparison };
}
