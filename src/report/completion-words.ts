/**
 * Task code-completion's report in words and rows, for the Markdown and the
 * terminal alike: what the rates count over next-token positions, the KL
 * figures and where they come from, both models' next-token numbers, and
 * where a sequence's two models part. Pure: they read the report.
 */
import type { CompletionSection, KlSummary, PartingPoint } from './completion-types.js';
import { fixed, percent, shownDifference, signed, studentMinusTeacher } from './numbers.js';
import type { Report } from './types.js';

/** A report of task code-completion: one whose completion section is present. */
export type CompletionReport = Report & { completion: CompletionSection };

/** A count with thousands separators: 11310 → "11,310". */
export const count = (n: number): string => n.toLocaleString('en-US');

/** What the rates count over next-token positions, with this run's thresholds (the line under the verdict table). */
export function completionRateNote(report: CompletionReport): string {
  const t = report.thresholds.relations;
  const { windows, topK } = report.completion;
  // At a rate of 0 or 1 the clusters' variance says nothing and each sequence counts as one
  // unit by rule (relations/next-token/cluster-rate.ts): no design effect was estimated.
  const effects = (['mr1', 'mr2', 'mr3'] as const)
    .map((key) => {
      const { rate, designEffect: effect } = report.relations[key] as {
        rate: number | null;
        designEffect?: number | null;
      };
      return effect === undefined || effect === null || rate === 0 || rate === 1
        ? null
        : `${key.toUpperCase()} ${effect.toFixed(1)}×`;
    })
    .filter((part) => part !== null);
  return (
    `Rate = violations / what is counted, over next-token positions (${count(windows.positions)} positions: ` +
    `every token of ${count(windows.sequences)} sequences after the first). ` +
    `MR1 positions where the student's most likely next token is not the teacher's; ` +
    `MR2 positions where KL(teacher ‖ student) > ε = ${t.epsilon} nats, the KL over the teacher's top ${topK} tokens plus one bucket for the rest; ` +
    `MR3 of the positions where the teacher's top token has probability ≥ τ = ${t.tau}, those where the student gives it < τ − δ3 = ${Number((t.tau - t.delta3).toFixed(6))}; ` +
    `MR4 of the confidence bins both models fill, those whose next-token accuracies are apart by more than δ4 = ${t.delta4}. ` +
    `The 95% intervals count each sequence, not each token, as one unit (cluster-robust` +
    (effects.length === 0 ? ')' : `; design effect ${effects.join(', ')})`) +
    '.'
  );
}

/** Where MR2's KL comes from, one sentence, with the full KL beside it when this run measured it. */
export function klSourceNote(report: CompletionReport): string {
  const section = report.completion;
  const epsilon = report.thresholds.relations.epsilon;
  const { kl, topK, bytesPerPosition } = section;
  const kept = `The teacher's side kept in the cache is ${bytesPerPosition} bytes a position (its top ${topK} tokens).`;
  if (kl.source === 'exact') {
    return `MR2's KL is exact: the teacher's top ${topK} tokens are the whole vocabulary. ${kept}`;
  }
  const bound =
    `MR2's KL is a lower bound from the top ${topK}: the KL over the teacher's ${topK} most likely tokens plus one bucket ` +
    `for the rest is at most the full KL (log-sum inequality), and it is what a run with the teacher's side restored from the cache can compute, so every run decides alike.`;
  const full = kl.full;
  if (full === null || kl.gated === null) return `${bound} ${kept}`;
  return (
    `${bound} This run ran the teacher and measured the full KL too: ${count(full.violations)} of ${count(full.positions)} positions above ε = ${epsilon} ` +
    `(the bound: ${count(report.relations.mr2.violations)}), mean ${fixed(full.mean, 4)} nats (the bound: ${fixed(kl.gated.mean, 4)}). ${kept}`
  );
}

/** The KL distribution's rows: the gated (top-k) one and, when measured, the full one. */
export function klRows(section: CompletionSection): string[][] {
  const row = (name: string, s: KlSummary) => [
    name,
    ...[s.mean, s.median, s.p90, s.p95, s.p99, s.p999, s.max].map((x) => fixed(x, 4)),
  ];
  const rows: string[][] = [];
  if (section.kl.gated !== null) {
    const name =
      section.kl.source === 'exact' ? 'KL (exact)' : `KL, top ${section.topK} + rest (MR2)`;
    rows.push(row(name, section.kl.gated));
  }
  if (section.kl.full !== null) rows.push(row('KL, full distribution', section.kl.full));
  return rows;
}

export const KL_HEADER = ['', 'mean', 'median', 'p90', 'p95', 'p99', 'p99.9', 'max'];

/**
 * Both models' next-token figures: accuracy, cross-entropy (with each
 * model's interval when `intervals`; the gap's always), perplexity and
 * their ratio, ECE.
 */
export function nextTokenRows(report: CompletionReport, intervals = true): string[][] {
  const { crossEntropy: ce } = report.completion;
  const { accuracy, mr4 } = report.relations;
  const ci = (c: { ci95: [number, number] | null } | null) =>
    !intervals || c?.ci95 == null ? '' : ` (${fixed(c.ci95[0])}–${fixed(c.ci95[1])})`;
  return [
    [
      'Next-token accuracy (top-1 = the data)',
      percent(accuracy.teacher.accuracy),
      percent(accuracy.student.accuracy),
      studentMinusTeacher(accuracy.student.accuracy, accuracy.teacher.accuracy, 'points'),
    ],
    [
      intervals ? 'Cross-entropy, nats a token (95% CI)' : 'Cross-entropy, nats a token',
      `${fixed(ce.teacher?.nats ?? null)}${ci(ce.teacher)}`,
      `${fixed(ce.student?.nats ?? null)}${ci(ce.student)}`,
      ce.gap === null
        ? '—'
        : `${signed(shownDifference(ce.student!.nats, ce.teacher!.nats, 3), 3)}` +
          (ce.gapCi95 === null
            ? ''
            : ` (${signed(ce.gapCi95[0], 3)} to ${signed(ce.gapCi95[1], 3)})`),
    ],
    [
      'Perplexity',
      fixed(ce.teacher?.perplexity ?? null, 2),
      fixed(ce.student?.perplexity ?? null, 2),
      ce.perplexityRatio === null
        ? '—'
        : `×${ce.perplexityRatio.toFixed(2)}` +
          (ce.perplexityRatioCi95 === null
            ? ''
            : ` (${ce.perplexityRatioCi95[0].toFixed(2)}–${ce.perplexityRatioCi95[1].toFixed(2)})`),
    ],
    [
      'ECE of the top-1 (lower is better)',
      fixed(mr4.teacherEce),
      fixed(mr4.studentEce),
      studentMinusTeacher(mr4.studentEce, mr4.teacherEce, 'value'),
    ],
  ];
}

export const NEXT_TOKEN_HEADER = ['', 'Teacher', 'Student', 'Student − teacher'];

/** A token as a reader can see it: its escapes written out (a newline as \n), never a raw break. */
export function tokenText(token: string): string {
  return JSON.stringify(token).slice(1, -1);
}

/** Where a sequence's two models part, one sentence (its token texts are the caller's to neutralise). */
export function partingSentence(part: PartingPoint, show: (token: string) => string): string {
  const same = part.teacher === part.student;
  return (
    `At token ${part.position} the next token is ${show(part.actual)}; the teacher predicts ${show(part.teacher)} ` +
    `(p ${part.teacherProbability.toFixed(2)}), the student ${same ? 'the same' : show(part.student)} ` +
    `(p ${part.studentProbability.toFixed(2)}); KL ${part.kl.toFixed(3)} nats.`
  );
}

/**
 * The code around a parting point: the lines before it, its own line, and
 * under it a caret line marking where the token starts (tabs written as
 * four spaces so that the caret stands under it).
 */
export function partingExcerpt(part: PartingPoint): string {
  const untab = (text: string) => text.replace(/\t/g, '    ');
  const lines = untab(part.before).split('\n');
  const head = lines[lines.length - 1]!;
  const token = untab(part.actual);
  const firstLine = token.split('\n')[0]!;
  lines[lines.length - 1] = `${head}${firstLine}${token.includes('\n') ? '' : untab(part.after)}`;
  const width = Math.max(1, [...firstLine].length);
  lines.push(`${' '.repeat([...head].length)}${'^'.repeat(width)} the models part here`);
  return lines.join('\n');
}
