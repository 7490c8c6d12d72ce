/**
 * Cells shared by the Markdown and terminal renderings of the robustness
 * section (transformed inputs and the attack probe).
 */
import type { Rate } from '../relations/types.js';
import type {
  AttackModelResult,
  RobustnessReport,
  TransformedKindResult,
} from '../robustness/types.js';
import { percent } from './format.js';

/** A rate as "12.5% (5/40)"; an em dash when undefined. */
export function rateCell(rate: Rate): string {
  return rate.rate === null ? '—' : `${percent(rate.rate)} (${rate.violations}/${rate.n})`;
}

/** A relation's rate on T(x), with its rate on x for the same rows. */
export function relationCell(
  kind: TransformedKindResult,
  key: 'mr1' | 'mr2' | 'mr3' | 'mr4',
): string {
  if (kind.relations === null || kind.originalRelations === null) return '—';
  const after = kind.relations[key].rate;
  const before = kind.originalRelations[key].rate;
  if (after === null) return '—';
  return `${percent(after)} (x ${percent(before)})`;
}

/** True when a kind's flip-rate ratio breaks the ceiling (infinite counts). */
export function ratioFails(kind: TransformedKindResult, ceiling: number | null): boolean {
  if (ceiling === null) return false;
  const { teacher, student } = kind.flips;
  if (teacher.n > 0 && teacher.violations === 0 && student.violations > 0) return true;
  return kind.flipRateRatio !== null && kind.flipRateRatio - ceiling > 1e-12;
}

export function ratioCell(kind: TransformedKindResult): string {
  if (kind.flipRateRatio !== null) return kind.flipRateRatio.toFixed(2);
  const { teacher, student } = kind.flips;
  return teacher.n > 0 && teacher.violations === 0 && student.violations > 0 ? '∞' : '—';
}

/** A relative change as "+185.0%"; an em dash when undefined. */
export function signedPercent(value: number | null): string {
  if (value === null) return '—';
  return `${value >= 0 ? '+' : '−'}${(Math.abs(value) * 100).toFixed(1)}%`;
}

export function dropCell(result: AttackModelResult): string {
  return result.drop === null ? '—' : `${(result.drop * 100).toFixed(1)} pts`;
}

export function relativeDegradationFails(robustness: RobustnessReport): boolean {
  const attack = robustness.attack;
  const ceiling = robustness.thresholds.maxRelativeDegradation;
  if (attack === null || ceiling === null || attack.teacher === null || attack.student === null)
    return false;
  const { drop: t } = attack.teacher;
  const { drop: s } = attack.student;
  if (t === 0 && s !== null && s > 0) return true;
  return attack.relativeDegradation !== null && attack.relativeDegradation - ceiling > 1e-12;
}

/** Seconds per 100 inputs for the attack; null when no input was attacked. */
export function secondsPer100(robustness: RobustnessReport): number | null {
  const attack = robustness.attack;
  if (attack === null || attack.evaluated === 0) return null;
  return (attack.elapsedMs / 1000 / attack.evaluated) * 100;
}

/** Why each undefined ratio or degradation is undefined, one line each. */
export function robustnessNotes(robustness: RobustnessReport): string[] {
  const notes: string[] = [];
  for (const kind of robustness.transformed) {
    if (kind.ratioUndefinedReason !== null)
      notes.push(`${kind.kind}: flip-rate ratio undefined: ${kind.ratioUndefinedReason}`);
    if (kind.notTransformable > 0) {
      notes.push(
        `${kind.kind}: ${kind.notTransformable} of ${kind.inputs} inputs do not parse as ${robustness.language} ` +
          `or offered only sites the rules decline, and were not transformed (e.g. ${kind.notTransformableIds.join(', ')})`,
      );
    }
  }
  const attack = robustness.attack;
  if (attack !== null) {
    if (attack.skippedReason !== null) notes.push(`attack skipped: ${attack.skippedReason}`);
    else if (attack.relativeDegradationUndefinedReason !== null)
      notes.push(`relative degradation undefined: ${attack.relativeDegradationUndefinedReason}`);
  }
  return notes;
}
