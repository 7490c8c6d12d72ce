/**
 * The paired regression test and the MR1 direction split, for the Markdown
 * and terminal reports. Pure: they read the report and decide nothing.
 */
import { markdownTable } from 'markdown-table';
import { formatPValue } from '../gate/numbers.js';
import type { PairedVerdict } from '../gate/paired.js';
import { columns } from './layout.js';
import { percent, signed } from './numbers.js';
import type { Report } from './types.js';

/** A change as a fraction, in signed percentage points. */
const signedPoints = (fraction: number) => signed(fraction * 100, 1);

function rows(report: Report): string[][] {
  const paired = report.baseline?.paired ?? [];
  return paired.map(({ relation, status, comparison: c }) => [
    relation,
    String(c.table.nowOnly),
    String(c.table.beforeOnly),
    c.change === null ? '—' : `${signedPoints(c.change)} pts`,
    c.ci95 === null ? '—' : `${signedPoints(c.ci95[0])} to ${signedPoints(c.ci95[1])}`,
    formatPValue(c.logPValue),
    PAIRED_STATUS[status],
  ]);
}

/** A paired verdict in the table; the terminal drops the mark. */
const PAIRED_STATUS: Record<PairedVerdict['status'], string> = {
  fail: '❌ rose',
  inconclusive: '⚠️ inconclusive',
  undefined: '⚪ undefined',
  pass: '✅ pass',
};

const HEADER = [
  '',
  'Newly violate',
  'No longer',
  'Change',
  '95% CI (paired)',
  'McNemar p',
  'Verdict',
];

/**
 * The paired test's table (MR1-MR3 on the inputs both runs share), or the
 * line saying why it did not run; null without a baseline.
 */
export function pairedSection(report: Report): string | null {
  const baseline = report.baseline;
  if (baseline === null) return null;
  if (baseline.paired === null || baseline.paired === undefined) {
    return baseline.pairedNote ? `Paired regression test: not run: ${baseline.pairedNote}.` : null;
  }
  const n = baseline.paired[0]?.comparison.n ?? 0;
  const table = markdownTable([HEADER, ...rows(report)], {
    align: ['l', 'r', 'r', 'r', 'r', 'r', 'l'],
  });
  return `**Paired test against the baseline** (McNemar's exact test on the same ${n} inputs; MR4 is per bin and keeps the fixed-points check):\n\n${table}`;
}

/** The same as text columns for the terminal; empty without a paired test. */
export function pairedTerminal(report: Report): string {
  const section = report.baseline?.paired;
  if (section === null || section === undefined) return '';
  return columns(
    [HEADER.map((h) => h.toLowerCase()), ...rows(report)].map((r) =>
      r.map((c) => c.replace(/^(?:❌|✅|⚪|⚠️) /u, '')),
    ),
  );
}

/**
 * MR1 split by direction on labelled inputs: where the teacher is right and
 * the student wrong ("negative flips", the ones that cost accuracy), and the
 * reverse; null without labels.
 */
export function flipDirectionLine(report: Report): string | null {
  const flips = report.relations.flips;
  if (flips === undefined || flips.labelled === 0) return null;
  const { negativeFlips: neg, positiveFlips: pos } = flips;
  return (
    `MR1 by direction on ${flips.labelled} labelled inputs: teacher right and student wrong ${neg.violations} ` +
    `(${percent(neg.rate)}), student right and teacher wrong ${pos.violations} (${percent(pos.rate)})` +
    (flips.bothWrong > 0 ? `, both wrong and disagreeing ${flips.bothWrong}` : '') +
    '.'
  );
}
