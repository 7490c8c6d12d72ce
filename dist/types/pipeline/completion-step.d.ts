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
import { type ReadStats } from '../data/types.js';
import type { ModelBatch } from '../encode/formats/index.js';
import { type TokenWindow } from '../encode/windows.js';
import type { ForwardInput } from '../inference/causal-lm.js';
import { PositionStats, type CompactSide } from '../relations/next-token/index.js';
import type { CachedNextTokens } from '../store/types.js';
import { type OpenedCausalLm } from './causal-models.js';
import { WorstSequences } from './completion-worst.js';
import type { Deadline } from './deadline.js';
import type { PipelineDeps } from './types.js';
/** Rows whose windows are batched together: enough to sort windows by length, few enough to stream. */
export declare const CHUNK_ROWS = 32;
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
export declare function windowBatch(windows: readonly {
    tokens: Int32Array;
    window: TokenWindow;
}[], pad: number): ForwardInput & {
    width: number;
    realTokens: number;
};
/** A batch of windows as `onBatch` sees it (the benchmark replays it against the bare runtime). */
export declare function modelBatchOf(input: ReturnType<typeof windowBatch>): ModelBatch;
/**
 * Scores every usable row (of this shard) with both models, or with the
 * student alone against `restored` (the teacher's compact side of an
 * earlier run, refused with RestoredEntryRefused when it is not of these
 * sequences).
 *
 * @throws InputError when the two models' tokenizers encode a row
 *   differently, their vocabularies differ, or no row is usable.
 */
export declare function scoreCompletion(config: Config, models: CompletionModels, restored: CachedNextTokens | null, deps: Pick<PipelineDeps, 'progress' | 'onBatch' | 'loadRuntime'>, deadline: Deadline | null): Promise<CompletionScoring>;
/**
 * The live teacher's compact side of some sequences (each the tokens of a
 * row as the model reads them): what a restored entry is spot-checked
 * against.
 */
export declare function teacherCompactSides(config: Config, teacher: OpenedCausalLm, sequences: readonly Int32Array[], k: number): Promise<CompactSide[]>;
