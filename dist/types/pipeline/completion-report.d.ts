/**
 * The Report of task code-completion from a run's scoring: the relations
 * over next-token positions, the paired by-sequence regression against a
 * baseline, the gate's verdict with the same rules as for classifiers, and
 * the completion section (docs/spec.md §9). Pure, as assembleReport is.
 */
import type { Config } from '../config/types.js';
import type { RunCost } from '../cost/model-cost.js';
import { type PositionColumns } from '../relations/next-token/index.js';
import type { CompletionSection, WorstSequence } from '../report/completion-types.js';
import { type DatasetSummary, type ModelSummary, type Report, type TimeLimitSummary } from '../report/types.js';
import type { Baseline } from './baseline.js';
import type { CompletionScoring } from './completion-step.js';
import type { CachedNextTokens } from '../store/types.js';
import type { CompletionsOutcomes } from '../relations/completions/index.js';
/**
 * The scored positions a Report is computed from: one run's scoring, or
 * the shards' merged (completion-merge.ts). `columns.sequence` indexes
 * `rows` (the sequences' dataset rows, in score order).
 */
export type ScoredPositions = Pick<CompletionScoring, 'rows' | 'windows' | 'vocab' | 'k'> & {
    columns: PositionColumns;
};
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
/** What one student's run measured, before its Report (or its shard's partial) is made of it. */
export interface MeasuredCompletion {
    scoring: CompletionScoring;
    facts: Omit<CompletionRunFacts, 'completions'>;
    /** Each prompt's outcomes of the completions compared; null: off. */
    completions: CompletionsOutcomes | null;
    /** The time limit, and what it left out of this run. */
    timeLimitSeconds: number | null;
    notRun: string[];
    /** The teacher's side the student was read against, and whether it covers every row. */
    side: CachedNextTokens;
    complete: boolean;
}
/**
 * What the sequences are, for the paired test: the rows scored (the
 * dataset's digest and rows, as a classifier's inputs digest), the windows
 * and the tokenizer.
 */
export declare function sequencesDigest(dataset: Pick<DatasetSummary, 'format' | 'sha256' | 'functions'>, rows: readonly number[], config: Config, tokenizerSha256: string): string;
export declare function assembleCompletionReport(config: Config, scoring: ScoredPositions, facts: CompletionRunFacts, baseline: Baseline | null, commit: string | null, today: Date, timeLimit: TimeLimitSummary): Report;
