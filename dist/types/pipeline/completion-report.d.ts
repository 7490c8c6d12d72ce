/**
 * The Report of task code-completion from a run's scoring: the relations
 * over next-token positions, the paired by-sequence regression against a
 * baseline, the gate's verdict with the same rules as for classifiers, and
 * the completion section (docs/spec.md §9). Pure, as assembleReport is.
 */
import type { Config } from '../config/types.js';
import type { RunCost } from '../cost/model-cost.js';
import type { CompletionSection, WorstSequence } from '../report/completion-types.js';
import { type DatasetSummary, type ModelSummary, type Report, type TimeLimitSummary } from '../report/types.js';
import type { Baseline } from './baseline.js';
import type { CompletionScoring } from './completion-step.js';
/** What the report says of the run beside the scoring: the models, the data, the clock. */
export interface CompletionRunFacts {
    teacher: ModelSummary;
    student: ModelSummary;
    dataset: Omit<DatasetSummary, 'labelled'>;
    /** The tokenizer both models share (part of what the sequences are). */
    tokenizerSha256: string;
    endOfText: string;
    timings: Omit<Report['timings'], 'relationsMs'>;
    warnings: string[];
    cost: RunCost | null;
    /** The worst sequences with their code (completion-worst.ts, written out with the tokenizer). */
    worst: WorstSequence[];
    /** The completions compared (completions-step.ts); null: off. */
    completions: CompletionSection['completions'];
}
/**
 * What the sequences are, for the paired test: the rows scored (the
 * dataset's digest and rows, as a classifier's inputs digest), the windows
 * and the tokenizer.
 */
export declare function sequencesDigest(dataset: Pick<DatasetSummary, 'format' | 'sha256' | 'functions'>, rows: readonly number[], config: Config, tokenizerSha256: string): string;
export declare function assembleCompletionReport(config: Config, scoring: CompletionScoring, facts: CompletionRunFacts, baseline: Baseline | null, commit: string | null, today: Date, timeLimit: TimeLimitSummary): Report;
