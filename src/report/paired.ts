/**
 * The paired regression test, for the Markdown and terminal reports. Pure:
 * they read the report and decide nothing.
 */
import { markdownTable } from 'markdown-table';
import { formatPValue } from '../gate/numbers.js';
import type { CheckStatus } from '../gate/types.js';
import { columns } from './layout.js';
import { percent, shownDifference, signed } from './numbers.js';
import type { PairedVerdict } from '../gate/paired.js';
import type { Report } from './types.js';
import { untrustedText } from './untrusted-text.js';
import { STATUS_WORDS, markdownStatus } from './verdict.js';

/** A change as a fraction, in signed percentage points. */
const signedPoints = (fraction: number) => signed(fraction * 100, 1);

function rows(
  report: Report,
  status: (s: CheckStatus) => string,
  name: (relation: string) => string,
): string[][] {
  const paired = report.baseline?.paired ?? [];
  return paired.map(({ relation, status: verdict, comparison: c }) => [
    name(relation),
    String(c.n),
    `${percent(c.rateBefore)} → ${percent(c.rateNow)}`,
    String(c.table.nowOnly),
    String(c.table.beforeOnly),
    changeCell(c),
    formatPValue(c.logPValue),
    status(verdict),
  ]);
}

/**
 * The change in points with its paired 95% interval: "+8.0 pts (+3.4 to
 * +12.6)". The change is the difference of the two rates shown beside it
 * (c.change is the same before rounding).
 */
function changeCell(c: PairedVerdict['comparison']): string {
  if (c.rateNow === null || c.rateBefore === null) return '—';
  const change = `${signed(shownDifference(c.rateNow * 100, c.rateBefore * 100, 1), 1)} pts`;
  return c.ci95 === null
    ? change
    : `${change} (${signedPoints(c.ci95[0])} to ${signedPoints(c.ci95[1])})`;
}

const HEADER = [
  '',
  'Inputs',
  'Violating, base → now',
  'Violate now only',
  'Violated in base only',
  'Change (95% CI)',
  'McNemar p',
  'Status',
];

/**
 * The paired test's table (MR1-MR3 on the inputs both runs share), or the
 * line saying why it did not run; null without a baseline.
 */
export function pairedSection(report: Report): string | null {
  const baseline = report.baseline;
  if (baseline === null) return null;
  if (baseline.paired === null || baseline.paired === undefined) {
    return baseline.pairedNote
      ? `Paired regression test: not run: ${untrustedText(baseline.pairedNote)}.`
      : null;
  }
  const rule =
    "a relation fails when its rate rose significantly (McNemar's exact p ≤ α) and by more than the minimum effect (`gate.paired`); " +
    '"violate now only" counts the inputs that violate in this run and did not in the base, "violated in base only" the reverse';
  const table = markdownTable([HEADER, ...rows(report, markdownStatus, untrustedText)], {
    align: ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'l'],
  });
  return (
    `**Paired test against the baseline**: each input is compared with itself in the base run, on the inputs both runs scored ` +
    `(for MR3, those the teacher is confident on in both); ${rule}. ` +
    'MR4 compares confidence bins, not inputs, so it has no paired test: only its ceiling (and `max-degradation` when set) holds it.' +
    `\n\n${table}`
  );
}

/** The terminal's shorter header, the same columns. */
const TERMINAL_HEADER = [
  '',
  'inputs',
  'base → now',
  'now only',
  'base only',
  'change (95% CI)',
  'p',
  'status',
];

/** The same as text columns for the terminal; empty without a paired test. */
export function pairedTerminal(report: Report): string {
  const section = report.baseline?.paired;
  if (section === null || section === undefined) return '';
  return columns([TERMINAL_HEADER, ...rows(report, (s) => STATUS_WORDS[s], String)]);
}
