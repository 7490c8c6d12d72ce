/**
 * The Markdown report of task code-completion (the job summary and, without
 * its wall times, the pull-request comment): the verdict table of the four
 * relations over next-token positions, the paired test by sequence, both
 * models' next-token figures, the KL distribution as llama.cpp prints it,
 * calibration, and the sequences where the two models part, each as a code
 * excerpt with the token marked. Pure: Report in, string out; every text
 * from the data goes through untrustedText or a code block.
 */
import { markdownTable } from 'markdown-table';
import { calibrationSection } from './calibration-markdown.js';
import {
  completionRateNote,
  count,
  KL_HEADER,
  klRows,
  klSourceNote,
  NEXT_TOKEN_HEADER,
  nextTokenRows,
  partingExcerpt,
  partingSentence,
  tokenText,
  type CompletionReport,
} from './completion-words.js';
import { renderCompletionsMarkdown } from './completions-markdown.js';
import { costDetails, costLine } from './cost-line.js';
import { codeBlock, inlineCode } from './layout.js';
import { relationChecks } from './lookups.js';
import {
  baselineNote,
  DECIDED_AGAIN_NOTE,
  relationTable,
  spotCheckText,
  type MarkdownOptions,
} from './markdown-parts.js';
import { fixed, percent, signed } from './numbers.js';
import { codeText, untrustedText } from './untrusted-text.js';
import { failureReasons, markdownStatus, statusLine } from './verdict.js';

/** The paired test by sequence against the baseline, as a table with its lines; null when it did not run. */
export function sequencePairedSection(report: CompletionReport): string | null {
  const verdicts = report.baseline?.sequencePaired ?? null;
  if (verdicts === null) return null;
  const rows = verdicts.map(({ relation, status, comparison: c }) => [
    relation,
    String(c.sequences),
    `${percent(c.rateBefore)} → ${percent(c.rateNow)}`,
    c.change === null
      ? '—'
      : `${signed(c.change * 100, 1)} pts` +
        (c.ci95 === null
          ? ''
          : ` (${signed(c.ci95[0] * 100, 1)} to ${signed(c.ci95[1] * 100, 1)})`),
    c.change === null ? '—' : c.pValue >= 0.001 ? c.pValue.toFixed(3) : c.pValue.toExponential(1),
    markdownStatus(status),
  ]);
  const lines = verdicts
    .filter((v) => v.status === 'fail' || v.status === 'inconclusive')
    .map((v) => `- ${untrustedText(v.line)}`);
  return [
    '**Paired with the base branch, sequence by sequence**',
    '',
    markdownTable(
      [['', 'Sequences', 'Rate, base → now', 'Change (95% CI)', 'p', 'Status'], ...rows],
      { align: ['l', 'r', 'r', 'r', 'r', 'l'] },
    ),
    '',
    '<sub>Each sequence is one unit: its positions move together, so the change and its interval come from the sequences (a cluster-robust difference of two ratio estimators), not from counting tokens as independent.</sub>',
    ...(lines.length === 0 ? [] : ['', ...lines]),
  ].join('\n');
}

/** A token of the code as inline code that shows its escapes (and no bidirectional control). */
const token = (text: string) => inlineCode(codeText(tokenText(text)));

/** The worst sequences, folded: each with where its two models part, as code with the token marked. */
export function worstSequencesSection(report: CompletionReport): string | null {
  const worst = report.completion.worst;
  if (worst.length === 0) return null;
  const entries = worst.map((sequence, i) => {
    const title =
      sequence.id === String(sequence.row)
        ? `**${i + 1}. row ${sequence.row}**`
        : `**${i + 1}. ${inlineCode(sequence.id)}** · row ${sequence.row}`;
    const head =
      `${title} · ${count(sequence.positions)} positions · mean KL ${fixed(sequence.klMean, 3)} nats · ` +
      `top-1 differs at ${percent(sequence.disagreement)} of them`;
    const part = sequence.parting;
    if (part === null) return head;
    return [head, partingSentence(part, token), codeBlock(partingExcerpt(part), '')].join('\n\n');
  });
  return [
    `<details><summary>The ${worst.length} sequence${worst.length === 1 ? '' : 's'} where the student is furthest from the teacher (mean KL per position), and where the two part</summary>`,
    '',
    ...entries.flatMap((entry) => [entry, '']),
    '</details>',
  ].join('\n');
}

/** The report of task code-completion as GitHub-flavoured Markdown (see renderMarkdown). */
export function renderCompletionMarkdown(
  report: CompletionReport,
  options: MarkdownOptions = {},
): string {
  const { passed, inconclusive, inconclusivePolicy } = report.gate;
  const warned = inconclusive.length > 0 && inconclusivePolicy === 'warn';
  const icon = !passed ? '❌' : warned ? '⚠️' : '✅';
  const verdictFrom = options.verdictFrom ?? 'this-run';
  const lines =
    verdictFrom === 'not-verified'
      ? [
          '### ❌ MetaCompress: not verified',
          '',
          'This report was made by another job, and this step was given no `config` to decide its verdict again with: ' +
            'what follows is the report as it came, unchecked.',
          '',
        ]
      : [`### ${icon} MetaCompress: ${statusLine(report)}`, ''];
  const context = [
    verdictFrom === 'decided-again' ? DECIDED_AGAIN_NOTE : null,
    'code completion: both models on every next token',
    options.configFile ? `config ${inlineCode(options.configFile)}` : null,
    options.runUrl ? `[workflow run and job summary](${options.runUrl})` : null,
  ].filter((part) => part !== null);
  lines.push(`<sub>${context.join(' · ')}</sub>`, '');
  lines.push(relationTable(report), '');
  const notes = [completionRateNote(report), baselineNote(report)].filter((n) => n !== null);
  lines.push(`<sub>${notes.join(' ')}</sub>`, '');
  const reasons = failureReasons(report);
  for (const failure of reasons) lines.push(`- ${untrustedText(failure)}`);
  for (const check of relationChecks(report)) {
    const listed = check.status === 'inconclusive' && !reasons.includes(check.reason!);
    if (listed || check.status === 'undefined' || check.status === 'skipped')
      lines.push(`- ${untrustedText(check.reason ?? '')}`);
  }
  if (lines[lines.length - 1] !== '') lines.push('');
  const paired = sequencePairedSection(report);
  if (paired !== null) lines.push(paired, '');
  lines.push(
    markdownTable([NEXT_TOKEN_HEADER, ...nextTokenRows(report)], { align: ['l', 'r', 'r', 'r'] }),
    '',
  );
  const speed = options.timings !== false;
  const cost = costLine(report, speed);
  if (cost !== null)
    lines.push(`**Cost**: ${cost}.`, '', `<sub>${costDetails(report, speed)}</sub>`, '');
  const kl = klRows(report.completion);
  if (kl.length > 0) {
    lines.push(
      '**MR2** KL(teacher ‖ student) per position, nats, as `llama-perplexity --kl-divergence` prints it',
      '',
      markdownTable([KL_HEADER, ...kl], { align: ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r'] }),
      '',
      `<sub>${klSourceNote(report)}</sub>`,
      '',
    );
  }
  const calibration = calibrationSection(report);
  if (calibration !== null) lines.push(calibration, '');
  const worst = worstSequencesSection(report);
  if (worst !== null) lines.push(worst, '');
  const completions = renderCompletionsMarkdown(report.completion.completions);
  if (completions !== '') lines.push(completions.trimEnd(), '');
  if (report.teacher.fromCache && speed) {
    const checked = report.teacher.spotCheck;
    lines.push(
      '> [!NOTE]',
      `> The teacher's next tokens came from the cache (same teacher model, tokenizer, windows, top-k, dataset, runtime and code): ${
        checked === undefined || checked.rows === 0
          ? 'not spot-checked (`spot-check: 0`); the teacher model was not run for them.'
          : spotCheckText(checked)
      }`,
      '',
    );
  }
  const d = report.dataset;
  const w = report.completion.windows;
  const time = speed ? ` · ${(report.timings.totalMs / 1000).toFixed(1)} s` : '';
  const cached = report.teacher.fromCache && speed ? ' (cached next tokens)' : '';
  const model = (summary: CompletionReport['teacher'], note = '') =>
    `${untrustedText(summary.source)}${note} ${untrustedText(summary.sha256.slice(0, 12))}`;
  lines.push(
    `<sub>Dataset ${untrustedText(d.format)} (${d.rowsUsed} of ${d.rowsSeen} rows used: ${count(w.sequences)} sequences, ` +
      `${count(w.windows)} windows of ${w.maxLength} tokens ${w.stride} apart, ${count(w.positions)} positions, ` +
      `vocabulary ${count(report.completion.vocabulary)}) · teacher ${model(report.teacher, cached)} · ` +
      `student ${model(report.student)}${time} · MetaCompress ${untrustedText(report.tool.version)}</sub>`,
  );
  for (const warning of report.warnings) {
    lines.push('', `> [!WARNING]\n> ${untrustedText(warning)}`);
  }
  return lines.join('\n') + '\n';
}
