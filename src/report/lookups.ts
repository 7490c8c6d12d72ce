/**
 * What the renderers look up in a report: a relation's rate and check, the
 * robustness checks and their row as the gate rolls them up.
 */
import {
  relationChecks as gateRelationChecks,
  robustnessChecks as gateRobustnessChecks,
  robustnessRollUp,
} from '../gate/index.js';
import type { Check, RollUp } from '../gate/types.js';
import { RELATION_KEYS } from '../relations/names.js';
import type { Rate, RelationName } from '../relations/types.js';
import type { Report } from './types.js';

/** A relation's rate in the report. */
export function rateOf(report: Report, name: RelationName): Rate {
  return report.relations[RELATION_KEYS[name]];
}

/** The four relation checks of the verdict, MR1..MR4. */
export function relationChecks(report: Report): (Check & { id: RelationName })[] {
  return gateRelationChecks(report.gate);
}

/** The checks of the verdict that are not a relation: flip-rate ratios and the attack. */
export function robustnessChecks(report: Report): Check[] {
  return gateRobustnessChecks(report.gate);
}

/** The robustness checks as one row of the verdict, as the gate rolls them up; null without any. */
export function robustnessRow(report: Report): RollUp | null {
  return robustnessRollUp(report.gate);
}
