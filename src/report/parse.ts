/**
 * One reader for Reports wherever one comes from outside this run: the
 * baseline, the action's `report` input, library users.
 */
import { InputError, oneLine } from '../errors.js';
import type { BrokenRule, Check, CheckCause, GateVerdict } from '../gate/types.js';
import { RELATION_KEYS } from '../relations/names.js';
import type { CalibrationBinRow, Mr4Result } from '../relations/types.js';
import type {
  AttackModelResult,
  AttackReport,
  RobustnessReport,
  TransformedKindResult,
} from '../robustness/types.js';
import { REPORT_VERSION, type Report } from './types.js';

type Plain = Record<string, unknown>;

function isPlain(value: unknown): value is Plain {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isCount(value: unknown): boolean {
  return Number.isInteger(value) && (value as number) >= 0;
}

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

/**
 * What a report of this version may lack because it was written before the
 * field was added (new fields do not bump the version): the one `attack` of
 * a report before named methods, and the fields later added beside it.
 */
type OlderRobustness = Omit<RobustnessReport, 'attacks' | 'transformed'> & {
  attacks?: OlderAttack[];
  attack: OlderAttack | null;
  transformed: (Omit<TransformedKindResult, 'flipRateRatioCi95' | 'studentFlips'> &
    Partial<Pick<TransformedKindResult, 'flipRateRatioCi95' | 'studentFlips'>>)[];
};
type OlderModel = Omit<AttackModelResult, 'restructured'> & { restructured?: number };
type OlderAttack = Omit<AttackReport, 'method' | 'teacher' | 'student' | 'examples'> & {
  method?: AttackReport['method'];
  teacher: OlderModel | null;
  student: OlderModel | null;
  examples: (Omit<AttackReport['examples'][number], 'transformations'> & {
    transformations?: AttackReport['examples'][number]['transformations'];
  })[];
};
type OlderCheck = Omit<Check, 'cause'> & { cause?: CheckCause | null };
/** A bin row before MR4 decided bins by their interval: `violation` was |Δ accuracy| > δ4. */
type OlderBinRow = Omit<CalibrationBinRow, 'difference' | 'differenceCi95' | 'verdict'> &
  Partial<Pick<CalibrationBinRow, 'difference' | 'differenceCi95' | 'verdict'>> & {
    violation?: boolean;
  };
type OlderMr4 = Omit<Mr4Result, 'undecided' | 'table'> & {
  undecided?: number;
  table: OlderBinRow[];
};
type OlderGate = Omit<GateVerdict, 'inconclusive' | 'inconclusivePolicy'> &
  Partial<Pick<GateVerdict, 'inconclusive' | 'inconclusivePolicy'>>;

/**
 * Brings a report written before a field was added to today's shape, once,
 * so that the gate and the renderers read one shape: a lone `attack` ran the
 * greedy search (the only one then); no interval, flip list or restructured
 * count was kept; a check's cause is what the gate of then decided it from;
 * no check was inconclusive (the point estimate decided every ceiling); MR4
 * counted a bin apart by its point estimate, so its rate had no undecided
 * bin and no range (see normaliseMr4).
 */
function normalise(report: Report): Report {
  const older = report.robustness as OlderRobustness | null | undefined;
  const robustness = older === undefined || older === null ? null : normaliseRobustness(older);
  const checks = (report.gate.checks as OlderCheck[]).map((check) =>
    check.cause === undefined ? { ...check, cause: causeOf(check, robustness) } : (check as Check),
  );
  const gate = report.gate as OlderGate;
  return {
    ...report,
    relations: { ...report.relations, mr4: normaliseMr4(report.relations.mr4 as OlderMr4) },
    gate: {
      ...report.gate,
      checks,
      // Before inconclusive checks the point estimate decided every ceiling: none was, so
      // the policy (today's default, warn) decided nothing.
      inconclusive: gate.inconclusive ?? [],
      inconclusivePolicy: gate.inconclusivePolicy ?? 'warn',
    },
    ...(robustness === null ? {} : { robustness }),
  };
}

/**
 * MR4 of a report written before bins had an interval: each counted bin
 * keeps the verdict its point estimate gave (`violation`: apart, else
 * together) with its difference and no interval; no bin is undecided, so the
 * rate's range is the rate itself.
 */
function normaliseMr4(mr4: OlderMr4): Mr4Result {
  if (mr4.undecided !== undefined) return mr4 as Mr4Result;
  const table = mr4.table.map(({ violation, ...bin }): CalibrationBinRow => {
    const counted = bin.comparable;
    return {
      ...bin,
      difference: counted
        ? (bin.student.accuracy as number) - (bin.teacher.accuracy as number)
        : null,
      differenceCi95: null,
      verdict: counted ? (violation === true ? 'apart' : 'together') : null,
    };
  });
  const ci95: [number, number] | null = mr4.rate === null ? null : [mr4.rate, mr4.rate];
  return { ...mr4, undecided: 0, ci95, table };
}

function normaliseRobustness(older: OlderRobustness): RobustnessReport {
  const model = (m: OlderModel | null): AttackModelResult | null =>
    m === null ? null : { ...m, restructured: m.restructured ?? 0 };
  const attacks = (older.attacks ?? (older.attack === null ? [] : [older.attack])).map(
    (attack): AttackReport => ({
      ...attack,
      method: attack.method ?? 'greedy',
      teacher: model(attack.teacher),
      student: model(attack.student),
      examples: attack.examples.map((e) => ({ ...e, transformations: e.transformations ?? [] })),
    }),
  );
  return {
    ...older,
    transformed: older.transformed.map((kind) => ({
      ...kind,
      flipRateRatioCi95: kind.flipRateRatioCi95 ?? null,
      studentFlips: kind.studentFlips ?? [],
    })),
    attack: attacks[0] ?? null,
    attacks,
  };
}

/** The phrase each rule's part of a failing reason was written with, in the order of the parts. */
const RULE_PHRASES: [BrokenRule, string][] = [
  ['max-degradation', 'more than max-degradation'],
  ['percent-max-degradation', 'more than percent-max-degradation'],
  ['paired', 'McNemar exact p'],
];

/**
 * The cause of a check from a report written before checks had one, from
 * what the gate of then decided it by: no value; an undefined flip-rate
 * ratio with a value (too few flips: the counts and interval are in the
 * robustness section); a failing check's rules, by the phrases its reason
 * was written with.
 */
function causeOf(check: OlderCheck, robustness: RobustnessReport | null): CheckCause | null {
  if (check.status === 'pass' || check.status === 'off') return null;
  if (check.value === null) return { kind: 'no-value' };
  if (check.status === 'fail') {
    const reason = check.reason ?? '';
    const rules: BrokenRule[] = [];
    if (reason.includes('exceed')) rules.push('ceiling');
    for (const [rule, phrase] of RULE_PHRASES) if (reason.includes(phrase)) rules.push(rule);
    return { kind: 'broken', rules };
  }
  const kind = robustness?.transformed.find((k) => `flip-rate-ratio:${k.kind}` === check.id);
  if (kind === undefined || kind.flipRateRatioCi95 === null) return { kind: 'no-value' };
  const model =
    kind.flips.teacher.violations <= kind.flips.student.violations ? 'teacher' : 'student';
  return {
    kind: 'too-few-flips',
    model,
    flips: kind.flips[model].violations,
    minFlips: robustness!.thresholds.minFlips,
    ci95: kind.flipRateRatioCi95,
  };
}

/** Parses report text (JSON) and validates it; see parseReport. */
export function parseReportText(text: string, source: string): Report {
  let json: unknown;
  try {
    // A byte-order mark is how some editors save UTF-8; it is not part of the JSON.
    json = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new InputError(`${source}: not JSON (${oneLine(error)})`, { cause: error });
  }
  return parseReport(json, source);
}
