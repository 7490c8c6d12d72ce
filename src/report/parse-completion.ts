/**
 * What parseReport checks of a Report of task code-completion beyond the
 * numbers every report has: the completion section's numbers (by path, as
 * parse.ts's NUMBER_FIELDS), and its words: the KL's source, each text a
 * renderer prints (token texts, code excerpts, ids) a string, each verdict's
 * status one of the gate's.
 */
import { COMPLETION_TASK } from '../config/names.js';
import { completionsSectionProblem } from './completions-shape.js';

type Plain = Record<string, unknown>;
type NumberKind = 'number' | 'nullable' | 'ratio' | 'interval';

const KL_FIELDS = ['mean', 'median', 'p90', 'p95', 'p99', 'p999', 'max'];
const CROSS_ENTROPY = (role: string): [string, NumberKind][] => [
  [`completion.crossEntropy.${role}.nats`, 'number'],
  [`completion.crossEntropy.${role}.ci95`, 'interval'],
  [`completion.crossEntropy.${role}.perplexity`, 'number'],
];

/** The completion section's numbers and the clustered rates', by path (see parse.ts NUMBER_FIELDS). */
export const COMPLETION_NUMBER_FIELDS: [string, NumberKind][] = [
  ...['mr1', 'mr2', 'mr3'].flatMap((key): [string, NumberKind][] => [
    [`relations.${key}.sequences?`, 'number'],
    [`relations.${key}.designEffect?`, 'nullable'],
  ]),
  ...['maxLength', 'stride', 'sequences', 'windows', 'positions'].map(
    (field): [string, NumberKind] => [`completion.windows.${field}`, 'number'],
  ),
  ['completion.vocabulary', 'number'],
  ['completion.topK', 'number'],
  ['completion.bytesPerPosition', 'number'],
  ...KL_FIELDS.map((field): [string, NumberKind] => [`completion.kl.gated.${field}`, 'number']),
  ...[...KL_FIELDS, 'violations', 'positions'].map((field): [string, NumberKind] => [
    `completion.kl.full.${field}`,
    'number',
  ]),
  ...CROSS_ENTROPY('teacher'),
  ...CROSS_ENTROPY('student'),
  ['completion.crossEntropy.gap', 'nullable'],
  ['completion.crossEntropy.gapCi95', 'interval'],
  ['completion.crossEntropy.perplexityRatio', 'nullable'],
  ['completion.crossEntropy.perplexityRatioCi95', 'interval'],
  ...['positions', 'mr1', 'mr2', 'mr3Tested', 'mr3'].map((field): [string, NumberKind] => [
    `completion.perSequence.${field}[]`,
    'number',
  ]),
  ...['row', 'positions', 'klMean', 'disagreement'].map((field): [string, NumberKind] => [
    `completion.worst[].${field}`,
    'number',
  ]),
  ...['position', 'kl', 'teacherProbability', 'studentProbability'].map(
    (field): [string, NumberKind] => [`completion.worst[].parting.${field}`, 'number'],
  ),
  ...['sequences', 'positionsNow', 'positionsBefore', 'pValue'].map(
    (field): [string, NumberKind] => [`baseline.sequencePaired[].comparison.${field}`, 'number'],
  ),
  ...['rateNow', 'rateBefore', 'change', 'standardError'].map((field): [string, NumberKind] => [
    `baseline.sequencePaired[].comparison.${field}`,
    'nullable',
  ]),
  ['baseline.sequencePaired[].comparison.ci95', 'interval'],
  ['baseline.sequencePaired[].power.power', 'number'],
  ['baseline.sequencePaired[].power.sequencesForPower', 'number'],
];

const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const STATUSES = ['pass', 'fail', 'undefined', 'inconclusive'];
const PART_TEXTS = ['actual', 'teacher', 'student', 'before', 'after'];

/** The first thing of a completion report's words that is not what it must be, or null. */
export function completionProblem(report: Plain): string | null {
  const completion = report.completion;
  if ((report.task === COMPLETION_TASK) !== (completion !== undefined)) {
    return report.task === COMPLETION_TASK
      ? 'completion is missing (task code-completion)'
      : `completion is present in a report of task ${String(report.task)}`;
  }
  if (completion === undefined) return null;
  if (!isPlain(completion)) return 'completion is not a mapping';
  const relations = report.relations as Plain;
  if (relations.unit !== 'positions')
    return 'relations.unit is not positions (task code-completion)';
  const windows = completion.windows;
  if (!isPlain(windows) || typeof windows.endOfText !== 'string') {
    return 'completion.windows has no endOfText';
  }
  const kl = completion.kl;
  if (!isPlain(kl) || (kl.source !== 'exact' && kl.source !== 'lower-bound-top-k')) {
    return 'completion.kl.source is not exact or lower-bound-top-k';
  }
  const perSequence = completion.perSequence;
  if (!isPlain(perSequence) || typeof perSequence.inputsDigest !== 'string') {
    return 'completion.perSequence has no inputsDigest';
  }
  const worst = completion.worst;
  if (!Array.isArray(worst)) return 'completion.worst is not a list';
  for (const [i, sequence] of worst.entries()) {
    if (!isPlain(sequence) || typeof sequence.id !== 'string') {
      return `completion.worst[${i}] has no id`;
    }
    const part = sequence.parting;
    if (part === null) continue;
    if (!isPlain(part)) return `completion.worst[${i}].parting is not a mapping`;
    const bad = PART_TEXTS.find((field) => typeof part[field] !== 'string');
    if (bad !== undefined) return `completion.worst[${i}].parting.${bad} is not text`;
  }
  if (completion.completions !== null) {
    const problem = completionsSectionProblem(completion.completions, 'completion.completions');
    if (problem !== null) return problem;
  }
  const baseline = report.baseline;
  const paired = isPlain(baseline) ? baseline.sequencePaired : undefined;
  if (paired !== undefined && paired !== null) {
    if (!Array.isArray(paired)) return 'baseline.sequencePaired is not a list';
    for (const [i, verdict] of paired.entries()) {
      if (
        !isPlain(verdict) ||
        !['MR1', 'MR2', 'MR3'].includes(verdict.relation as string) ||
        !STATUSES.includes(verdict.status as string) ||
        typeof verdict.line !== 'string'
      ) {
        return `baseline.sequencePaired[${i}] is not a verdict (relation, status, line)`;
      }
    }
  }
  return null;
}
