/**
 * Causal language models in a run (task code-completion): a model's files
 * opened as a CausalLm, its contract checked against its tokenizer and the
 * windows before any row is scored, and the summary the report gives it.
 */
import type { Config } from '../config/types.js';
import { TokenCache } from '../encode/token-cache.js';
import type { LoadedTokenizer } from '../encode/tokenizer.js';
import { type CausalLm } from '../inference/causal-lm.js';
import type { ModelSummary } from '../report/types.js';
import { type ModelFiles } from './models.js';
import type { PipelineDeps } from './types.js';
type OnnxFiles = Extract<ModelFiles, {
    kind: 'onnx';
}>;
/** An open causal language model with what reads text for it. */
export interface OpenedCausalLm {
    key: string;
    model: CausalLm;
    tokenizer: LoadedTokenizer;
    /** The row's text as this model's config prepares it (lowercase, whitespace), tokenised and timed. */
    tokens: TokenCache;
    /** The tokenizer's file digest: two models with the same one encode alike. */
    tokenizerSha256: string;
    endOfText: number;
    /** The vocabulary, once known (from the graph, else the first run). */
    vocab: number | null;
    /** Checks the logits' vocabulary of a run against the tokenizer (once). */
    checkRun(vocab: number): void;
    summary: Omit<ModelSummary, 'classes'>;
    release(): Promise<void>;
}
/** The files of a causal language model (its config says so); anything else is a caller's mistake. */
export declare function causalFiles(files: ModelFiles): OnnxFiles;
/**
 * Opens a causal language model and checks its contract (the tokenizer
 * against the embedding rows and the logits, max-length against the
 * position rows, the end-of-text token) before it scores anything.
 *
 * @throws InputError (one line) at the first mismatch, the model released.
 */
export declare function openCausalModel(files: ModelFiles, config: Pick<Config, 'threads'>, deps: Pick<PipelineDeps, 'loadRuntime'>): Promise<OpenedCausalLm>;
/**
 * The two models' vocabularies must be one: the relations compare their
 * probabilities token by token.
 * @throws InputError naming the student when they differ.
 */
export declare function checkSameVocabulary(teacher: number, student: OpenedCausalLm): void;
export {};
