/**
 * The four relations on every next token (docs/spec.md §9.2), from the
 * per-position statistics of a run (position-stats.ts), in the Relations
 * shape the gate and the renderers read, with the sequence as the
 * independent unit of every interval.
 */
import { compensatedSum } from '../compensated-sum.js';
import { binEdges, confidenceBin, decideBins } from '../mr4-calibration.js';
import type {
  AccuracySummary,
  BinStats,
  FlipDirection,
  Mr1Result,
  Mr2Result,
  Mr3Result,
  Mr4Result,
  Relations,
  RelationsOptions,
} from '../types.js';
import {
  clusterNormalInterval,
  clusterRate,
  clusterVariance,
  type ClusteredRate,
} from './cluster-rate.js';
import { klSummary, type KlSummary } from './kl-summary.js';
import type { PositionColumns } from './position-stats.js';

/** A model's cross-entropy on the data's next tokens, and its perplexity. */
export interface CrossEntropy {
  /** Mean −ln p(next token) over the positions, in nats per token. */
  nats: number;
  /** Its cluster-robust 95% interval (normal, sequences as clusters); null with fewer than two sequences. */
  ci95: [number, number] | null;
  /** exp(nats). */
  perplexity: number;
}

/** Where the KL that MR2 is decided on comes from. */
export type KlSource = 'exact' | 'lower-bound-top-k';

/** Counts per sequence, in score order: what a later run's paired test pairs. */
export interface SequenceCounts {
  positions: number[];
  /** MR1 and MR2 violations. */
  mr1: number[];
  mr2: number[];
  /** MR3: confident positions (the teacher's top ≥ τ) and the violations among them. */
  mr3Tested: number[];
  mr3: number[];
}

/** What next-token relations add to the Relations shape. */
export interface NextTokenDetails {
  /** The KL MR2 counts: top-k plus the rest (`lower-bound-top-k`), or exactly the full KL (`exact`: no rest anywhere). */
  kl: {
    source: KlSource;
    /** The KL MR2 is decided on, summarised. */
    gated: KlSummary | null;
    /**
     * The full KL where the teacher ran (both models' whole distributions),
     * summarised, with its violations at ε, so that the compact side's
     * lower bound shows its gap; null when the teacher's side was restored.
     */
    full: (KlSummary & { violations: number; positions: number }) | null;
  };
  crossEntropy: {
    teacher: CrossEntropy | null;
    student: CrossEntropy | null;
    /** Student − teacher, nats per token, with its paired cluster-robust interval. */
    gap: number | null;
    gapCi95: [number, number] | null;
    /** Perplexity student / teacher = exp(gap), and its interval. */
    perplexityRatio: number | null;
    perplexityRatioCi95: [number, number] | null;
  };
  perSequence: SequenceCounts;
}

export interface NextTokenResult {
  relations: Relations & {
    mr1: Mr1Result & ClusteredRate;
    mr2: Mr2Result & ClusteredRate;
    mr3: Mr3Result & ClusteredRate;
  };
  details: NextTokenDetails;
}

/**
 * Computes the relations over the scored positions of `sequences` sequences
 * (position i belongs to sequence `columns.sequence[i]`, 0..sequences−1):
 *
 * - MR1: positions where the student's most likely next token is not the
 *   teacher's (llama.cpp's "same top p", from the other side);
 * - MR2: positions where KL(teacher ‖ student) > ε, the KL over the
 *   teacher's top k plus one rest bucket (a lower bound of the full KL,
 *   exact where the rest is empty: `details.kl.source`), so that a run with
 *   the teacher's side restored decides as one that ran it;
 * - MR3: of the positions where the teacher's top token has probability
 *   ≥ τ, those where the student gives that token < τ − δ3;
 * - MR4: each model's top-1 correctness (its most likely token is the data's
 *   next token) per confidence bin of its own top probability, binned and
 *   decided per bin exactly as for classifiers (`confidenceBin`,
 *   `decideBins`), with both ECEs;
 * - the flip split (which model's top-1 is the next token where they
 *   differ) and next-token accuracy (`accuracy`, F1 null);
 * - both cross-entropies, perplexities and their ratio.
 *
 * The rates of MR1-MR3 and the flips are cluster-robust (`clusterRate`:
 * sequences as clusters); MR4's bins are counted over positions, as the
 * classifier's are over inputs.
 *
 * @param klSource - 'exact' when no position has a rest (k ≥ V).
 * @throws RangeError when a position's sequence is outside 0..sequences−1.
 */
export function nextTokenRelations(
  columns: PositionColumns,
  sequences: number,
  options: RelationsOptions,
  klSource: KlSource,
): NextTokenResult {
  const n = columns.sequence.length;
  const perSequence: SequenceCounts = {
    positions: new Array<number>(sequences).fill(0),
    mr1: new Array<number>(sequences).fill(0),
    mr2: new Array<number>(sequences).fill(0),
    mr3Tested: new Array<number>(sequences).fill(0),
    mr3: new Array<number>(sequences).fill(0),
  };
  const negative = new Array<number>(sequences).fill(0);
  const positive = new Array<number>(sequences).fill(0);
  const teacherLoss = new Float64Array(sequences);
  const studentLoss = new Float64Array(sequences);
  let bothWrong = 0;
  let teacherRight = 0;
  let studentRight = 0;
  let fullViolations = 0;
  let fullPositions = 0;
  const threshold = options.tau - options.delta3;
  for (let i = 0; i < n; i++) {
    const s = columns.sequence[i] as number;
    if (!(s >= 0 && s < sequences)) {
      throw new RangeError(`position ${i} belongs to sequence ${s}, outside 0..${sequences - 1}`);
    }
    perSequence.positions[s]!++;
    const teacherTop = columns.teacherTop[i] as number;
    const studentTop = columns.studentTop[i] as number;
    const actual = columns.actual[i] as number;
    const teacherCorrect = teacherTop === actual;
    const studentCorrect = studentTop === actual;
    if (teacherCorrect) teacherRight++;
    if (studentCorrect) studentRight++;
    if (teacherTop !== studentTop) {
      perSequence.mr1[s]!++;
      if (teacherCorrect) negative[s]!++;
      else if (studentCorrect) positive[s]!++;
      else bothWrong++;
    }
    if ((columns.klTopK[i] as number) > options.epsilon) perSequence.mr2[s]!++;
    const full = columns.klFull[i] as number;
    if (!Number.isNaN(full)) {
      fullPositions++;
      if (full > options.epsilon) fullViolations++;
    }
    if ((columns.teacherConfidence[i] as number) >= options.tau) {
      perSequence.mr3Tested[s]!++;
      if ((columns.studentProbabilityOfTeacherTop[i] as number) < threshold) perSequence.mr3[s]!++;
    }
    teacherLoss[s] = (teacherLoss[s] as number) - (columns.teacherActualLogProb[i] as number);
    studentLoss[s] = (studentLoss[s] as number) - (columns.studentActualLogProb[i] as number);
  }
  const mr1 = clusterRate(perSequence.mr1, perSequence.positions);
  const mr2 = clusterRate(perSequence.mr2, perSequence.positions);
  const mr3 = clusterRate(perSequence.mr3, perSequence.mr3Tested);
  const gated = klSummary(columns.klTopK);
  const fullSummary = klSummary(columns.klFull);
  const flips: FlipDirection = {
    labelled: n,
    negativeFlips: clusterRate(negative, perSequence.positions),
    positiveFlips: clusterRate(positive, perSequence.positions),
    bothWrong,
    skippedReason: n === 0 ? 'no position was scored' : null,
  };
  const accuracy: AccuracySummary = {
    teacher: { n, accuracy: n === 0 ? null : teacherRight / n, f1: null },
    student: { n, accuracy: n === 0 ? null : studentRight / n, f1: null },
    accuracyGap: n === 0 ? null : (teacherRight - studentRight) / n,
    f1Gap: null,
  };
  return {
    relations: {
      unit: 'positions',
      mr1: { relation: 'MR1', ...mr1 },
      flips,
      mr2: {
        relation: 'MR2',
        ...mr2,
        epsilon: options.epsilon,
        qFloor: 0,
        klMean: gated?.mean ?? null,
        klP95: gated?.p95 ?? null,
        klMax: gated?.max ?? null,
      },
      mr3: {
        relation: 'MR3',
        ...mr3,
        tau: options.tau,
        delta3: options.delta3,
        confident: mr3.n,
        undefinedReason:
          mr3.n === 0
            ? `no position has teacher top-token probability ≥ τ = ${options.tau} (of ${n}), so MR3 has nothing to test`
            : null,
      },
      mr4: nextTokenCalibration(columns, options),
      accuracy,
    },
    details: {
      kl: {
        source: klSource,
        gated,
        full:
          fullSummary === null
            ? null
            : { ...fullSummary, violations: fullViolations, positions: fullPositions },
      },
      crossEntropy: crossEntropies(teacherLoss, studentLoss, perSequence.positions),
      perSequence,
    },
  };
}

/** Both models' cross-entropies, their gap and the perplexity ratio, sequences as clusters. */
function crossEntropies(
  teacherLoss: Float64Array,
  studentLoss: Float64Array,
  positions: number[],
): NextTokenDetails['crossEntropy'] {
  const n = positions.reduce((a, b) => a + b, 0);
  const sequences = positions.filter((p) => p > 0).length;
  if (n === 0) {
    return {
      teacher: null,
      student: null,
      gap: null,
      gapCi95: null,
      perplexityRatio: null,
      perplexityRatioCi95: null,
    };
  }
  const model = (loss: Float64Array): CrossEntropy => {
    const nats = compensatedSum(loss) / n;
    return {
      nats,
      ci95: clusterNormalInterval(nats, clusterVariance(loss, positions, nats, n, sequences)),
      perplexity: Math.exp(nats),
    };
  };
  const gapLoss = studentLoss.map((s, i) => s - (teacherLoss[i] as number));
  const gap = compensatedSum(gapLoss) / n;
  const gapCi95 = clusterNormalInterval(
    gap,
    clusterVariance(gapLoss, positions, gap, n, sequences),
  );
  return {
    teacher: model(teacherLoss),
    student: model(studentLoss),
    gap,
    gapCi95,
    perplexityRatio: Math.exp(gap),
    perplexityRatioCi95: gapCi95 === null ? null : [Math.exp(gapCi95[0]), Math.exp(gapCi95[1])],
  };
}

/** One model's bins: n, accuracy and mean confidence per bin, and its ECE. */
function binModel(
  confidence: Float64Array,
  correct: (i: number) => boolean,
  edges: Float64Array,
): { stats: BinStats[]; ece: number } {
  const bins = edges.length - 1;
  const members: number[][] = Array.from({ length: bins }, () => []);
  const right = new Int32Array(bins);
  for (let i = 0; i < confidence.length; i++) {
    const c = confidence[i] as number;
    const b = confidenceBin(c, edges);
    members[b]!.push(c);
    if (correct(i)) right[b] = (right[b] as number) + 1;
  }
  const total = confidence.length;
  const terms: number[] = [];
  const stats = members.map((inBin, b): BinStats => {
    if (inBin.length === 0) return { n: 0, accuracy: null, confidence: null };
    const accuracy = (right[b] as number) / inBin.length;
    // Summed in sorted order: the mean does not depend on the order the positions were
    // scored in, which a merge of shards does not keep.
    const mean = compensatedSum(Float64Array.from(inBin).sort()) / inBin.length;
    terms.push((inBin.length / total) * Math.abs(accuracy - mean));
    return { n: inBin.length, accuracy, confidence: mean };
  });
  return { stats, ece: compensatedSum(terms) };
}

/**
 * MR4 on next tokens: each model binned by its own top probability, its
 * top-1 correct when it is the data's next token; the bins decided by
 * `decideBins` as for classifiers (counted when both have nMin positions,
 * apart when the Newcombe interval of acc(S) − acc(T) lies beyond ±δ4).
 */
function nextTokenCalibration(columns: PositionColumns, options: RelationsOptions): Mr4Result {
  const n = columns.sequence.length;
  const common = {
    relation: 'MR4' as const,
    bins: options.bins,
    nMin: options.nMin,
    delta4: options.delta4,
    labelled: n,
  };
  if (n === 0) {
    return {
      ...common,
      violations: 0,
      n: 0,
      rate: null,
      ci95: null,
      undecided: 0,
      studyViolations: 0,
      studyRate: null,
      skippedReason: 'no position was scored, so MR4 has nothing to bin',
      teacherEce: null,
      studentEce: null,
      eceGap: null,
      table: [],
    };
  }
  const edges = binEdges(options.bins);
  const teacher = binModel(
    columns.teacherConfidence,
    (i) => columns.teacherTop[i] === columns.actual[i],
    edges,
  );
  const student = binModel(
    columns.studentConfidence,
    (i) => columns.studentTop[i] === columns.actual[i],
    edges,
  );
  const rows = teacher.stats.map((t, b) => ({
    lower: edges[b] as number,
    upper: edges[b + 1] as number,
    teacher: t,
    student: student.stats[b] as BinStats,
  }));
  const { counted, ...decided } = decideBins(rows, options);
  return {
    ...common,
    ...decided,
    skippedReason:
      counted === 0
        ? `no confidence bin has at least nMin = ${options.nMin} positions from both models (${n} positions, ${options.bins} bins), so MR4 is undefined`
        : null,
    teacherEce: teacher.ece,
    studentEce: student.ece,
    eceGap: student.ece - teacher.ece,
  };
}
