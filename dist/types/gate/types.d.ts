/**
 * The verdict's shapes: every rule of the gate is one Check, and renderers
 * read a check's status instead of deciding anything themselves.
 */
import type { AttackMethod } from '../config/names.js';
import type { GateConfig } from '../config/types.js';
import type { RelationName } from '../relations/types.js';
import type { TransformKind } from '../transforms/kinds.js';
/** A ratio that may be infinite (a count over zero); null when undefined (0/0, no inputs). */
export type Ratio = number | 'infinite' | null;
/**
 * pass and fail are verdicts; `undefined` (the value could not be computed,
 * e.g. MR3 with no confident input) and `skipped` (MR4 without labels)
 * neither pass nor fail; `off` is a check whose ceiling is switched off.
 */
export type CheckStatus = 'pass' | 'fail' | 'undefined' | 'skipped' | 'off';
/** What a check is about: a relation (its ceiling and the baseline regression), or a robustness ceiling. */
export type CheckId = RelationName | `flip-rate-ratio:${TransformKind}` | `attack-relative-degradation:${AttackMethod}`;
export interface Check {
    id: CheckId;
    /** The measured value: a rate, a flip-rate ratio, or a relative degradation. */
    value: Ratio;
    /** The ceiling the value is held to; null when off. */
    ceiling: number | null;
    /** Relations only: the base branch's rate when a baseline was compared. */
    baseline: number | null;
    status: CheckStatus;
    /** One line a reviewer can act on; set for every status but pass and off. */
    reason: string | null;
}
/** What the gate holds the relations to: the ceilings and the allowed rise against a baseline. */
export type GateOptions = Pick<GateConfig, 'ceilings' | 'maxDegradation' | 'percentMaxDegradation'>;
export interface GateVerdict {
    passed: boolean;
    /** MR1..MR4 in order, then the robustness checks (when the config has transforms). */
    checks: Check[];
    /** The reason of every failing check, in order. */
    failures: string[];
    /** The relation with the highest rate relative to its ceiling. */
    worst: RelationName | null;
}
