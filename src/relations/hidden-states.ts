/**
 * How far a student's hidden states are from its teacher's at the same
 * layer boundary, per input, and per layer over a group of inputs: the
 * numbers of "where it breaks" (docs/models.md).
 */

import { compensatedSum } from './compensated-sum.js';

/** One input's comparison at one boundary. */
export interface HiddenStateDistance {
  /** ‖s − t‖ / ‖t‖ (Euclidean norms of the flattened tensors); null when ‖t‖ = 0 and s ≠ t. */
  relativeError: number | null;
  /** ⟨s, t⟩ / (‖s‖ · ‖t‖); null when either is the zero vector and the other is not. */
  cosine: number | null;
}

/** Adds x to a float64 sum with Neumaier's correction (see compensated-sum.ts). */
class Sum {
  private total = 0;
  private correction = 0;

  add(x: number): void {
    const t = this.total + x;
    this.correction +=
      Math.abs(this.total) >= Math.abs(x) ? this.total - t + x : x - t + this.total;
    this.total = t;
  }

  value(): number {
    return this.total + this.correction;
  }
}

/**
 * The relative error and cosine similarity of a student's tensor s to its
 * teacher's t at one boundary (each a flattened tensor: the real tokens'
 * hidden states of one input).
 *
 *     relativeError = ‖s − t‖₂ / ‖t‖₂        cosine = Σ s·t / (‖s‖₂ · ‖t‖₂)
 *
 * Accumulated in float64 with compensated sums; ‖s − t‖ from the
 * differences themselves (not ‖s‖² + ‖t‖² − 2⟨s,t⟩, which cancels).
 *
 * Edge cases: s = t gives 0 and 1 (the zero vector included: both zero is
 * equal, relative error 0 and cosine 1; so are two empty tensors); ‖t‖ = 0
 * with s ≠ 0 gives a null relative error, and one zero vector against a
 * non-zero one a null cosine.
 *
 * @throws RangeError when s and t differ in length.
 *
 * @example
 * hiddenStateDistance(Float32Array.of(3, 4), Float32Array.of(3, 0));
 * // { relativeError: 1.3333333333333333, cosine: 0.6 }
 */
export function hiddenStateDistance(
  s: ArrayLike<number>,
  t: ArrayLike<number>,
): HiddenStateDistance {
  if (s.length !== t.length) {
    throw new RangeError(`student tensor has ${s.length} elements, teacher tensor ${t.length}`);
  }
  const ss = new Sum();
  const tt = new Sum();
  const st = new Sum();
  const dd = new Sum();
  for (let i = 0; i < t.length; i++) {
    const a = s[i]!;
    const b = t[i]!;
    ss.add(a * a);
    tt.add(b * b);
    st.add(a * b);
    dd.add((a - b) * (a - b));
  }
  const [sNorm, tNorm, diff] = [
    Math.sqrt(ss.value()),
    Math.sqrt(tt.value()),
    Math.sqrt(dd.value()),
  ];
  if (diff === 0) return { relativeError: 0, cosine: 1 };
  return {
    relativeError: tNorm === 0 ? null : diff / tNorm,
    cosine: sNorm === 0 || tNorm === 0 ? null : st.value() / (sNorm * tNorm),
  };
}

/** A group's distances at one boundary, summarised. */
export interface GroupDistance {
  /** Inputs compared. */
  n: number;
  /** Mean relative error over the inputs with one; null when none has. */
  meanRelativeError: number | null;
  /** Largest relative error; null when none. */
  maxRelativeError: number | null;
  /** Mean cosine similarity over the inputs with one; null when none has. */
  meanCosine: number | null;
}

/**
 * Summarises one group's distances at a boundary: means (compensated) and
 * the largest relative error, over the inputs whose value is defined.
 *
 * @example
 * groupDistance([{ relativeError: 0.1, cosine: 0.99 }, { relativeError: 0.3, cosine: 0.95 }]);
 * // { n: 2, meanRelativeError: 0.2, maxRelativeError: 0.3, meanCosine: 0.97 }
 */
export function groupDistance(distances: readonly HiddenStateDistance[]): GroupDistance {
  const errors = distances.flatMap((d) => (d.relativeError === null ? [] : [d.relativeError]));
  const cosines = distances.flatMap((d) => (d.cosine === null ? [] : [d.cosine]));
  const mean = (values: number[]) =>
    values.length === 0 ? null : compensatedSum(values) / values.length;
  return {
    n: distances.length,
    meanRelativeError: mean(errors),
    maxRelativeError: errors.length === 0 ? null : Math.max(...errors),
    meanCosine: mean(cosines),
  };
}

/**
 * The first boundary (index into `layers`, in graph order) whose mean
 * relative error is strictly above `threshold`, or null when none is.
 *
 * @example
 * firstParting([0.01, 0.04, 0.2, 0.5], 0.1); // 2
 * firstParting([0.01, null, 0.1], 0.1);      // null (0.1 is not above 0.1)
 */
export function firstParting(layers: readonly (number | null)[], threshold: number): number | null {
  const at = layers.findIndex((error) => error !== null && error > threshold);
  return at < 0 ? null : at;
}
