/**
 * What a Report of task code-completion adds (`report.completion`,
 * docs/spec.md §9): how the rows were cut into windows, the teacher's
 * compact side, the KL and cross-entropy figures behind MR2 and the
 * perplexities, each sequence's counts (what a later run's paired test
 * pairs), and the sequences where the two models part most.
 */
import type { SequencePairedVerdict } from '../gate/sequence-paired.js';
import type { CompletionsSection } from '../relations/completions/index.js';
import type {
  CrossEntropy,
  KlSource,
  KlSummary,
  NextTokenDetails,
  SequenceSet,
} from '../relations/next-token/index.js';

export type { CrossEntropy, KlSource, KlSummary, SequencePairedVerdict, SequenceSet };

/** Where a sequence's two models part most: a position and its code. */
export interface PartingPoint {
  /** The token's index in its sequence (1: the code's first token). */
  position: number;
  /** KL(teacher ‖ student) there (the gated, top-k one), in nats. */
  kl: number;
  /** The data's next token, the teacher's and the student's most likely, as text. */
  actual: string;
  teacher: string;
  student: string;
  /** Each model's probability of its own most likely token. */
  teacherProbability: number;
  studentProbability: number;
  /** The code before the token (its last lines) and the rest of the token's line after it. */
  before: string;
  after: string;
}

/** One of the sequences whose student distribution is furthest from the teacher's. */
export interface WorstSequence {
  /** Dataset file row and its id. */
  row: number;
  id: string;
  positions: number;
  /** Mean KL per position (the gated KL), nats. */
  klMean: number;
  /** Share of its positions whose top-1 tokens differ. */
  disagreement: number;
  /**
   * The position where the two models part: of the positions whose top-1
   * tokens differ the one of largest KL, else the one of largest KL; null
   * when the sequence has no position.
   */
  parting: PartingPoint | null;
}

export interface CompletionSection {
  /** How rows became sequences and windows (docs/spec.md §9.1). */
  windows: {
    maxLength: number;
    stride: number;
    /** The token each sequence begins and ends with. */
    endOfText: string;
    sequences: number;
    windows: number;
    /** Positions scored: every token of every sequence after its first. */
    positions: number;
  };
  /** The vocabulary both models predict over. */
  vocabulary: number;
  /** The teacher's tokens kept per position (min(top-k, vocabulary)). */
  topK: number;
  /** Bytes a position of the teacher's compact side takes when kept. */
  bytesPerPosition: number;
  /** MR2's KL (exact, or a lower bound from the top k) and the full KL where the teacher ran. */
  kl: NextTokenDetails['kl'];
  /** Both models' cross-entropies and perplexities, their gap and ratio with intervals. */
  crossEntropy: NextTokenDetails['crossEntropy'];
  /** Each sequence's counts, with the digest of the sequences: what the paired test pairs. */
  perSequence: SequenceSet;
  worst: WorstSequence[];
  /**
   * The completions compared (docs/spec.md §10: both models' greedy
   * completions of the same prompts, on x and on each kind's T(x));
   * null when `completion.completions` is off.
   */
  completions: CompletionsSection | null;
}
