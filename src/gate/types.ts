/**
 * The verdict's shapes: every rule of the gate is one Check, and renderers
 * read a check's status instead of deciding anything themselves.
 */
import type { AttackMethod, InconclusivePolicy } from '../config/names.js';
import type { DirectionCeiling, GateConfig } from '../config/types.js';
import type { Ratio, RelationName } from '../relations/types.js';
import type { TransformKind } from '../transforms/kinds.js';

export type { Ratio };

/**
 * pass and fail are verdicts; `inconclusive` is a value the data cannot
 * decide (its 95% interval contains the ceiling, or a paired test that was
 * not significant could not have detected min-effect): the policy
 * `gate.inconclusive` says whether it fails the gate; `undefined` (the value
 * could not be computed, e.g. MR3 with no confident input) and `skipped`
 * (MR4 without labels) neither pass nor fail; `off` is a check whose ceiling
 * is switched off.
 */
export type CheckStatus = 'pass' | 'fail' | 'inconclusive' | 'undefined' | 'skipped' | 'off';

/**
 * The status of a group of checks as one row (the verdict table's robustness
 * row): how many failed of how many, and one status.
 */
export interface RollUp {
  failed: number;
  total: number;
  status: CheckStatus;
}

/**
 * What a check is about: a relation (its ceiling and the baseline
 * regression), one of MR1's directions (teacher class → student class, by
 * the classes' indices: `direction:1-to-0`), MR1's negative flips (teacher
 * right, student wrong), or a robustness ceiling.
 */
export type CheckId =
  | RelationName
  | SplitCheckId
  | `flip-rate-ratio:${TransformKind}`
  | `attack-relative-degradation:${AttackMethod}`;

/** The checks on MR1's split: a direction, or the negative flips. */
export type SplitCheckId = `direction:${number}-to-${number}` | 'negative-flips';

/** A limit a failing check broke. */
export type BrokenRule = 'ceiling' | 'max-degradation' | 'percent-max-degradation' | 'paired';

/**
 * Why a check has its status, as data (its `reason` says the same in words):
 * renderers read this and never infer it from the status and the value.
 * Null for pass and off.
 */
export type CheckCause =
  /** undefined or skipped: there is no value to hold to a limit (no inputs, no flip, no labels…). */
  | { kind: 'no-value' }
  /**
   * undefined although there is a value: a flip-rate ratio whose 95% interval
   * contains the ceiling while the model with fewer flips (`model`) has
   * `flips` of them, fewer than `minFlips`.
   */
  | {
      kind: 'too-few-flips';
      model: 'teacher' | 'student';
      flips: number;
      minFlips: number;
      ci95: [number, number];
    }
  /**
   * undefined: an attack method's degradation where a model (`model`, the
   * one with fewer) was attacked on `attacked` inputs, fewer than
   * `minAttacked` (transforms.attack.min-attacked).
   */
  | {
      kind: 'too-few-attacked';
      model: 'teacher' | 'student';
      attacked: number;
      minAttacked: number;
    }
  /** fail: the rules the value broke, in the order the reason names them. */
  | { kind: 'broken'; rules: BrokenRule[] }
  /**
   * inconclusive: the value's 95% interval contains its ceiling (`ceiling`:
   * the interval, and about how many inputs at the observed value would
   * decide it, null when none would), and/or the paired test was not
   * significant at a power below 80% (`paired`: that power and the inputs
   * that would give 80%).
   */
  | {
      kind: 'inconclusive';
      ceiling: { ci95: [number, number]; inputsToDecide: number | null } | null;
      paired: { power: number; inputsForPower: number } | null;
    };

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
  /** Why, as data; set for every status but pass and off. */
  cause: CheckCause | null;
}

/**
 * The robustness ceilings (the config's transforms.max-flip-rate-ratio,
 * transforms.min-flips and transforms.attack.max-relative-degradation).
 */
export interface RobustnessCeilings {
  /** Ceiling on each transformation's student / teacher flip-rate ratio; null = off. */
  maxFlipRateRatio: number | null;
  /**
   * Flips the model with fewer of them needs for the flip-rate check to
   * decide when the ratio's interval contains the ceiling.
   */
  minFlips: number;
  /** Ceiling on each attack method's relative degradation (fraction, 1.5 = +150%); null = off. */
  maxRelativeDegradation: number | null;
  /**
   * Inputs each model must have been attacked on for the degradation check
   * to decide; below it the check is undefined (transforms.attack.min-attacked;
   * absent = 0, always decides).
   */
  minAttacked?: number;
  /**
   * Which relative degradation the ceiling holds (transforms.attack.degradation-reading):
   * points (student drop / teacher drop - 1) or relative-drops (the same on
   * drop / clean accuracy); absent = points.
   */
  degradationReading?: 'points' | 'relative-drops';
}

/**
 * What the gate holds a run to: the relations' ceilings and the allowed rise
 * against a baseline (the config's gate section) and, when the run evaluated
 * robustness, its ceilings (absent or null without a transforms section; a
 * report's thresholds.gate leaves them out: its robustness section prints
 * them).
 */
export type GateOptions = Pick<
  GateConfig,
  'ceilings' | 'maxDegradation' | 'percentMaxDegradation'
> & {
  robustness?: RobustnessCeilings | null;
  /** Ceilings on MR1's directions (gate.directions); absent or empty: none. */
  directions?: DirectionCeiling[];
  /** Ceiling on MR1's negative flips over the labelled inputs (gate.ceilings.negative-flips); absent or null: off. */
  negativeFlips?: number | null;
  /** What an inconclusive check does to the verdict (gate.inconclusive); absent = warn. */
  inconclusive?: InconclusivePolicy;
};

export interface GateVerdict {
  passed: boolean;
  /**
   * MR1..MR4 in order, then MR1's directions and negative flips (when the
   * config sets their ceilings), then the robustness checks (when the config
   * has transforms).
   */
  checks: Check[];
  /**
   * The reason of every failing check, in order (with gate.inconclusive
   * fail, the inconclusive checks' reasons too).
   */
  failures: string[];
  /** The reason of every inconclusive check, in order (whatever the policy). */
  inconclusive: string[];
  /** The policy `passed` was decided with (gate.inconclusive). */
  inconclusivePolicy: InconclusivePolicy;
  /** The relation with the highest rate relative to its ceiling. */
  worst: RelationName | null;
}
