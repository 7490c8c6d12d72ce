import type { ModelSummary, Report } from './types.js';
/**
 * Who decided the verdict shown: the run that made the report, the action
 * again from a report another job made (its counts, this job's ceilings),
 * or nobody (a report another job made, with no config to decide it with).
 */
export type VerdictFrom = 'this-run' | 'decided-again' | 'not-verified';
/**
 * What the context line says of a verdict decided again: this job holds the
 * counts to its own ceilings, but ran no model, so the counts stay the other
 * job's word (docs/security.md, "The numbers of a report another job made").
 */
export declare const DECIDED_AGAIN_NOTE = "verdict decided here, with this config's ceilings, from the counts of a report another job made; those counts are that job's claim, not checked here";
export interface MarkdownOptions {
    /** The config file this gate ran (shown under the status line). */
    configFile?: string | null;
    /** The workflow run's page, where the job summary is. */
    runUrl?: string | null;
    /**
     * Show what changes from one run to the next of the same result (default
     * true): wall times, and whether the teacher's outputs came from the cache.
     * The PR comment leaves them out, so that a rerun with the same result
     * gives the same bytes and the comment is not edited.
     */
    timings?: boolean;
    /** Who decided the verdict (default this-run). */
    verdictFrom?: VerdictFrom;
}
/**
 * The verdict as one table: a row per relation (rate with its count, its
 * interval, the ceiling, and the base and the change when a baseline was
 * compared), then one robustness row when the config has transforms. Every
 * status is the gate's.
 */
export declare function relationTable(report: Report): string;
/** The line under the verdict table when a baseline was compared: which commit, which date, which way Δ goes. */
export declare function baselineNote(report: Report): string | null;
/**
 * What a spot check of restored outputs did, and what it would have caught:
 * the chance that an entry poisoned in 5% of its rows escapes a check of this
 * size (reports written before that was recorded say only what was checked).
 */
export declare function spotCheckText(checked: NonNullable<ModelSummary['spotCheck']>): string;
