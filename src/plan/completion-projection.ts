/**
 * The cost plan of a task code-completion run (`metacompress plan`,
 * docs/spec.md §9–§10): from what the probe measured on a few rows and
 * prompts, the wall time of each part, teacher and student apart, on one
 * machine and split over 1, 2, 4, … 32 shards. Pure: measurements and the
 * rows' token counts in, table out.
 *
 * The model, per shard holding its slice (usable row j in shard j mod n,
 * shard-rule.ts):
 *
 * * setup: `setupMs` once per shard (files hashed, tokenizers and models loaded).
 * * windows: each model runs on the tokens fed, counted exactly from the
 *   rows' sequence lengths as the run batches them (windows of max-length
 *   tokens `stride` apart, chunks of `chunkRows` rows, each chunk's windows
 *   longest first in batches of `batchSize`, every batch padded to its
 *   longest window): fed × msPerToken per model; the teacher's side costs 0
 *   when the cache holds it. Reducing the logits to per-position statistics
 *   (and tokenising the rows) is `otherMsPerPosition` a scored position, in
 *   a column of its own: it is neither model's run.
 * * timing: each model's latency rounds (pipeline/completion-timing.ts): the
 *   first `timing.windows` windows of the slice's rows, longest first in
 *   batches, run `timing.runs` times (a warm-up and the rounds) at
 *   msPerToken; not the teacher's when the cache holds its side.
 * * completions: ⌈prompts / n⌉ prompts, each `completionsPerPrompt` greedy
 *   completions per model (x, and T(x) for each kind that changed it) at
 *   msPerCompletion; cutting, rewriting and parsing `otherMsPerPrompt` a
 *   prompt. The teacher generates in every run (its completions are not kept).
 *
 * A shard's wall time is the sum of its parts, the largest slice's; n shards
 * run side by side, so the run takes as long as its slowest shard.
 */
import { tokenWindows } from '../encode/windows.js';
import { SHARD_COUNTS, type PerSide } from './projection.js';

/** How the run cuts and batches the rows (config and the scoring step's chunk). */
export interface WindowShape {
  /** teacher.max-length: tokens a window holds at most. */
  maxLength: number;
  /** completion.stride. */
  stride: number;
  /** Windows a model runs at once (the smaller of the two models' batch-size). */
  batchSize: number;
  /** Rows whose windows are sorted and batched together. */
  chunkRows: number;
}

/** What the probe measured, and what the configured run holds. */
export interface CompletionPlanInput {
  /** Per shard: hashing, tokenizers, model loading (ms). */
  setupMs: number;
  shape: WindowShape;
  /** Each usable row's sequence length (end-of-text, the code's tokens, end-of-text), in data order. */
  sequenceTokens: number[];
  /** Model time per token fed (padding included), per model (ms). */
  msPerToken: PerSide;
  /** Reducing the logits to each position's statistics and tokenising, per scored position (ms). */
  otherMsPerPosition: number;
  /** The latency rounds: windows timed and how often each model runs them; null: none. */
  timing: { windows: number; runs: number } | null;
  completions: {
    /** completion.completions.prompts (N). */
    prompts: number;
    /** The share of the rows read that gave a prompt (the others do not parse or have no cut). */
    promptedShare: number;
    /** Greedy completions per prompt and model: x, and T(x) per kind that changed it. */
    completionsPerPrompt: number;
    msPerCompletion: PerSide;
    /** Cutting, rewriting and parsing, per prompt (ms). */
    otherMsPerPrompt: number;
  } | null;
  /** Whether the cache holds the teacher's compact side for the configured run. */
  teacherCached: boolean;
}

/** What a slice of rows makes the models run: windows, scored positions, tokens fed. */
export interface WindowWork {
  rows: number;
  windows: number;
  positions: number;
  fedTokens: number;
}

/**
 * The work of `sequenceTokens` (one slice's rows, in order) as the run
 * batches it: per chunk of `chunkRows` rows, its windows longest first in
 * batches of `batchSize`, each batch fed at its longest window's width.
 *
 * @example
 * // Rows of 10 and 4 tokens, max-length 6, stride 3, batches of 2, one chunk:
 * // windows of 6, 6, 4 (the first row) and 4 (the second) → batches [6, 6], [4, 4]
 * windowWork([10, 4], { maxLength: 6, stride: 3, batchSize: 2, chunkRows: 32 });
 * // { rows: 2, windows: 4, positions: 12, fedTokens: 20 }
 */
export function windowWork(sequenceTokens: readonly number[], shape: WindowShape): WindowWork {
  const work: WindowWork = { rows: sequenceTokens.length, windows: 0, positions: 0, fedTokens: 0 };
  for (let from = 0; from < sequenceTokens.length; from += shape.chunkRows) {
    const widths = sequenceTokens
      .slice(from, from + shape.chunkRows)
      .flatMap((length) => {
        work.positions += Math.max(0, length - 1);
        return tokenWindows(length, shape.maxLength, shape.stride).map((w) => w.end - w.start);
      })
      .sort((a, b) => b - a);
    work.windows += widths.length;
    for (let b = 0; b < widths.length; b += shape.batchSize) {
      const batch = widths.slice(b, b + shape.batchSize);
      work.fedTokens += batch[0]! * batch.length;
    }
  }
  return work;
}

/**
 * The tokens fed to a model in one latency round: the first `windows`
 * windows of the rows (in order), longest first in batches of
 * `shape.batchSize`, each batch at its longest window's width.
 *
 * @example
 * // The first 3 windows of rows of 10 and 4 tokens (max-length 6, stride 3): 6, 6, 4 → [6 6] [4]
 * timedTokens([10, 4], { maxLength: 6, stride: 3, batchSize: 2, chunkRows: 32 }, 3); // 16
 */
export function timedTokens(
  sequenceTokens: readonly number[],
  shape: WindowShape,
  windows: number,
): number {
  const widths: number[] = [];
  for (const length of sequenceTokens) {
    if (widths.length >= windows) break;
    for (const w of tokenWindows(length, shape.maxLength, shape.stride))
      widths.push(w.end - w.start);
  }
  const timed = widths.slice(0, windows).sort((a, b) => b - a);
  let fed = 0;
  for (let b = 0; b < timed.length; b += shape.batchSize) {
    fed += timed[b]! * Math.min(shape.batchSize, timed.length - b);
  }
  return fed;
}

/** One line of the plan: a part of the run on the shard holding the largest slice. */
export interface CompletionPlanLine {
  part: 'setup' | 'windows' | 'timing' | 'completions';
  /** Scored positions (windows), windows timed (timing), prompts (completions); 1 for setup. */
  units: number;
  ms: PerSide;
  /** Work of neither model: reducing the logits, tokenising, cutting and parsing (ms). */
  otherMs: number;
}

export interface CompletionShardPlan {
  shards: number;
  /** The slowest slice's work: its windows and positions. */
  work: WindowWork;
  lines: CompletionPlanLine[];
  totalMs: number;
}

export interface CompletionPlan {
  shards: CompletionShardPlan[];
  /** The fewest shards (of those planned) whose wall time fits the target; null: none does or no target. */
  fits: number | null;
  targetMinutes: number | null;
}

/** The prompts the run makes: N, or fewer when its rows give fewer. */
function promptsMade(input: CompletionPlanInput): number {
  const c = input.completions;
  if (c === null) return 0;
  return Math.min(c.prompts, Math.floor(input.sequenceTokens.length * c.promptedShare));
}

/** The lines of the shard with the slowest slice when the run is split over `shards`. */
export function completionShardPlan(
  input: CompletionPlanInput,
  shards: number,
): CompletionShardPlan {
  if (!Number.isInteger(shards) || shards < 1) {
    throw new RangeError(`shards must be a positive integer, got ${shards}`);
  }
  const prompts = Math.ceil(promptsMade(input) / shards);
  const c = input.completions;
  let slowest: CompletionShardPlan | null = null;
  for (let index = 0; index < shards; index++) {
    const slice = input.sequenceTokens.filter((_, j) => j % shards === index);
    const work = windowWork(slice, input.shape);
    const lines: CompletionPlanLine[] = [
      { part: 'setup', units: 1, ms: { teacher: 0, student: input.setupMs }, otherMs: 0 },
      {
        part: 'windows',
        units: work.positions,
        ms: {
          teacher: input.teacherCached ? 0 : work.fedTokens * input.msPerToken.teacher,
          student: work.fedTokens * input.msPerToken.student,
        },
        otherMs: work.positions * input.otherMsPerPosition,
      },
    ];
    if (input.timing !== null) {
      const fed = timedTokens(slice, input.shape, input.timing.windows) * input.timing.runs;
      lines.push({
        part: 'timing',
        units: Math.min(input.timing.windows, work.windows),
        ms: {
          teacher: input.teacherCached ? 0 : fed * input.msPerToken.teacher,
          student: fed * input.msPerToken.student,
        },
        otherMs: 0,
      });
    }
    if (c !== null) {
      const completions = prompts * c.completionsPerPrompt;
      lines.push({
        part: 'completions',
        units: prompts,
        ms: {
          teacher: completions * c.msPerCompletion.teacher,
          student: completions * c.msPerCompletion.student,
        },
        otherMs: prompts * c.otherMsPerPrompt,
      });
    }
    const totalMs = lines.reduce((sum, l) => sum + l.ms.teacher + l.ms.student + l.otherMs, 0);
    if (slowest === null || totalMs > slowest.totalMs) slowest = { shards, work, lines, totalMs };
  }
  return slowest!;
}

/** The plan over SHARD_COUNTS and the fewest shards whose wall time is at most `targetMinutes`. */
export function projectCompletionPlan(
  input: CompletionPlanInput,
  targetMinutes: number | null = null,
): CompletionPlan {
  if (targetMinutes !== null && !(targetMinutes > 0)) {
    throw new RangeError(`targetMinutes must be a positive number, got ${targetMinutes}`);
  }
  const shards = SHARD_COUNTS.map((count) => completionShardPlan(input, count));
  const fits =
    targetMinutes === null
      ? null
      : (shards.find((s) => s.totalMs <= targetMinutes * 60_000)?.shards ?? null);
  return { shards, fits, targetMinutes };
}

/** One setting changed alone that makes a code-completion run fit its target, and its fewest shards. */
export interface CompletionAdvice {
  key: 'dataset.limit' | 'completion.completions.prompts';
  value: number;
  shards: number;
}

/**
 * When no shard count fits `targetMinutes`: the most rows (`dataset.limit`,
 * the first rows kept) and the most prompts (`completion.completions.prompts`)
 * that fit with every other setting as configured, each found on the same
 * projection (both only add work as they grow). A setting whose smallest
 * value does not fit either is left out.
 */
export function completionAdviceToFit(
  input: CompletionPlanInput,
  targetMinutes: number,
): CompletionAdvice[] {
  const fitsWith = (changed: CompletionPlanInput) =>
    projectCompletionPlan(changed, targetMinutes).fits;
  const advice: CompletionAdvice[] = [];
  const consider = (
    key: CompletionAdvice['key'],
    high: number,
    changed: (value: number) => CompletionPlanInput,
  ) => {
    if (high < 1 || fitsWith(changed(1)) === null) return;
    let low = 1;
    while (low < high) {
      const mid = Math.ceil((low + high) / 2);
      if (fitsWith(changed(mid)) !== null) low = mid;
      else high = mid - 1;
    }
    advice.push({ key, value: low, shards: fitsWith(changed(low))! });
  };
  consider('dataset.limit', input.sequenceTokens.length - 1, (rows) => ({
    ...input,
    sequenceTokens: input.sequenceTokens.slice(0, rows),
  }));
  const c = input.completions;
  if (c !== null) {
    consider('completion.completions.prompts', promptsMade(input) - 1, (prompts) => ({
      ...input,
      completions: { ...c, prompts },
    }));
  }
  return advice;
}
