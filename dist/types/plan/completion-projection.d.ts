import { type PerSide } from './projection.js';
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
    timing: {
        windows: number;
        runs: number;
    } | null;
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
export declare function windowWork(sequenceTokens: readonly number[], shape: WindowShape): WindowWork;
/**
 * The tokens fed to a model in one latency round: the first `windows`
 * windows of the rows (in order), longest first in batches of
 * `shape.batchSize`, each batch at its longest window's width.
 *
 * @example
 * // The first 3 windows of rows of 10 and 4 tokens (max-length 6, stride 3): 6, 6, 4 → [6 6] [4]
 * timedTokens([10, 4], { maxLength: 6, stride: 3, batchSize: 2, chunkRows: 32 }, 3); // 16
 */
export declare function timedTokens(sequenceTokens: readonly number[], shape: WindowShape, windows: number): number;
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
/** The lines of the shard with the slowest slice when the run is split over `shards`. */
export declare function completionShardPlan(input: CompletionPlanInput, shards: number): CompletionShardPlan;
/** The plan over SHARD_COUNTS and the fewest shards whose wall time is at most `targetMinutes`. */
export declare function projectCompletionPlan(input: CompletionPlanInput, targetMinutes?: number | null): CompletionPlan;
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
export declare function completionAdviceToFit(input: CompletionPlanInput, targetMinutes: number): CompletionAdvice[];
