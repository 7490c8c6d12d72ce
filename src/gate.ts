import type {
  GateOptions,
  GateVerdict,
  Rate,
  RelationName,
  Relations,
  RelationStatus,
  RelationVerdict,
} from './relations/types.js';

const RELATION_NAMES: readonly RelationName[] = ['MR1', 'MR2', 'MR3', 'MR4'];

/**
 * Slack on the baseline comparisons. Rates are k / n with different n, so
 * rate − baselineRate carries rounding error (0.4 − 0.3 is
 * 0.10000000000000003); a rise equal to the allowed amount must pass, and no
 * real difference between two rates of runs of fewer than 10^11 inputs is
 * this small.
 */
const COMPARISON_SLACK = 1e-12;

const KEYS = { MR1: 'mr1', MR2: 'mr2', MR3: 'mr3', MR4: 'mr4' } as const;

function relationRate(relations: Relations, name: RelationName): Rate {
  return relations[KEYS[name]];
}

function describe(relations: Relations, name: RelationName): string {
  switch (name) {
    case 'MR1':
      return 'MR1 prediction disagreement';
    case 'MR2':
      return `MR2 distribution divergence (KL > ${relations.mr2.epsilon} nats)`;
    case 'MR3':
      return `MR3 high-confidence loss (tau ${relations.mr3.tau})`;
    case 'MR4':
      return `MR4 calibration-bin disagreement (delta4 ${relations.mr4.delta4})`;
  }
}

function percent(fraction: number): string {
  return `${(fraction * 100).toFixed(1)}%`;
}

function countOf(r: Rate, name: RelationName): string {
  return name === 'MR4' ? `${r.violations}/${r.n} bins` : `${r.violations}/${r.n}`;
}

function notDefined(
  relations: Relations,
  name: RelationName,
): { status: RelationStatus; reason: string } {
  const label = describe(relations, name);
  if (name === 'MR4') {
    const mr4 = relations.mr4;
    const status = mr4.labelled === 0 ? 'skipped' : 'undefined';
    return { status, reason: `${label} is ${status}: ${mr4.skippedReason ?? 'no comparable bin'}` };
  }
  if (name === 'MR3' && relations.mr3.undefinedReason !== null) {
    return {
      status: 'undefined',
      reason: `${label} is undefined: ${relations.mr3.undefinedReason}`,
    };
  }
  return { status: 'undefined', reason: `${label} is undefined: there are no inputs` };
}

function assertFraction(name: string, value: number | null): void {
  if (value !== null && !(Number.isFinite(value) && value >= 0)) {
    throw new RangeError(`${name} must be a finite number >= 0 or null (off), got ${value}`);
  }
}

/**
 * Decides the CI check from the four relations (SPEC §4).
 *
 * For each relation, in order MR1..MR4:
 * - rate undefined: status 'skipped' for MR4 without labelled inputs,
 *   'undefined' otherwise (MR3 with an empty confident set, MR4 without a
 *   comparable bin, MR1/MR2 with N = 0). Such a relation neither passes nor
 *   fails; the reason says why.
 * - ceiling (null = off): fails when rate > ceiling (a rate equal to the
 *   ceiling passes).
 * - baseline (when given and its rate is defined):
 *     absolute: fails when rate − baselineRate > maxDegradation;
 *     relative: fails when (rate − baselineRate) / baselineRate >
 *       percentMaxDegradation; a baseline rate of 0 with rate > 0 is an
 *       infinite relative rise and fails whenever that option is set.
 *   A rise equal to the allowed amount passes (compared with 1e-12 slack for
 *   the rounding of k / n).
 * Every rule that fails is named, with its numbers, in the relation's reason;
 * `failures` holds one line per failing relation. `passed` is true when no
 * relation failed. `worst` is the relation with the highest rate / ceiling
 * among those with a defined rate and a ceiling (ceiling 0: +∞ for a positive
 * rate); when no defined rate has a ceiling, the one with the highest rate;
 * null when no rate is defined; ties go to the earlier relation.
 *
 * @param relations - this run's relations; not modified.
 * @param options - ceilings and degradation limits (fractions; null = off).
 * @param baseline - the base branch's relations, or null for no regression check.
 * @throws RangeError when a ceiling or limit is negative or not finite.
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
): GateVerdict {
  for (const name of RELATION_NAMES) {
    assertFraction(`ceilings.${name}`, options.ceilings[name]);
  }
  assertFraction('maxDegradation', options.maxDegradation);
  assertFraction('percentMaxDegradation', options.percentMaxDegradation);

  const verdicts: RelationVerdict[] = RELATION_NAMES.map((name) =>
    judge(relations, name, options, baseline),
  );
  const failures = verdicts.filter((v) => v.status === 'fail').map((v) => v.reason as string);
  return {
    passed: failures.length === 0,
    relations: verdicts,
    failures,
    worst: findWorst(verdicts),
  };
}

function judge(
  relations: Relations,
  name: RelationName,
  options: GateOptions,
  baseline: Relations | null,
): RelationVerdict {
  const current = relationRate(relations, name);
  const ceiling = options.ceilings[name];
  const baselineRate = baseline === null ? null : relationRate(baseline, name).rate;
  const verdict = { relation: name, rate: current.rate, ceiling, baselineRate };
  if (current.rate === null) {
    return { ...verdict, ...notDefined(relations, name) };
  }
  const value = current.rate;
  const label = `${describe(relations, name)} ${percent(value)} (${countOf(current, name)})`;
  const broken: string[] = [];
  if (ceiling !== null && value > ceiling) {
    broken.push(`exceeds the ceiling ${percent(ceiling)}`);
  }
  if (baseline !== null && baselineRate !== null) {
    const base = relationRate(baseline, name);
    const from = `the baseline ${percent(baselineRate)} (${countOf(base, name)})`;
    const rise = value - baselineRate;
    const max = options.maxDegradation;
    if (max !== null && rise - max > COMPARISON_SLACK) {
      broken.push(
        `rose ${(rise * 100).toFixed(1)} points from ${from}, more than max-degradation ` +
          `${(max * 100).toFixed(1)} points`,
      );
    }
    const pct = options.percentMaxDegradation;
    if (pct !== null && rise > COMPARISON_SLACK) {
      const relative = baselineRate === 0 ? Infinity : rise / baselineRate;
      if (relative - pct > COMPARISON_SLACK) {
        const shown = relative === Infinity ? 'infinitely' : `${(relative * 100).toFixed(1)}%`;
        broken.push(
          `rose ${shown} relative to ${from}, more than percent-max-degradation ${percent(pct)}`,
        );
      }
    }
  }
  if (broken.length === 0) return { ...verdict, status: 'pass', reason: null };
  return { ...verdict, status: 'fail', reason: `${label} ${broken.join('; and ')}` };
}

function findWorst(verdicts: RelationVerdict[]): RelationName | null {
  const defined = verdicts.filter((v) => v.rate !== null);
  const withCeiling = defined.filter((v) => v.ceiling !== null);
  const candidates = withCeiling.length > 0 ? withCeiling : defined;
  const score = (v: RelationVerdict): number => {
    const r = v.rate as number;
    if (v.ceiling === null) return r;
    if (v.ceiling === 0) return r > 0 ? Infinity : 0;
    return r / v.ceiling;
  };
  let worst: RelationVerdict | null = null;
  for (const v of candidates) {
    if (worst === null || score(v) > score(worst)) worst = v;
  }
  return worst === null ? null : worst.relation;
}
