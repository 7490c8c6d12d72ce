import type { Config } from '../config/types.js';
import { decideGate, failedBecause, type GateOptions } from '../gate/index.js';
import { computeRelations, Q_FLOOR } from '../relations/index.js';
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
import { pairedRegression } from './regression.js';
import type { Scores } from './types.js';

/**
 * What the gate holds a run to: the config's gate section and, with a
 * transforms section, its robustness ceilings (the same values the
 * robustness section of the report prints).
 */
export function gateOptions(config: Config): GateOptions {
  const { ceilings, maxDegradation, percentMaxDegradation, inconclusive } = config.gate;
  const transforms = config.transforms;
  return {
    ceilings,
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
  const relations = computeRelations(p, q, labelled, config.relations);
  const temperature = temperatureScaling(p, q, labelled, config.relations, relations);
  const digest = inputsDigest({
    format: scores.dataset.format,
    sha256: scores.dataset.sha256,
    functionsSha256: scores.dataset.functions?.sha256 ?? null,
    rows: scores.rows,
  });
  const violations = violationSets(p, q, config.relations, digest);
  const regression =
    baseline === null ? null : pairedRegression(config, violations, baseline, today);
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
    divergent: withExcerpts(scores.divergent),
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
