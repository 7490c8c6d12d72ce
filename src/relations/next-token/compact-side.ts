/**
 * The teacher's compact side of next-token prediction: what is kept of its
 * distribution at each scored position, so that a later run restores it
 * instead of running the teacher (docs/spec.md §9.3).
 *
 * Per position, with the teacher's logits x over a vocabulary of V tokens
 * and lse = ln Σ_v exp(x_v) (float64, from the maximum):
 *
 *     ids[0..k)       the k most likely tokens, best first (ties: the lower id first)
 *     logProbs[0..k)  x_id − lse, rounded to float32
 *     restLogProb     ln Σ_{v ∉ ids} exp(x_v − lse), rounded to float32;
 *                     −∞ when the top k hold every token (k ≥ V) or the rest underflows
 *     actualLogProb   x_a − lse for the data's next token a, rounded to float32
 *
 * k is min(top-k, V). The float32 rounding is the stored form, and a run
 * whose teacher is live derives every teacher quantity from these rounded
 * values too, so that a run with the teacher restored decides exactly as one
 * that ran it. Stored, a position takes 8k + 8 bytes (k ids as int32, k
 * log-probabilities, the rest and the actual token's as float32): 264 bytes
 * at k = 32.
 */

/** The teacher's compact side of `positions` positions, row-major [positions × k]. */
export interface CompactSide {
  k: number;
  ids: Int32Array;
  logProbs: Float32Array;
  restLogProbs: Float32Array;
  actualLogProbs: Float32Array;
}

/** Bytes a stored position takes: k int32 ids and k + 2 float32 values. */
export function bytesPerPosition(k: number): number {
  return 4 * k + 4 * (k + 2);
}

/** An empty compact side with room for `positions` positions of k tokens. */
export function compactSide(positions: number, k: number): CompactSide {
  return {
    k,
    ids: new Int32Array(positions * k),
    logProbs: new Float32Array(positions * k),
    restLogProbs: new Float32Array(positions),
    actualLogProbs: new Float32Array(positions),
  };
}

/** How many positions a compact side holds. */
export function positionsOf(side: CompactSide): number {
  return side.actualLogProbs.length;
}

/**
 * Scratch space of one vocabulary size, reused from position to position so
 * that reducing a batch allocates nothing: which tokens are in the top k,
 * the top k as they are found, and the teacher's probabilities of the last
 * position reduced (for the full KL while the student's logits are read).
 */
export class ReductionScratch {
  /** 1 for a token outside the top k of the position being reduced, 0 inside. */
  readonly notTop: Float64Array;
  readonly topValues: Float64Array;
  readonly topIds: Int32Array;
  /** exp(x_v − max) of the last teacher position reduced with `keepProbabilities`. */
  readonly teacherExps: Float64Array;
  /** ln Σ exp of the last teacher position reduced. */
  teacherLse = 0;
  /** ln of the sum of teacherExps (so that p_v = teacherExps[v] / exp(it)). */
  teacherLogTotal = 0;

  constructor(
    readonly vocab: number,
    readonly k: number,
  ) {
    if (!Number.isInteger(vocab) || vocab < 2) {
      throw new RangeError(`vocab must be an integer >= 2, got ${vocab}`);
    }
    if (!Number.isInteger(k) || k < 1 || k > vocab) {
      throw new RangeError(`k must be an integer in 1..${vocab} (the vocabulary), got ${k}`);
    }
    this.notTop = new Float64Array(vocab).fill(1);
    this.topValues = new Float64Array(k);
    this.topIds = new Int32Array(k);
    this.teacherExps = new Float64Array(vocab);
  }
}

/**
 * The k largest logits of one position, best first, ties to the lower id:
 * found in one pass that keeps the best k so far in order (a logit enters
 * only when it beats the k-th, so most of a real vocabulary costs one
 * comparison). Fills scratch.topValues / topIds and marks them in scratch.notTop.
 */
function selectTop(logits: ArrayLike<number>, offset: number, scratch: ReductionScratch): void {
  const { vocab, k, topValues, topIds, notTop } = scratch;
  let filled = 0;
  for (let v = 0; v < vocab; v++) {
    const x = logits[offset + v] as number;
    if (filled === k && !(x > (topValues[k - 1] as number))) continue;
    // Shift the smaller values down; an equal value stays ahead (it has the lower id).
    let at = filled < k ? filled++ : k - 1;
    while (at > 0 && x > (topValues[at - 1] as number)) {
      topValues[at] = topValues[at - 1] as number;
      topIds[at] = topIds[at - 1] as number;
      at--;
    }
    topValues[at] = x;
    topIds[at] = v;
  }
  for (let i = 0; i < k; i++) notTop[topIds[i] as number] = 0;
}

function unmark(scratch: ReductionScratch): void {
  for (let i = 0; i < scratch.k; i++) scratch.notTop[scratch.topIds[i] as number] = 1;
}

/**
 * Σ_v exp(x_v − max) over all tokens and over those outside the top k
 * (`notTop`: 1 outside, 0 in), and the rest's natural log relative to the
 * whole. One pass, no branch: the rest is summed directly (never as the
 * total minus the top, which cancels) by weighting each term with notTop.
 * Where every term of the rest underflows it is summed again from its own
 * maximum, so its log is −∞ only when there is no rest at all. With `exps`,
 * each exp(x_v − max) is kept there (the teacher's, for fullKl).
 */
function sums(
  logits: ArrayLike<number>,
  offset: number,
  vocab: number,
  k: number,
  max: number,
  notTop: Float64Array,
  exps: Float64Array | null,
): { lse: number; restLog: number } {
  let total = 0;
  let rest = 0;
  if (exps === null) {
    for (let v = 0; v < vocab; v++) {
      const e = Math.exp((logits[offset + v] as number) - max);
      total += e;
      rest += e * (notTop[v] as number);
    }
  } else {
    for (let v = 0; v < vocab; v++) {
      const e = Math.exp((logits[offset + v] as number) - max);
      exps[v] = e;
      total += e;
      rest += e * (notTop[v] as number);
    }
  }
  const logTotal = Math.log(total);
  let restLog: number;
  if (k === vocab) restLog = -Infinity;
  else if (rest > 0) restLog = Math.log(rest) - logTotal;
  else {
    // Every term underflowed: sum the rest from its own maximum instead.
    let restMax = -Infinity;
    for (let v = 0; v < vocab; v++) {
      if (notTop[v] === 1) restMax = Math.max(restMax, logits[offset + v] as number);
    }
    let scaled = 0;
    for (let v = 0; v < vocab; v++) {
      if (notTop[v] === 1) scaled += Math.exp((logits[offset + v] as number) - restMax);
    }
    restLog = Math.log(scaled) + restMax - max - logTotal;
  }
  return { lse: max + logTotal, restLog };
}

/**
 * Reduces the teacher's logits at one position to its compact side, written
 * at position `at` of `side`.
 *
 * @param logits - logits of any number of positions; this one's V values start at `offset`.
 * @param actual - the data's next token (an id in 0..V−1).
 * @param keepProbabilities - keep exp(x_v − max) in scratch.teacherExps (and
 *   lse in scratch.teacherLse) for {@link fullKl} on the same position.
 *
 * @example
 * // V = 3, k = 2, logits ln(0.5), ln(0.3), ln(0.2), next token 2:
 * // ids [0, 1], logProbs fround(ln 0.5), fround(ln 0.3), restLogProb fround(ln 0.2),
 * // actualLogProb fround(ln 0.2)
 */
export function reduceTeacher(
  logits: ArrayLike<number>,
  offset: number,
  actual: number,
  scratch: ReductionScratch,
  side: CompactSide,
  at: number,
  keepProbabilities = false,
): void {
  const { vocab, k } = scratch;
  if (side.k !== k) throw new RangeError(`side.k is ${side.k}, the scratch's k ${k}`);
  if (!Number.isInteger(actual) || actual < 0 || actual >= vocab) {
    throw new RangeError(`actual token ${actual} is outside the vocabulary 0..${vocab - 1}`);
  }
  selectTop(logits, offset, scratch);
  const max = scratch.topValues[0] as number;
  const { lse, restLog } = sums(
    logits,
    offset,
    vocab,
    k,
    max,
    scratch.notTop,
    keepProbabilities ? scratch.teacherExps : null,
  );
  unmark(scratch);
  scratch.teacherLogTotal = lse - max;
  scratch.teacherLse = lse;
  writeTeacher(logits, offset, actual, scratch.topIds, 0, lse, restLog, side, at);
}

/**
 * The O(k) half of reduceTeacher: writes position `at` of `side` from the
 * teacher's top k ids (`topIds[from..from + k)`, best first), its ln Σ exp
 * and its rest's log (what reduceTeacher sums, or the reducer graph of
 * inference/next-token-reducer.ts).
 */
export function writeTeacher(
  logits: ArrayLike<number>,
  offset: number,
  actual: number,
  topIds: ArrayLike<number>,
  from: number,
  lse: number,
  restLog: number,
  side: CompactSide,
  at: number,
): void {
  const { k } = side;
  for (let i = 0; i < k; i++) {
    const id = topIds[from + i] as number;
    side.ids[at * k + i] = id;
    side.logProbs[at * k + i] = (logits[offset + id] as number) - lse;
  }
  side.restLogProbs[at] = restLog;
  side.actualLogProbs[at] = (logits[offset + actual] as number) - lse;
}

/** What the student's logits say at one position, against the teacher's compact side there. */
export interface StudentPosition {
  /** KL over the teacher's top k plus one rest bucket (a lower bound of the full KL). */
  klTopK: number;
  /** The student's most likely token (the lower id on ties) and its probability. */
  top: number;
  topProbability: number;
  /** The student's probability of the teacher's most likely token. */
  probabilityOfTeacherTop: number;
  /** ln q of the data's next token. */
  actualLogProb: number;
  /** ln Σ exp of the student's logits (for fullKl). */
  lse: number;
}

/**
 * The student's logits at one position, read against the teacher's compact
 * side at position `at` of `side`:
 *
 *     KL_topk = Σ_{i<k} p_i (ln p_i − ln q_i) + p_rest (ln p_rest − ln q_rest)
 *
 * with p_i = exp(logProbs[i]) and p_rest = exp(restLogProb) from the compact
 * side, ln q = the student's log-softmax (float64) at the same ids, and
 * q_rest the student's mass outside them. By the log-sum inequality
 * (Σ a ln(a/b) ≥ (Σa) ln(Σa/Σb)) it is at most the full KL, and equal when
 * the rest is empty, both up to the float32 rounding of the stored side
 * (relative 6e-8: a few 1e-9 nats); p = 0 contributes 0. Not clamped at 0.
 */
export function reduceStudent(
  logits: ArrayLike<number>,
  offset: number,
  actual: number,
  scratch: ReductionScratch,
  side: CompactSide,
  at: number,
): StudentPosition {
  const { vocab, k, notTop } = scratch;
  let max = -Infinity;
  let top = 0;
  for (let v = 0; v < vocab; v++) {
    const x = logits[offset + v] as number;
    if (x > max) {
      max = x;
      top = v;
    }
  }
  for (let i = 0; i < k; i++) notTop[side.ids[at * k + i] as number] = 0;
  const { lse, restLog } = sums(logits, offset, vocab, k, max, notTop, null);
  for (let i = 0; i < k; i++) notTop[side.ids[at * k + i] as number] = 1;
  return studentAgainst(logits, offset, actual, side, at, top, lse, restLog);
}

/**
 * The O(k) half of reduceStudent: the student's position from its most
 * likely token, its ln Σ exp and the log of its mass outside the teacher's
 * top k at `at` (what reduceStudent sums, or the reducer graph of
 * inference/next-token-reducer.ts).
 */
export function studentAgainst(
  logits: ArrayLike<number>,
  offset: number,
  actual: number,
  side: CompactSide,
  at: number,
  top: number,
  lse: number,
  restLog: number,
): StudentPosition {
  const { k } = side;
  let kl = 0;
  for (let i = 0; i < k; i++) {
    const lp = side.logProbs[at * k + i] as number;
    const p = Math.exp(lp);
    if (p === 0) continue;
    const lq = (logits[offset + (side.ids[at * k + i] as number)] as number) - lse;
    kl += p * (lp - lq);
  }
  const restLp = side.restLogProbs[at] as number;
  const pRest = Math.exp(restLp);
  if (pRest > 0) kl += pRest * (restLp - restLog);
  return {
    klTopK: kl,
    top,
    topProbability: Math.exp((logits[offset + top] as number) - lse),
    probabilityOfTeacherTop: Math.exp(
      (logits[offset + (side.ids[at * k] as number)] as number) - lse,
    ),
    actualLogProb: (logits[offset + actual] as number) - lse,
    lse,
  };
}

/**
 * The full KL(teacher ‖ student) at one position, in nats, when both models
 * ran: Σ_v p_v (ln p_v − ln q_v), with p from the teacher position last
 * reduced with `keepProbabilities` (scratch.teacherExps, float64, not
 * rounded) and ln q the student's log-softmax. p_v = 0 contributes 0; no
 * floor is needed, as ln q comes from logits and is finite.
 */
export function fullKl(
  teacherLogits: ArrayLike<number>,
  teacherOffset: number,
  studentLogits: ArrayLike<number>,
  studentOffset: number,
  studentLse: number,
  scratch: ReductionScratch,
): number {
  const { vocab, teacherExps, teacherLse } = scratch;
  // Σ_v e_v (lp_v − lq_v) / Σ e: p_v = e_v / Σ e, divided once at the end.
  const shift = studentLse - teacherLse;
  let kl = 0;
  for (let v = 0; v < vocab; v++) {
    const e = teacherExps[v] as number;
    if (e === 0) continue;
    kl +=
      e *
      ((teacherLogits[teacherOffset + v] as number) -
        (studentLogits[studentOffset + v] as number) +
        shift);
  }
  return kl / Math.exp(scratch.teacherLogTotal);
}
