import type { GreedyCompletion } from '../inference/greedy-completion.js';
import { type CompletionsOutcomes, type CompletionsSection } from '../relations/completions/index.js';
import { type TransformKind, type TransformLanguage } from '../transforms/index.js';
/** One model's greedy completions of a batch of prompts (see greedyCompletions). */
export type CompleteFn = (prompts: readonly (readonly number[])[]) => Promise<GreedyCompletion[]>;
export interface CompletionsInput {
    /** The rows in data order: each one function (JSONL `code`, a data set's function). */
    rows: Iterable<{
        row: number;
        code: string;
    }>;
    /** The models' one tokenizer: ids of a text (no special tokens), text of ids. */
    tokenizer: {
        encode(text: string): number[];
        decode(ids: readonly number[]): string;
    };
    teacher: CompleteFn;
    student: CompleteFn;
    /** The grammar rows, prompts and completions are parsed with. */
    language: TransformLanguage;
    /** `completions.prompts` (N), `completions.max-new-tokens` (M), `completions.cut`. */
    prompts: number;
    maxNewTokens: number;
    cut: number;
    /** The model's positions: a prompt holds at most this minus M tokens. */
    maxLength: number;
    /** The ids a sequence starts with (the start of text), before every prompt. */
    prefix: readonly number[];
    /** The kinds and seed of the transforms section; null without one. */
    transforms: {
        kinds: readonly TransformKind[];
        seed: number;
    } | null;
    /**
     * Whether the models complete prompt j (0-based, in prompt order): a
     * shard's slice (pipeline/shard-rule.ts); every prompt when absent.
     */
    takes?: (prompt: number) => boolean;
}
/**
 * Cuts the prompts, runs both models on them and on each kind's T(x), and
 * returns the Report's section. Rows are taken in data order until N give a
 * prompt; a row that does not parse is not prompted (whether a completion
 * parses says nothing then), nor one with no cut (prompt-cut.ts).
 */
export declare function runCompletions(input: CompletionsInput): Promise<CompletionsSection>;
/**
 * runCompletions's outcomes per prompt, before the section is made of
 * them: every prompt is cut (the rows and their counts are the whole run's),
 * and the models complete those `input.takes` (a shard's slice).
 */
export declare function completePrompts(input: CompletionsInput): Promise<CompletionsOutcomes>;
