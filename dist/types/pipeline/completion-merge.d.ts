/**
 * `merge` for task code-completion: the checked partial reports of shards
 * 0..n-1 (completion-partial.ts) put back together, sequences and prompts
 * by the shard rule, into the Report one run computes: the relations, the
 * paired test against the baseline and the gate from the merged positions
 * (assembleCompletionReport, as one run calls it), no model opened.
 */
import type { Config } from '../config/types.js';
import type { Report } from '../report/types.js';
import { type Baseline } from './baseline.js';
import { type CompletionRunFacts, type ScoredPositions } from './completion-report.js';
import type { PipelineDeps } from './types.js';
/** The shards' partials merged: the positions and what the report states beside them. */
export interface MergedCompletion {
    scored: ScoredPositions;
    facts: CompletionRunFacts;
    shards: number;
}
/**
 * Checks the partials (each whole, then together: one of each shard 0..n-1,
 * of the same data and models, run with the settings of `config`) and puts
 * them together: each shard's sequences at their positions among the usable
 * rows, its prompts at theirs, the worst sequences re-ranked over all.
 */
export declare function mergeCompletionPartials(config: Config, values: readonly unknown[], files: readonly string[]): MergedCompletion;
/**
 * The Report of merged shards, as one run computes it; the baseline is the
 * config's (or, for a student of a `students:` config, its own by name).
 * The shards ran without the run's time limit: one run that it did not stop.
 */
export declare function reportFromMergedCompletion(config: Config, deps: Pick<PipelineDeps, 'commit' | 'log'>, merged: MergedCompletion, studentBaseline?: Baseline | null): Promise<Report>;
