/**
 * The parts of the Markdown report that every task's renderer shares: who
 * decided the verdict, the options, the verdict table, the baseline's line
 * and what a spot check of restored teacher outputs did.
 */
import { markdownTable } from 'markdown-table';
import { SPOT_CHECK_SHARE } from '../relations/spot-check-size.js';
import { inlineCode, reportDate } from './layout.js';
import { percent } from './numbers.js';
import type { ModelSummary, Report } from './types.js';
import { untrustedText } from './untrusted-text.js';
import { markdownStatus, verdictRows } from './verdict.js';

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
export const DECIDED_AGAIN_NOTE =
  "verdict decided here, with this config's ceilings, from the counts of a report another job made; those counts are that job's claim, not checked here";

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
export function relationTable(report: Report): string {
  const withBaseline = report.baseline !== null;
  const rows = verdictRows(report, markdownStatus);
  const header = [
    '',
    'Relation',
    'Rate',
    '95% CI',
    'Ceiling',
    ...(withBaseline ? ['Base', 'Δ pts'] : []),
    'Status',
  ];
  const align = header.map((_, i) => (i < 2 || i === header.length - 1 ? 'l' : 'r'));
  return markdownTable([header, ...rows], { align });
}

/** The line under the verdict table when a baseline was compared: which commit, which date, which way Δ goes. */
export function baselineNote(report: Report): string | null {
  const baseline = report.baseline;
  if (baseline === null) return null;
  const commit = baseline.commit ? `commit ${inlineCode(baseline.commit.slice(0, 12))}, ` : '';
  const date = baseline.createdAt
    ? `made ${untrustedText(reportDate(baseline.createdAt))}`
    : 'of unknown date';
  return `Base: the base branch's report (${commit}${date}). Δ = this run − base, in points: + means more violations now.`;
}

/**
 * What a spot check of restored outputs did, and what it would have caught:
 * the chance that an entry poisoned in 5% of its rows escapes a check of this
 * size (reports written before that was recorded say only what was checked).
 */
export function spotCheckText(checked: NonNullable<ModelSummary['spotCheck']>): string {
  const rows = checked.of === undefined ? 'their rows' : `their ${checked.of} rows`;
  const done = `the live teacher scored ${checked.rows} of ${rows} again, drawn at random, and matched them within 1e-6 (largest difference ${checked.largestDifference.toExponential(1)})`;
  if (checked.escape === undefined) return `${done}.`;
  const poisoned = `an entry poisoned in ${SPOT_CHECK_SHARE * 100}% of its rows`;
  if (checked.escape === 0) return `${done}; ${poisoned} cannot escape a check of this size.`;
  const chance = checked.escape < 0.001 ? 'below 0.1%' : percent(checked.escape);
  return `${done}; ${poisoned} escapes a check of this size with probability ${chance}.`;
}
