/**
 * The sequences whose student is furthest from the teacher (by mean KL per
 * position, among those of at least WORST_MIN_POSITIONS positions), each with the position where the two models part and the code
 * around it, for the report (task code-completion).
 */
import type { LoadedTokenizer } from '../encode/tokenizer.js';
import type { PartingPoint, WorstSequence } from '../report/completion-types.js';

/** How many sequences a report shows. */
export const WORST_SEQUENCES = 5;

/**
 * Positions a sequence needs to be shown among the worst: a mean over a
 * handful of tokens (an empty function's end-of-text) says little about it.
 */
export const WORST_MIN_POSITIONS = 8;

/** Lines of code shown above the parting token's line. */
const LINES_BEFORE = 6;
/** Characters of a line kept on either side of the token. */
const LINE_CHARS = 160;

/** What a sequence's scoring found, position by position. */
export class SequenceTally {
  positions = 0;
  klSum = 0;
  disagreements = 0;
  /** The parting position so far: a disagreeing one of largest KL, else the largest KL. */
  part: {
    position: number;
    kl: number;
    disagree: boolean;
    teacher: number;
    student: number;
    teacherProbability: number;
    studentProbability: number;
  } | null = null;

  add(
    position: number,
    kl: number,
    teacher: number,
    student: number,
    teacherProbability: number,
    studentProbability: number,
  ): void {
    this.positions++;
    this.klSum += kl;
    const disagree = teacher !== student;
    if (disagree) this.disagreements++;
    const part = this.part;
    if (
      part === null ||
      (disagree && !part.disagree) ||
      (disagree === part.disagree && kl > part.kl)
    ) {
      this.part = {
        position,
        kl,
        disagree,
        teacher,
        student,
        teacherProbability,
        studentProbability,
      };
    }
  }
}

interface Candidate {
  row: number;
  id: string;
  tokens: Int32Array;
  tally: SequenceTally;
  klMean: number;
}

/** The worst sequences so far, at most WORST_SEQUENCES, keeping their tokens for the excerpts. */
export class WorstSequences {
  private readonly kept: Candidate[] = [];

  offer(row: number, id: string, tokens: Int32Array, tally: SequenceTally): void {
    if (tally.positions < WORST_MIN_POSITIONS) return;
    const klMean = tally.klSum / tally.positions;
    if (this.kept.length === WORST_SEQUENCES && klMean <= this.kept[this.kept.length - 1]!.klMean) {
      return;
    }
    this.kept.push({ row, id, tokens, tally, klMean });
    // Ties keep the earlier row first.
    this.kept.sort((a, b) => b.klMean - a.klMean || a.row - b.row);
    if (this.kept.length > WORST_SEQUENCES) this.kept.pop();
  }

  /** The worst sequences with their parting points written out as text. */
  report(tokenizer: Pick<LoadedTokenizer, 'decode'>): WorstSequence[] {
    return this.kept.map(({ row, id, tokens, tally, klMean }) => ({
      row,
      id,
      positions: tally.positions,
      klMean,
      disagreement: tally.disagreements / tally.positions,
      parting: tally.part === null ? null : partingPoint(tokens, tally.part, tokenizer),
    }));
  }
}

/** The code around position p of a sequence (its end-of-text tokens left out of the text). */
function partingPoint(
  tokens: Int32Array,
  part: NonNullable<SequenceTally['part']>,
  tokenizer: Pick<LoadedTokenizer, 'decode'>,
): PartingPoint {
  const p = part.position;
  const end = tokens.length - 1;
  const text = (from: number, to: number) =>
    tokenizer.decode(Array.from(tokens.subarray(Math.max(1, from), Math.min(end, to))));
  const before = text(1, p)
    .split('\n')
    .slice(-LINES_BEFORE - 1);
  before[before.length - 1] = before[before.length - 1]!.slice(-LINE_CHARS);
  // The rest of the token's line: enough tokens for a line, cut at its break.
  const after = text(p + 1, p + 1 + LINE_CHARS)
    .split('\n')[0]!
    .slice(0, LINE_CHARS);
  const token = (id: number) => tokenizer.decode([id]);
  return {
    position: p,
    kl: part.kl,
    actual: token(tokens[p]!),
    teacher: token(part.teacher),
    student: token(part.student),
    teacherProbability: part.teacherProbability,
    studentProbability: part.studentProbability,
    before: before.join('\n'),
    after,
  };
}
