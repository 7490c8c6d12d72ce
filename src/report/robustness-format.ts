/**
 * Cells shared by the Markdown and terminal renderings of the robustness
 * section (transformed inputs and the attack probe).
 */
import type { CheckId, Ratio } from '../gate/types.js';
import type { Rate } from '../relations/types.js';
import type {
  AttackModelResult,
  RobustnessReport,
  TransformedKindResult,
} from '../robustness/types.js';
import { percent } from './format.js';
import type { Report } from './types.js';

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

/** True when the gate failed the check with this id (renderers mark the cell; the gate decided). */
export function checkFailed(report: Report, id: CheckId): boolean {
  return report.gate.checks.some((c) => c.id === id && c.status === 'fail');
}

export function ratioCell(kind: TransformedKindResult): string {
  if (kind.flipRateRatio === 'infinite') return '∞';
  return kind.flipRateRatio === null ? '—' : kind.flipRateRatio.toFixed(2);
}

/** A relative change as "+185.0%", "+∞" when infinite; an em dash when undefined. */
export function signedPercent(value: Ratio): string {
  if (value === null) return '—';
  if (value === 'infinite') return '+∞';
  return `${value >= 0 ? '+' : '−'}${(Math.abs(value) * 100).toFixed(1)}%`;
}

export function dropCell(result: AttackModelResult): string {
  return result.drop === null ? '—' : `${(result.drop * 100).toFixed(1)} pts`;
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
