import type { CompactSide } from './compact-side.js';

/**
 * How far a restored compact side is from the live teacher's at the same
 * positions, in probability: the largest over positions of
 *
 * - |p_restored(t) − p_live(t)| for each token t of the restored top k that
 *   the live top k holds,
 * - p_restored(t) − p_live(k-th) (when positive) for one it does not: the
 *   live teacher gives t at most its k-th probability, so a restored token
 *   may drop out of the top k only as a near tie at the boundary,
 * - |Δ| of the rest's mass and of the next token's probability.
 *
 * Probabilities, not log-probabilities: a tail token's log can move by
 * much where its probability moves by nothing. Float32 logits of the same
 * model on another machine differ by about 1e-6.
 *
 * @param restored - the restored side, positions [from, from + count).
 * @param live - the live side of the same positions, [0, count).
 * @returns the largest difference (0 when equal); Infinity for a NaN.
 *
 * @example
 * // k = 1: restored token 3 at ln 0.6, live token 3 at ln 0.6000001 → ≈ 1e-7
 */
export function compactDifference(
  restored: CompactSide,
  from: number,
  live: CompactSide,
  count: number,
): number {
  const { k } = restored;
  if (live.k !== k) return Infinity;
  let largest = 0;
  const note = (d: number) => {
    largest = Number.isNaN(d) ? Infinity : Math.max(largest, d);
  };
  for (let i = 0; i < count; i++) {
    const r = (from + i) * k;
    const l = i * k;
    const kth = Math.exp(live.logProbs[l + k - 1]!);
    for (let j = 0; j < k; j++) {
      const id = restored.ids[r + j]!;
      const p = Math.exp(restored.logProbs[r + j]!);
      let found = -1;
      for (let m = 0; m < k; m++) {
        if (live.ids[l + m] === id) {
          found = m;
          break;
        }
      }
      note(found === -1 ? Math.max(0, p - kth) : Math.abs(p - Math.exp(live.logProbs[l + found]!)));
    }
    note(Math.abs(Math.exp(restored.restLogProbs[from + i]!) - Math.exp(live.restLogProbs[i]!)));
    note(
      Math.abs(Math.exp(restored.actualLogProbs[from + i]!) - Math.exp(live.actualLogProbs[i]!)),
    );
  }
  return largest;
}
