import { markdownTable } from 'markdown-table';
import {
  fixed,
  interval,
  percent,
  RELATION_TITLES,
  STATUS_WORDS,
  accuracyVersusFidelity,
  countText,
  rateOf,
  statusLine,
} from './format.js';
import type { Report } from './types.js';

const STATUS_ICONS = { pass: '✅', fail: '❌', undefined: '⚪', skipped: '⚪' } as const;

function relationTable(report: Report): string {
  const rows = report.gate.relations.map((verdict) => {
    const rate = rateOf(report, verdict.relation);
    return [
      verdict.relation,
      RELATION_TITLES[verdict.relation],
      countText(report, verdict.relation),
      percent(rate.rate),
      interval(rate),
      percent(verdict.ceiling),
      ...(report.baseline === null ? [] : [percent(verdict.baselineRate)]),
      `${STATUS_ICONS[verdict.status]} ${STATUS_WORDS[verdict.status]}`,
    ];
  });
  const header = [
    '',
    'Relation',
    'Violations',
    'Rate',
    '95% CI',
    'Ceiling',
    ...(report.baseline === null ? [] : ['Baseline']),
    'Status',
  ];
  const align = header.map((_, i) => (i < 2 || i === header.length - 1 ? 'l' : 'r'));
  return markdownTable([header, ...rows], { align });
}

function reliabilityTable(report: Report): string {
  const { mr4 } = report.relations;
  const rows = mr4.table
    .filter((bin) => bin.teacher.n > 0 || bin.student.n > 0)
    .map((bin) => [
      `(${bin.lower.toFixed(2)}, ${bin.upper.toFixed(2)}]`,
      String(bin.teacher.n),
      percent(bin.teacher.accuracy),
      percent(bin.teacher.confidence),
      String(bin.student.n),
      percent(bin.student.accuracy),
      percent(bin.student.confidence),
      bin.comparable ? (bin.violation ? '❌' : '✅') : '—',
    ]);
  const header = [
    'Confidence',
    'Teacher n',
    'Teacher acc',
    'Teacher conf',
    'Student n',
    'Student acc',
    'Student conf',
    'Within δ4',
  ];
  return markdownTable([header, ...rows], { align: ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'c'] });
}

/** The report as GitHub-flavoured Markdown: status line first, then the evidence. */
export function renderMarkdown(report: Report): string {
  const { relations: r, thresholds: t } = report;
  const icon = report.gate.passed ? '✅' : '❌';
  const lines = [
    `### ${icon} MetaCompress: ${statusLine(report)}`,
    '',
    relationTable(report),
    '',
    accuracyVersusFidelity(report),
    '',
  ];
  for (const failure of report.gate.failures) lines.push(`- ${failure}`);
  for (const verdict of report.gate.relations) {
    if (verdict.status === 'undefined' || verdict.status === 'skipped')
      lines.push(`- ${verdict.reason}`);
  }
  if (lines[lines.length - 1] !== '') lines.push('');
  lines.push(
    `**MR2** KL(teacher ‖ student) in nats: mean ${fixed(r.mr2.klMean, 4)}, p95 ${fixed(r.mr2.klP95, 4)}, max ${fixed(r.mr2.klMax, 4)} ` +
      `(ε = ${t.relations.epsilon}; student probabilities clipped below at ${t.klFloor}). ` +
      `**MR3** confident set: ${r.mr3.confident} inputs with teacher confidence ≥ τ = ${t.relations.tau} (δ3 = ${t.relations.delta3}).`,
    '',
  );
  if (r.mr4.skippedReason === null || r.mr4.labelled > 0) {
    lines.push(
      `#### Calibration (MR4): ECE teacher ${fixed(r.mr4.teacherEce)}, student ${fixed(r.mr4.studentEce)} (gap ${fixed(r.mr4.eceGap)})`,
      '',
      `${r.mr4.bins} equal-width bins; a bin is compared when both models have ≥ ${r.mr4.nMin} inputs in it; violation when accuracies differ by more than δ4 = ${r.mr4.delta4}.`,
      '',
      reliabilityTable(report),
      '',
    );
  }
  const d = report.dataset;
  const used = `${d.rowsUsed} of ${d.rowsSeen} rows used${d.rowsMissingFunction > 0 ? `, ${d.rowsMissingFunction} skipped for a missing function` : ''}`;
  lines.push(
    `<sub>Dataset ${d.format} (${used}, ${d.labelled} labelled) · teacher ${report.teacher.source}${report.teacher.fromCache ? ' (cached)' : ''} ${report.teacher.sha256.slice(0, 12)} · ` +
      `student ${report.student.source} ${report.student.sha256.slice(0, 12)} · ${(report.timings.totalMs / 1000).toFixed(1)} s · MetaCompress ${report.tool.version}</sub>`,
  );
  for (const warning of report.warnings) lines.push('', `> [!WARNING]\n> ${warning}`);
  return lines.join('\n') + '\n';
}
