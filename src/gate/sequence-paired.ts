/**
 * The paired regression verdicts of task code-completion: each relation's
 * rate compared with the baseline's on the same sequences, each sequence
 * one unit (relations/next-token/sequence-paired.ts computes the
 * statistics); the gate decides here, with the rules of the classifiers'
 * paired test (paired.ts): a significant rise above min-effect fails, a
 * result that is not significant at too low a power is inconclusive.
 */
import type { PairedOptions } from '../relations/paired/paired-options.js';
import { DEFAULT_PAIRED_OPTIONS } from '../relations/paired/paired-options.js';
import { REQUIRED_POWER } from '../relations/paired/power.js';
import {
  SEQUENCE_PAIRED_RELATIONS,
  sequencePairedComparison,
  sequencePairedPower,
  type SequencePairedComparison,
  type SequencePairedRelation,
  type SequenceSet,
} from '../relations/next-token/index.js';
import { exceeds } from './compare.js';
import { percent, points, shownDifference, signed } from './numbers.js';
import type { GatePairedVerdict } from './paired.js';

/** The paired by-sequence regression verdict of one relation. */
export interface SequencePairedVerdict {
  relation: SequencePairedRelation;
  /** As a classifier's paired verdict (paired.ts): undefined and inconclusive neither pass nor fail. */
  status: 'pass' | 'fail' | 'undefined' | 'inconclusive';
  line: string;
  comparison: SequencePairedComparison;
  /** Not significant: the power to detect min-effect and the sequences that would give 80%; else null. */
  power: { power: number; sequencesForPower: number } | null;
}

/** A verdict as the relation checks read it (decideGate's `paired`): its power in the classifiers' terms. */
export function asPairedVerdict(verdict: SequencePairedVerdict): GatePairedVerdict {
  const { relation, status, line, power } = verdict;
  return {
    relation,
    status,
    line,
    power: power === null ? null : { power: power.power, inputsForPower: power.sequencesForPower },
  };
}

const DESCRIPTION = {
  MR1: 'MR1 next-token disagreement',
  MR2: 'MR2 KL divergence',
  MR3: 'MR3 high-confidence loss',
} as const;

/** A p-value for a line: two significant digits, in exponent form below 0.001. */
function pText(p: number): string {
  return p >= 0.001 ? String(Number(p.toPrecision(2))) : p.toExponential(1);
}

/**
 * The verdict of one comparison: fails when the rate rose, significantly
 * (p ≤ α), and by more than min-effect (with the gate's comparison slack);
 * 'undefined' when either run counted nothing or fewer than two sequences
 * were compared; otherwise passes, or is inconclusive when not significant
 * and the power to see a rise of min-effect was below 80%.
 */
export function sequencePairedVerdict(
  comparison: SequencePairedComparison,
  options: PairedOptions = DEFAULT_PAIRED_OPTIONS,
): SequencePairedVerdict {
  const { relation, change, ci95, pValue } = comparison;
  const label = DESCRIPTION[relation];
  if (change === null || ci95 === null) {
    return {
      relation,
      status: 'undefined',
      line: `${label}: fewer than two sequences were counted in both this run and the baseline, so there is nothing to pair`,
      comparison,
      power: null,
    };
  }
  const now = comparison.rateNow!;
  const before = comparison.rateBefore!;
  const movement =
    change === 0
      ? 'did not change'
      : `${change > 0 ? 'rose' : 'fell'} ${Math.abs(shownDifference(now * 100, before * 100, 1)).toFixed(1)} points`;
  const facts =
    `${label} ${movement} on the same ${comparison.sequences} sequences (from ${percent(before)} to ` +
    `${percent(now)}, 95% CI ${signed(ci95[0] * 100, 1)} to ${signed(ci95[1] * 100, 1)}, sequences as clusters)`;
  const p = `p = ${pText(pValue)}`;
  const alpha = `α ${options.alpha}`;
  const effect = `the minimum effect of ${points(options.minEffect)} points`;
  const significant = pValue <= options.alpha;
  if (change > 0 && significant && exceeds(change, options.minEffect)) {
    return {
      relation,
      status: 'fail',
      line: `${facts}: ${p} ≤ ${alpha} and above ${effect}`,
      comparison,
      power: null,
    };
  }
  let why: string;
  if (change <= 0) why = significant ? `${p}, a significant fall` : p;
  else if (!significant) why = `${p} > ${alpha}, not significant`;
  else why = `${p} ≤ ${alpha}, but not above ${effect}`;
  const power = significant
    ? null
    : sequencePairedPower(comparison, options.minEffect, options.alpha);
  if (power !== null && power.power < REQUIRED_POWER) {
    return {
      relation,
      status: 'inconclusive',
      line:
        `${facts}: ${why}, but inconclusive: ${comparison.sequences} sequences had ${percent(power.power, 0)} ` +
        `power to detect a rise of ${effect} (below 80%); about ${power.sequencesForPower} sequences would give 80%`,
      comparison,
      power,
    };
  }
  return { relation, status: 'pass', line: `${facts}: ${why}`, comparison, power };
}

/**
 * The verdicts of MR1-MR3 against the baseline's per-sequence counts.
 * @throws InputError when the baseline's counts are of other sequences or malformed.
 */
export function sequencePairedGate(
  now: SequenceSet,
  baseline: SequenceSet,
  options: PairedOptions = DEFAULT_PAIRED_OPTIONS,
): SequencePairedVerdict[] {
  return SEQUENCE_PAIRED_RELATIONS.map((relation) =>
    sequencePairedVerdict(sequencePairedComparison(relation, now, baseline), options),
  );
}
