import {
  fixed,
  interval,
  percent,
  RELATION_TITLES,
  STATUS_WORDS,
  accuracyVersusFidelity,
  columns,
  countText,
  rateOf,
  relationChecks,
  statusLine,
} from './format.js';
import { flipDirectionLine, pairedTerminal } from './paired.js';
import { renderRobustnessTerminal } from './robustness-terminal.js';
import type { Report } from './types.js';

/** The report as plain text for a terminal. */
export function renderTerminal(report: Report): string {
  const { relations: r } = report;
  const table = [
    ['', 'relation', 'violations', 'rate', '95% CI', 'ceiling', 'status'],
    ...relationChecks(report).map((c) => [
      c.id,
      RELATION_TITLES[c.id],
      countText(report, c.id),
      percent(rateOf(report, c.id).rate),
      interval(rateOf(report, c.id)),
      percent(c.ceiling),
      STATUS_WORDS[c.status],
    ]),
  ];
  const lines = [statusLine(report), '', columns(table), ''];
  const paired = pairedTerminal(report);
  if (paired !== '') lines.push(`paired test against the baseline:`, paired, '');
  lines.push(accuracyVersusFidelity(report));
  const direction = flipDirectionLine(report);
  if (direction !== null) lines.push(direction);
  for (const check of relationChecks(report))
    if (check.reason !== null) lines.push(`  - ${check.reason}`);
  lines.push(
    `KL mean ${fixed(r.mr2.klMean, 4)} p95 ${fixed(r.mr2.klP95, 4)} max ${fixed(r.mr2.klMax, 4)} nats; ` +
      `ECE teacher ${fixed(r.mr4.teacherEce)} student ${fixed(r.mr4.studentEce)}; ` +
      `${report.dataset.rowsUsed} inputs in ${(report.timings.totalMs / 1000).toFixed(1)} s`,
  );
  const robustness = renderRobustnessTerminal(report);
  if (robustness !== '') lines.push('', robustness.trimEnd());
  for (const warning of report.warnings) lines.push(`warning: ${warning}`);
  return lines.join('\n') + '\n';
}
