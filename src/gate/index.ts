/**
 * The gate: every verdict of a run decided in one place, as typed checks
 * (docs/spec.md §4 for the relations and the baseline, §5 for robustness).
 */
import { DEFAULT_INCONCLUSIVE_POLICY, type InconclusivePolicy } from '../config/names.js';
import { RELATION_NAMES } from '../relations/names.js';
import type { RelationName, Relations } from '../relations/types.js';
import type { RobustnessReport } from '../robustness/types.js';
import { mr1SplitChecks } from './mr1-split.js';
import type { GatePairedVerdict } from './paired.js';
import { relationCheck } from './relations.js';
import { attackCheck, flipRateCheck, rollUp } from './robustness.js';
import type { Check, SplitCheckId, GateOptions, GateVerdict, RollUp } from './types.js';

export { COMPARISON_SLACK, exceeds } from './compare.js';
export {
  directionCheck,
  directionId,
  directionLabel,
  mr1SplitChecks,
  negativeFlipsCheck,
  NEGATIVE_FLIPS_LABEL,
} from './mr1-split.js';
export { pairedGate, pairedVerdict, type GatePairedVerdict, type PairedVerdict } from './paired.js';
export {
  asPairedVerdict,
  sequencePairedGate,
  sequencePairedVerdict,
  type SequencePairedVerdict,
} from './sequence-paired.js';
export { relationCheck } from './relations.js';
export { attackCheck, attackedText, flipRateCheck, rollUp } from './robustness.js';
export * from './types.js';

function assertFraction(name: string, value: number | null): void {
  if (value !== null && !(Number.isFinite(value) && value >= 0)) {
    throw new RangeError(`${name} must be a finite number >= 0 or null (off), got ${value}`);
  }
}

/**
 * Decides the CI check.
 *
 * Checks, in order: MR1..MR4 (each against its ceiling and, with a baseline,
 * the base branch's rate; see relationCheck), then MR1's directions and
 * negative flips that `options` sets ceilings on (see mr1SplitChecks), then with robustness one
 * flip-rate-ratio check per transformation and each attack method's relative
 * degradation (see flipRateCheck, attackCheck). `failures` holds the reason
 * of each failing check; `inconclusive` the reason of each check the data
 * could not decide; `passed` is true when none failed and, with the policy
 * `options.inconclusive` fail, none is inconclusive (pass and warn, the
 * default, do not fail the gate on them; docs/spec.md §4.5). `worst` is the
 * relation with the highest rate / ceiling among those with a defined rate
 * and a ceiling (ceiling 0: +∞ for a positive rate); when no defined rate has
 * a ceiling, the one with the highest rate; null when no rate is defined;
 * ties go to the earlier relation.
 *
 * @param relations - this run's relations; not modified.
 * @param options - ceilings and degradation limits (fractions; null = off),
 *   the robustness ceilings among them.
 * @param baseline - the base branch's relations, or null for no regression check.
 * @param robustness - the robustness section (held to `options.robustness`), or null.
 * @param paired - the paired regression verdicts of MR1-MR3 against the baseline
 *   (see pairedGate), if it ran.
 * @throws RangeError when a ceiling or limit is negative or not finite, or
 *   when a robustness section comes without `options.robustness`.
 *
 * @example
 * // MR1 57 of 400 (0.1425) with ceiling 0.10:
 * decideGate(relations, { ceilings: DEFAULT_CEILINGS, maxDegradation: null,
 *   percentMaxDegradation: null }, null).failures;
 * // ['MR1 prediction disagreement 14.2% (57/400) exceeds the ceiling 10.0%']
 */
export function decideGate(
  relations: Relations,
  options: GateOptions,
  baseline: Relations | null,
  robustness: RobustnessReport | null = null,
  paired: readonly GatePairedVerdict[] = [],
): GateVerdict {
  for (const name of RELATION_NAMES) {
    assertFraction(`ceilings.${name}`, options.ceilings[name]);
  }
  assertFraction('maxDegradation', options.maxDegradation);
  assertFraction('percentMaxDegradation', options.percentMaxDegradation);
  for (const d of options.directions ?? []) {
    assertFraction(`directions ${d.teacher.name} → ${d.student.name}`, d.ceiling);
  }
  assertFraction('negativeFlips', options.negativeFlips ?? null);

  const relationChecks = RELATION_NAMES.map((name) =>
    relationCheck(
      relations,
      name,
      options,
      baseline,
      paired.find((p) => p.relation === name) ?? null,
    ),
  );
  const checks: Check[] = [...relationChecks, ...mr1SplitChecks(relations, options, baseline)];
  if (robustness !== null) {
    if (options.robustness === undefined || options.robustness === null) {
      throw new RangeError('a robustness section needs its ceilings in options.robustness');
    }
    const { maxFlipRateRatio, minFlips, maxRelativeDegradation, degradationReading, minAttacked } =
      options.robustness;
    assertFraction('robustness.maxFlipRateRatio', maxFlipRateRatio);
    assertFraction('robustness.maxRelativeDegradation', maxRelativeDegradation);
    for (const kind of robustness.transformed) {
      checks.push(flipRateCheck(kind, maxFlipRateRatio, minFlips));
    }
    for (const attack of robustness.attacks) {
      const check = attackCheck(attack, maxRelativeDegradation, degradationReading, minAttacked);
      if (check !== null) checks.push(check);
    }
  }
  return verdictOf(checks, options.inconclusive ?? DEFAULT_INCONCLUSIVE_POLICY);
}

/**
 * The verdict on decided checks (MR1..MR4 first) under an inconclusive
 * policy: the failing checks' reasons (with the policy fail, the
 * inconclusive ones' too), the inconclusive ones' reasons, passed when
 * nothing failed, and the worst relation (see decideGate).
 */
export function verdictOf(checks: Check[], policy: InconclusivePolicy): GateVerdict {
  const inconclusive = checks
    .filter((c) => c.status === 'inconclusive')
    .map((c) => c.reason as string);
  const failures = checks
    .filter((c) => c.status === 'fail' || (policy === 'fail' && c.status === 'inconclusive'))
    .map((c) => c.reason as string);
  return {
    passed: failures.length === 0,
    checks,
    failures,
    inconclusive,
    inconclusivePolicy: policy,
    worst: findWorst(checks.filter(isRelation)),
  };
}

/**
 * A verdict failed outright, whatever its checks say, for `reason`: a run
 * its time limit stopped (docs/spec.md §4.6: what did not run was not
 * checked), or a baseline entry that no trusted run made (the regression
 * checks fail closed: someone wrote where only the default branch should).
 * Null leaves the verdict as it is.
 */
export function failedBecause(verdict: GateVerdict, reason: string | null): GateVerdict {
  if (reason === null) return verdict;
  return { ...verdict, passed: false, failures: [...verdict.failures, reason] };
}

const isRelation = (c: Check): c is Check & { id: RelationName } =>
  (RELATION_NAMES as readonly string[]).includes(c.id);

const isSplitCheck = (c: Check): c is Check & { id: SplitCheckId } =>
  c.id === 'negative-flips' || c.id.startsWith('direction:');

/** The four relation checks of a verdict, MR1..MR4. */
export function relationChecks(gate: GateVerdict): (Check & { id: RelationName })[] {
  return gate.checks.filter(isRelation);
}

/** The checks on MR1's split of a verdict: its directions, then its negative flips. */
export function splitChecks(gate: GateVerdict): (Check & { id: SplitCheckId })[] {
  return gate.checks.filter(isSplitCheck);
}

/** The robustness checks of a verdict (flip-rate ratios, then attack degradations). */
export function robustnessChecks(gate: GateVerdict): Check[] {
  return gate.checks.filter((c) => !isRelation(c) && !isSplitCheck(c));
}

/** The robustness checks as one row (see rollUp); null when the run has none. */
export function robustnessRollUp(gate: GateVerdict): RollUp | null {
  return rollUp(robustnessChecks(gate));
}

function findWorst(checks: Check[]): RelationName | null {
  const defined = checks.filter((c) => typeof c.value === 'number');
  const withCeiling = defined.filter((c) => c.ceiling !== null);
  const candidates = withCeiling.length > 0 ? withCeiling : defined;
  const score = (c: Check): number => {
    const r = c.value as number;
    if (c.ceiling === null) return r;
    if (c.ceiling === 0) return r > 0 ? Infinity : 0;
    return r / c.ceiling;
  };
  let worst: Check | null = null;
  for (const c of candidates) {
    if (worst === null || score(c) > score(worst)) worst = c;
  }
  return worst === null ? null : (worst.id as RelationName);
}
