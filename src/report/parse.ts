/**
 * One reader for Reports wherever one comes from outside this run: the
 * baseline, the action's `report` input, library users.
 */
import { InputError, oneLine } from '../errors.js';
import { HARD_RULES, isHardRule } from '../export/hard-inputs.js';
import { RELATION_KEYS } from '../relations/names.js';
import { normalise } from './older-reports.js';
import { REPORT_VERSION, type Report } from './types.js';
import { noiseFloorProblem, whereItBreaksProblem } from './parse-beside-gate.js';
import { COMPLETION_NUMBER_FIELDS, completionProblem } from './parse-completion.js';

import { isCount, isPlain, type Plain } from './parse-values.js';

/**
 * What a check id (and the transformation and method names check ids are
 * made of) may hold: it becomes a step output and a comment line, so no
 * quote, `$`, `;`, backquote, space or line break.
 */
export const SAFE_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,99}$/;

const isSafeId = (value: unknown): boolean => typeof value === 'string' && SAFE_ID.test(value);

function isRateValue(value: unknown): boolean {
  return value === null || (typeof value === 'number' && value >= 0 && value <= 1);
}

/**
 * How a field a renderer prints as a number may be written: `number` a
 * finite number; `nullable` that or null; `ratio` that, null or "infinite";
 * `interval` null or two finite numbers.
 */
type NumberKind = 'number' | 'nullable' | 'ratio' | 'interval';

/** A count, its rate and the rate's interval (violations, flips, attack successes). */
const RATE_FIELDS: [string, NumberKind][] = [
  ['violations', 'number'],
  ['n', 'number'],
  ['rate', 'nullable'],
  ['ci95', 'interval'],
];

const under = (prefix: string, fields: [string, NumberKind][]): [string, NumberKind][] =>
  fields.map(([path, kind]) => [`${prefix}.${path}`, kind]);

const BIN_FIELDS: [string, NumberKind][] = [
  ['n', 'number'],
  ['accuracy', 'nullable'],
  ['confidence', 'nullable'],
];

const MODEL_ACCURACY_FIELDS: [string, NumberKind][] = [
  ['n', 'number'],
  ['accuracy', 'nullable'],
  ['f1', 'nullable'],
];

/** The numbers of a Relations, wherever one is (the report's, a transformation's, the adversarial inputs'). */
const RELATIONS_FIELDS: [string, NumberKind][] = [
  ...['mr1', 'mr2', 'mr3', 'mr4'].flatMap((key) => under(key, RATE_FIELDS)),
  ['mr2.epsilon', 'number'],
  ['mr2.qFloor', 'number'],
  ['mr2.klMean', 'nullable'],
  ['mr2.klP95', 'nullable'],
  ['mr2.klMax', 'nullable'],
  ['mr3.tau', 'number'],
  ['mr3.delta3', 'number'],
  ['mr3.confident', 'number'],
  ['mr4.undecided?', 'number'],
  ['mr4.studyViolations?', 'number'],
  ['mr4.studyRate?', 'nullable'],
  ['mr4.bins', 'number'],
  ['mr4.nMin', 'number'],
  ['mr4.delta4', 'number'],
  ['mr4.labelled', 'number'],
  ['mr4.teacherEce', 'nullable'],
  ['mr4.studentEce', 'nullable'],
  ['mr4.eceGap', 'nullable'],
  ['mr4.table[].lower', 'number'],
  ['mr4.table[].upper', 'number'],
  ...under('mr4.table[].teacher', BIN_FIELDS),
  ...under('mr4.table[].student', BIN_FIELDS),
  ['mr4.table[].difference?', 'nullable'],
  ['mr4.table[].differenceCi95?', 'interval'],
  ['flips.labelled', 'number'],
  ['flips.bothWrong', 'number'],
  ['directions[].teacher', 'number'],
  ['directions[].student', 'number'],
  ...under('directions[]', RATE_FIELDS),
  ...under('flips.negativeFlips', RATE_FIELDS),
  ...under('flips.positiveFlips', RATE_FIELDS),
  ...under('accuracy.teacher', MODEL_ACCURACY_FIELDS),
  ...under('accuracy.student', MODEL_ACCURACY_FIELDS),
  ['accuracy.accuracyGap', 'nullable'],
  ['accuracy.f1Gap', 'nullable'],
];

const ATTACK_MODEL_FIELDS: [string, NumberKind][] = [
  ...[
    'inputs',
    'correct',
    'notParsable',
    'attacked',
    'noIdentifiers',
    'refused',
    'restructured?',
    'queries',
  ].map((path): [string, NumberKind] => [path, 'number']),
  ...under('success', RATE_FIELDS),
  ...['accuracyBefore', 'accuracyAfter', 'f1Before', 'f1After', 'drop', 'relativeDrop'].map(
    (path): [string, NumberKind] => [path, 'nullable'],
  ),
  ['meanQueries', 'nullable'],
];

const ATTACK_FIELDS: [string, NumberKind][] = [
  ['queriesPerInput', 'nullable'],
  ['referenceQueriesPerInput', 'nullable'],
  ['maxInputs', 'number'],
  ['timeBudgetSeconds', 'nullable'],
  ['candidatePool', 'number'],
  ['substitutes.inputsWithSubstitutes', 'number'],
  ['substitutes.computeMs', 'number'],
  ['references.pool', 'number'],
  ['references.similarities.reused', 'number'],
  ['references.similarities.computed', 'number'],
  ['selected', 'number'],
  ['evaluated', 'number'],
  ...under('teacher', ATTACK_MODEL_FIELDS),
  ...under('student', ATTACK_MODEL_FIELDS),
  ['relativeDegradation', 'ratio'],
  ['relativeDegradationOfRelativeDrops?', 'ratio'],
  ['relativeDegradationCi95?', 'interval'],
  ['relativeDegradationOfRelativeDropsCi95?', 'interval'],
  ['studentOnlySuccesses?', 'number'],
  ['examples[].queries', 'number'],
  // A rename is [function, from, to]: the renderer prints the function's number.
  ['examples[].renames[].0', 'number'],
  ['examples[].change.text', 'number'],
  ['examples[].change.line', 'number'],
  ['examples[].probabilities.before[]', 'number'],
  ['examples[].probabilities.after[]', 'number'],
  ['adversarial.inputs', 'number'],
  ...under('adversarial.relations', RELATIONS_FIELDS),
  ['elapsedMs', 'number'],
  ['modelMs', 'number'],
  ['outsideBudgetMs?', 'number'],
];

const SCORE_ORIGIN_FIELDS: [string, NumberKind][] = [
  ['fromCache', 'number'],
  ['fromRun', 'number'],
  ['computed', 'number'],
];

/** A latency: today's rounds and interval, or an older report's one pass (its batches and p95). */
const LATENCY_FIELDS: [string, NumberKind][] = [
  ['rounds?', 'number'],
  ['batches?', 'number'],
  ['inputs', 'number'],
  ['medianMs', 'number'],
  ['ci95?', 'interval'],
  ['p95Ms?', 'number'],
  ['throughput', 'nullable'],
];

const MODEL_SUMMARY_FIELDS: [string, NumberKind][] = [
  ['classes', 'number'],
  ['encoding.maxLength', 'number'],
  ['encoding.dataFlowLength?', 'number'],
  ['spotCheck.rows', 'number'],
  ['spotCheck.of?', 'number'],
  ['spotCheck.largestDifference', 'number'],
  ['spotCheck.escape?', 'number'],
];

/** A group's distances at one layer boundary (where it breaks). */
const GROUP_DISTANCE_FIELDS: [string, NumberKind][] = [
  ['n', 'number'],
  ['meanRelativeError', 'nullable'],
  ['maxRelativeError', 'nullable'],
  ['meanCosine', 'nullable'],
];

/** A disagreement of two runs (the noise floor's settings, the student beside them). */
const DISAGREEMENT_FIELDS: [string, NumberKind][] = [
  ['n', 'number'],
  ['flips', 'number'],
  ['klMean', 'nullable'],
  ['klMax', 'nullable'],
];

/**
 * Every field of a Report a renderer prints as a number, by its path: `[]`
 * every element of a list, `*` every value of a mapping, a digit the element
 * of a tuple at that index, a last name ending in `?` a field reports
 * written before it was added lack. A part that is
 * absent or null (no robustness, no baseline, an attack's skipped model)
 * has no numbers to check; its fields are checked wherever it is present.
 */
const NUMBER_FIELDS: [string, NumberKind][] = [
  ['thresholds.relations.epsilon', 'number'],
  ['thresholds.relations.tau', 'number'],
  ['thresholds.relations.delta3', 'number'],
  ['thresholds.relations.bins', 'number'],
  ['thresholds.relations.nMin', 'number'],
  ['thresholds.relations.delta4', 'number'],
  ['thresholds.klFloor', 'number'],
  ['thresholds.gate.ceilings.*', 'nullable'],
  ['thresholds.gate.directions[].teacher.index', 'number'],
  ['thresholds.gate.directions[].student.index', 'number'],
  ['thresholds.gate.directions[].ceiling', 'number'],
  ['thresholds.gate.negativeFlips?', 'nullable'],
  ['thresholds.gate.maxDegradation', 'nullable'],
  ['thresholds.gate.percentMaxDegradation', 'nullable'],
  ['thresholds.gate.robustness.maxFlipRateRatio', 'nullable'],
  ['thresholds.gate.robustness.minFlips', 'number'],
  ['thresholds.gate.robustness.minAttacked?', 'number'],
  ['thresholds.gate.robustness.maxRelativeDegradation', 'nullable'],
  ...['rowsSeen', 'rowsUsed', 'rowsUnselected', 'rowsMissingFunction', 'labelled'].map(
    (field): [string, NumberKind] => [`dataset.${field}`, 'number'],
  ),
  ...under('teacher', MODEL_SUMMARY_FIELDS),
  ...under('student', MODEL_SUMMARY_FIELDS),
  ...under('relations', RELATIONS_FIELDS),
  ['gate.checks[].value', 'ratio'],
  ['gate.checks[].ceiling', 'nullable'],
  ['gate.checks[].baseline', 'nullable'],
  ['gate.checks[].cause.flips?', 'number'],
  ['gate.checks[].cause.minFlips?', 'number'],
  ['gate.checks[].cause.attacked?', 'number'],
  ['gate.checks[].cause.minAttacked?', 'number'],
  ['gate.checks[].cause.ci95?', 'interval'],
  ['gate.checks[].cause.ceiling.ci95', 'interval'],
  ['gate.checks[].cause.ceiling.inputsToDecide', 'nullable'],
  ['gate.checks[].cause.paired.power', 'number'],
  ['gate.checks[].cause.paired.inputsForPower', 'number'],
  ['baseline.rates.*', 'nullable'],
  ['baseline.paired[].comparison.table.*', 'number'],
  ['baseline.paired[].comparison.n', 'number'],
  ['baseline.paired[].comparison.rateNow', 'nullable'],
  ['baseline.paired[].comparison.rateBefore', 'nullable'],
  ['baseline.paired[].comparison.change', 'nullable'],
  ['baseline.paired[].comparison.ci95', 'interval'],
  ['baseline.paired[].comparison.pValue', 'number'],
  // ln p of a p too small for a double is -Infinity, which JSON writes as null.
  ['baseline.paired[].comparison.logPValue', 'nullable'],
  ['baseline.paired[].power.power', 'number'],
  ['baseline.paired[].power.inputsForPower', 'number'],
  ...(['teacher', 'student'] as const).flatMap((role): [string, NumberKind][] => [
    [`cost.${role}.parameters?`, 'nullable'],
    [`cost.${role}.fileBytes?`, 'number'],
    ...under(`cost.${role}.latency?`, LATENCY_FIELDS),
  ]),
  ['cost.peakRssBytes', 'number'],
  ['cost.speedup.rounds', 'number'],
  ['cost.speedup.median', 'number'],
  ['cost.speedup.ci95', 'interval'],
  ['temperature.temperature', 'number'],
  ['temperature.klMean.raw', 'number'],
  ['temperature.klMean.atT', 'number'],
  ...under('temperature.mr2.raw', RATE_FIELDS),
  ...under('temperature.mr2.atT', RATE_FIELDS),
  ...under('temperature.mr4.raw', RATE_FIELDS),
  ...under('temperature.mr4.atT', RATE_FIELDS),
  ['temperature.studentEce.raw', 'nullable'],
  ['temperature.studentEce.atT', 'nullable'],
  ['whereItBreaks.threshold?', 'number'],
  ['whereItBreaks.inputs.violating.compared?', 'number'],
  ['whereItBreaks.inputs.violating.of?', 'number'],
  ['whereItBreaks.inputs.other.compared?', 'number'],
  ['whereItBreaks.inputs.other.of?', 'number'],
  ['whereItBreaks.incomparable?', 'number'],
  ...under('whereItBreaks.layers[].violating', GROUP_DISTANCE_FIELDS),
  ...under('whereItBreaks.layers[].other', GROUP_DISTANCE_FIELDS),
  ['noiseFloor.inputs?', 'number'],
  ['noiseFloor.runtime.threads?', 'number'],
  ['noiseFloor.runtime.batchSize?', 'number'],
  ...under('noiseFloor.settings[].disagreement', DISAGREEMENT_FIELDS),
  ...under('noiseFloor.student', DISAGREEMENT_FIELDS),
  ['hardInputs.rows', 'number'],
  ['hardInputs.inputs', 'number'],
  ['hardInputs.attacks', 'number'],
  ['hardInputs.violations.*', 'number'],
  ['divergent[].row', 'number'],
  ['divergent[].kl', 'number'],
  ['divergent[].label', 'number'],
  ['divergent[].teacher[]', 'number'],
  ['divergent[].student[]', 'number'],
  ['timings.*', 'number'],
  ['robustness.seed', 'number'],
  ['robustness.inputs', 'number'],
  ['robustness.elapsedMs', 'number'],
  ['robustness.transformedTexts.restored', 'number'],
  ['robustness.transformedTexts.computed', 'number'],
  ['robustness.thresholds.maxFlipRateRatio', 'nullable'],
  ['robustness.thresholds.minFlips', 'number'],
  ['robustness.thresholds.minAttacked?', 'number'],
  ['robustness.thresholds.maxRelativeDegradation', 'nullable'],
  ...under('robustness.teacherScores.transformed', SCORE_ORIGIN_FIELDS),
  ...under('robustness.teacherScores.attacks', SCORE_ORIGIN_FIELDS),
  ['robustness.teacherScores.outcomes.restored', 'number'],
  ['robustness.teacherScores.outcomes.searched', 'number'],
  ['robustness.teacherScores.spotCheck.scores.rows', 'number'],
  ['robustness.teacherScores.spotCheck.scores.of', 'number'],
  ['robustness.teacherScores.spotCheck.successes.rows', 'number'],
  ['robustness.teacherScores.spotCheck.successes.of', 'number'],
  ...['inputs', 'transformed', 'unchanged', 'notTransformable', 'transformMs', 'scoreMs'].map(
    (field): [string, NumberKind] => [`robustness.transformed[].${field}`, 'number'],
  ),
  ...under('robustness.transformed[].relations', RELATIONS_FIELDS),
  ...under('robustness.transformed[].originalRelations', RELATIONS_FIELDS),
  ...under('robustness.transformed[].flips.teacher', RATE_FIELDS),
  ...under('robustness.transformed[].flips.student', RATE_FIELDS),
  ['robustness.transformed[].flipRateRatio', 'ratio'],
  ['robustness.transformed[].flipRateRatioCi95?', 'interval'],
  ['robustness.transformed[].studentOnlyFlipCount?', 'number'],
  ['robustness.transformed[].studentFlips[].text', 'number'],
  ['robustness.transformed[].studentFlips[].line', 'number'],
  ['robustness.transformed[].studentFlips[].teacher[]', 'number'],
  ['robustness.transformed[].studentFlips[].student[]', 'number'],
  ['robustness.transformed[].studentFlips[].shift', 'number'],
  ...under('robustness.attack', ATTACK_FIELDS),
  ...under('robustness.attacks[]', ATTACK_FIELDS),
];

const isFiniteNumber = (value: unknown): boolean =>
  typeof value === 'number' && Number.isFinite(value);

const NUMBER_CHECKS: Record<NumberKind, [(value: unknown) => boolean, string]> = {
  number: [isFiniteNumber, 'a number'],
  nullable: [(value) => value === null || isFiniteNumber(value), 'a number or null'],
  ratio: [
    (value) => value === null || value === 'infinite' || isFiniteNumber(value),
    'a number, "infinite" or null',
  ],
  interval: [
    (value) =>
      value === null || (Array.isArray(value) && value.length === 2 && value.every(isFiniteNumber)),
    'null or two numbers',
  ],
};

/**
 * The first field along `names` (from `value`, found at `at`) that is not
 * what `kind` says, or null: a forged report's text or object where a
 * renderer prints a number would reach the reader as it is.
 */
function numberProblem(
  value: unknown,
  at: string,
  names: string[],
  kind: NumberKind,
): string | null {
  if (names.length === 0) {
    const [accepts, what] = NUMBER_CHECKS[kind];
    return accepts(value) ? null : `${at} is ${JSON.stringify(value)}, not ${what}`;
  }
  if (value === undefined || value === null) return null;
  const [name, ...rest] = names as [string, ...string[]];
  if (/^\d+$/.test(name)) {
    if (!Array.isArray(value)) return `${at} is not a list`;
    return numberProblem(value[Number(name)], `${at}[${name}]`, rest, kind);
  }
  const list = name.endsWith('[]');
  const key = name.replace(/\[\]$|\?$/, '');
  const path = at === '' ? key : `${at}.${key}`;
  if (!isPlain(value)) return `${at} is not a mapping`;
  const children: [unknown, string][] =
    key === '*' ? Object.entries(value).map(([k, v]) => [v, `${at}.${k}`]) : [[value[key], path]];
  for (const [child, childAt] of children) {
    if (child === undefined && name.endsWith('?')) continue;
    if (list && child !== undefined && child !== null && !Array.isArray(child)) {
      return `${childAt} is not a list`;
    }
    const elements: [unknown, string][] = list
      ? ((child ?? []) as unknown[]).map((element, i) => [element, `${childAt}[${i}]`])
      : [[child, childAt]];
    for (const [element, elementAt] of elements) {
      const problem = numberProblem(element, elementAt, rest, kind);
      if (problem !== null) return problem;
    }
  }
  return null;
}

const HARD_LABEL_MODELS = ['teacher', 'student', 'both'];

/**
 * What MR1's split by class and the hard-label claim must be: each direction
 * two different classes of the teacher's, a count of MR1's inputs, each pair
 * once, and the counts summing to MR1's violations (so a direction left out
 * of a report shows); `hardLabels` null or which model gave classes only.
 */
function splitProblem(relations: Plain, teacher: unknown): string | null {
  const hard = relations.hardLabels;
  if (hard !== undefined && hard !== null && !HARD_LABEL_MODELS.includes(hard as string)) {
    return `relations.hardLabels is ${JSON.stringify(hard)}, not one of ${HARD_LABEL_MODELS.join(', ')} or null`;
  }
  const directions = relations.directions;
  if (directions === undefined) return null;
  if (!Array.isArray(directions)) return 'relations.directions is not a list';
  const mr1 = relations.mr1 as Plain;
  const classes = isPlain(teacher) && isCount(teacher.classes) ? (teacher.classes as number) : null;
  const seen = new Set<string>();
  let sum = 0;
  for (const d of directions as unknown[]) {
    const valid =
      isPlain(d) &&
      isCount(d.teacher) &&
      isCount(d.student) &&
      d.teacher !== d.student &&
      (classes === null || ((d.teacher as number) < classes && (d.student as number) < classes)) &&
      isCount(d.violations) &&
      d.n === mr1.n &&
      (d.violations as number) <= (d.n as number) &&
      !seen.has(`${d.teacher as number} ${d.student as number}`);
    if (!valid) {
      return `relations.directions: ${JSON.stringify(d)} is not one direction of MR1 (two different classes of the models, given once, a count of MR1's ${JSON.stringify(mr1.n)} inputs)`;
    }
    seen.add(`${d.teacher as number} ${d.student as number}`);
    sum += d.violations as number;
  }
  if (sum !== mr1.violations) {
    return `relations.directions: the directions count ${sum} disagreements, MR1 ${JSON.stringify(mr1.violations)}`;
  }
  return null;
}

/** The first field that does not have the shape a Report of this version gives it, or null. */
function firstProblem(report: Plain): string | null {
  if (typeof report.createdAt !== 'string') return 'createdAt is not a string';
  const relations = report.relations;
  if (!isPlain(relations)) return 'relations is missing';
  for (const [name, key] of Object.entries(RELATION_KEYS)) {
    const r = relations[key];
    if (!isPlain(r)) return `relations.${key} (${name}) is missing`;
    if (!isCount(r.violations) || !isCount(r.n) || !isRateValue(r.rate)) {
      return `relations.${key} has no violations / n / rate counts`;
    }
    if ((r.violations as number) > (r.n as number)) {
      return `relations.${key}: ${r.violations} violations of ${r.n}`;
    }
  }
  const split = splitProblem(relations, report.teacher);
  if (split !== null) return split;
  const gate = report.gate;
  if (!isPlain(gate) || typeof gate.passed !== 'boolean' || !Array.isArray(gate.checks)) {
    return 'gate has no passed / checks';
  }
  if (!Array.isArray(gate.failures) || !gate.failures.every((f) => typeof f === 'string')) {
    return 'gate.failures is not a list of lines';
  }
  for (const check of gate.checks as unknown[]) {
    if (!isPlain(check) || !isSafeId(check.id)) {
      return `gate.checks: ${JSON.stringify(isPlain(check) ? check.id : check)} is not a check id (letters, digits and . _ : -)`;
    }
  }
  const robustness = report.robustness;
  if (isPlain(robustness)) {
    const names = [
      ...(Array.isArray(robustness.transformed) ? robustness.transformed : []),
      ...(Array.isArray(robustness.attacks) ? robustness.attacks : []),
      ...(isPlain(robustness.attack) ? [robustness.attack] : []),
    ].map((part: unknown) => (isPlain(part) ? (part.kind ?? part.method ?? 'greedy') : part));
    const bad = names.find((name) => !isSafeId(name));
    if (bad !== undefined) {
      return `robustness: ${JSON.stringify(bad)} is not a transformation or method name (letters, digits and . _ : -)`;
    }
  }
  const dataset = report.dataset;
  if (!isPlain(dataset) || typeof dataset.sha256 !== 'string') return 'dataset.sha256 is missing';
  if (report.commit !== undefined && report.commit !== null && typeof report.commit !== 'string') {
    return 'commit is not a string';
  }
  const labels = report.labels;
  if (
    labels !== undefined &&
    !(Array.isArray(labels) && labels.every((l) => typeof l === 'string'))
  ) {
    return 'labels is not a list of class names';
  }
  for (const role of ['teacher', 'student']) {
    if (!isPlain(report[role])) return `${role} is missing`;
  }
  const cost = report.cost;
  if (cost !== undefined) {
    const model = (m: unknown) =>
      isPlain(m) &&
      (m.source === 'outputs' ||
        (m.source === 'onnx' &&
          typeof m.fileBytes === 'number' &&
          (m.measuredOn === undefined ||
            m.measuredOn === 'spot-check' ||
            m.measuredOn === 'not-run')));
    if (!isPlain(cost) || !model(cost.teacher) || !model(cost.student)) {
      return 'cost has no teacher / student with a source (onnx with its fileBytes, or outputs)';
    }
  }
  const hard = report.hardInputs;
  if (hard !== undefined && !(isPlain(hard) && isHardRule(hard.rule))) {
    return `hardInputs.rule is not one of ${HARD_RULES.join(', ')}`;
  }
  const layersProblem = whereItBreaksProblem(report.whereItBreaks);
  if (layersProblem !== null) return layersProblem;
  const floorProblem = noiseFloorProblem(report.noiseFloor);
  if (floorProblem !== null) return floorProblem;
  const timeLimit = report.timeLimit;
  if (
    timeLimit !== undefined &&
    !(
      isPlain(timeLimit) &&
      (timeLimit.seconds === null ||
        (typeof timeLimit.seconds === 'number' && timeLimit.seconds > 0)) &&
      typeof timeLimit.reached === 'boolean' &&
      Array.isArray(timeLimit.notRun) &&
      timeLimit.notRun.every((n) => typeof n === 'string')
    )
  ) {
    return 'timeLimit has no seconds / reached / notRun';
  }
  const artifacts = report.artifacts;
  if (
    artifacts !== undefined &&
    !(
      Array.isArray(artifacts) &&
      artifacts.every(
        (a) =>
          isPlain(a) &&
          ['key', 'source', 'resolved', 'sha256'].every((f) => typeof a[f] === 'string'),
      )
    )
  ) {
    return 'artifacts is not a list of { key, source, resolved, sha256 }';
  }
  const violations = report.violations;
  if (violations !== undefined && violations !== null) {
    if (!isPlain(violations)) return 'violations is not a mapping';
    for (const name of ['MR1', 'MR2', 'MR3']) {
      const set = violations[name];
      if (!isPlain(set) || typeof set.violated !== 'string' || !isCount(set.inputs)) {
        return `violations.${name} is not a violation set`;
      }
    }
  }
  const completion = completionProblem(report);
  if (completion !== null) return completion;
  for (const [path, kind] of [...NUMBER_FIELDS, ...COMPLETION_NUMBER_FIELDS]) {
    const problem = numberProblem(report, '', path.split('.'), kind);
    if (problem !== null) return problem;
  }
  return null;
}

/**
 * Validates parsed JSON as a Report of this version.
 *
 * @param source - names where it came from in errors, e.g. "gate.baseline base.json".
 * @throws InputError naming the source and the first thing that is wrong.
 */
export function parseReport(json: unknown, source: string): Report {
  if (!isPlain(json) || json.schema !== 'metacompress-report') {
    throw new InputError(
      `${source}: not a MetaCompress report (expected schema "metacompress-report")`,
    );
  }
  if (json.version !== REPORT_VERSION) {
    throw new InputError(
      `${source}: a report of version ${JSON.stringify(json.version)}; this MetaCompress reads version ${REPORT_VERSION} (rerun the gate that made it with this version)`,
    );
  }
  const problem = firstProblem(json);
  if (problem !== null) {
    throw new InputError(
      `${source}: not a complete report of version ${REPORT_VERSION}: ${problem}`,
    );
  }
  return normalise(json as unknown as Report);
}

/** Parses report text (JSON) and validates it; see parseReport. */
export function parseReportText(text: string, source: string): Report {
  return parseReport(parseJsonText(text, source), source);
}

/**
 * A file's text as JSON, of any shape (the caller checks it).
 *
 * @throws InputError naming `source` when the text is not JSON.
 */
export function parseJsonText(text: string, source: string): unknown {
  try {
    // A byte-order mark is how some editors save UTF-8; it is not part of the JSON.
    return JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new InputError(`${source}: not JSON (${oneLine(error)})`, { cause: error });
  }
}
