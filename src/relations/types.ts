/**
 * Shared shapes of the numeric core. Everything here is plain data so that a
 * Report can be serialised to JSON and read back without loss.
 */

/** Row-major N x K matrix of class probabilities, float64. Row i is input i. */
/** A ratio that may be infinite (a count over zero); null when undefined (0/0, no inputs). */
export type Ratio = number | 'infinite' | null;

export interface ProbMatrix {
  readonly data: Float64Array;
  readonly rows: number;
  readonly cols: number;
}

/** A violation rate with its count and 95% Wilson score interval. */
export interface Rate {
  violations: number;
  n: number;
  /** violations / n; null when n = 0 (undefined, never "passed"). */
  rate: number | null;
  /** [low, high] Wilson 95% interval; null when n = 0. */
  ci95: [number, number] | null;
}

export interface Mr1Result extends Rate {
  relation: 'MR1';
}

/** MR1's disagreements on labelled inputs, split by which model is right. */
export interface FlipDirection {
  /** Labelled inputs used (label >= 0). */
  labelled: number;
  /** Teacher right, student wrong ("negative flips"), over the labelled inputs. */
  negativeFlips: Rate;
  /** Teacher wrong, student right ("positive flips"), over the labelled inputs. */
  positiveFlips: Rate;
  /**
   * Both wrong and still disagreeing (possible only with K >= 3 classes), a
   * count; negative + positive + this = MR1 violations among labelled inputs.
   */
  bothWrong: number;
  /** Set when there is no labelled input, so the split is undefined. */
  skippedReason: string | null;
}

/**
 * MR1's disagreements from teacher class `teacher` to student class
 * `student` (teacher ≠ student), over all inputs: `violations` of `n`.
 */
export interface ClassDirection extends Rate {
  teacher: number;
  student: number;
}

/**
 * Which model gave predicted classes only (`output: labels`): MR1, its
 * directions and accuracy need nothing more, MR2–MR4 need probabilities
 * and are not computed.
 */
export type HardLabelModels = 'teacher' | 'student' | 'both';

export interface Mr2Result extends Rate {
  relation: 'MR2';
  epsilon: number;
  /** Student probabilities are clipped below at this value before ln. */
  qFloor: number;
  klMean: number | null;
  klP95: number | null;
  klMax: number | null;
}

export interface Mr3Result extends Rate {
  relation: 'MR3';
  tau: number;
  delta3: number;
  /** |C|: inputs where the teacher is confident (max p >= tau). Equals n. */
  confident: number;
  /** Set when the rate is undefined (C empty). */
  undefinedReason: string | null;
}

export interface BinStats {
  n: number;
  /** Share of correct predictions in the bin; null when n = 0. */
  accuracy: number | null;
  /** Mean confidence in the bin; null when n = 0. */
  confidence: number | null;
}

/**
 * What a counted bin's interval of acc(S) − acc(T) says against ±δ4: apart
 * (wholly beyond), together (wholly within) or undecided (both).
 */
export type BinVerdict = 'apart' | 'together' | 'undecided';

export interface CalibrationBinRow {
  /** Bin b holds (lower, upper]; bin 0 also holds 0. */
  lower: number;
  upper: number;
  teacher: BinStats;
  student: BinStats;
  /** Counted: both models have at least nMin inputs in the bin. */
  comparable: boolean;
  /** acc(S) − acc(T); null when the bin is not counted. */
  difference: number | null;
  /** Newcombe's 95% hybrid score interval of the difference; null when not counted. */
  differenceCi95: [number, number] | null;
  /** null when the bin is not counted. */
  verdict: BinVerdict | null;
}

/**
 * MR4 counts bins: `violations` the apart bins, `n` the counted bins, and
 * `ci95` is not a Wilson interval but the rate with the undecided bins
 * counted as together and as apart (docs/spec.md §3.4, §4.5). The study's
 * reading, which the gate does not decide on, is `studyViolations` of `n`.
 */
export interface Mr4Result extends Rate {
  relation: 'MR4';
  /** Counted bins whose interval holds both ±δ4-sides' values: neither apart nor together. */
  undecided: number;
  /**
   * MR4 as the study counts it (Awal, Rochan, Roy, "Does the Student Deeply
   * Mimic the Teacher?"): counted bins whose accuracies differ by more than
   * δ4 by their point estimates, |acc(S) − acc(T)| > δ4, whatever their
   * interval says.
   */
  studyViolations: number;
  /** studyViolations / n; null when n = 0. */
  studyRate: number | null;
  bins: number;
  nMin: number;
  delta4: number;
  /** Labelled inputs used. */
  labelled: number;
  /** Set when MR4 is skipped (no labels) or undefined (no comparable bin). */
  skippedReason: string | null;
  teacherEce: number | null;
  studentEce: number | null;
  /** studentEce - teacherEce. */
  eceGap: number | null;
  table: CalibrationBinRow[];
}

export interface ModelAccuracy {
  /** Labelled inputs used. */
  n: number;
  accuracy: number | null;
  /** F1 of class 1 for binary tasks; null otherwise or when undefined. */
  f1: number | null;
}

export interface AccuracySummary {
  teacher: ModelAccuracy;
  student: ModelAccuracy;
  /** teacher.accuracy - student.accuracy (points as a fraction). */
  accuracyGap: number | null;
  f1Gap: number | null;
}

export interface Relations {
  /**
   * What the rates count: inputs (absent), or next-token positions (task
   * code-completion: MR1-MR3 are then clustered by sequence and carry
   * `sequences` and `designEffect`).
   */
  unit?: 'positions';
  mr1: Mr1Result;
  /** MR1's disagreements on labelled inputs split by which model was right; absent in hand-built fixtures. */
  flips?: FlipDirection;
  /**
   * MR1's disagreements by the classes predicted (teacher class → student
   * class), the pairs with at least one input; absent in hand-built
   * fixtures and in reports made before it existed.
   */
  directions?: ClassDirection[];
  /**
   * Set when a model gave predicted classes only: MR2–MR4 are then not
   * computed (their rates undefined, their reasons say why); absent or null
   * when both gave probabilities.
   */
  hardLabels?: HardLabelModels | null;
  mr2: Mr2Result;
  mr3: Mr3Result;
  mr4: Mr4Result;
  accuracy: AccuracySummary;
}

export interface RelationsOptions {
  epsilon: number;
  tau: number;
  delta3: number;
  bins: number;
  nMin: number;
  delta4: number;
}

export const DEFAULT_RELATIONS: RelationsOptions = {
  epsilon: 0.1,
  tau: 0.9,
  delta3: 0,
  bins: 10,
  nMin: 10,
  delta4: 0.1,
};

export type RelationName = 'MR1' | 'MR2' | 'MR3' | 'MR4';
