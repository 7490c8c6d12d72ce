/**
 * The inputs where the student's distribution is furthest from the
 * teacher's, each with the start of its functions, for the Markdown report.
 */
import { className } from './class-names.js';
import { codeBlock, inlineCode } from './layout.js';
import { fixed, percent } from './numbers.js';
import { untrustedText } from './untrusted-text.js';
import type { DivergentExample, Report } from './types.js';

const CODE_LANGUAGE = {
  'vulnerability-prediction': 'c',
  'clone-detection': 'java',
  classification: '',
  'code-completion': '',
} as const;

function argmax(values: number[]): number {
  let best = 0;
  values.forEach((v, i) => {
    if (v > values[best]!) best = i;
  });
  return best;
}

function divergentEntry(report: Report, example: DivergentExample, rank: number): string {
  const t = argmax(example.teacher);
  const s = argmax(example.student);
  const name = (k: number) => untrustedText(className(report, k));
  const label = example.label < 0 ? 'unlabelled' : `label: ${name(example.label)}`;
  // An id that is the row number is said once.
  const title =
    example.id === String(example.row)
      ? `**${rank}. row ${example.row}**`
      : `**${rank}. ${inlineCode(example.id)}** · row ${example.row}`;
  const head =
    `${title} · KL ${fixed(example.kl, 4)} nats · ${label} · ` +
    `teacher: ${name(t)} (${percent(example.teacher[t]!)}) · student: ${name(s)} (${percent(example.student[s]!)})` +
    (t === s ? '' : ' · **prediction flipped**');
  const language = CODE_LANGUAGE[report.task];
  return [head, ...example.excerpts.map((text) => codeBlock(text, language))].join('\n\n');
}

/** The inputs where the student's distribution is furthest from the teacher's, folded. */
export function divergentSection(report: Report): string | null {
  // Inputs where the two distributions are identical are not worth a reviewer's time.
  const divergent = report.divergent.filter((example) => example.kl > 0);
  if (divergent.length === 0) return null;
  const n = divergent.length;
  return [
    `<details><summary>The ${n} of ${report.relations.mr1.n} inputs where the student's distribution is furthest from the teacher's, by KL(teacher ‖ student)</summary>`,
    '',
    ...divergent.map((example, i) => `${divergentEntry(report, example, i + 1)}\n`),
    '</details>',
  ].join('\n');
}
