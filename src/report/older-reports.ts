/**
 * Reports of this version written before a field was added (new fields do
 * not bump the version), brought to today's shape once, so that the gate
 * and the renderers read one shape (parse.ts reads them).
 */
import type { Latency } from '../cost/latency.js';
import type { ModelCost, RunCost } from '../cost/model-cost.js';
import type { BrokenRule, Check, CheckCause, GateVerdict } from '../gate/types.js';
import { decideBins } from '../relations/index.js';
import type { CalibrationBinRow, Mr4Result } from '../relations/types.js';
import type {
  AttackModelResult,
  AttackReport,
  RobustnessReport,
  TransformedKindResult,
} from '../robustness/types.js';
import type { Report } from './types.js';

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
type OlderMr4 = Omit<Mr4Result, 'undecided' | 'studyViolations' | 'studyRate' | 'table'> & {
  undecided?: number;
  studyViolations?: number;
  studyRate?: number | null;
  table: OlderBinRow[];
};
/** A latency from before the timing step: one pass over the rows' batches (their count and p95), no rounds. */
type OlderLatency = Omit<Latency, 'rounds' | 'ci95'> &
  Partial<Pick<Latency, 'rounds' | 'ci95'>> & { batches?: number; p95Ms?: number };
/** A model's cost then: a restored teacher was timed on its few spot-check rows. */
type OlderModelCost =
  | { source: 'outputs' }
  | (Omit<Extract<ModelCost, { source: 'onnx' }>, 'latency' | 'measuredOn'> & {
      latency: OlderLatency | null;
      measuredOn?: 'spot-check' | 'not-run';
    });
type OlderGate = Omit<GateVerdict, 'inconclusive' | 'inconclusivePolicy'> &
  Partial<Pick<GateVerdict, 'inconclusive' | 'inconclusivePolicy'>>;

/**
 * Brings a report written before a field was added to today's shape, once,
 * so that the gate and the renderers read one shape: a lone `attack` ran the
 * greedy search (the only one then); no interval, flip list or restructured
 * count was kept; alert's time outside its budget was its substitutes' (and
 * coda's similarities were within it); a check's cause is what the gate of
 * then decided it from; no check was inconclusive (the point estimate decided every ceiling); MR4
 * counted a bin apart by its point estimate, so its rate had no undecided
 * bin and no range, and the study's count beside it was not kept (see
 * normaliseMr4).
 */
export function normalise(report: Report): Report {
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
    ...(report.cost === undefined ? {} : { cost: normaliseCost(report.cost) }),
  };
}

/**
 * A cost from before the timing step: a latency of one pass has no
 * interval, and a teacher timed on a few cold spot-check rows counts as not
 * timed (that was no measurement). No speedup: its ratio had no interval.
 */
function normaliseCost(cost: RunCost): RunCost {
  const model = (older: OlderModelCost): ModelCost => {
    if (older.source === 'outputs') return older;
    const { latency, measuredOn, ...files } = older;
    if (measuredOn !== undefined) return { ...files, latency: null, measuredOn: 'not-run' };
    if (latency === null || latency.rounds !== undefined) return older as ModelCost;
    const { inputs, medianMs, throughput } = latency;
    return { ...files, latency: { rounds: 1, inputs, medianMs, ci95: null, throughput } };
  };
  return {
    ...cost,
    teacher: model(cost.teacher as OlderModelCost),
    student: model(cost.student as OlderModelCost),
  };
}

/** MR4 as decided by its intervals, without the study's count. */
type DecidedMr4 = Omit<Mr4Result, 'studyViolations' | 'studyRate'>;

/**
 * MR4 of a report written before the study's count was kept: counted from
 * its bins' counts as a run counts it (decideBins); and of a report written
 * before bins had an interval, see withoutIntervals.
 */
function normaliseMr4(mr4: OlderMr4): Mr4Result {
  const decided = mr4.undecided === undefined ? withoutIntervals(mr4) : (mr4 as DecidedMr4);
  if (mr4.studyViolations !== undefined && mr4.studyRate !== undefined) return decided as Mr4Result;
  const { studyViolations, studyRate } = decideBins(decided.table, decided);
  return { ...decided, studyViolations, studyRate };
}

/**
 * MR4 of a report written before bins had an interval: each counted bin
 * keeps the verdict its point estimate gave (`violation`: apart, else
 * together) with its difference and no interval; no bin is undecided, so the
 * rate's range is the rate itself.
 */
function withoutIntervals(mr4: OlderMr4): DecidedMr4 {
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
      // alert's substitutes were outside its time budget before the time was kept apart.
      ...(attack.outsideBudgetMs === undefined && attack.substitutes !== undefined
        ? { outsideBudgetMs: attack.substitutes.computeMs }
        : {}),
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
