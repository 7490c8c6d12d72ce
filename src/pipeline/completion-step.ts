/**
 * The scoring step of task code-completion: each usable row becomes a
 * sequence (end-of-text, the code's tokens, end-of-text) cut into windows
 * (encode/windows.ts); both models run on batches of windows, and their
 * logits are reduced to per-position statistics as each batch returns
 * (relations/next-token), so that memory never holds more than one batch's
 * logits. The teacher's compact side is computed here when it runs, or
 * read from the restored entry when the store gave one.
 */
import type { Config } from '../config/types.js';
import { readDataset } from '../data/read-dataset.js';
import { emptyReadStats, type Example, type ReadStats } from '../data/types.js';
import type { ModelBatch } from '../encode/formats/index.js';
import { documentTokens, tokenWindows, type TokenWindow } from '../encode/windows.js';
import { InputError } from '../errors.js';
import type { ForwardInput } from '../inference/causal-lm.js';
import { openNextTokenReducer, type NextTokenReducer } from '../inference/next-token-reducer.js';
import {
  compactSide,
  PositionStats,
  reduceTeacher,
  ReductionScratch,
  type CompactSide,
} from '../relations/next-token/index.js';
import type { CachedNextTokens } from '../store/types.js';
import { checkSameVocabulary, type OpenedCausalLm } from './causal-models.js';
import { reduceBatch, type BatchPosition } from './completion-reduce.js';
import { SequenceTally, WorstSequences } from './completion-worst.js';
import type { Deadline } from './deadline.js';
import { RestoredEntryRefused } from './restored-outputs.js';
import { inShard } from './shard-rule.js';
import type { PipelineDeps, Role } from './types.js';

/** Rows whose windows are batched together: enough to sort windows by length, few enough to stream. */
export const CHUNK_ROWS = 32;

/** One row as a sequence of tokens, with the teacher's compact side of its positions. */
interface Sequence {
  index: number;
  example: Example;
  tokens: Int32Array;
  windows: TokenWindow[];
  /** Restored, or made when the vocabulary (and so k) is known. */
  side: CompactSide | null;
  tally: SequenceTally;
}

export interface CompletionScoring {
  stats: PositionStats;
  /** Dataset file row of each sequence, and its position among the usable rows, in score order. */
  rows: number[];
  order: number[];
  /** Scored positions per sequence. */
  positions: number[];
  windows: number;
  vocab: number;
  k: number;
  /** The teacher's compact side of every position (to keep), in score order. */
  compact: CachedNextTokens;
  /** Whether the teacher ran (else its side came from the restored entry). */
  teacherRan: boolean;
  worst: WorstSequences;
  read: ReadStats;
  /** Whether every usable row was scored (false when the time limit stopped it). */
  complete: boolean;
  /** Milliseconds in each model's runs, and tokens fed (both together). */
  teacherMs: number;
  studentMs: number;
  tokens: number;
}

export interface CompletionModels {
  teacher: OpenedCausalLm;
  student: OpenedCausalLm;
}

/**
 * The batch of windows as the model reads it: right-padded with
 * end-of-text, mask 1 on real tokens, positions 0.. on real tokens (1 on
 * padding, as Hugging Face fills it), no past.
 */
export function windowBatch(
  windows: readonly { tokens: Int32Array; window: TokenWindow }[],
  pad: number,
): ForwardInput & { width: number; realTokens: number } {
  const size = windows.length;
  const width = Math.max(...windows.map(({ window }) => window.end - window.start));
  const ids = new BigInt64Array(size * width).fill(BigInt(pad));
  const mask = new BigInt64Array(size * width);
  const positions = new BigInt64Array(size * width).fill(1n);
  let realTokens = 0;
  windows.forEach(({ tokens, window }, b) => {
    for (let t = 0; t < window.end - window.start; t++) {
      ids[b * width + t] = BigInt(tokens[window.start + t]!);
      mask[b * width + t] = 1n;
      positions[b * width + t] = BigInt(t);
    }
    realTokens += window.end - window.start;
  });
  return {
    size,
    length: width,
    width,
    ids,
    mask,
    positions,
    past: null,
    pastLength: 0,
    realTokens,
  };
}

/** A batch of windows as `onBatch` sees it (the benchmark replays it against the bare runtime). */
export function modelBatchOf(input: ReturnType<typeof windowBatch>): ModelBatch {
  return {
    rows: [],
    size: input.size,
    tokens: input.realTokens,
    tensors: Object.fromEntries(
      (
        [
          ['input_ids', input.ids],
          ['attention_mask', input.mask],
          ['position_ids', input.positions],
        ] as const
      ).map(([name, data]) => [name, { type: 'int64', data, dims: [input.size, input.width] }]),
    ),
  };
}

/** The restored compact side, position by position, checked against the sequences as they come. */
class RestoredSide {
  private sequence = 0;
  private offset = 0;

  constructor(private readonly cached: CachedNextTokens) {}

  /** The side of the next sequence (views into the entry); refuses the entry when it is of other rows. */
  next(row: number, positions: number): CompactSide {
    const { cached } = this;
    const s = this.sequence++;
    if (s >= cached.rows.length) {
      throw new RestoredEntryRefused(`it holds ${cached.rows.length} sequences, this run has more`);
    }
    if (cached.rows[s] !== row || cached.positions[s] !== positions) {
      throw new RestoredEntryRefused(
        `its sequence ${s} is dataset row ${cached.rows[s]} of ${cached.positions[s]} positions, this run's is row ${row} of ${positions}`,
      );
    }
    const { k } = cached;
    const from = this.offset;
    this.offset += positions;
    return {
      k,
      ids: cached.ids.subarray(from * k, this.offset * k),
      logProbs: cached.logProbs.subarray(from * k, this.offset * k),
      restLogProbs: cached.restLogProbs.subarray(from, this.offset),
      actualLogProbs: cached.actualLogProbs.subarray(from, this.offset),
    };
  }

  /** Why the entry does not hold exactly the sequences scored; null when it does. */
  leftover(): string | null {
    const held = this.cached.rows.length;
    return this.sequence === held
      ? null
      : `it holds ${held} sequences, this run scored ${this.sequence}`;
  }
}

/** Concatenates the sequences' compact sides into the entry a later run restores. */
function keptSide(
  sequences: readonly (Sequence & { side: CompactSide })[],
  vocab: number,
  k: number,
): CachedNextTokens {
  const total = sequences.reduce((n, s) => n + s.side.actualLogProbs.length, 0);
  const out = compactSide(total, k);
  let at = 0;
  for (const { side } of sequences) {
    out.ids.set(side.ids, at * k);
    out.logProbs.set(side.logProbs, at * k);
    out.restLogProbs.set(side.restLogProbs, at);
    out.actualLogProbs.set(side.actualLogProbs, at);
    at += side.actualLogProbs.length;
  }
  return {
    ...out,
    rows: Int32Array.from(sequences, (s) => s.example.row),
    positions: Int32Array.from(sequences, (s) => s.side.actualLogProbs.length),
    vocab,
  };
}

/**
 * Scores every usable row (of this shard) with both models, or with the
 * student alone against `restored` (the teacher's compact side of an
 * earlier run, refused with RestoredEntryRefused when it is not of these
 * sequences).
 *
 * @throws InputError when the two models' tokenizers encode a row
 *   differently, their vocabularies differ, or no row is usable.
 */
export async function scoreCompletion(
  config: Config,
  models: CompletionModels,
  restored: CachedNextTokens | null,
  deps: Pick<PipelineDeps, 'progress' | 'onBatch' | 'loadRuntime'>,
  deadline: Deadline | null,
): Promise<CompletionScoring> {
  const completion = config.completion!;
  const { teacher, student } = models;
  const maxLength = config.teacher.kind === 'onnx' ? config.teacher.maxLength : 0;
  const sameTokenizer = teacher.tokenizerSha256 === student.tokenizerSha256;
  const stats = new PositionStats();
  const read = emptyReadStats();
  const worst = new WorstSequences();
  const restoredSide = restored === null ? null : new RestoredSide(restored);
  const kept: (Sequence & { side: CompactSide })[] = [];
  const batchSize = Math.min(
    ...[config.teacher, config.student].map((m) => (m.kind === 'onnx' ? m.batchSize : Infinity)),
  );
  const rows: number[] = [];
  const order: number[] = [];
  const positions: number[] = [];
  let vocab = restored?.vocab ?? teacher.vocab;
  let k = vocab === null ? null : Math.min(completion.topK, vocab);
  let scratch: ReductionScratch | null = null;
  /** The reducer graph, opened once k is known (released at the end, whatever happens). */
  const reducer: NextTokenReducer[] = [];
  let windowCount = 0;
  const timing = { teacherMs: 0, studentMs: 0, tokens: 0 };
  const run = async (role: Role, model: OpenedCausalLm, input: ReturnType<typeof windowBatch>) => {
    deps.onBatch?.(role, modelBatchOf(input), 'rows');
    const start = performance.now();
    const output = await model.model.forward(input);
    timing[role === 'teacher' ? 'teacherMs' : 'studentMs'] += performance.now() - start;
    timing.tokens += input.realTokens;
    model.checkRun(output.vocab);
    return output;
  };

  const scoreChunk = async (chunk: Sequence[]) => {
    const windows = chunk
      .flatMap((sequence) => sequence.windows.map((window) => ({ sequence, window })))
      .sort((a, b) => b.window.end - b.window.start - (a.window.end - a.window.start));
    windowCount += windows.length;
    const batches: (typeof windows)[] = [];
    for (let from = 0; from < windows.length; from += batchSize) {
      batches.push(windows.slice(from, from + batchSize));
    }
    const forward = async (batch: typeof windows) => {
      const input = windowBatch(
        batch.map(({ sequence, window }) => ({ tokens: sequence.tokens, window })),
        teacher.endOfText,
      );
      const t = restoredSide === null ? await run('teacher', teacher, input) : null;
      const s = await run('student', student, input);
      return { batch, input, t, s };
    };
    // One batch at a time: onnxruntime-node runs a session on the calling thread, so starting
    // the next batch early would overlap nothing and only hold two batches' logits.
    for (const batchWindows of batches) {
      const { batch, input, t, s } = await forward(batchWindows);
      // The teacher's vocabulary: its graph's, its first run's, or the restored entry's.
      vocab ??= t?.vocab ?? s.vocab;
      checkSameVocabulary(vocab, student);
      k ??= Math.min(completion.topK, vocab);
      scratch ??= new ReductionScratch(vocab, k);
      reducer[0] ??= await openNextTokenReducer((await deps.loadRuntime()).ort, k);
      for (const sequence of chunk) sequence.side ??= compactSide(sequence.tokens.length - 1, k);
      const positions: BatchPosition[] = [];
      batch.forEach(({ sequence, window }, b) => {
        for (let p = window.firstScored; p < window.end; p++) {
          positions.push({
            sequence: sequence.index,
            side: sequence.side!,
            tally: sequence.tally,
            tokens: sequence.tokens,
            p,
            row: b * input.width + (p - 1 - window.start),
          });
        }
      });
      await reduceBatch(reducer[0], scratch, t?.logits ?? null, s.logits, positions, stats);
    }
    for (const sequence of chunk) {
      worst.offer(sequence.example.row, sequence.example.id, sequence.tokens, sequence.tally);
      // A sequence of no window (an empty row's two end-of-texts still have one) has no side yet.
      sequence.side ??= compactSide(sequence.tokens.length - 1, k ?? 1);
      if (restoredSide === null) kept.push(sequence as Sequence & { side: CompactSide });
    }
  };

  let usable = 0;
  let complete = true;
  let chunk: Sequence[] = [];
  try {
    for await (const example of readDataset(config.dataset, read)) {
      const position = usable++;
      if (!inShard(position, config.shard)) continue;
      const text = example.texts[0];
      const ids = teacher.tokens.ids(text);
      if (!sameTokenizer) {
        const theirs = student.tokens.ids(text);
        const at = ids.findIndex((id, i) => theirs[i] !== id);
        if (at !== -1 || theirs.length !== ids.length) {
          const where = at === -1 ? Math.min(ids.length, theirs.length) : at;
          throw new InputError(
            `${student.key}.tokenizer: encodes dataset row ${example.row} differently from teacher.tokenizer (token ${where}: ${theirs[where] ?? 'none'} against ${ids[where] ?? 'none'}); task code-completion compares the two models token by token, so they must share one tokenizer`,
          );
        }
      }
      const tokens = documentTokens(ids, teacher.endOfText);
      const count = tokens.length - 1;
      const index = rows.length;
      rows.push(example.row);
      order.push(position);
      positions.push(count);
      chunk.push({
        index,
        example,
        tokens,
        windows: tokenWindows(tokens.length, maxLength, completion.stride),
        side: restoredSide?.next(example.row, count) ?? null,
        tally: new SequenceTally(),
      });
      if (chunk.length < CHUNK_ROWS) continue;
      await scoreChunk(chunk);
      chunk = [];
      deps.progress?.(read.rowsUsed, config.dataset.limit);
      if (deadline?.passed()) {
        complete = false;
        deadline.leftOut(`the data set's rows after the first ${usable}`);
        break;
      }
    }
    if (chunk.length > 0) await scoreChunk(chunk);
  } finally {
    for (const opened of reducer) await opened.release();
  }
  if (usable === 0) {
    const why =
      read.rowsSeen === 0 ? 'it has no rows' : `none of its ${read.rowsSeen} rows is usable`;
    throw new InputError(`dataset ${config.dataset.path}: nothing to evaluate, ${why}`);
  }
  const leftover = complete ? (restoredSide?.leftover() ?? null) : null;
  if (leftover !== null) throw new RestoredEntryRefused(leftover);
  const finalVocab = vocab ?? 0;
  const finalK = k ?? 0;
  return {
    stats,
    rows,
    order,
    positions,
    windows: windowCount,
    vocab: finalVocab,
    k: finalK,
    compact: restored ?? keptSide(kept, finalVocab, finalK),
    teacherRan: restored === null,
    worst,
    read,
    complete,
    ...timing,
  };
}

/**
 * The live teacher's compact side of some sequences (each the tokens of a
 * row as the model reads them): what a restored entry is spot-checked
 * against.
 */
export async function teacherCompactSides(
  config: Config,
  teacher: OpenedCausalLm,
  sequences: readonly Int32Array[],
  k: number,
): Promise<CompactSide[]> {
  const completion = config.completion!;
  const maxLength = config.teacher.kind === 'onnx' ? config.teacher.maxLength : 0;
  const batchSize = config.teacher.kind === 'onnx' ? config.teacher.batchSize : 1;
  const sides = sequences.map((tokens) => compactSide(Math.max(0, tokens.length - 1), k));
  const windows = sequences.flatMap((tokens, s) =>
    tokenWindows(tokens.length, maxLength, completion.stride).map((window) => ({
      s,
      tokens,
      window,
    })),
  );
  let scratch: ReductionScratch | null = null;
  for (let from = 0; from < windows.length; from += batchSize) {
    const batch = windows.slice(from, from + batchSize);
    const input = windowBatch(batch, teacher.endOfText);
    const { logits, vocab } = await teacher.model.forward(input);
    teacher.checkRun(vocab);
    scratch ??= new ReductionScratch(vocab, k);
    batch.forEach(({ s, tokens, window }, b) => {
      for (let p = window.firstScored; p < window.end; p++) {
        const offset = (b * input.width + (p - 1 - window.start)) * vocab;
        reduceTeacher(logits, offset, tokens[p]!, scratch!, sides[s]!, p - 1);
      }
    });
  }
  return sides;
}
