import type { Check, RollUp } from '../gate/types.js';
import type { Rate, RelationName } from '../relations/types.js';
import type { Report } from './types.js';
/** A relation's rate in the report. */
export declare function rateOf(report: Report, name: RelationName): Rate;
/** The four relation checks of the verdict, MR1..MR4. */
export declare function relationChecks(report: Report): (Check & {
    id: RelationName;
})[];
/** The checks of the verdict that are not a relation: flip-rate ratios and the attack. */
export declare function robustnessChecks(report: Report): Check[];
/** The robustness checks as one row of the verdict, as the gate rolls them up; null without any. */
export declare function robustnessRow(report: Report): RollUp | null;
