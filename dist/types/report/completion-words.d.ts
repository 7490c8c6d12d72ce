/**
 * Task code-completion's report in words and rows, for the Markdown and the
 * terminal alike: what the rates count over next-token positions, the KL
 * figures and where they come from, both models' next-token numbers, and
 * where a sequence's two models part. Pure: they read the report.
 */
import type { CompletionSection, PartingPoint } from './completion-types.js';
import type { Report } from './types.js';
/** A report of task code-completion: one whose completion section is present. */
export type CompletionReport = Report & {
    completion: CompletionSection;
};
/** A count with thousands separators: 11310 → "11,310". */
export declare const count: (n: number) => string;
/** What the rates count over next-token positions, with this run's thresholds (the line under the verdict table). */
export declare function completionRateNote(report: CompletionReport): string;
/** Where MR2's KL comes from, one sentence, with the full KL beside it when this run measured it. */
export declare function klSourceNote(report: CompletionReport): string;
/** The KL distribution's rows: the gated (top-k) one and, when measured, the full one. */
export declare function klRows(section: CompletionSection): string[][];
export declare const KL_HEADER: string[];
/**
 * Both models' next-token figures: accuracy, cross-entropy (with each
 * model's interval when `intervals`; the gap's always), perplexity and
 * their ratio, ECE.
 */
export declare function nextTokenRows(report: CompletionReport, intervals?: boolean): string[][];
export declare const NEXT_TOKEN_HEADER: string[];
/** A token as a reader can see it: its escapes written out (a newline as \n), never a raw break. */
export declare function tokenText(token: string): string;
/** Where a sequence's two models part, one sentence (its token texts are the caller's to neutralise). */
export declare function partingSentence(part: PartingPoint, show: (token: string) => string): string;
/**
 * The code around a parting point: the lines before it, its own line, and
 * under it a caret line marking where the token starts (tabs written as
 * four spaces so that the caret stands under it).
 */
export declare function partingExcerpt(part: PartingPoint): string;
