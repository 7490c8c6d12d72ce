/**
 * The verdict of a report another job made, decided again here: the action's
 * `report` mode publishes a report that a pull request's run wrote, so its
 * `gate.passed`, its checks' statuses and its intervals are taken from
 * nobody. What is kept of it is its counts; every rate, interval and ratio
 * is computed again from them, and the gate holds them to the ceilings of
 * the configuration this (trusted) job reads. What the report leaves out
 * cannot fail, so a report that lacks a part the configuration asks for is
 * refused rather than decided on what it holds. Pure.
 */
import {
  decideGate,
  failedBecause,
  verdictOf,
  type BrokenRule,
  type Check,
  type GateOptions,
} from '../gate/index.js';
import { decideBins, rate } from '../relations/index.js';
import { clusterRate } from '../relations/next-token/index.js';
import type { HardLabelModels, Mr4Result, Rate, Relations } from '../relations/types.js';
import {
  accuracies,
  attackDegradation,
  flipRateRatio,
  flipRatioInterval,
} from '../robustness/index.js';
import type { AttackModelResult, RobustnessReport } from '../robustness/types.js';
import type { Report } from '../report/types.js';
import { timeLimitReason } from '../report/verdict.js';
import type { AttackMethod } from '../config/names.js';
import type { Config, ModelConfig, TransformsConfig } from '../config/types.js';
import { InputError } from '../errors.js';
import { gateOptions, hardLabelModels } from './report.js';

/**
 * What the trusted config holds a report to: its gate's options, and the
 * transformation kinds and attack methods it asks for, each of which the
 * report must hold (the four relations are in every report parseReport
 * accepts).
 */
export interface TrustedGate {
  /** The task the config is of: a report of another task is refused. Absent: not checked. */
  task?: Config['task'];
  options: GateOptions;
  kinds: readonly TransformsConfig['kinds'][number][];
  methods: readonly AttackMethod[];
  /** Which model the config reads as predicted classes only (`output: labels`); absent or null: none. */
  hardLabels?: HardLabelModels | null;
}

/** The trusted gate of `config`, for its student (or, with `student`, one of its `students:`). */
export function trustedGate(config: Config, student: ModelConfig = config.student): TrustedGate {
  return {
    task: config.task,
    options: gateOptions(config),
    kinds: config.transforms?.kinds ?? [],
    methods: config.transforms?.attack?.methods ?? [],
    hardLabels: hardLabelModels({ teacherModel: config.teacher, studentModel: student }),
  };
}

/**
 * Refuses a report whose parts the trusted config's checks read are not
 * there, or whose hard-label claim is not the config's: a report made
 * before MR1 was split would pass a direction ceiling it cannot be held to,
 * and one claiming a model of predicted classes only would have MR2–MR4
 * skipped (docs/spec.md §4.7).
 *
 * @throws InputError naming what is missing or claimed.
 */
function requireSplitAndProbabilities(report: Report, trusted: TrustedGate, source: string): void {
  const { relations } = report;
  if ((trusted.options.directions ?? []).length > 0 && relations.directions === undefined) {
    throw new InputError(
      `${source}: the report has no split of MR1 by class (relations.directions), but the config here sets gate.directions: a report is decided again only on everything its config asks for`,
    );
  }
  if ((trusted.options.negativeFlips ?? null) !== null && relations.flips === undefined) {
    throw new InputError(
      `${source}: the report has no negative flips (relations.flips), but the config here sets gate.ceilings.negative-flips: a report is decided again only on everything its config asks for`,
    );
  }
  const claimed = relations.hardLabels ?? null;
  const expected = trusted.hardLabels ?? null;
  if (claimed !== expected) {
    const said = (hard: HardLabelModels | null) =>
      hard === null
        ? 'both models gave probabilities'
        : `${hard === 'both' ? 'both models' : `the ${hard}`} gave predicted classes only`;
    throw new InputError(
      `${source}: the report says ${said(claimed)}, but by the config here ${said(expected)} (output: labels): it was made with another config`,
    );
  }
}

const named = (what: string, names: readonly string[]) =>
  `${what}${names.length === 1 ? '' : 's'} ${names.join(', ')}`;

/**
 * Refuses a report that leaves out a transformation kind or an attack method
 * the trusted config asks for (or its whole robustness section): a report is
 * decided on what it holds, so a kind it drops could not fail.
 *
 * @throws InputError naming what is missing.
 */
function requireAskedFor(report: Report, trusted: TrustedGate, source: string): void {
  const robustness = report.robustness ?? null;
  const kinds = trusted.kinds.filter(
    (kind) => !robustness?.transformed.some((k) => k.kind === kind),
  );
  const methods = trusted.methods.filter(
    (method) => !robustness?.attacks.some((a) => a.method === method),
  );
  if (kinds.length === 0 && methods.length === 0) return;
  const missing = [
    kinds.length === 0 ? null : named('transformation kind', kinds),
    methods.length === 0 ? null : named('attack method', methods),
  ].filter((part) => part !== null);
  const what = missing.join(' and ');
  throw new InputError(
    robustness === null
      ? `${source}: the report has no robustness section, but the config here asks for ${what} (transforms): a report is decided again only on everything its config asks for`
      : `${source}: the report leaves out ${what}, which the config here asks for (transforms): a report is decided again only on everything its config asks for`,
  );
}

/** A rate with its value and Wilson interval computed again from its counts. */
function recount<T extends Rate>(r: T): T {
  return { ...r, ...rate(r.violations, r.n) };
}

/**
 * MR4 from its bins' counts: which bins count, each one's interval and
 * verdict, the rate with the range its undecided bins leave, and the
 * study's count.
 */
function recountMr4(mr4: Mr4Result): Mr4Result {
  if (mr4.table.length === 0)
    return { ...mr4, ...rate(0, 0), undecided: 0, studyViolations: 0, studyRate: null };
  const {
    violations,
    n,
    rate: value,
    ci95,
    undecided,
    studyViolations,
    studyRate,
    table,
  } = decideBins(mr4.table, mr4);
  return { ...mr4, violations, n, rate: value, ci95, undecided, studyViolations, studyRate, table };
}

/**
 * The relations from their counts: each rate and its Wilson interval, MR4
 * from its bins; over next-token positions (`completion`), MR1-MR3 from the
 * per-sequence counts, with their cluster-robust intervals (the flips, which
 * no ceiling holds there, as reported).
 */
function recountRelations(relations: Relations, completion: Report['completion']): Relations {
  const { mr1, mr2, mr3, mr4, flips, directions } = relations;
  if (completion !== undefined) {
    const p = completion.perSequence;
    const mr3Counts = clusterRate(p.mr3, p.mr3Tested);
    return {
      ...relations,
      mr1: { ...mr1, ...clusterRate(p.mr1, p.positions) },
      mr2: { ...mr2, ...clusterRate(p.mr2, p.positions) },
      mr3: { ...mr3, ...mr3Counts, confident: mr3Counts.n },
      mr4: recountMr4(mr4),
    };
  }
  return {
    ...relations,
    mr1: recount(mr1),
    ...(flips === undefined
      ? {}
      : {
          flips: {
            ...flips,
            negativeFlips: recount(flips.negativeFlips),
            positiveFlips: recount(flips.positiveFlips),
          },
        }),
    ...(directions === undefined ? {} : { directions: directions.map(recount) }),
    mr2: recount(mr2),
    mr3: recount(mr3),
    mr4: recountMr4(mr4),
  };
}

/** An attack's success rate, accuracies and drops from its counts. */
function recountAttackModel(result: AttackModelResult): AttackModelResult {
  const success = recount(result.success);
  return {
    ...result,
    success,
    ...accuracies(result.inputs, result.correct, success.violations),
  };
}

/** Flip rates, their ratio and its interval, and each attack's degradations, from the counts and drops. */
function recountRobustness(
  robustness: RobustnessReport,
  limits: NonNullable<GateOptions['robustness']>,
): RobustnessReport {
  const transformed = robustness.transformed.map((kind) => {
    const flips = { teacher: recount(kind.flips.teacher), student: recount(kind.flips.student) };
    const ratio = flipRateRatio(flips.teacher, flips.student);
    return {
      ...kind,
      flips,
      flipRateRatio: ratio.ratio,
      ratioUndefinedReason: ratio.reason,
      flipRateRatioCi95: flipRatioInterval(flips.teacher, flips.student),
    };
  });
  const attacks = robustness.attacks.map((attack) => {
    if (attack.teacher === null || attack.student === null) return attack;
    const teacher = recountAttackModel(attack.teacher);
    const student = recountAttackModel(attack.student);
    return {
      ...attack,
      teacher,
      student,
      ...attackDegradation(teacher, student),
    };
  });
  return {
    ...robustness,
    transformed,
    attacks,
    attack: attacks[0] ?? null,
    thresholds: {
      maxFlipRateRatio: limits.maxFlipRateRatio,
      minFlips: limits.minFlips,
      maxRelativeDegradation: limits.maxRelativeDegradation,
      minAttacked: limits.minAttacked ?? 0,
      degradationReading: limits.degradationReading ?? 'points',
    },
  };
}

/** The rules that need the base branch's report, which this job does not have. */
const BASELINE_RULES: BrokenRule[] = ['max-degradation', 'percent-max-degradation', 'paired'];

const failedOnBaseline = (check: Check | undefined): boolean =>
  check?.status === 'fail' &&
  check.cause?.kind === 'broken' &&
  check.cause.rules.some((rule) => BASELINE_RULES.includes(rule));

/**
 * The report with its verdict decided again from its counts under the
 * trusted config's options (its ceilings, robustness limits and
 * inconclusive policy).
 *
 * The baseline comparison (max-degradation, percent-max-degradation, the
 * paired test) needs the base branch's own report, which the report only
 * summarises: it is not decided again. A relation the report says failed
 * against its baseline stays failed, with the report's reason; one it says
 * passed is not checked.
 *
 * @throws InputError when the report lacks a transformation kind or attack
 *   method the trusted config asks for, or has a robustness section the
 *   trusted config has no limits for (no transforms section).
 */
export function redecide(report: Report, trusted: TrustedGate, source: string): Report {
  const { options } = trusted;
  const robustnessIn = report.robustness ?? null;
  if (robustnessIn !== null && (options.robustness ?? null) === null) {
    throw new InputError(
      `${source}: the report has a robustness section, but the config here has no transforms section to hold it to`,
    );
  }
  if (trusted.task !== undefined && report.task !== trusted.task) {
    throw new InputError(
      `${source}: a report of task ${report.task}, but the config here is of task ${trusted.task}`,
    );
  }
  // Task code-completion's transformations are its completions' (reported, never gated).
  if (report.completion === undefined) requireAskedFor(report, trusted, source);
  requireSplitAndProbabilities(report, trusted, source);
  const relations = recountRelations(report.relations, report.completion);
  const robustness =
    robustnessIn === null ? null : recountRobustness(robustnessIn, options.robustness!);
  const ceilingsOnly = { ...options, maxDegradation: null, percentMaxDegradation: null };
  const decided = decideGate(relations, ceilingsOnly, null, robustness);
  const checks = decided.checks.map((check) => {
    const own = report.gate.checks.find((c) => c.id === check.id);
    return check.status !== 'fail' && failedOnBaseline(own) ? own! : check;
  });
  // A run its time limit stopped fails, whatever its checks say: what did not run was not checked.
  const timeLimit = report.timeLimit;
  const gate = failedBecause(
    verdictOf(checks, decided.inconclusivePolicy),
    timeLimit?.reached ? timeLimitReason(timeLimit) : null,
  );
  return {
    ...report,
    thresholds: {
      ...report.thresholds,
      gate: {
        ceilings: options.ceilings,
        directions: options.directions ?? [],
        negativeFlips: options.negativeFlips ?? null,
        maxDegradation: options.maxDegradation,
        percentMaxDegradation: options.percentMaxDegradation,
        inconclusive: decided.inconclusivePolicy,
      },
    },
    relations,
    gate,
    ...(robustness === null ? {} : { robustness }),
  };
}
