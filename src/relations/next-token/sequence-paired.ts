/**
 * The paired regression test of next-token relations against a baseline,
 * paired by sequence: the same sequences (dataset rows, windows and
 * tokenizer: their digest) scored in both runs, each sequence one unit
 * (pure, float64). The verdict is the gate's (gate/sequence-paired.ts).
 */
import { InputError } from '../../errors.js';
import { normalCdf, normalQuantile, REQUIRED_POWER } from '../paired/power.js';
import { WILSON_Z } from '../wilson.js';
import type { SequenceCounts } from './next-token-relations.js';

/** The relations compared sequence by sequence. */
export const SEQUENCE_PAIRED_RELATIONS = ['MR1', 'MR2', 'MR3'] as const;
export type SequencePairedRelation = (typeof SEQUENCE_PAIRED_RELATIONS)[number];

/** A run's per-sequence counts with the digest of the sequences they are of. */
export interface SequenceSet extends SequenceCounts {
  /** sha256 of what the sequences are: the data's rows, the windows, the tokenizer. */
  inputsDigest: string;
}

/** One relation compared between this run and the baseline, sequence by sequence. */
export interface SequencePairedComparison {
  relation: SequencePairedRelation;
  /** Sequences with a counted position in either run. */
  sequences: number;
  /** Positions counted now and before (MR3: confident positions, which differ when the teacher did). */
  positionsNow: number;
  positionsBefore: number;
  rateNow: number | null;
  rateBefore: number | null;
  /** rateNow − rateBefore; null when either run counted nothing. */
  change: number | null;
  /** change ± z·se; null when the change or its standard error is. */
  ci95: [number, number] | null;
  /** The cluster-robust standard error of the change; null with fewer than two sequences. */
  standardError: number | null;
  /** Two-sided p of change = 0 (normal, z = change / se); 1 when nothing changed. */
  pValue: number;
}

function counts(set: SequenceSet, relation: SequencePairedRelation): [number[], number[]] {
  if (relation === 'MR3') return [set.mr3, set.mr3Tested];
  return [relation === 'MR1' ? set.mr1 : set.mr2, set.positions];
}

/**
 * Compares one relation's per-sequence counts of this run with the
 * baseline's on the same sequences. With y/n this run's violations and
 * counted positions in sequence s and b/m the baseline's,
 *
 *     R_now = Σ y / Σ n,  R_before = Σ b / Σ m,  change = R_now − R_before
 *     u_s   = (y_s − R_now n_s) / Σ n − (b_s − R_before m_s) / Σ m
 *     se²   = S / (S − 1) · Σ_s u_s²          (S: sequences counted in either run)
 *     ci95  = change ± 1.96 se,  p = 2 · Φ(−|change| / se)
 *
 * the linearised (cluster-robust) variance of a difference of two ratio
 * estimators on the same clusters, so a sequence's tokens move together and
 * its change in one run is paired with its change in the other.
 *
 * Edge cases: either run with nothing counted gives change, ci95 and se null
 * and p = 1; se = 0 (no sequence changed relative to its run's rate) gives
 * p = 1 when change is 0, else 0.
 *
 * @throws InputError (one line) when the two sets are of other sequences
 *   (their digest or count differs) or malformed.
 */
export function sequencePairedComparison(
  relation: SequencePairedRelation,
  now: SequenceSet,
  before: SequenceSet,
): SequencePairedComparison {
  const sequencesNow = now.positions.length;
  if (now.inputsDigest !== before.inputsDigest || sequencesNow !== before.positions.length) {
    throw new InputError(
      `baseline ${relation}: its per-sequence counts are of other sequences (digest ${String(before.inputsDigest).slice(0, 12)}, ${before.positions.length} sequences) than this run (${now.inputsDigest.slice(0, 12)}, ${sequencesNow} sequences); a paired test needs the same rows, windows and tokenizer: rerun the baseline on this dataset, or set gate.paired: off`,
    );
  }
  const [y, n] = counts(now, relation);
  const [b, m] = counts(before, relation);
  for (const [what, list] of [
    ['violations', b],
    ['counted positions', m],
  ] as const) {
    if (
      !Array.isArray(list) ||
      list.length !== sequencesNow ||
      !list.every((c) => Number.isInteger(c) && c >= 0)
    ) {
      throw new InputError(
        `baseline ${relation}: its per-sequence ${what} are not ${sequencesNow} counts`,
      );
    }
  }
  let Y = 0;
  let N = 0;
  let B = 0;
  let M = 0;
  let sequences = 0;
  for (let s = 0; s < sequencesNow; s++) {
    if ((b[s] as number) > (m[s] as number)) {
      throw new InputError(
        `baseline ${relation}: sequence ${s} has ${b[s]} violations of ${m[s]} positions`,
      );
    }
    Y += y[s] as number;
    N += n[s] as number;
    B += b[s] as number;
    M += m[s] as number;
    if ((n[s] as number) + (m[s] as number) > 0) sequences++;
  }
  const rateNow = N === 0 ? null : Y / N;
  const rateBefore = M === 0 ? null : B / M;
  const base = { relation, sequences, positionsNow: N, positionsBefore: M, rateNow, rateBefore };
  if (rateNow === null || rateBefore === null) {
    return { ...base, change: null, ci95: null, standardError: null, pValue: 1 };
  }
  const change = rateNow - rateBefore;
  let sum = 0;
  for (let s = 0; s < sequencesNow; s++) {
    const u =
      ((y[s] as number) - rateNow * (n[s] as number)) / N -
      ((b[s] as number) - rateBefore * (m[s] as number)) / M;
    sum += u * u;
  }
  const standardError = sequences < 2 ? null : Math.sqrt((sequences / (sequences - 1)) * sum);
  if (standardError === null) {
    return { ...base, change, ci95: null, standardError, pValue: 1 };
  }
  const half = WILSON_Z * standardError;
  const pValue =
    standardError === 0 ? (change === 0 ? 1 : 0) : 2 * normalCdf(-Math.abs(change) / standardError);
  return { ...base, change, ci95: [change - half, change + half], standardError, pValue };
}

/**
 * The power a comparison with this standard error had to detect a rise of
 * `minEffect` at two-sided level α (normal approximation), and the sequences
 * that would give REQUIRED_POWER (the standard error falls as 1/√S):
 *
 *     power = Φ(minEffect / se − z_{1−α/2})
 *     S_80  = S · (se · (z_{1−α/2} + z_{0.8}) / minEffect)²
 *
 * @example
 * // se 0.01 over 50 sequences, a 1-point rise at α 0.05:
 * // power Φ(1 − 1.96) = 16.9%, S_80 = 50 · 2.8016² = 392.4 → 393
 */
export function sequencePairedPower(
  comparison: Pick<SequencePairedComparison, 'standardError' | 'sequences'>,
  minEffect: number,
  alpha: number,
): { power: number; sequencesForPower: number } | null {
  const { standardError: se, sequences } = comparison;
  if (se === null || se === 0 || !(minEffect > 0)) return null;
  const zAlpha = normalQuantile(1 - alpha / 2);
  const zPower = normalQuantile(REQUIRED_POWER);
  const scale = (se * (zAlpha + zPower)) / minEffect;
  return {
    power: normalCdf(minEffect / se - zAlpha),
    sequencesForPower: Math.ceil(sequences * scale * scale - 1e-9),
  };
}
