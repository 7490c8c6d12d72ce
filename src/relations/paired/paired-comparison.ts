import { InputError } from '../../errors.js';
import { mcnemarExact } from './mcnemar.js';
import { newcombePairedInterval, type PairedTable } from './paired-interval.js';
import type { PairedRelationName } from './per-input.js';
import { decodeViolationSet, type ViolationSet } from './violation-set.js';

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
