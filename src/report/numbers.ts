/**
 * The numbers of a report's cells: the gate's percent and signed change
 * (gate/numbers.ts, one formatter for reasons and cells alike), and the
 * cells built on them: intervals, counts, student − teacher gaps and changes
 * against the base.
 */
import { percent, shownDifference, signed } from '../gate/numbers.js';
import type { Rate } from '../relations/types.js';

export { percent, shownDifference, signed };

/** A number with `digits` decimals; null as an em dash. */
export function fixed(value: number | null, digits = 3): string {
  return value === null ? '—' : value.toFixed(digits);
}

/** A 95% interval as "23.1–31.8%"; an em dash when undefined. */
export function interval(rate: Rate): string {
  return rate.ci95 === null ? '—' : `${(rate.ci95[0] * 100).toFixed(1)}–${percent(rate.ci95[1])}`;
}

/**
 * student − teacher, signed: in percentage points for fractions such as
 * accuracy ("−2.7 pts"), else as a plain number ("+0.012"); an em dash when
 * either is undefined. The difference of the two values as shown
 * (`shownDifference`), so 0.749 − 0.788 reads −0.039 beside them.
 */
export function studentMinusTeacher(
  student: number | null,
  teacher: number | null,
  unit: 'points' | 'value',
): string {
  if (student === null || teacher === null) return '—';
  return unit === 'points'
    ? `${signed(shownDifference(student * 100, teacher * 100, 1), 1)} pts`
    : signed(shownDifference(student, teacher, 3), 3);
}

/** A change of rate (this run − base) in percentage points, signed; an em dash when either is undefined. */
export function pointsDelta(rate: number | null, baseline: number | null): string {
  const points = deltaPoints(rate, baseline);
  return points === '—' ? points : `${points} pts`;
}

/** pointsDelta without the unit, for a column headed "Δ pts": the difference of the two shown rates. */
export function deltaPoints(rate: number | null, baseline: number | null): string {
  if (rate === null || baseline === null) return '—';
  return signed(shownDifference(rate * 100, baseline * 100, 1), 1);
}

/** A violation rate with its count, e.g. "27.3% (109/400)"; an em dash when undefined. */
export function rateWithCount(rate: Rate): string {
  return rate.rate === null
    ? `— (${rate.violations}/${rate.n})`
    : `${percent(rate.rate)} (${rate.violations}/${rate.n})`;
}
