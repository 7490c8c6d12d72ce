/**
 * `metacompress check` for task code-completion: both causal language
 * models opened and their contract checked (causal-models.ts: the layout,
 * the tokenizer against the embedding rows and the logits, max-length
 * against the position rows, the end-of-text token, one vocabulary for
 * both), the first CHECK_COMPLETION_ROWS rows cut into windows and scored
 * by both, and what that gives: the windows and positions, each model's
 * perplexity, their top-1 agreement and mean KL. No cache, no gate, no
 * completions.
 */
import type { Config } from '../config/types.js';
import type { PastShape } from '../inference/causal-lm.js';
import { type CrossEntropy } from '../relations/next-token/index.js';
import type { PipelineDeps } from './types.js';
/**
 * Rows `check` scores for task code-completion: each row is a sequence of
 * windows of max-length tokens, each scored over the whole vocabulary, so
 * fewer than a classifier's 100 keep it to seconds.
 */
export declare const CHECK_COMPLETION_ROWS = 16;
/** One causal language model as the check read it. */
export interface CausalModelCheck {
    role: 'teacher' | 'student';
    file: string;
    inputs: string[];
    /** The cache of a "with past" export; null when the graph takes no past. */
    past: PastShape | null;
    /** The logits' vocabulary (the graph's, else the first run's). */
    vocabulary: number;
    tokenRows: number | null;
    positionRows: number | null;
    largestTokenizerId: number;
    endOfText: {
        id: number;
        token: string;
    };
    /** Its cross-entropy on the data's next tokens of the checked positions; null with none. */
    crossEntropy: CrossEntropy | null;
}
export interface CompletionCheckResult {
    task: 'code-completion';
    rows: number;
    sequences: number;
    windows: number;
    positions: number;
    maxLength: number;
    stride: number;
    /** The first usable row as both models read it (end-of-text, its code, end-of-text). */
    sample: {
        id: string;
        tokens: string[];
        ids: number[];
        length: number;
    };
    models: [CausalModelCheck, CausalModelCheck];
    /** Positions where the two models' most likely next tokens are the same. */
    sameTop1: number;
    /** Mean KL(teacher ‖ student) over the whole vocabulary, nats; null with no position. */
    klMean: number | null;
    warnings: string[];
    /**
     * Always null: what makes this task's config unusable (the contract, the
     * vocabularies, the tokenizers) stops the check with its one-line error,
     * as it stops a run; the scores only warn.
     */
    error: null;
}
/**
 * `metacompress check` of task code-completion: the config's first
 * CHECK_COMPLETION_ROWS rows through both models (no cache: the teacher
 * runs).
 * @throws InputError (one line) at the first mismatch of the contract, as a run does.
 */
export declare function checkCompletion(config: Config, deps: PipelineDeps): Promise<CompletionCheckResult>;
/** The check of task code-completion as the terminal shows it. */
export declare function renderCompletionCheck(result: CompletionCheckResult): string;
