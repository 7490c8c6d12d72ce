/**
 * The robustness ceilings of the gate: the student/teacher flip-rate ratio
 * per transformation, and the relative degradation under the attack.
 */
import type { TransformsConfig } from '../config/types.js';
import type { Rate } from '../relations/types.js';
import type { RobustnessReport } from './types.js';

/** Slack on the comparisons, as in the main gate: a value equal to its ceiling passes. */
const COMPARISON_SLACK = 1e-12;

function percent(fraction: number): string {
  return `${(fraction * 100).toFixed(1)}%`;
}

function flipText(what: string, r: Rate): string {
  return `${what} ${percent(r.rate ?? 0)} (${r.violations}/${r.n})`;
}

function signedPercent(fraction: number): string {
  return `${fraction >= 0 ? '+' : '−'}${(Math.abs(fraction) * 100).toFixed(1)}%`;
}

/**
 * One line per failing robustness ceiling, with its numbers.
 *
 * - Flip-rate ratio, per transformation: fails when student flip rate /
 *   teacher flip rate > `maxFlipRateRatio`; when the teacher never flipped
 *   but the student did, the ratio is infinite and fails. With no flip at all
 *   (or nothing transformed) the ratio is undefined and neither passes nor
 *   fails (the report says why).
 * - Relative degradation under the attack (student drop / teacher drop - 1):
 *   fails when above `attack.maxRelativeDegradation`; a student drop with no
 *   teacher drop is infinite and fails; undefined otherwise neither passes
 *   nor fails.
 * A ceiling of null is off. A value equal to its ceiling passes.
 *
 * @example
 * // rename-locals: teacher 2/20 flips, student 6/20, ceiling 2:
 * // ['flip-rate ratio on rename-locals 3.00 (student 30.0% (6/20), teacher 10.0% (2/20)) exceeds max-flip-rate-ratio 2.00']
 */
export function robustnessFailures(
  robustness: RobustnessReport,
  transforms: TransformsConfig,
): string[] {
  const failures: string[] = [];
  const maxRatio = transforms.maxFlipRateRatio;
  if (maxRatio !== null) {
    for (const kind of robustness.transformed) {
      const { teacher, student } = kind.flips;
      const numbers = `(${flipText('student', student)}, ${flipText('teacher', teacher)})`;
      const infinite = teacher.n > 0 && teacher.violations === 0 && student.violations > 0;
      if (infinite) {
        failures.push(
          `flip-rate ratio on ${kind.kind} is infinite ${numbers}: exceeds max-flip-rate-ratio ${maxRatio.toFixed(2)}`,
        );
      } else if (kind.flipRateRatio !== null && kind.flipRateRatio - maxRatio > COMPARISON_SLACK) {
        failures.push(
          `flip-rate ratio on ${kind.kind} ${kind.flipRateRatio.toFixed(2)} ${numbers} exceeds max-flip-rate-ratio ${maxRatio.toFixed(2)}`,
        );
      }
    }
  }
  const attack = robustness.attack;
  const maxRelative = transforms.attack?.maxRelativeDegradation ?? null;
  if (
    maxRelative !== null &&
    attack !== null &&
    attack.teacher !== null &&
    attack.student !== null
  ) {
    const teacherDrop = attack.teacher.drop;
    const studentDrop = attack.student.drop;
    if (teacherDrop !== null && studentDrop !== null) {
      const numbers =
        `(student accuracy drop ${(studentDrop * 100).toFixed(1)} points, ` +
        `teacher ${(teacherDrop * 100).toFixed(1)} points, on ${attack.evaluated} inputs)`;
      if (teacherDrop === 0 && studentDrop > 0) {
        failures.push(
          `relative degradation under the renaming attack is infinite ${numbers}: exceeds max-relative-degradation ${signedPercent(maxRelative)}`,
        );
      } else if (
        attack.relativeDegradation !== null &&
        attack.relativeDegradation - maxRelative > COMPARISON_SLACK
      ) {
        failures.push(
          `relative degradation under the renaming attack ${signedPercent(attack.relativeDegradation)} ${numbers} exceeds max-relative-degradation ${signedPercent(maxRelative)}`,
        );
      }
    }
  }
  return failures;
}
