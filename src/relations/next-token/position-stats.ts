/**
 * The per-position statistics of next-token prediction: what the logits of
 * both models are reduced to as each batch returns (compact-side.ts), one
 * row per scored position, and all the relations read (next-token-relations.ts).
 * A row is about 70 bytes, whatever the vocabulary: memory grows with the
 * positions scored, never with positions × vocabulary.
 */
import type { CompactSide, StudentPosition } from './compact-side.js';

/** A column that grows as positions are added (float64, int32 or uint8). */
class Column<A extends Float64Array | Int32Array | Uint8Array> {
  private data: A;
  length = 0;

  constructor(private readonly make: (size: number) => A) {
    this.data = make(1024);
  }

  push(value: number): void {
    if (this.length === this.data.length) {
      const next = this.make(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = value;
  }

  values(): A {
    return this.data.subarray(0, this.length) as A;
  }
}

/** The columns as plain typed arrays, one element per scored position. */
export interface PositionColumns {
  /** The sequence (dataset row, in score order) the position belongs to: the cluster. */
  sequence: Int32Array;
  /** KL over the teacher's top k plus the rest (what MR2 is decided on). */
  klTopK: Float64Array;
  /** The full KL; NaN where the teacher was not run (its side restored). */
  klFull: Float64Array;
  teacherTop: Int32Array;
  studentTop: Int32Array;
  /** The data's next token. */
  actual: Int32Array;
  /** exp of the teacher's top log-probability (from its float32 compact side). */
  teacherConfidence: Float64Array;
  studentConfidence: Float64Array;
  /** The student's probability of the teacher's top token (MR3). */
  studentProbabilityOfTeacherTop: Float64Array;
  teacherActualLogProb: Float64Array;
  studentActualLogProb: Float64Array;
}

/** Per-position statistics as a run adds them; `columns()` reads them out. */
export class PositionStats {
  private readonly sequence = new Column((n) => new Int32Array(n));
  private readonly klTopK = new Column((n) => new Float64Array(n));
  private readonly klFull = new Column((n) => new Float64Array(n));
  private readonly teacherTop = new Column((n) => new Int32Array(n));
  private readonly studentTop = new Column((n) => new Int32Array(n));
  private readonly actual = new Column((n) => new Int32Array(n));
  private readonly teacherConfidence = new Column((n) => new Float64Array(n));
  private readonly studentConfidence = new Column((n) => new Float64Array(n));
  private readonly studentOfTeacherTop = new Column((n) => new Float64Array(n));
  private readonly teacherActual = new Column((n) => new Float64Array(n));
  private readonly studentActual = new Column((n) => new Float64Array(n));

  get length(): number {
    return this.sequence.length;
  }

  /**
   * Adds one position: the teacher's compact side at `at`, what the
   * student's logits gave there, and the full KL (NaN when not measured).
   */
  add(
    sequence: number,
    actual: number,
    side: CompactSide,
    at: number,
    student: StudentPosition,
    klFull: number,
  ): void {
    this.sequence.push(sequence);
    this.klTopK.push(student.klTopK);
    this.klFull.push(klFull);
    this.teacherTop.push(side.ids[at * side.k] as number);
    this.studentTop.push(student.top);
    this.actual.push(actual);
    this.teacherConfidence.push(Math.exp(side.logProbs[at * side.k] as number));
    this.studentConfidence.push(student.topProbability);
    this.studentOfTeacherTop.push(student.probabilityOfTeacherTop);
    this.teacherActual.push(side.actualLogProbs[at] as number);
    this.studentActual.push(student.actualLogProb);
  }

  columns(): PositionColumns {
    return {
      sequence: this.sequence.values(),
      klTopK: this.klTopK.values(),
      klFull: this.klFull.values(),
      teacherTop: this.teacherTop.values(),
      studentTop: this.studentTop.values(),
      actual: this.actual.values(),
      teacherConfidence: this.teacherConfidence.values(),
      studentConfidence: this.studentConfidence.values(),
      studentProbabilityOfTeacherTop: this.studentOfTeacherTop.values(),
      teacherActualLogProb: this.teacherActual.values(),
      studentActualLogProb: this.studentActual.values(),
    };
  }
}
