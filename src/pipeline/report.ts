import type { OutputKind } from '../config/names.js';
import type { Config } from '../config/types.js';
import { decideGate, failedBecause, type GateOptions } from '../gate/index.js';
import { computeRelations, Q_FLOOR } from '../relations/index.js';
import type { HardLabelModels } from '../relations/types.js';
import { InputError } from '../errors.js';
import { temperatureScaling } from '../relations/temperature.js';
import { violationSets } from '../relations/paired/index.js';
import { inputsDigest } from '../store/inputs-digest.js';
import type { RobustnessReport } from '../robustness/types.js';
import { defaultClassNames } from '../report/class-names.js';
import { timeLimitReason } from '../report/verdict.js';
import { REPORT_VERSION, type Report, type TimeLimitSummary } from '../report/types.js';
import { TOOL_VERSION } from '../version.js';
import type { Baseline } from './baseline.js';
import { withExcerpts } from './divergence.js';
import { pairedRegression, type Regression } from './regression.js';
import type { Scores } from './types.js';

/**
 * What the gate holds a run to: the config's gate section and, with a
 * transforms section, its robustness ceilings (the same values the
 * robustness section of the report prints).
 */
export function gateOptions(config: Config): GateOptions {
  const {
    ceilings,
    directions,
    negativeFlips,
    maxDegradation,
    percentMaxDegradation,
    inconclusive,
  } = config.gate;
  const transforms = config.transforms;
  return {
    ceilings,
    directions,
    negativeFlips,
    maxDegradation,
    percentMaxDegradation,
    inconclusive,
    robustness:
      transforms === null
        ? null
        : {
            maxFlipRateRatio: transforms.maxFlipRateRatio,
            minFlips: transforms.minFlips,
            maxRelativeDegradation: transforms.attack?.maxRelativeDegradation ?? null,
            minAttacked: transforms.attack?.minAttacked ?? 0,
            degradationReading: transforms.attack?.degradationReading ?? 'points',
          },
  };
}

/**
 * The relations, the gate (every verdict, robustness included) and the
 * Report from scored rows, with this run's per-input violations (for a
 * later paired test) and, against a baseline, the paired regression test.
 * Pure: reading the baseline and running the robustness step happen before.
 * `commit` is the commit the run evaluated, when the caller knows it
 * (PipelineDeps.commit); `timeLimit` what the run's time limit left out (a
 * run it stopped fails, docs/spec.md §4.6).
 */
export function assembleReport(
  config: Config,
  scores: Scores,
  baseline: Baseline | null,
  robustness: RobustnessReport | null,
  commit: string | null = null,
  today: Date = new Date(),
  timeLimit: TimeLimitSummary | null = null,
): Report {
  const relationsStart = performance.now();
  const n = scores.labels.length;
  const labels = Int32Array.from(scores.labels);
  const p = { data: scores.teacher, rows: n, cols: scores.classes };
  const q = { data: scores.student, rows: n, cols: scores.classes };
  const labelled = labels.some((l) => l >= 0) ? labels : null;
  checkDirectionClasses(config, scores.classes);
  const hard = hardLabelModels(scores);
  const relations = computeRelations(p, q, labelled, config.relations, hard);
  // T* tempers the student's probabilities, which a model of predicted classes does not have.
  const temperature =
    hard === null ? temperatureScaling(p, q, labelled, config.relations, relations) : null;
  const digest = inputsDigest({
    format: scores.dataset.format,
    sha256: scores.dataset.sha256,
    functionsSha256: scores.dataset.functions?.sha256 ?? null,
    rows: scores.rows,
  });
  const violations = violationSets(p, q, config.relations, digest);
  const regression =
    baseline === null ? null : onlyMr1(pairedRegression(config, violations, baseline, today), hard);
  const gate = failedBecause(
    decideGate(
      relations,
      gateOptions(config),
      baseline?.relations ?? null,
      robustness,
      regression?.verdicts ?? [],
    ),
    timeLimit?.reached ? timeLimitReason(timeLimit) : null,
  );
  const relationsMs = performance.now() - relationsStart;
  return {
    schema: 'metacompress-report',
    version: REPORT_VERSION,
    tool: { name: 'metacompress', version: TOOL_VERSION },
    createdAt: new Date().toISOString(),
    ...(commit === null ? {} : { commit }),
    task: config.task,
    labels: config.labels ?? defaultClassNames(config.task, scores.classes),
    thresholds: {
      relations: config.relations,
      klFloor: Q_FLOOR,
      gate: {
        ceilings: config.gate.ceilings,
        directions: config.gate.directions,
        negativeFlips: config.gate.negativeFlips,
        maxDegradation: config.gate.maxDegradation,
        percentMaxDegradation: config.gate.percentMaxDegradation,
        inconclusive: config.gate.inconclusive,
      },
    },
    dataset: { ...scores.dataset, labelled: scores.labels.filter((l) => l >= 0).length },
    teacher: scores.teacherModel,
    student: scores.studentModel,
    relations,
    gate,
    baseline:
      baseline === null || regression === null
        ? null
        : { ...baseline.summary, paired: regression.verdicts, pairedNote: regression.note },
    // Ranked by KL, which a model of predicted classes does not have.
    divergent: hard === null ? withExcerpts(scores.divergent) : [],
    timings: {
      ...scores.timings,
      relationsMs,
      totalMs: scores.timings.totalMs + relationsMs,
    },
    warnings: [...scores.warnings, ...(regression?.warnings ?? [])],
    violations,
    ...(robustness === null ? {} : { robustness }),
    ...(timeLimit === null ? {} : { timeLimit }),
    ...(scores.cost === undefined ? {} : { cost: scores.cost }),
    temperature,
  };
}

/** Which model gave predicted classes only (`output: labels`); null when both gave probabilities. */
export function hardLabelModels(models: {
  teacherModel: { output: OutputKind };
  studentModel: { output: OutputKind };
}): HardLabelModels | null {
  const teacher = models.teacherModel.output === 'labels';
  const student = models.studentModel.output === 'labels';
  if (teacher && student) return 'both';
  return teacher ? 'teacher' : student ? 'student' : null;
}

/**
 * With a model of predicted classes only, the paired test of MR2 and MR3
 * compares what one-hot vectors give, not the models: only MR1's stands.
 */
function onlyMr1(regression: Regression, hard: HardLabelModels | null): Regression {
  if (hard === null || regression.verdicts === null) return regression;
  return { ...regression, verdicts: regression.verdicts.filter((v) => v.relation === 'MR1') };
}

/**
 * A direction of `gate.directions` names classes by index; one past the
 * models' classes (`class 5` of a classification config without labels)
 * would hold no input and pass forever, so it is an error.
 */
function checkDirectionClasses(config: Config, classes: number): void {
  for (const { teacher, student } of config.gate.directions) {
    const outside = [teacher, student].find((c) => c.index >= classes);
    if (outside === undefined) continue;
    throw new InputError(
      `gate.directions.${teacher.name} -> ${student.name}: ${outside.name} is not a class of the models, which give ${classes} (class 0 to class ${classes - 1})`,
    );
  }
}
