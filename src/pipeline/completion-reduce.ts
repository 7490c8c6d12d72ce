/**
 * One batch's logits reduced to per-position statistics as it returns
 * (completion-step.ts): the O(V) sums over the vocabulary in ONNX Runtime's
 * reducer graph (inference/next-token-reducer.ts), the O(k) rest in
 * relations/next-token from what the graph returns and the logits at the
 * few ids it names. A position whose sums the graph leaves non-finite (a
 * rest whose every term underflows, NaN or infinite logits) is reduced in
 * JavaScript instead, as compact-side.ts does it whole.
 */
import type { NextTokenReducer, ReducedPositions } from '../inference/next-token-reducer.js';
import {
  fullKl,
  reduceStudent,
  reduceTeacher,
  studentAgainst,
  writeTeacher,
  type CompactSide,
  type PositionStats,
  type ReductionScratch,
  type StudentPosition,
} from '../relations/next-token/index.js';
import type { SequenceTally } from './completion-worst.js';

/** A scored position of a batch: its sequence's side and tally, and where its logits are. */
export interface BatchPosition {
  /** The sequence's index in score order. */
  sequence: number;
  side: CompactSide;
  tally: SequenceTally;
  /** The sequence's tokens; `tokens[p]` is the data's next token here. */
  tokens: Int32Array;
  p: number;
  /** The row of the batch's [size × width] logits that predicts tokens[p]. */
  row: number;
}

/** Whether the graph's sums of position i are ones JavaScript would give (finite where it matters). */
function graphServes(
  reduced: ReducedPositions,
  i: number,
  live: boolean,
  fullRest: boolean,
): boolean {
  const finiteRest = (log: number) => fullRest || log > -Infinity;
  if (!(reduced.studentLse[i]! < Infinity) || !finiteRest(reduced.studentRestLog[i]!)) return false;
  if (!live) return true;
  return (
    reduced.teacherLse[i]! < Infinity &&
    finiteRest(reduced.teacherRestLog[i]!) &&
    !Number.isNaN(reduced.fullKl[i]!)
  );
}

/**
 * Reduces the batch's scored positions into `stats` and each sequence's
 * tally; with `teacher` the teacher's side of each position is written
 * first, else it is the restored one already in `side`.
 */
export async function reduceBatch(
  reducer: NextTokenReducer,
  scratch: ReductionScratch,
  teacher: Float32Array | null,
  student: Float32Array,
  positions: readonly BatchPosition[],
  stats: PositionStats,
): Promise<void> {
  const { vocab, k } = scratch;
  const rows = Int32Array.from(positions, (position) => position.row);
  let restoredIds: Int32Array | null = null;
  if (teacher === null) {
    restoredIds = new Int32Array(positions.length * k);
    positions.forEach(({ side, p }, i) =>
      restoredIds!.set(side.ids.subarray((p - 1) * k, p * k), i * k),
    );
  }
  const reduced = await reducer.reduce(teacher, student, vocab, rows, restoredIds);
  const live = teacher !== null;
  // With k = V there is no rest: its log is −∞ by definition, not an underflow.
  const fullRest = k === vocab;
  positions.forEach(({ sequence, side, tally, tokens, p, row }, i) => {
    const offset = row * vocab;
    const actual = tokens[p]!;
    const at = p - 1;
    let studentSide: StudentPosition;
    let kl = NaN;
    if (!graphServes(reduced, i, live, fullRest)) {
      if (live) reduceTeacher(teacher, offset, actual, scratch, side, at, true);
      studentSide = reduceStudent(student, offset, actual, scratch, side, at);
      if (live) kl = fullKl(teacher, offset, student, offset, studentSide.lse, scratch);
    } else {
      if (live) {
        writeTeacher(
          teacher,
          offset,
          actual,
          reduced.topIds,
          i * k,
          reduced.teacherLse[i]!,
          reduced.teacherRestLog[i]!,
          side,
          at,
        );
        kl = reduced.fullKl[i]!;
      }
      studentSide = studentAgainst(
        student,
        offset,
        actual,
        side,
        at,
        reduced.studentTop[i]!,
        reduced.studentLse[i]!,
        reduced.studentRestLog[i]!,
      );
    }
    stats.add(sequence, actual, side, at, studentSide, kl);
    tally.add(
      p,
      studentSide.klTopK,
      side.ids[at * k]!,
      studentSide.top,
      Math.exp(side.logProbs[at * k]!),
      studentSide.topProbability,
    );
  });
}
